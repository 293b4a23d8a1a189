import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlersFor, parseScenarios, scenarioHandlers, SLOW_NETWORK_DELAY_MS } from './scenarios';
import { resetMockData, server, startMockServer, stopMockServer } from './node';

const API = 'http://localhost/api/v1';

beforeAll(async () => {
  await startMockServer();
});
afterEach(() => server.resetHandlers());
afterAll(async () => {
  await stopMockServer();
});

async function shopperToken() {
  const res = await fetch(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: 'sisi@email.com', password: 'password' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { token: string } }).user.token;
}

describe('msw/node mock server', () => {
  it('serves the seeded demo catalogue through the real API', async () => {
    const res = await fetch(`${API}/product/all?limit=1000`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { products: unknown[] };
    expect(body.products.length).toBeGreaterThanOrEqual(60);
  });

  it('fails loudly on requests no handler knows', async () => {
    await expect(fetch('http://localhost/not-the-api')).rejects.toThrow();
  });

  it('resetMockData() brings back the demo data', async () => {
    const token = await shopperToken();
    const before = (await (await fetch(`${API}/category/categories`)).json()) as unknown[];
    await resetMockData();
    const after = (await (await fetch(`${API}/category/categories`)).json()) as unknown[];
    expect(after).toHaveLength(before.length);
    expect(token).toBeTruthy();
  });
});

describe('scenarios', () => {
  it('server-error: the catalogue answers 500 {error}', async () => {
    server.use(...scenarioHandlers['server-error']);
    const res = await fetch(`${API}/product/all`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: expect.any(String) });
    expect((await fetch(`${API}/category/categories`)).status).toBe(200);
  });

  it('payment-failure and out-of-stock answer the checkout with 500 and 409', async () => {
    const token = await shopperToken();
    const pay = () =>
      fetch(`${API}/product/payment`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ paymentRef: 'x', cartItems: [] }),
      });
    server.use(...scenarioHandlers['payment-failure']);
    expect((await pay()).status).toBe(500);
    server.resetHandlers();
    server.use(...scenarioHandlers['out-of-stock']);
    const res = await pay();
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  });

  it('expired-session: signed-in calls get 401, public reads still work', async () => {
    const token = await shopperToken();
    server.use(...scenarioHandlers['expired-session']);
    const auth = { Authorization: `Bearer ${token}` };
    expect((await fetch(`${API}/orders`, { headers: auth })).status).toBe(401);
    expect((await fetch(`${API}/product/all`, { headers: auth })).status).toBe(200);
  });

  it('slow: delays, then answers from the real API', async () => {
    server.use(...handlersFor(['slow']));
    const started = performance.now();
    const res = await fetch(`${API}/category/categories`);
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_NETWORK_DELAY_MS - 50);
  });

  it('parses the query-parameter list', () => {
    expect(parseScenarios('slow, payment-failure,nonsense')).toEqual(['slow', 'payment-failure']);
    expect(parseScenarios('none')).toEqual([]);
    expect(parseScenarios(null)).toEqual([]);
  });
});
