import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../features/home/home-screen';
import { pageHead } from '../app/page-head';

export const Route = createFileRoute('/')({
  head: ({ match }) => pageHead({ path: match.pathname, origin: match.context.origin }),
  component: HomeScreen,
});
