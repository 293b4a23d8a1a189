import { createFileRoute } from '@tanstack/react-router';
import { ReturnsPage } from '../features/info/returns-page';

export const Route = createFileRoute('/returns')({
  staticData: { title: 'Returns and exchanges' },
  component: ReturnsPage,
});
