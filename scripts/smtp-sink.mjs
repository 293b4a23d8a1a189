// The one stand-in mail server: an SMTP sink on 127.0.0.1 that keeps every message it receives,
// parsed. Tests start it in their own process:
//   import { startSmtpSink } from './scripts/smtp-sink.mjs';
// Run as a program (Playwright's web server for the end-to-end servers), it also shows what it
// received as JSON over HTTP (GET /messages: [{to, subject, text}]), so a journey reads what a
// shopper's inbox would get:
//   SINK_SMTP_PORT=2525 SINK_HTTP_PORT=2600 node scripts/smtp-sink.mjs
// Plain JavaScript, as pg-temp.mjs: `node` runs it without a TypeScript loader.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** @param {number} [port] 0: any free port */
export async function startSmtpSink(port = 0) {
  /** @type {import('mailparser').ParsedMail[]} */
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const bound = server.server.address().port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    received,
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`only ${received.length} of ${count} messages arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

const addresses = (field) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((entry) => entry.address ?? ''),
  );

/** What a journey reads of a message: its recipients, subject and text. */
const inboxEntry = (mail) => ({
  to: addresses(mail.to),
  subject: mail.subject ?? '',
  text: mail.text ?? '',
});

async function serve() {
  const sink = await startSmtpSink(Number(process.env.SINK_SMTP_PORT ?? 2525));
  const http = createServer((request, response) => {
    if (request.url !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(sink.received.map(inboxEntry)));
  });
  http.listen(Number(process.env.SINK_HTTP_PORT ?? 2600), '127.0.0.1');
  const stop = () => {
    http.close();
    void sink.stop().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await serve();
}
