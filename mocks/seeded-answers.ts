import {
  HOME_BLOCK_PAGES,
  HOME_BLOCK_SIZES_DESKTOP,
  HOME_BLOCK_SIZES_MOBILE,
  HOME_BLOCK_SIZES_TABLET,
} from '../contract/constants';
import { productPagePath } from '../contract/product-page-path';
import { z } from '../contract/zod';
import { API_BASE_PATH } from '../server/api-base-path';

/**
 * Mock mode's first answers without its database. Opening PGlite in the browser takes seconds
 * (its WebAssembly, the demo store's 30 MB), yet until the first write the store is exactly the
 * demo dump, whose answers are known when the dump is made. So the dev server records the
 * storefront's first reads over the dump in Node (seeded-answers-record.ts), and a page answers
 * them itself while nothing has been written, and the API worker opens the database meanwhile.
 */

/** One answer as the API gave it over the freshly seeded store. */
const RecordedAnswerSchema = z.object({
  status: z.int(),
  headers: z.array(z.tuple([z.string(), z.string()])),
  body: z.string(),
});
export type RecordedAnswer = z.infer<typeof RecordedAnswerSchema>;

const SeededAnswersSchema = z.object({
  /**
   * When the store starts to answer differently by itself (epoch ms): the Flash Sale's end, when
   * the sale is settled and the catalogue's version moves. Null when nothing is timed.
   */
  validUntil: z.nullable(z.number()),
  /** By path and query under the API base, as `seededAnswerPaths` names them. */
  answers: z.record(z.string(), RecordedAnswerSchema),
});
export type SeededAnswers = z.infer<typeof SeededAnswersSchema>;

/** The served recording, or undefined when it is not one (then the database answers all). */
export function parseSeededAnswers(json: unknown): SeededAnswers | undefined {
  const parsed = SeededAnswersSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Answers are recorded at this origin and served with the page's: image URLs on the wire are
 * absolute, made from the origin the request was sent to.
 */
export const RECORDING_ORIGIN = 'http://seeded-answers.invalid';

/** The reads of a first visit to home (its blocks at every width) and of any catalogue screen. */
export function seededAnswerPaths(): string[] {
  const pages = [
    HOME_BLOCK_SIZES_MOBILE,
    HOME_BLOCK_SIZES_TABLET,
    HOME_BLOCK_SIZES_DESKTOP,
  ].flatMap((sizes) => [
    productPagePath(HOME_BLOCK_PAGES.newArrival, sizes.newArrival),
    productPagePath(HOME_BLOCK_PAGES.allFeatured, sizes.allFeatured),
    productPagePath(HOME_BLOCK_PAGES.bestSeller, sizes.bestSeller),
  ]);
  return [...new Set([...pages, 'product/flash-sale', 'product/changes'])];
}

/** The key a request is recorded under, or undefined outside the API. */
function answerKey(url: URL): string | undefined {
  const prefix = `${API_BASE_PATH}/`;
  if (!url.pathname.startsWith(prefix)) return undefined;
  return `${url.pathname.slice(prefix.length)}${url.search}`;
}

/** Whether the store may still be as seeded: no write kept, none sent, the sale not yet over. */
export interface SeededState {
  answers: SeededAnswers;
  now: number;
  /** A snapshot in IndexedDB: some tab wrote (or an earlier visit did). */
  snapshotKept: boolean;
  /** This page sent a request that may write. */
  writeSent: boolean;
}

/**
 * The recorded answer to `request`, for the page's origin, when the store is still as seeded;
 * otherwise undefined and the API worker answers. Only plain reads qualify: a signed-in or
 * conditional request may be answered differently than the recording was.
 */
export function seededAnswerFor(request: Request, state: SeededState): Response | undefined {
  if (request.method !== 'GET' || state.snapshotKept || state.writeSent) return undefined;
  const { validUntil } = state.answers;
  if (validUntil !== null && state.now >= validUntil) return undefined;
  if (request.headers.has('authorization') || request.headers.has('if-none-match')) {
    return undefined;
  }
  const url = new URL(request.url);
  const key = answerKey(url);
  const recorded = key === undefined ? undefined : state.answers.answers[key];
  if (!recorded) return undefined;
  return new Response(recorded.body.replaceAll(RECORDING_ORIGIN, url.origin), {
    status: recorded.status,
    headers: recorded.headers,
  });
}
