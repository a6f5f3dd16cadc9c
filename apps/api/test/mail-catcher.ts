import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/**
 * A local SMTP server for tests that can refuse: `refuseRecipients` and `refuseData` make it
 * answer the next RCPT TO / DATA commands with a temporary (451) or permanent (554) refusal.
 */
export class MailCatcher {
  readonly received: CaughtMail[] = [];
  refuseRecipients = 0;
  refuseData = 0;
  private readonly server: SMTPServer;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) => {
        if (this.refuseRecipients > 0) {
          this.refuseRecipients -= 1;
          callback(
            Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
          );
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.refuseData > 0) {
            this.refuseData -= 1;
            callback(Object.assign(new Error('Transaction failed'), { responseCode: 554 }));
            return;
          }
          this.received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
  }

  /** Listens on `port` (0: any free one) and answers the SMTP URL. */
  async listen(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  mailsTo(address: string): CaughtMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server.close(resolve);
    });
  }
}

/** The decoded text of a MIME mail's part of `type` (text/plain or text/html). */
export function mimePart(raw: string, type: 'text/plain' | 'text/html'): string {
  const start = raw.search(new RegExp(`^Content-Type: ${type}`, 'im'));
  if (start < 0) throw new Error(`no ${type} part`);
  const part = raw.slice(start);
  const headerEnd = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, headerEnd);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) throw new Error('not a multipart mail');
  const body =
    part
      .slice(headerEnd)
      .replace(/^\r?\n\r?\n/, '')
      .split(`\r\n--${boundary}`)[0] ?? '';
  const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const text = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let at = 0; at < text.length; at += 1) {
      const hex = text.slice(at + 1, at + 3);
      if (text[at] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        at += 2;
      } else {
        bytes.push(...Buffer.from(text[at] ?? '', 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** Waits until `check` holds, or fails after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  for (let waited = 0; waited < timeoutMs; waited += 25) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('timed out waiting');
}
