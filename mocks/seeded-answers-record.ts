import { API_BASE_PATH } from '../server/api-base-path';
import { flashSale } from '../server/db/schema';
import type { MockApi } from './mock-api';
import {
  RECORDING_ORIGIN,
  seededAnswerPaths,
  type RecordedAnswer,
  type SeededAnswers,
} from './seeded-answers';

/**
 * The storefront's first reads, asked of the API over the freshly seeded store (in Node, when the
 * dev server makes the demo dump): what a page may answer itself before its database is open
 * (seeded-answers.ts). Only successful answers are kept; any other read goes to the database.
 */
export async function recordSeededAnswers(mock: MockApi): Promise<SeededAnswers> {
  const answers: Record<string, RecordedAnswer> = {};
  for (const path of seededAnswerPaths()) {
    const response = await mock.api.fetch(
      new Request(`${RECORDING_ORIGIN}${API_BASE_PATH}/${path}`),
    );
    if (response.status !== 200) continue;
    answers[path] = {
      status: response.status,
      headers: [...response.headers],
      body: await response.text(),
    };
  }
  const [sale] = await mock.db.select({ endsAt: flashSale.endsAt }).from(flashSale);
  return { validUntil: sale ? sale.endsAt.getTime() : null, answers };
}
