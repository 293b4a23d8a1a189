// Bytes of API answers a page receives, as they crossed the wire: Chromium's own count
// (CDP's encodedDataLength: headers and the compressed body), answers from its HTTP cache
// (a 304's few hundred bytes, or nothing) included. Images are not API data: left out.
// Shared by the catalogue-sync end-to-end test and `npm run bench -- sync`.

/**
 * Starts counting on `page` (a Playwright page on Chromium). `bytes()` is the total so far,
 * `requests()` each answer's path and bytes; `stop()` detaches.
 */
export async function countApiBytes(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map();
  const done = [];
  cdp.on('Network.responseReceived', (event) => {
    const url = new URL(event.response.url);
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/v1/images/')) {
      pending.set(event.requestId, `${url.pathname}${url.search}`);
    }
  });
  cdp.on('Network.loadingFinished', (event) => {
    const path = pending.get(event.requestId);
    if (path === undefined) return;
    pending.delete(event.requestId);
    done.push({ path, bytes: event.encodedDataLength });
  });
  return {
    bytes: () => done.reduce((sum, r) => sum + r.bytes, 0),
    requests: () => [...done],
    stop: () => cdp.detach().catch(() => undefined),
  };
}
