import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestShop, type TestShop } from '../../../test/test-shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ NODE_ENV: 'development', DEV_OUTBOX: 'true' });
});

afterAll(async () => {
  await shop.close();
});

describe('the development outbox', () => {
  it('shows the newest mails first, with their text escaped', async () => {
    await shop.db.insert(mailOutbox).values([
      {
        toAddress: 'older@example.com',
        subject: 'Older mail',
        textBody: 'first',
        htmlBody: '<p>first</p>',
        createdAt: new Date(Date.now() - 60_000),
      },
      {
        toAddress: 'newer@example.com',
        subject: 'Code <b>123456</b>',
        textBody: 'second & last',
        htmlBody: '<p>second</p>',
      },
    ]);
    const response = await shop.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('Dev outbox (2)');
    expect(response.body).toContain('Code &#60;b&#62;123456&#60;/b&#62;');
    expect(response.body).toContain('second &#38; last');
    expect(response.body.indexOf('newer@example.com')).toBeLessThan(
      response.body.indexOf('older@example.com'),
    );
  });
});

describe('without DEV_OUTBOX', () => {
  it('serves no outbox, not even in development', async () => {
    const plain = await createTestShop({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Dev outbox');
    } finally {
      await plain.close();
    }
  });
});
