import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../features/home/home-screen';
import { prefetchHomeBlocks } from '../features/home/home-block-queries';
import { preloadHomeLowerSections } from '../features/home/home-lower-sections-lazy';
import { pageHead } from '../app/page-head';
import { breakpointWidthNow } from '../components/layout/use-breakpoint-width';

export const Route = createFileRoute('/')({
  // The server waits for the phone-sized blocks and the lower sections (it draws them in place).
  // The browser only starts its own width's blocks: the page's code loads meanwhile, and the
  // lower sections' code after the page.
  loader: async ({ context: { queryClient, inProcessApi } }) => {
    if (!inProcessApi) {
      void prefetchHomeBlocks(queryClient, { width: breakpointWidthNow() });
      return;
    }
    await Promise.all([
      prefetchHomeBlocks(queryClient, { inProcessApi }),
      preloadHomeLowerSections(),
    ]);
  },
  head: ({ match }) => pageHead({ path: match.pathname, origin: match.context.origin }),
  // The same page for everyone until the catalogue changes (not when a block failed to load).
  staticData: { keptPage: { variants: 1 } },
  component: HomeScreen,
});
