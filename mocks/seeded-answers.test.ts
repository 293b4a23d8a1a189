import { describe, expect, it } from 'vitest';
import {
  parseSeededAnswers,
  RECORDING_ORIGIN,
  seededAnswerFor,
  seededAnswerPaths,
  type SeededAnswers,
  type SeededState,
} from './seeded-answers';

const PAGE = 'http://127.0.0.1:5173';
const SALE_ENDS = Date.UTC(2026, 10, 27, 23, 0);

const answers: SeededAnswers = {
  validUntil: SALE_ENDS,
  answers: {
    'product/flash-sale': {
      status: 200,
      headers: [
        ['content-type', 'application/json; charset=UTF-8'],
        ['etag', 'W/"sale-1"'],
      ],
      body: JSON.stringify({ image: `${RECORDING_ORIGIN}/api/v1/images/a.webp` }),
    },
  },
};

const seeded: SeededState = {
  answers,
  now: SALE_ENDS - 60_000,
  snapshotKept: false,
  writeSent: false,
};

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`${PAGE}/api/v1/${path}`, { headers });

describe('seededAnswerFor', () => {
  it('answers a recorded read as recorded, with its headers, its URLs on the page’s origin', async () => {
    const response = seededAnswerFor(get('product/flash-sale'), seeded);
    expect(response?.status).toBe(200);
    expect(response?.headers.get('etag')).toBe('W/"sale-1"');
    expect(await response?.json()).toEqual({ image: `${PAGE}/api/v1/images/a.webp` });
  });

  it('leaves every other request to the database', () => {
    const cases: [string, Request, SeededState][] = [
      ['a read not recorded', get('product/flash-sale?x=1'), seeded],
      ['a path outside the API', new Request(`${PAGE}/product/flash-sale`), seeded],
      ['a write', new Request(`${PAGE}/api/v1/product/flash-sale`, { method: 'POST' }), seeded],
      ['a signed-in read', get('product/flash-sale', { authorization: 'Bearer t' }), seeded],
      ['a conditional read', get('product/flash-sale', { 'if-none-match': 'W/"x"' }), seeded],
      [
        'after a write kept by any tab',
        get('product/flash-sale'),
        { ...seeded, snapshotKept: true },
      ],
      ['after this page sent a write', get('product/flash-sale'), { ...seeded, writeSent: true }],
      ['once the sale has ended', get('product/flash-sale'), { ...seeded, now: SALE_ENDS }],
    ];
    for (const [label, request, state] of cases) {
      expect(seededAnswerFor(request, state), label).toBeUndefined();
    }
  });

  it('answers at any time when nothing in the store is timed', () => {
    const untimed = { ...seeded, answers: { ...answers, validUntil: null }, now: SALE_ENDS * 2 };
    expect(seededAnswerFor(get('product/flash-sale'), untimed)?.status).toBe(200);
  });
});

describe('parseSeededAnswers', () => {
  it('reads a recording as served, and refuses a damaged one whole', () => {
    expect(parseSeededAnswers(JSON.parse(JSON.stringify(answers)))).toEqual(answers);
    const damaged = [
      null,
      { validUntil: null },
      { validUntil: 'tomorrow', answers: {} },
      {
        validUntil: null,
        answers: { 'product/flash-sale': { status: 200, headers: {}, body: '' } },
      },
      { validUntil: null, answers: { 'product/flash-sale': { status: 200, headers: [] } } },
    ];
    for (const json of damaged)
      expect(parseSeededAnswers(json), JSON.stringify(json)).toBeUndefined();
  });
});

describe('seededAnswerPaths', () => {
  it('names home’s blocks at each width, the Flash Sale and the whole catalogue, once each', () => {
    const paths = seededAnswerPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        'product/all?page=1&limit=4',
        'product/flash-sale',
        'product/changes',
      ]),
    );
  });
});
