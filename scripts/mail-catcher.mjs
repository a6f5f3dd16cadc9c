// A mail server for end-to-end tests: accepts SMTP on MAIL_CATCHER_SMTP_PORT and lists what it
// received as JSON at http://127.0.0.1:MAIL_CATCHER_HTTP_PORT/messages?to=<address>.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 4025);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 4080);
/** @type {{ to: string[], raw: string, receivedAt: string }[]} */
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    /** @type {Buffer[]} */
    const chunks = [];
    stream.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    stream.on('end', () => {
      messages.push({
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        // Quoted-printable soft line breaks are joined, so a test can read the text as written.
        raw: Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, ''),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to');
  const found = to ? messages.filter((message) => message.to.includes(to)) : messages;
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
}).listen(httpPort, '127.0.0.1');
