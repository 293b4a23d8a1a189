import nodemailer from 'nodemailer';
import { PermanentJobError, type JobHandler } from '../outbox/outbox-worker';

export interface SmtpMailerOptions {
  /** SMTP_URL, e.g. smtp://user:pass@mail.example:587 (smtps:// for TLS from the start). */
  url: string;
  /** MAIL_FROM: the sender shoppers see. */
  from: string;
}

/**
 * Sends the outbox's e-mails over SMTP (nodemailer). The Message-ID is the outbox row's, so if a
 * worker dies between the server's acceptance and marking the row sent, the resent copy carries
 * the same id and mail systems can drop the duplicate. A 5xx answer (an address the server
 * refuses) will not change on a retry; anything else (connection refused, timeouts, 4xx) is
 * tried again later.
 */
export function smtpMailer(options: SmtpMailerOptions): { send: JobHandler; close(): void } {
  const url = new URL(options.url);
  // Timeouts in the URL's query, which nodemailer reads like its options.
  // A pool of a few connections, each reused for many messages (the worker sends several at once).
  for (const [name, value] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '20000'],
    ['pool', 'true'],
    ['maxConnections', '4'],
  ] as const) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  const transport = nodemailer.createTransport(url.toString());
  const send: JobHandler = async (payload, jobId) => {
    const field = (name: string) => {
      const value = payload[name];
      if (typeof value !== 'string') throw new PermanentJobError(`The message has no ${name}`);
      return value;
    };
    try {
      const info = await transport.sendMail({
        from: options.from,
        to: field('to'),
        subject: field('subject'),
        text: field('text'),
        html: field('html'),
        messageId: `<${jobId}@fragrancehub.outbox>`,
      });
      return `${info.messageId} ${info.response}`;
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      if (typeof code === 'number' && code >= 500) {
        throw new PermanentJobError((error as Error).message);
      }
      throw error;
    }
  };
  return { send, close: () => transport.close() };
}
