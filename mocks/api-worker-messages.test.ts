import { describe, expect, it } from 'vitest';
import {
  bodiesOf,
  fromWireRequest,
  fromWireResponse,
  toWireRequest,
  toWireResponse,
} from './api-worker-messages';

// What crosses to mock mode's API worker must arrive as the API would have received it, and its
// answer as the page would have: structuredClone stands for postMessage.

describe('requests and responses sent to the mock API worker', () => {
  it('carries an upload with its multipart body, headers and method intact', async () => {
    const form = new FormData();
    form.set('name', 'Oud Royale');
    form.set('photo', new File([new Uint8Array([1, 2, 3])], 'oud.png', { type: 'image/png' }));
    const sent = new Request('http://127.0.0.1/api/v1/product/create', {
      method: 'POST',
      headers: { Authorization: 'Bearer abc' },
      body: form,
    });
    const wire = structuredClone(await toWireRequest(sent));
    const received = fromWireRequest(wire);

    expect(received.method).toBe('POST');
    expect(received.url).toBe('http://127.0.0.1/api/v1/product/create');
    expect(received.headers.get('authorization')).toBe('Bearer abc');
    const fields = await received.formData();
    expect(fields.get('name')).toBe('Oud Royale');
    const photo = fields.get('photo') as File;
    expect(photo.name).toBe('oud.png');
    expect([...new Uint8Array(await photo.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it('sends no body with a GET and transfers the body of a POST', async () => {
    const get = await toWireRequest(new Request('http://127.0.0.1/api/v1/product/all?page=2'));
    expect(get.body).toBeNull();
    expect(bodiesOf({ kind: 'fetch', request: get })).toEqual([]);

    const post = await toWireRequest(
      new Request('http://127.0.0.1/api/v1/auth/login', { method: 'POST', body: '{"a":1}' }),
    );
    expect(bodiesOf({ kind: 'fetch', request: post })).toEqual([post.body]);
  });

  it('answers with the status, headers and body the API gave', async () => {
    const answered = new Response(JSON.stringify({ error: 'Product not found' }), {
      status: 404,
      statusText: 'Not Found',
      headers: { 'Content-Type': 'application/json', ETag: '"v7"' },
    });
    const wire = structuredClone(await toWireResponse(answered));
    const received = fromWireResponse(wire);

    expect(received.status).toBe(404);
    expect(received.statusText).toBe('Not Found');
    expect(received.headers.get('etag')).toBe('"v7"');
    expect(await received.json()).toEqual({ error: 'Product not found' });
  });

  it('keeps a 304 and a 204 bodiless, as a Response must be', async () => {
    for (const status of [204, 304]) {
      const wire = await toWireResponse(new Response(null, { status }));
      expect(wire.body).toBeNull();
      const received = fromWireResponse(structuredClone(wire));
      expect(received.status).toBe(status);
      expect(received.body).toBeNull();
    }
  });
});
