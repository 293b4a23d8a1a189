import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../features/home/home-screen';
import { prefetchHomeBlocks } from '../features/home/home-block-queries';
import { PAGE_CACHE_BY_CATALOGUE } from '../app/page-cache-header';
import { pageHead } from '../app/page-head';

export const Route = createFileRoute('/')({
  // On the server only: the browser's blocks ask for their own width's sizes.
  loader: async ({ context }) => ({
    blocksLoaded: context.serverCatalogue ? await prefetchHomeBlocks(context.queryClient) : false,
  }),
  head: ({ match }) => pageHead({ path: match.pathname, origin: match.context.origin }),
  headers: ({ loaderData }) => (loaderData?.blocksLoaded ? PAGE_CACHE_BY_CATALOGUE : undefined),
  component: HomeScreen,
});
