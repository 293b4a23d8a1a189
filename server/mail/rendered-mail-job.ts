import type { JobHandler } from '../outbox/outbox-worker';
import { renderMail } from './mail-outbox';

/** An e-mail job handed to the sender with its HTML and text, rendered from the kept data. */
export function withRenderedMail(send: JobHandler): JobHandler {
  return async (payload, jobId) => send({ ...payload, ...(await renderMail(payload)) }, jobId);
}
