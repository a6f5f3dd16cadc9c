import type { Database } from '../../db/client';
import type { App } from '../../http/app-instance';
import { drawOrderMail } from './order-mail-queue';
import { listNewestMails } from './outbox.repo';

const OUTBOX_PAGE_SIZE = 50;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Development only: the newest mails of the outbox as a page, so the reset flow can be followed
 * without a mail server. Never registered in production.
 */
export function registerDevOutboxRoutes(app: App, db: Database): void {
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await Promise.all(
      (await listNewestMails(db, OUTBOX_PAGE_SIZE)).map(async (mail) =>
        // An order mail is drawn when it is sent: drawn here too, so the page shows what it says.
        mail.template && mail.text === ''
          ? { ...mail, text: (await drawOrderMail(mail.template, mail.to)).text }
          : mail,
      ),
    );
    const items = mails
      .map(
        (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p><b>To:</b> ${escapeHtml(mail.to)} · ${mail.createdAt.toISOString()}</p>
<pre>${escapeHtml(mail.text)}</pre></article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Dev outbox</title>
<style>body{font-family:sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd}pre{white-space:pre-wrap}</style>
<h1>Dev outbox (${mails.length})</h1>${items || '<p>No mail yet.</p>'}</html>`,
      );
  });
}
