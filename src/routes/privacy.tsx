import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/info/privacy-page';

export const Route = createFileRoute('/privacy')({
  staticData: { title: 'Privacy policy' },
  component: PrivacyPage,
});
