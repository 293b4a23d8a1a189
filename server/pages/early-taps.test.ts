import { describe, expect, it } from 'vitest';
import { withEarlyTaps } from './early-taps';
import type { PageRenderer } from './page-renderer';

/** A renderer whose page arrives in the given chunks, as a stream does. */
function rendererOf(chunks: string[], contentType = 'text/html; charset=utf-8'): PageRenderer {
  return {
    keptPage: () => null,
    render: async () => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
          controller.close();
        },
      });
      return {
        response: new Response(body, { headers: { 'Content-Type': contentType } }),
        keep: true,
      };
    },
  };
}

const render = async (renderer: PageRenderer, nonce?: string) => {
  const rendered = await renderer.render(new Request('http://shop.test/'), { nonce });
  return rendered?.response.text();
};

describe("the early-taps script in a page's head", () => {
  it('comes first in <head>, under the nonce, however the stream splits the tag', async () => {
    const page = [
      '<!DOCTYPE html><html><he',
      'ad><title>Shop</title></head>',
      '<body>x</body></html>',
    ];
    const html = await render(withEarlyTaps(rendererOf(page), 'keep()'), 'n0nce');
    expect(html).toBe(
      '<!DOCTYPE html><html><head><script nonce="n0nce">keep()</script><title>Shop</title></head><body>x</body></html>',
    );
  });

  it('leaves what is not a page as it is', async () => {
    const json = await render(
      withEarlyTaps(rendererOf(['{"a":"<head>"}'], 'application/json'), 'keep()'),
    );
    expect(json).toBe('{"a":"<head>"}');
  });
});
