import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../features/home/home-screen';
import { prefetchHomeBlocks } from '../features/home/home-block-queries';
import { preloadHomeLowerSections } from '../features/home/home-lower-sections-lazy';
import { PAGE_CACHE_BY_CATALOGUE } from '../app/page-cache-header';
import { pageHead } from '../app/page-head';

export const Route = createFileRoute('/')({
  // On the server only: the browser's blocks ask for their own width's sizes, and the browser
  // loads the lower sections' code after the page (the server draws them in place).
  loader: async ({ context }) => {
    if (!context.serverCatalogue) return { blocksLoaded: false };
    const [blocksLoaded] = await Promise.all([
      prefetchHomeBlocks(context.queryClient),
      preloadHomeLowerSections(),
    ]);
    return { blocksLoaded };
  },
  head: ({ match }) => pageHead({ path: match.pathname, origin: match.context.origin }),
  headers: ({ loaderData }) => (loaderData?.blocksLoaded ? PAGE_CACHE_BY_CATALOGUE : undefined),
  component: HomeScreen,
});
