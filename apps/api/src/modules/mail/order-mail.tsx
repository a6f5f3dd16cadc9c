import {
  Body,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import type { ReactNode } from 'react';
import {
  formatVnd,
  LANGUAGE_TAG,
  pathInLocale,
  vatRateLabel,
  type DeliveryAddress,
  type Locale,
  type VatSummary,
  trackingUrlOf,
} from '@shop/contract';
import { orderMailTexts, type OrderMailWords } from './order-mail-texts';
import type { OutgoingMail } from './outgoing-mail';
import {
  orderMailHeads,
  SHOP_NAME,
  subjectOf,
  type OrderMailEvent,
  type OrderMailKind,
  type OrderMailSettings,
  type OrderMailSnapshot,
  type OrderMailTemplate,
  type TransferMailDetails,
} from './order-mail-heads';

export {
  ORDER_MAIL_EVENTS,
  type OrderMailEvent,
  type OrderMailLine,
  type OrderMailSettings,
  type OrderMailSnapshot,
} from './order-mail-heads';

const colors = { text: '#1f2937', muted: '#6b7280', accent: '#c2410c', line: '#e5e7eb' };
const styles = {
  body: { backgroundColor: '#f5f5f4', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0 },
  container: { backgroundColor: '#ffffff', padding: '24px', maxWidth: '600px' },
  heading: { color: colors.accent, fontSize: '22px', margin: '0 0 16px' },
  text: { color: colors.text, fontSize: '14px', lineHeight: '22px', margin: '0 0 12px' },
  muted: { color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 4px' },
  cell: { color: colors.text, fontSize: '14px', padding: '6px 0', verticalAlign: 'top' },
  amount: { color: colors.text, fontSize: '14px', padding: '6px 0', textAlign: 'right' },
  total: { color: colors.accent, fontSize: '16px', fontWeight: 'bold', textAlign: 'right' },
  hr: { borderColor: colors.line, margin: '16px 0' },
} as const;

function Layout({
  locale,
  preview,
  title,
  children,
}: {
  locale: Locale;
  preview: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Html lang={LANGUAGE_TAG[locale]}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Heading as="h1" style={styles.heading}>
            {title}
          </Heading>
          {children}
          <Hr style={styles.hr} />
          <Text style={styles.muted}>{SHOP_NAME}</Text>
        </Container>
      </Body>
    </Html>
  );
}

function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.text}>{children}</Text>;
}

/** A label and its value on one line, in both parts. */
function Field({ label, value }: { label: string; value: string }) {
  return (
    <Text style={styles.text}>
      <strong>{`${label}: `}</strong>
      {value}
    </Text>
  );
}

/** A label, then a link written out (the plain-text part shows the address). */
function LinkLine({ label, url }: { label: string; url: string }) {
  return (
    <Text style={styles.text}>
      {label}
      <Link href={url}>{url}</Link>
    </Text>
  );
}

/** The lines with quantity, unit price and line total, then the subtotal and the total. */
function OrderLines({ order, t }: { order: OrderMailSnapshot; t: OrderMailWords }) {
  return (
    <Section>
      {order.items.map((line, index) => (
        <Row key={index}>
          <Column style={styles.cell}>
            <Text style={{ ...styles.text, margin: 0 }}>
              {`${line.name} — ${line.quantity} ${line.unit} × ${formatVnd(line.unitPrice)}`}
            </Text>
            {line.code ? (
              <Text style={{ ...styles.text, margin: 0, color: colors.muted, fontSize: '12px' }}>
                {t.productCode(line.code)}
              </Text>
            ) : null}
          </Column>
          <Column style={styles.amount}>
            <Text style={{ ...styles.text, margin: 0 }}>{`= ${formatVnd(line.lineTotal)}`}</Text>
          </Column>
        </Row>
      ))}
      <Hr style={styles.hr} />
      <Row>
        <Column style={styles.cell}>
          <Text style={{ ...styles.text, margin: 0 }}>{t.subTotal}</Text>
        </Column>
        <Column style={styles.amount}>
          <Text style={{ ...styles.text, margin: 0 }}>{formatVnd(order.subTotal)}</Text>
        </Column>
      </Row>
      <Row>
        <Column style={styles.cell}>
          <Text style={{ ...styles.text, margin: 0, fontWeight: 'bold' }}>{t.total}</Text>
        </Column>
        <Column style={styles.total}>
          <Text style={{ ...styles.text, ...styles.total, margin: 0 }}>
            {formatVnd(order.total)}
          </Text>
        </Column>
      </Row>
      {order.vat ? <VatLines vat={order.vat} t={t} /> : null}
    </Section>
  );
}

/** The VAT the total holds, per rate and in all (issue 47), and that prices include it. */
function VatLines({ vat, t }: { vat: VatSummary; t: OrderMailWords }) {
  const small = { ...styles.text, margin: 0, color: colors.muted, fontSize: '13px' };
  return (
    <>
      {vat.rates.map((at) => (
        <Row key={at.rate}>
          <Column style={styles.cell}>
            <Text style={small}>{t.vatOfRate(vatRateLabel(at.rate), formatVnd(at.taxable))}</Text>
          </Column>
          <Column style={styles.amount}>
            <Text style={small}>{formatVnd(at.vat)}</Text>
          </Column>
        </Row>
      ))}
      <Row>
        <Column style={styles.cell}>
          <Text style={small}>{t.vatTotal}</Text>
        </Column>
        <Column style={styles.amount}>
          <Text style={small}>{formatVnd(vat.vatTotal)}</Text>
        </Column>
      </Row>
      <Text style={small}>{t.pricesIncludeVat}</Text>
    </>
  );
}

function addressLine(address: DeliveryAddress): string {
  return [address.address_line, address.city, address.state, address.pincode, address.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

function Delivery({ order, t }: { order: OrderMailSnapshot; t: OrderMailWords }) {
  return (
    <Section>
      <Field label={t.recipient} value={order.customerName || order.email} />
      <Field label={t.deliveryAddress} value={addressLine(order.address)} />
      {order.address.mobile ? <Field label={t.phone} value={order.address.mobile} /> : null}
      <Field label={t.paymentMethodLabel} value={t.paymentMethod(order.paymentMethod)} />
    </Section>
  );
}

/**
 * What the staff's order mails share: the customer and their e-mail, the lines and totals, the
 * delivery details, and the link to the admin's orders.
 */
function StaffOrderSummary({
  order,
  t,
  adminUrl,
}: {
  order: OrderMailSnapshot;
  t: OrderMailWords;
  adminUrl: string;
}) {
  return (
    <>
      <Field label={t.customer} value={order.customerName || order.email} />
      <Field label={t.email} value={order.email} />
      <OrderLines order={order} t={t} />
      <Hr style={styles.hr} />
      <Delivery order={order} t={t} />
      <LinkLine label={t.handleOrder} url={adminUrl} />
    </>
  );
}

// Headings keep their case in the plain-text part (html-to-text would shout them).
const PLAIN_TEXT_OPTIONS = {
  selectors: [{ selector: 'h1', options: { uppercase: false } }],
};

/** Renders one mail in its two parts. */
async function mailOf(to: string, subject: string, page: ReactNode): Promise<OutgoingMail> {
  const [html, text] = await Promise.all([
    render(page),
    render(page, { plainText: true, htmlToTextOptions: PLAIN_TEXT_OPTIONS }),
  ]);
  return { to, subject, html, text };
}

/**
 * What every mail to the shopper has: a greeting, what happened (`children`), the lines and
 * totals, then the delivery details (or `closing` in their place), and the link to My Orders.
 */
function ShopperNotice({
  order,
  locale,
  publicUrl,
  title,
  preview = title,
  closing,
  children,
}: {
  order: OrderMailSnapshot;
  locale: Locale;
  publicUrl: string;
  title: string;
  preview?: string;
  closing?: ReactNode;
  children: ReactNode;
}) {
  const t = orderMailTexts[locale];
  return (
    <Layout locale={locale} preview={preview} title={title}>
      <Paragraph>{t.greeting(order.customerName)}</Paragraph>
      {children}
      <OrderLines order={order} t={t} />
      <Hr style={styles.hr} />
      {closing ?? <Delivery order={order} t={t} />}
      <LinkLine
        label={t.myOrders}
        url={`${publicUrl}${pathInLocale('/dashboard/myorders', locale)}`}
      />
    </Layout>
  );
}

/** Which locale a mail goes in, and the settings its links need. */
export interface MailLocaleSettings {
  publicUrl: string;
  /** The shopper's mails: the order's locale unless given; the staff's: en unless given. */
  locale?: Locale | undefined;
}

const shopperLocale = (order: OrderMailSnapshot, settings: MailLocaleSettings): Locale =>
  settings.locale ?? order.locale ?? 'en';

/** The shopper's confirmation of a placed order: its lines, totals, address and payment. */
export function orderConfirmationMail(
  order: OrderMailSnapshot,
  settings: MailLocaleSettings,
): Promise<OutgoingMail> {
  const locale = shopperLocale(order, settings);
  const t = orderMailTexts[locale];
  const title = t.confirmationTitle(order.orderNumber);
  return mailOf(
    order.email,
    subjectOf('confirmation', order, locale),
    <ShopperNotice
      order={order}
      locale={locale}
      publicUrl={settings.publicUrl}
      title={title}
      preview={`${title} — ${formatVnd(order.total)}`}
    >
      <Paragraph>{t.confirmationBody(SHOP_NAME, order.orderNumber)}</Paragraph>
    </ShopperNotice>,
  );
}

/** The staff's alert of a new order, to ORDER_NOTIFY_EMAIL. */
export function newOrderAlertMail(
  order: OrderMailSnapshot,
  settings: MailLocaleSettings & { staffEmail: string },
): Promise<OutgoingMail> {
  const locale = settings.locale ?? 'en';
  const t = orderMailTexts[locale];
  const title = t.newOrderTitle(order.orderNumber);
  return mailOf(
    settings.staffEmail,
    subjectOf('staff-alert', order, locale),
    <Layout locale={locale} preview={`${title} — ${formatVnd(order.total)}`} title={title}>
      <StaffOrderSummary order={order} t={t} adminUrl={adminOrdersUrl(settings, locale)} />
    </Layout>,
  );
}

/** The admin's order list, in the mail's locale. */
function adminOrdersUrl(settings: { publicUrl: string }, locale: Locale, query = ''): string {
  return `${settings.publicUrl}${pathInLocale(`/dashboard/orders${query}`, locale)}`;
}

/** The shopper's notice that the order left, with the carrier and tracking number when given. */
export function orderShippedMail(
  order: OrderMailSnapshot,
  settings: MailLocaleSettings,
): Promise<OutgoingMail> {
  const locale = shopperLocale(order, settings);
  const t = orderMailTexts[locale];
  return mailOf(
    order.email,
    subjectOf('shipped', order, locale),
    <ShopperNotice
      order={order}
      locale={locale}
      publicUrl={settings.publicUrl}
      title={t.shippedTitle(order.orderNumber)}
    >
      <Paragraph>{t.shippedBody(order.orderNumber)}</Paragraph>
      {order.carrier ? <Field label={t.carrier} value={order.carrier} /> : null}
      {order.trackingNumber ? (
        <Field label={t.trackingNumber} value={order.trackingNumber} />
      ) : null}
      {order.carrier === 'GHTK' && order.trackingNumber ? (
        <LinkLine label={t.trackingLink} url={trackingUrlOf('ghtk', order.trackingNumber)} />
      ) : null}
    </ShopperNotice>,
  );
}

/** The shopper's notice that the order was delivered. */
export function orderDeliveredMail(
  order: OrderMailSnapshot,
  settings: MailLocaleSettings,
): Promise<OutgoingMail> {
  const locale = shopperLocale(order, settings);
  const t = orderMailTexts[locale];
  return mailOf(
    order.email,
    subjectOf('delivered', order, locale),
    <ShopperNotice
      order={order}
      locale={locale}
      publicUrl={settings.publicUrl}
      title={t.deliveredTitle(order.orderNumber)}
    >
      <Paragraph>{t.deliveredBody(SHOP_NAME, order.orderNumber)}</Paragraph>
    </ShopperNotice>,
  );
}

/** The shopper's notice that the order was cancelled, with the reason when given. */
export function orderCancelledMail(
  order: OrderMailSnapshot,
  settings: MailLocaleSettings,
): Promise<OutgoingMail> {
  const locale = shopperLocale(order, settings);
  const t = orderMailTexts[locale];
  return mailOf(
    order.email,
    subjectOf('cancelled', order, locale),
    <ShopperNotice
      order={order}
      locale={locale}
      publicUrl={settings.publicUrl}
      title={t.cancelledTitle(order.orderNumber)}
      closing={<Paragraph>{t.cancelledHelp(SHOP_NAME)}</Paragraph>}
    >
      <Paragraph>{t.cancelledBody(order.orderNumber)}</Paragraph>
      {order.note ? <Field label={t.reason} value={order.note} /> : null}
      {order.refundDue ? (
        <Paragraph>
          {partRefund(order)
            ? t.partRefundNotice(order.paymentMethod, formatVnd(order.refundOwed ?? 0))
            : t.refundNotice(order.paymentMethod)}
        </Paragraph>
      ) : null}
    </ShopperNotice>,
  );
}

/**
 * Whether what is owed back is only a part of the total (decision 062: a quote's deposit, a part
 * payment): the mails name the amount and the refund is recorded with it, not marked whole.
 */
function partRefund(order: OrderMailSnapshot): boolean {
  return order.refundOwed !== undefined && order.refundOwed < order.total;
}

/**
 * The staff's notice that an order's money is owed back: it was cancelled after it was paid, or
 * its payment arrived after it was cancelled. The order shows "Cần hoàn tiền" until the refund is
 * recorded.
 */
export function refundDueMail(
  order: OrderMailSnapshot,
  settings: MailLocaleSettings & { staffEmail: string },
): Promise<OutgoingMail> {
  const locale = settings.locale ?? 'en';
  const t = orderMailTexts[locale];
  const title = t.refundDueTitle(order.orderNumber);
  const owed = formatVnd(order.refundOwed ?? order.total);
  return mailOf(
    settings.staffEmail,
    subjectOf('refund-due', order, locale),
    <Layout locale={locale} preview={`${title} — ${owed}`} title={title}>
      <Paragraph>
        {partRefund(order)
          ? t.partRefundDueBody(order.orderNumber, owed, formatVnd(order.total))
          : t.refundDueBody(order.orderNumber, owed)}
      </Paragraph>
      {order.note ? <Field label={t.cancelReason} value={order.note} /> : null}
      <Field label={t.customer} value={order.customerName || order.email} />
      {order.email ? <Field label={t.email} value={order.email} /> : null}
      {order.address.mobile ? <Field label={t.phone} value={order.address.mobile} /> : null}
      <Field label={t.paymentMethodLabel} value={t.paymentMethod(order.paymentMethod)} />
      <OrderLines order={order} t={t} />
      <Hr style={styles.hr} />
      <LinkLine label={t.refundList} url={adminOrdersUrl(settings, locale, '?needsRefund=true')} />
    </Layout>,
  );
}

/** How to pay by transfer: the account, the exact amount and content, the VietQR code. */
function TransferDetails({ transfer, t }: { transfer: TransferMailDetails; t: OrderMailWords }) {
  return (
    <Section>
      <Field label={t.bank} value={transfer.bin} />
      <Field label={t.accountNumber} value={transfer.accountNumber} />
      <Field label={t.accountName} value={transfer.accountName} />
      <Field label={t.amount} value={formatVnd(transfer.amount)} />
      <Field label={t.purpose} value={transfer.purpose} />
      <Img
        src={transfer.qrImageUrl}
        width="280"
        alt={t.qrAlt(formatVnd(transfer.amount), transfer.accountNumber)}
        style={{ margin: '8px 0 12px' }}
      />
      <Text style={styles.muted}>{t.qrImage(transfer.qrImageUrl)}</Text>
    </Section>
  );
}

/** The shopper's order placed to be paid by transfer: how to pay it, and until when it is held. */
export function transferInstructionsMail(
  order: OrderMailSnapshot,
  settings: MailLocaleSettings,
): Promise<OutgoingMail> {
  const locale = shopperLocale(order, settings);
  const t = orderMailTexts[locale];
  const title = t.transferTitle(order.orderNumber);
  const { transfer } = order;
  return mailOf(
    order.email,
    subjectOf('transfer-instructions', order, locale),
    <ShopperNotice
      order={order}
      locale={locale}
      publicUrl={settings.publicUrl}
      title={title}
      preview={`${title} — ${formatVnd(order.total)}`}
    >
      <Paragraph>{t.transferBody(SHOP_NAME)}</Paragraph>
      {transfer ? <TransferDetails transfer={transfer} t={t} /> : null}
      {transfer ? <Paragraph>{t.transferHold(transfer.holdUntilText)}</Paragraph> : null}
    </ShopperNotice>,
  );
}

/** The staff's notice of a new order paid by transfer: the money to expect, and its content. */
export function transferExpectedMail(
  order: OrderMailSnapshot,
  settings: MailLocaleSettings & { staffEmail: string },
): Promise<OutgoingMail> {
  const locale = settings.locale ?? 'en';
  const t = orderMailTexts[locale];
  const title = t.transferExpectedTitle(order.orderNumber);
  const { transfer } = order;
  return mailOf(
    settings.staffEmail,
    subjectOf('staff-transfer-expected', order, locale),
    <Layout locale={locale} preview={`${title} — ${formatVnd(order.total)}`} title={title}>
      <Paragraph>
        {t.transferExpectedBody(
          formatVnd(order.total),
          transfer?.purpose ?? '',
          transfer?.accountNumber ?? '',
        )}
      </Paragraph>
      {transfer ? <Field label={t.holdUntil} value={transfer.holdUntilText} /> : null}
      <StaffOrderSummary order={order} t={t} adminUrl={adminOrdersUrl(settings, locale)} />
    </Layout>,
  );
}

/** The shopper's notice that their transfer arrived: the order is confirmed and will be sent. */
export function transferReceivedMail(
  order: OrderMailSnapshot,
  settings: MailLocaleSettings,
): Promise<OutgoingMail> {
  const locale = shopperLocale(order, settings);
  const t = orderMailTexts[locale];
  const { received } = order;
  return mailOf(
    order.email,
    subjectOf('transfer-received', order, locale),
    <ShopperNotice
      order={order}
      locale={locale}
      publicUrl={settings.publicUrl}
      title={t.transferReceivedTitle(order.orderNumber)}
    >
      <Paragraph>{t.transferReceivedBody(SHOP_NAME, order.orderNumber)}</Paragraph>
      {received ? <Field label={t.amountReceived} value={formatVnd(received.amount)} /> : null}
      {received?.reference ? <Field label={t.reference} value={received.reference} /> : null}
    </ShopperNotice>,
  );
}

/** The staff's record that a transfer was marked received, with what was recorded. */
export function transferRecordedMail(
  order: OrderMailSnapshot,
  settings: MailLocaleSettings & { staffEmail: string },
): Promise<OutgoingMail> {
  const locale = settings.locale ?? 'en';
  const t = orderMailTexts[locale];
  const title = t.transferRecordedTitle(order.orderNumber);
  const { received } = order;
  const difference = received ? received.amount - order.total : 0;
  return mailOf(
    settings.staffEmail,
    subjectOf('staff-transfer-received', order, locale),
    <Layout locale={locale} preview={`${title} — ${formatVnd(order.total)}`} title={title}>
      <Field label={t.orderTotal} value={formatVnd(order.total)} />
      {received ? (
        <>
          <Field label={t.amountReceived} value={formatVnd(received.amount)} />
          <Field label={t.bankReference} value={received.reference} />
          <Field label={t.receivedOn} value={received.receivedOn} />
        </>
      ) : null}
      {difference < 0 ? <Field label={t.short} value={formatVnd(-difference)} /> : null}
      {difference > 0 ? <Field label={t.over} value={formatVnd(difference)} /> : null}
      <Field label={t.customer} value={order.customerName || order.email} />
      <LinkLine label={t.handleOrder} url={adminOrdersUrl(settings, locale)} />
    </Layout>,
  );
}

/** The shopper's notice that goods of the order came back, and what the shop owes back now. */
export function orderReturnedMail(
  order: OrderMailSnapshot,
  settings: MailLocaleSettings,
): Promise<OutgoingMail> {
  const locale = shopperLocale(order, settings);
  const t = orderMailTexts[locale];
  const returned = order.returned;
  return mailOf(
    order.email,
    subjectOf('returned', order, locale),
    <ShopperNotice
      order={order}
      locale={locale}
      publicUrl={settings.publicUrl}
      title={t.returnedTitle(order.orderNumber)}
      closing={<Paragraph>{t.cancelledHelp(SHOP_NAME)}</Paragraph>}
    >
      <Paragraph>
        {returned?.kind === 'failed_delivery'
          ? t.failedDeliveryBody(order.orderNumber)
          : t.returnBody(order.orderNumber)}
      </Paragraph>
      {(returned?.lines ?? []).map((line, index) => (
        <Paragraph key={index}>
          {t.returnedLine(line.quantity, line.name, line.condition === 'damaged')}
        </Paragraph>
      ))}
      {returned ? <Field label={t.returnedValue} value={formatVnd(returned.value)} /> : null}
      {order.note ? <Field label={t.reason} value={order.note} /> : null}
      {returned && returned.refundDue > 0 ? (
        <>
          <Field label={t.refundDueNow} value={formatVnd(returned.refundDue)} />
          <Paragraph>{t.refundDueHelp}</Paragraph>
        </>
      ) : null}
    </ShopperNotice>,
  );
}

/** The shopper's notice that money was paid back to them. */
export function orderRefundedMail(
  order: OrderMailSnapshot,
  settings: MailLocaleSettings,
): Promise<OutgoingMail> {
  const locale = shopperLocale(order, settings);
  const t = orderMailTexts[locale];
  const refund = order.refund;
  const amount = formatVnd(refund?.amount ?? 0);
  return mailOf(
    order.email,
    subjectOf('refunded', order, locale),
    <ShopperNotice
      order={order}
      locale={locale}
      publicUrl={settings.publicUrl}
      title={t.refundedTitle(order.orderNumber)}
      closing={<Paragraph>{t.cancelledHelp(SHOP_NAME)}</Paragraph>}
    >
      <Paragraph>{t.refundedBody(amount, order.orderNumber)}</Paragraph>
      {refund ? <Field label={t.refundMethod} value={t.receivedMethod(refund.method)} /> : null}
      {refund?.reference ? <Field label={t.reference} value={refund.reference} /> : null}
      {refund ? <Field label={t.refundedOn} value={refund.refundedOn} /> : null}
      {order.note ? <Field label={t.reason} value={order.note} /> : null}
    </ShopperNotice>,
  );
}

/** Renders the mail an outbox row describes (the worker does, just before sending it). */
export function renderOrderMail(template: OrderMailTemplate, to: string): Promise<OutgoingMail> {
  const { order, publicUrl } = template;
  // Rows queued before mails had a locale were Vietnamese, their subjects already written so.
  const settings = { publicUrl, locale: template.locale ?? 'vi' };
  const staff = { ...settings, staffEmail: to };
  switch (template.kind) {
    case 'confirmation':
      return orderConfirmationMail(order, settings);
    case 'staff-alert':
      return newOrderAlertMail(order, staff);
    case 'shipped':
      return orderShippedMail(order, settings);
    case 'delivered':
      return orderDeliveredMail(order, settings);
    case 'cancelled':
      return orderCancelledMail(order, settings);
    case 'refund-due':
      return refundDueMail(order, staff);
    case 'transfer-instructions':
      return transferInstructionsMail(order, settings);
    case 'staff-transfer-expected':
      return transferExpectedMail(order, staff);
    case 'transfer-received':
      return transferReceivedMail(order, settings);
    case 'staff-transfer-received':
      return transferRecordedMail(order, staff);
    case 'returned':
      return orderReturnedMail(order, settings);
    case 'refunded':
      return orderRefundedMail(order, settings);
  }
}

/**
 * The mails one change of an order sends, rendered: a placed order mails the shopper and, when
 * ORDER_NOTIFY_EMAIL is set, the staff; the other changes mail the shopper.
 */
export function renderOrderMails(
  event: OrderMailEvent,
  order: OrderMailSnapshot,
  settings: OrderMailSettings,
): Promise<OutgoingMail[]> {
  return Promise.all(
    orderMailHeads(event, order, settings).map((head) =>
      renderOrderMail(
        { kind: head.kind, order, publicUrl: settings.publicUrl, locale: head.locale },
        head.to,
      ),
    ),
  );
}

export type { OrderMailKind };
