import { and, count, desc, eq } from 'drizzle-orm';
import type { MessageSummary } from '../../contract/schemas/admin-messages';
import type { Database } from '../api-deps';
import { outbox } from '../db/schema';
import { renderMail } from '../mail/mail-outbox';
import { withoutSecrets } from '../mail/mail-secrets';

type Row = typeof outbox.$inferSelect;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function summaryOf(row: Row): MessageSummary {
  return {
    _id: row.id,
    kind: text(row.payload['mail']) as MessageSummary['kind'],
    to: text(row.payload['to']),
    subject: text(row.payload['subject']),
    state: row.state as MessageSummary['state'],
    tries: row.tries,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.state === 'sent' && row.doneAt ? row.doneAt.toISOString() : null,
  };
}

/** The outbox's e-mails, newest first. */
export async function messagesPage(
  db: Database,
  query: { page: number; limit: number; state?: string },
) {
  const where = and(
    eq(outbox.kind, 'email'),
    query.state ? eq(outbox.state, query.state) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(outbox).where(where);
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { messages: rows.map(summaryOf), messageCount: Number(total?.n ?? 0) };
}

export async function messageById(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.kind, 'email')))
    .limit(1);
  if (!row) return null;
  // Never a live secret for the admin, even while the message waits to be sent.
  return { ...summaryOf(row), ...(await renderMail(withoutSecrets(row.payload))) };
}
