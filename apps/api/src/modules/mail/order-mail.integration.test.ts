import { formatVnd } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { MailCatcher, mimePart, waitFor } from '../../../test/mail-catcher';
import { orderSnapshot } from '../../../test/order-mail-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { Mailer } from './mailer';
import {
  orderCancelledMail,
  orderConfirmationMail,
  orderDeliveredMail,
  orderShippedMail,
  newOrderAlertMail,
  refundDueMail,
  renderOrderMail,
  renderOrderMails,
  transferExpectedMail,
  transferInstructionsMail,
  transferReceivedMail,
  transferRecordedMail,
} from './order-mail';
import { enqueueOrderMail } from './order-mail-queue';

const settings = {
  staffEmail: 'kho@example.vn',
  publicUrl: 'https://shop.example.vn',
  locale: 'vi' as const,
  staffLocale: 'vi' as const,
};

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});

afterAll(async () => {
  await shop.close();
});

/** Every text both parts of a mail must carry, Vietnamese intact. */
function expectInBothParts(mail: { text: string; html: string }, texts: string[]) {
  for (const text of texts) {
    expect(mail.text).toContain(text);
    expect(mail.html).toContain(text);
  }
}

describe('the order mails', () => {
  it('confirm an order to the shopper with its lines, totals, address and payment method', async () => {
    const mail = await orderConfirmationMail(orderSnapshot(), settings);
    expect(mail.to).toBe('binh.tran@example.vn');
    expect(mail.subject).toBe('Nhiệt Công Nghiệp: xác nhận đơn hàng DH-7K2M9P');
    expectInBothParts(mail, [
      'Xin chào Trần Thị Bình,',
      'Điện trở nhiệt ống chữ U — 2 cái × 1.250.000',
      formatVnd(2_500_000),
      'Tủ điều khiển nhiệt độ — 1 bộ × 15.300.000',
      formatVnd(15_300_000),
      'Tạm tính:',
      'Tổng cộng:',
      formatVnd(17_800_000),
      '12 Đường Nguyễn Trãi, Hà Nội, Thanh Xuân, 100000, Việt Nam',
      '0912345678',
      'Thanh toán khi nhận hàng (COD)',
      'https://shop.example.vn/vi/dashboard/myorders',
    ]);
    expect(formatVnd(17_800_000)).toMatch(/^17\.800\.000\sVND$/);
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('lang="vi"');
    // The plain-text part is text, not markup.
    expect(mail.text).not.toMatch(/<\/?[a-z]+[\s>]/i);
  });

  it('name online payment in Vietnamese', async () => {
    const mail = await orderConfirmationMail(orderSnapshot({ paymentMethod: 'online' }), settings);
    expectInBothParts(mail, ['Phương thức thanh toán: ', 'Thanh toán trực tuyến']);
  });

  it('alert the staff of a placed order only when ORDER_NOTIFY_EMAIL is set', async () => {
    const order = orderSnapshot();
    const [confirmation, alert, ...rest] = await renderOrderMails('placed', order, settings);
    expect(rest).toEqual([]);
    expect(confirmation?.to).toBe(order.email);
    expect(alert?.to).toBe('kho@example.vn');
    expect(alert?.subject).toBe(`Đơn hàng mới DH-7K2M9P — ${formatVnd(17_800_000)}`);
    if (!alert) throw new Error('no alert');
    expectInBothParts(alert, [
      'Khách hàng: ',
      'Trần Thị Bình',
      'binh.tran@example.vn',
      formatVnd(17_800_000),
      'https://shop.example.vn/vi/dashboard/orders',
    ]);

    const withoutStaff = await renderOrderMails('placed', order, {
      ...settings,
      staffEmail: undefined,
    });
    expect(withoutStaff.map((mail) => mail.to)).toEqual([order.email]);
  });

  it('tell the shopper the carrier and tracking number of a shipped order, when given', async () => {
    const tracked = await orderShippedMail(
      orderSnapshot({ carrier: 'Viettel Post', trackingNumber: 'VTP-00981234' }),
      settings,
    );
    expect(tracked.subject).toBe('Nhiệt Công Nghiệp: đơn hàng DH-7K2M9P đang được giao');
    expectInBothParts(tracked, [
      'đã được giao cho đơn vị vận chuyển',
      'Đơn vị vận chuyển: ',
      'Viettel Post',
      'Mã vận đơn: ',
      'VTP-00981234',
    ]);
    const untracked = await orderShippedMail(orderSnapshot(), settings);
    expect(untracked.text).not.toContain('Mã vận đơn');
    expect(untracked.text).not.toContain('Đơn vị vận chuyển');
  });

  it('tell the shopper of a delivered order, and of a cancelled one with its reason', async () => {
    const delivered = await orderDeliveredMail(orderSnapshot(), settings);
    expect(delivered.subject).toBe('Nhiệt Công Nghiệp: đơn hàng DH-7K2M9P đã giao thành công');
    expectInBothParts(delivered, ['Cảm ơn bạn đã mua hàng', formatVnd(17_800_000)]);

    const cancelled = await orderCancelledMail(
      orderSnapshot({ note: 'Khách đổi ý, đặt lại loại 3 pha' }),
      settings,
    );
    expect(cancelled.subject).toBe('Nhiệt Công Nghiệp: đơn hàng DH-7K2M9P đã bị hủy');
    expectInBothParts(cancelled, ['đã bị hủy', 'Lý do: ', 'Khách đổi ý, đặt lại loại 3 pha']);
    const noReason = await orderCancelledMail(orderSnapshot(), settings);
    expect(noReason.text).not.toContain('Lý do');
  });

  it('escape what the shopper typed in the HTML part', async () => {
    const mail = await orderConfirmationMail(
      orderSnapshot({ customerName: '<img src=x onerror=alert(1)>' }),
      settings,
    );
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('the order mails in each locale', () => {
  const transfer = {
    bin: '970436',
    accountNumber: '0011001234567',
    accountName: 'CONG TY NHIET CONG NGHIEP',
    amount: 17_800_000,
    purpose: 'DH7K2M9P',
    qrImageUrl: 'https://img.vietqr.io/image/970436-0011001234567-compact2.png',
    holdUntil: '2026-11-30T10:00:00.000Z',
    holdUntilText: '17:00 on 30/11/2026',
  };
  const received = { amount: 17_800_000, reference: 'FT2611', receivedOn: '2026-11-29' };
  const order = orderSnapshot({ transfer, received, refundDue: true, note: 'x' });
  const staff = (locale: 'vi' | 'en') => ({ ...settings, locale });
  const shopper = (locale: 'vi' | 'en') => ({ publicUrl: settings.publicUrl, locale });
  const every = (locale: 'vi' | 'en') =>
    Promise.all([
      orderConfirmationMail(order, shopper(locale)),
      newOrderAlertMail(order, staff(locale)),
      orderShippedMail(order, shopper(locale)),
      orderDeliveredMail(order, shopper(locale)),
      orderCancelledMail(order, shopper(locale)),
      refundDueMail(order, staff(locale)),
      transferInstructionsMail(order, shopper(locale)),
      transferExpectedMail(order, staff(locale)),
      transferReceivedMail(order, shopper(locale)),
      transferRecordedMail(order, staff(locale)),
    ]);

  it('draws every mail in English, with no Vietnamese words of ours', async () => {
    const mails = await every('en');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Nhiệt Công Nghiệp: order DH-7K2M9P confirmed',
      `New order DH-7K2M9P — ${formatVnd(17_800_000)}`,
      'Nhiệt Công Nghiệp: order DH-7K2M9P is on its way',
      'Nhiệt Công Nghiệp: order DH-7K2M9P delivered',
      'Nhiệt Công Nghiệp: order DH-7K2M9P cancelled',
      `Refund due for order DH-7K2M9P — ${formatVnd(17_800_000)}`,
      `Nhiệt Công Nghiệp: order DH-7K2M9P — bank transfer details ${formatVnd(17_800_000)}`,
      `New order DH-7K2M9P awaiting a bank transfer of ${formatVnd(17_800_000)}`,
      'Nhiệt Công Nghiệp: bank transfer received for order DH-7K2M9P',
      'Bank transfer recorded for order DH-7K2M9P',
    ]);
    for (const mail of mails) {
      expect(mail.html).toContain('lang="en"');
      // The shop's name, the products and the address stay as they are; our words are English.
      for (const word of ['Xin chào', 'Đơn hàng', 'Tổng cộng', 'Khách hàng', 'Xem đơn hàng']) {
        expect(mail.text).not.toContain(word);
      }
      expect(mail.text).not.toContain('/vi/');
    }
    const [confirmation, alert] = mails;
    expectInBothParts(confirmation, [
      'Hello Trần Thị Bình,',
      'Subtotal:',
      'Total:',
      'Cash on delivery (COD)',
      'https://shop.example.vn/dashboard/myorders',
    ]);
    expectInBothParts(alert, ['Customer: ', 'https://shop.example.vn/dashboard/orders']);
  });

  it('draws every mail in Vietnamese, its links under /vi', async () => {
    const mails = await every('vi');
    expect(mails[0].subject).toBe('Nhiệt Công Nghiệp: xác nhận đơn hàng DH-7K2M9P');
    for (const mail of mails) {
      expect(mail.html).toContain('lang="vi"');
      for (const word of ['Hello', 'Order ', 'Total:', 'Customer']) {
        expect(mail.text).not.toContain(word);
      }
    }
    expectInBothParts(mails[0], ['Xin chào Trần Thị Bình,', 'Tổng cộng:']);
    expectInBothParts(mails[1], ['Khách hàng: ', 'https://shop.example.vn/vi/dashboard/orders']);
  });

  it("sends the shopper's mails in the order's locale and the staff's in the shop's", async () => {
    const [toShopper, toStaff] = await renderOrderMails('placed', orderSnapshot({ locale: 'en' }), {
      ...settings,
      staffLocale: 'vi',
    });
    expect(toShopper?.subject).toBe('Nhiệt Công Nghiệp: order DH-7K2M9P confirmed');
    expect(toStaff?.subject).toBe(`Đơn hàng mới DH-7K2M9P — ${formatVnd(17_800_000)}`);
  });

  it('draws a row queued before mails had a locale in Vietnamese, as it was queued', async () => {
    const mail = await renderOrderMail(
      {
        kind: 'shipped',
        order: orderSnapshot({ locale: undefined }),
        publicUrl: settings.publicUrl,
      },
      'a@example.vn',
    );
    expect(mail.text).toContain('Xin chào');
  });
});

describe('enqueueOrderMail', () => {
  it("writes the mails' data in the caller's transaction, kept until delivered, and nothing when it rolls back", async () => {
    const order = orderSnapshot({ orderNumber: 'DH-QUEUE01', email: 'queue01@example.vn' });
    const ids = await shop.db.transaction((tx) => enqueueOrderMail(tx, 'placed', order, settings));
    expect(ids).toHaveLength(2);
    const rows = await shop.db
      .select({
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        secret: mailOutbox.secret,
        text: mailOutbox.textBody,
        template: mailOutbox.template,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(
        sql`${mailOutbox.id} IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    expect(rows.map((row) => row.to).sort()).toEqual(['kho@example.vn', 'queue01@example.vn']);
    for (const row of rows) {
      expect(row.secret).toBe(false);
      expect(row.sentAt).toBeNull();
      expect(row.subject).toContain('DH-QUEUE01');
      // Drawn by the worker, not in the order's transaction: the row holds the order's data.
      expect(row.text).toBe('');
      expect(row.template).toMatchObject({ order: { orderNumber: 'DH-QUEUE01' } });
    }

    const rolledBack = orderSnapshot({ email: 'rolled.back@example.vn' });
    await expect(
      shop.db.transaction(async (tx) => {
        await enqueueOrderMail(tx, 'shipped', rolledBack, settings);
        throw new Error('the order change failed');
      }),
    ).rejects.toThrow('the order change failed');
    expect(
      await shop.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'rolled.back@example.vn')),
    ).toEqual([]);
  });

  it('reach the mail server with Vietnamese intact in the plain-text and HTML parts', async () => {
    const catcher = new MailCatcher();
    const smtpUrl = await catcher.listen();
    const order = orderSnapshot({ email: 'smtp.vi@example.vn', trackingNumber: 'GHN-4455' });
    await shop.db.transaction((tx) => enqueueOrderMail(tx, 'shipped', order, settings));
    const mailer = new Mailer(shop.db, shop.app.log, {
      smtpUrl,
      from: 'shop@example.vn',
      keepUndeliverable: true,
      schedule: { pollIntervalMs: 50, firstRetryMs: 50 },
    });
    try {
      await waitFor(() => catcher.mailsTo('smtp.vi@example.vn').length > 0);
      const [mail] = catcher.mailsTo('smtp.vi@example.vn');
      if (!mail) throw new Error('no mail');
      expect(mail.raw).toContain('multipart/alternative');
      expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?/m);
      for (const part of [mimePart(mail.raw, 'text/plain'), mimePart(mail.raw, 'text/html')]) {
        expect(part).toContain('Điện trở nhiệt ống chữ U');
        expect(part).toContain('GHN-4455');
        expect(part).toContain(formatVnd(17_800_000));
      }
    } finally {
      await mailer.stop();
      await catcher.close();
    }
  });
});
