import type { PageRenderer } from './page-renderer';

const HEAD = '<head>';
const HTML = /^text\/html/i;

/**
 * Puts `source` (public/early-taps.js, minified by the build) first in the page's <head>, as an
 * inline script under the response's nonce: it must listen before anything is painted, and a
 * script fetched from the server would paint late or listen late. React leaves a script it did
 * not render in <head> alone when it hydrates.
 */
export function insertEarlyTaps(
  source: string,
  nonce: string | undefined,
): TransformStream<string, string> {
  const script = `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${source}</script>`;
  let seen = '';
  let done = false;
  return new TransformStream({
    transform(chunk, controller) {
      if (done) return controller.enqueue(chunk);
      seen += chunk;
      const at = seen.indexOf(HEAD);
      if (at < 0) return;
      done = true;
      controller.enqueue(seen.slice(0, at + HEAD.length) + script + seen.slice(at + HEAD.length));
    },
    flush(controller) {
      if (!done && seen) controller.enqueue(seen);
    },
  });
}

/** The renderer's pages with the early-taps script in their <head>. */
export function withEarlyTaps(renderer: PageRenderer, source: string): PageRenderer {
  return {
    keptPage: (url) => renderer.keptPage(url),
    async render(request, options = {}) {
      const rendered = await renderer.render(request, options);
      const response = rendered?.response;
      if (!rendered || !response?.body || !HTML.test(response.headers.get('Content-Type') ?? '')) {
        return rendered;
      }
      const body = response.body
        .pipeThrough(new TextDecoderStream())
        .pipeThrough(insertEarlyTaps(source, options.nonce))
        .pipeThrough(new TextEncoderStream());
      const headers = new Headers(response.headers);
      headers.delete('Content-Length');
      return { ...rendered, response: new Response(body, { status: response.status, headers }) };
    },
  };
}
