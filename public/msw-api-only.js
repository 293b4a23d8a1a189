// Mock mode's service worker: MSW's own (mockServiceWorker.js, generated, left as it is), told to
// stay out of every request but the API's.
//
// MSW's worker takes every request of the pages it controls and asks the page how to answer it:
// on the dev server each of the app's hundreds of modules, in a build each chunk, image and font,
// made a round trip through the worker into a page busy starting, and back. The Service Worker
// Static Routing API (Chrome 123+) sends everything outside /api/v1 straight to the network before
// the worker is even asked. Browsers without it keep MSW's behaviour.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.addRoutes({
    condition: { not: { urlPattern: { pathname: '/api/v1/*' } } },
    source: 'network',
  });
});

importScripts('/mockServiceWorker.js');
