import { and, eq } from 'drizzle-orm';
import type { Database } from '../api-deps';
import { testPayments } from '../db/schema';
import type {
  TestTransaction,
  TestTransactionStatus,
  TestTransactionStore,
} from './test-transaction-store';

type Row = typeof testPayments.$inferSelect;

const toTransaction = (row: Row): TestTransaction => ({
  id: row.transactionId,
  reference: row.reference,
  email: row.email,
  amountKobo: row.amountKobo,
  currency: row.currency,
  callbackUrl: row.callbackUrl,
  status: row.status as TestTransactionStatus,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt ? row.paidAt.toISOString() : null,
});

/** The test gateway's transactions in the shop's database (see testPayments). */
export function dbTestTransactionStore(db: Database): TestTransactionStore {
  return {
    async insert(t) {
      const inserted = await db
        .insert(testPayments)
        .values({
          reference: t.reference,
          transactionId: t.id,
          email: t.email,
          amountKobo: t.amountKobo,
          currency: t.currency,
          callbackUrl: t.callbackUrl,
          status: t.status,
          createdAt: new Date(t.createdAt),
          paidAt: t.paidAt ? new Date(t.paidAt) : null,
        })
        .onConflictDoNothing()
        .returning({ reference: testPayments.reference });
      return inserted.length > 0;
    },
    async get(reference) {
      const [row] = await db
        .select()
        .from(testPayments)
        .where(eq(testPayments.reference, reference))
        .limit(1);
      return row ? toTransaction(row) : null;
    },
    async transition(reference, from, change) {
      // One conditional update: of two presses (or two instances) only one changes the row.
      const changed = await db
        .update(testPayments)
        .set({
          status: change.status,
          ...(change.paidAt ? { paidAt: new Date(change.paidAt) } : {}),
        })
        .where(and(eq(testPayments.reference, reference), eq(testPayments.status, from)))
        .returning({ reference: testPayments.reference });
      return changed.length > 0;
    },
  };
}
