// The end-to-end servers' mail server: an SMTP sink on 127.0.0.1 that keeps every message it
// receives, parsed, and shows them as JSON over HTTP (GET /messages: [{to, subject, text}]), so a
// journey reads what a shopper's inbox would get. Started by playwright.config.ts.
//   SINK_SMTP_PORT, SINK_HTTP_PORT
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SINK_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.SINK_HTTP_PORT ?? 2600);
const received = [];

const addresses = (field) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((entry) => entry.address ?? ''),
  );

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push({
          to: addresses(mail.to),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        });
        callback();
      })
      .catch((error) => callback(error));
  },
});

const http = createServer((request, response) => {
  if (request.url !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
});

smtp.listen(smtpPort, '127.0.0.1');
http.listen(httpPort, '127.0.0.1');

const stop = () => {
  http.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
