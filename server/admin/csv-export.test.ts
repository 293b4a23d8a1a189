import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CSV_BATCH_ROWS, CSV_STOPPED_MESSAGE, csvStream } from './csv-export';
import type { SortKey } from './sort-key';

const sort: SortKey = { key: sql`1`, type: 'integer', id: sql`1`, descending: false };
const row = (i: number) => ({ id: `id-${i}`, cursor: String(i) });
const databaseError = () =>
  new Error('Failed query: select … where email = $1\nparams: ada@example.com');

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('CSV export stream', () => {
  it('fails before the answer starts when the first batch fails, so the route answers cleanly', async () => {
    await expect(
      csvStream(
        ['Id'],
        sort,
        () => Promise.reject(databaseError()),
        (r: { id: string }) => [r.id],
      ),
    ).rejects.toThrow(/Failed query/);
  });

  it('ends a broken-off export with an error that names nothing of the query', async () => {
    let batches = 0;
    const stream = await csvStream(
      ['Id'],
      sort,
      async () => {
        batches++;
        if (batches === 1) return Array.from({ length: CSV_BATCH_ROWS }, (_, i) => row(i));
        throw databaseError();
      },
      (r) => [r.id],
    );
    const error = await readAll(stream).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toBe(CSV_STOPPED_MESSAGE);
    expect(String(error?.stack)).not.toMatch(/params|ada@example/);
  });
});
