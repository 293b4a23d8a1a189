import { createFileRoute } from '@tanstack/react-router';
import { boundedStringSearch } from '../../../app/string-search';
import { ProfileScreen } from '../../../features/account/profile-form';

// `?email=verified` or `?email=link-invalid`: where the e-mailed check link lands.
const validateProfileSearch = boundedStringSearch({ email: { min: 1, max: 20 } });

export const Route = createFileRoute('/dashboard/user/profile')({
  staticData: { title: 'Profile' },
  validateSearch: validateProfileSearch,
  component: ProfilePage,
});

function ProfilePage() {
  const { email } = Route.useSearch();
  return <ProfileScreen emailOutcome={email} />;
}
