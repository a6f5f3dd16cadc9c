import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../../../test/test-shop';
import { enqueueOrderMail } from './order-mail-queue';

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

  it('shows an order mail not sent yet with the text it will be sent with', async () => {
    await shop.db.transaction((tx) =>
      enqueueOrderMail(
        tx,
        'shipped',
        {
          orderNumber: 'ORD-OUTBOX-1',
          customerName: 'Trần Thị Bình',
          email: 'binh@example.vn',
          items: [
            { name: 'Quạt hướng trục', quantity: 2, unit: 'cái', unitPrice: 10, lineTotal: 20 },
          ],
          subTotal: 20,
          total: 20,
          paymentMethod: 'cash_on_delivery',
          address: {
            address_line: '1 Lê Lợi',
            city: 'Huế',
            state: 'Thừa Thiên Huế',
            country: 'Việt Nam',
            pincode: '530000',
            mobile: '0905123456',
          },
          trackingNumber: 'GHN-OUTBOX-1',
        },
        { staffEmail: undefined, publicUrl: TEST_PUBLIC_URL },
      ),
    );
    const response = await shop.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('binh@example.vn');
    expect(response.body).toContain('GHN-OUTBOX-1');
    expect(response.body).toContain('Quạt hướng trục');
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
