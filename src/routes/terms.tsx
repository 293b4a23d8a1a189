import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/info/terms-page';

export const Route = createFileRoute('/terms')({
  staticData: { title: 'Terms and conditions' },
  component: TermsPage,
});
