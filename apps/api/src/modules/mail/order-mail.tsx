/* eslint-disable shop/no-literal-text -- its texts are not yet in the message catalogue (issue 41) */
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
import { formatVnd, refundNotice, type DeliveryAddress, type PaymentMethod } from '@shop/contract';
import type { OutgoingMail } from './mailer';
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

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Thanh toán khi nhận hàng (COD)',
  online: 'Thanh toán trực tuyến',
  bank_transfer: 'Chuyển khoản (VietQR)',
};

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
  preview,
  title,
  children,
}: {
  preview: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Html lang="vi">
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

/** The lines with quantity, unit price and line total, then the subtotal and the total. */
function OrderLines({ order }: { order: OrderMailSnapshot }) {
  return (
    <Section>
      {order.items.map((line, index) => (
        <Row key={index}>
          <Column style={styles.cell}>
            <Text style={{ ...styles.text, margin: 0 }}>
              {`${line.name} — ${line.quantity} ${line.unit} × ${formatVnd(line.unitPrice)}`}
            </Text>
          </Column>
          <Column style={styles.amount}>
            <Text style={{ ...styles.text, margin: 0 }}>{`= ${formatVnd(line.lineTotal)}`}</Text>
          </Column>
        </Row>
      ))}
      <Hr style={styles.hr} />
      <Row>
        <Column style={styles.cell}>
          <Text style={{ ...styles.text, margin: 0 }}>Tạm tính:</Text>
        </Column>
        <Column style={styles.amount}>
          <Text style={{ ...styles.text, margin: 0 }}>{formatVnd(order.subTotal)}</Text>
        </Column>
      </Row>
      <Row>
        <Column style={styles.cell}>
          <Text style={{ ...styles.text, margin: 0, fontWeight: 'bold' }}>Tổng cộng:</Text>
        </Column>
        <Column style={styles.total}>
          <Text style={{ ...styles.text, ...styles.total, margin: 0 }}>
            {formatVnd(order.total)}
          </Text>
        </Column>
      </Row>
    </Section>
  );
}

function addressLine(address: DeliveryAddress): string {
  return [address.address_line, address.city, address.state, address.pincode, address.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

function Delivery({ order }: { order: OrderMailSnapshot }) {
  return (
    <Section>
      <Field label="Người nhận" value={order.customerName || order.email} />
      <Field label="Địa chỉ giao hàng" value={addressLine(order.address)} />
      {order.address.mobile ? <Field label="Điện thoại" value={order.address.mobile} /> : null}
      <Field label="Phương thức thanh toán" value={PAYMENT_METHOD_LABELS[order.paymentMethod]} />
    </Section>
  );
}

function greeting(order: OrderMailSnapshot): string {
  return order.customerName ? `Xin chào ${order.customerName},` : 'Xin chào,';
}

function MyOrdersLink({ publicUrl }: { publicUrl: string }) {
  const url = `${publicUrl}/dashboard/myorders`;
  return (
    <Text style={styles.text}>
      {'Xem đơn hàng của bạn: '}
      <Link href={url}>{url}</Link>
    </Text>
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
  publicUrl,
  title,
  preview = title,
  closing = <Delivery order={order} />,
  children,
}: {
  order: OrderMailSnapshot;
  publicUrl: string;
  title: string;
  preview?: string;
  closing?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Layout preview={preview} title={title}>
      <Paragraph>{greeting(order)}</Paragraph>
      {children}
      <OrderLines order={order} />
      <Hr style={styles.hr} />
      {closing}
      <MyOrdersLink publicUrl={publicUrl} />
    </Layout>
  );
}

/** The shopper's confirmation of a placed order: its lines, totals, address and payment. */
export function orderConfirmationMail(
  order: OrderMailSnapshot,
  settings: Pick<OrderMailSettings, 'publicUrl'>,
): Promise<OutgoingMail> {
  const title = `Đã nhận đơn hàng ${order.orderNumber}`;
  return mailOf(
    order.email,
    subjectOf('confirmation', order),
    <ShopperNotice
      order={order}
      publicUrl={settings.publicUrl}
      title={title}
      preview={`${title} — ${formatVnd(order.total)}`}
    >
      <Paragraph>
        {`Cảm ơn bạn đã đặt hàng tại ${SHOP_NAME}. Chúng tôi đã nhận được đơn hàng ${order.orderNumber} và sẽ liên hệ với bạn khi đơn hàng được gửi đi.`}
      </Paragraph>
    </ShopperNotice>,
  );
}

/** The staff's alert of a new order, to ORDER_NOTIFY_EMAIL. */
export function newOrderAlertMail(
  order: OrderMailSnapshot,
  settings: { staffEmail: string; publicUrl: string },
): Promise<OutgoingMail> {
  const title = `Đơn hàng mới ${order.orderNumber}`;
  const adminUrl = `${settings.publicUrl}/dashboard/orders`;
  return mailOf(
    settings.staffEmail,
    subjectOf('staff-alert', order),
    <Layout preview={`${title} — ${formatVnd(order.total)}`} title={title}>
      <Field label="Khách hàng" value={order.customerName || order.email} />
      <Field label="E-mail" value={order.email} />
      <OrderLines order={order} />
      <Hr style={styles.hr} />
      <Delivery order={order} />
      <Text style={styles.text}>
        {'Xử lý đơn hàng: '}
        <Link href={adminUrl}>{adminUrl}</Link>
      </Text>
    </Layout>,
  );
}

/** The shopper's notice that the order left, with the carrier and tracking number when given. */
export function orderShippedMail(
  order: OrderMailSnapshot,
  settings: Pick<OrderMailSettings, 'publicUrl'>,
): Promise<OutgoingMail> {
  return mailOf(
    order.email,
    subjectOf('shipped', order),
    <ShopperNotice
      order={order}
      publicUrl={settings.publicUrl}
      title={`Đơn hàng ${order.orderNumber} đang được giao`}
    >
      <Paragraph>
        {`Đơn hàng ${order.orderNumber} của bạn đã được giao cho đơn vị vận chuyển.`}
      </Paragraph>
      {order.carrier ? <Field label="Đơn vị vận chuyển" value={order.carrier} /> : null}
      {order.trackingNumber ? <Field label="Mã vận đơn" value={order.trackingNumber} /> : null}
    </ShopperNotice>,
  );
}

/** The shopper's notice that the order was delivered. */
export function orderDeliveredMail(
  order: OrderMailSnapshot,
  settings: Pick<OrderMailSettings, 'publicUrl'>,
): Promise<OutgoingMail> {
  return mailOf(
    order.email,
    subjectOf('delivered', order),
    <ShopperNotice
      order={order}
      publicUrl={settings.publicUrl}
      title={`Đơn hàng ${order.orderNumber} đã giao thành công`}
    >
      <Paragraph>
        {`Đơn hàng ${order.orderNumber} đã được giao đến địa chỉ của bạn. Cảm ơn bạn đã mua hàng tại ${SHOP_NAME}!`}
      </Paragraph>
    </ShopperNotice>,
  );
}

/** The shopper's notice that the order was cancelled, with the reason when given. */
export function orderCancelledMail(
  order: OrderMailSnapshot,
  settings: Pick<OrderMailSettings, 'publicUrl'>,
): Promise<OutgoingMail> {
  return mailOf(
    order.email,
    subjectOf('cancelled', order),
    <ShopperNotice
      order={order}
      publicUrl={settings.publicUrl}
      title={`Đơn hàng ${order.orderNumber} đã bị hủy`}
      closing={
        <Paragraph>{`Nếu bạn cần hỗ trợ, hãy trả lời thư này hoặc liên hệ ${SHOP_NAME}.`}</Paragraph>
      }
    >
      <Paragraph>{`Đơn hàng ${order.orderNumber} của bạn đã bị hủy.`}</Paragraph>
      {order.note ? <Field label="Lý do" value={order.note} /> : null}
      {order.refundDue ? <Paragraph>{refundNotice(order.paymentMethod)}</Paragraph> : null}
    </ShopperNotice>,
  );
}

/**
 * The staff's notice that an order's money is owed back: it was cancelled after it was paid, or
 * its payment arrived after it was cancelled. The order shows "Cần hoàn tiền" until the refund is
 * recorded.
 */
export function refundDueMail(
  order: OrderMailSnapshot,
  settings: { staffEmail: string; publicUrl: string },
): Promise<OutgoingMail> {
  const title = `Cần hoàn tiền đơn hàng ${order.orderNumber}`;
  const listUrl = `${settings.publicUrl}/dashboard/orders?needsRefund=true`;
  return mailOf(
    settings.staffEmail,
    subjectOf('refund-due', order),
    <Layout preview={`${title} — ${formatVnd(order.total)}`} title={title}>
      <Paragraph>
        {`Đơn hàng ${order.orderNumber} đã được thanh toán ${formatVnd(order.total)} nhưng đã bị hủy. Hãy hoàn lại tiền cho khách, rồi bấm "Mark refunded" ở trang đơn hàng để ghi nhận.`}
      </Paragraph>
      {order.note ? <Field label="Lý do hủy" value={order.note} /> : null}
      <Field label="Khách hàng" value={order.customerName || order.email} />
      {order.email ? <Field label="E-mail" value={order.email} /> : null}
      {order.address.mobile ? <Field label="Điện thoại" value={order.address.mobile} /> : null}
      <Field label="Phương thức thanh toán" value={PAYMENT_METHOD_LABELS[order.paymentMethod]} />
      <OrderLines order={order} />
      <Hr style={styles.hr} />
      <Text style={styles.text}>
        {'Các đơn cần hoàn tiền: '}
        <Link href={listUrl}>{listUrl}</Link>
      </Text>
    </Layout>,
  );
}

/** How to pay by transfer: the account, the exact amount and content, the VietQR code. */
function TransferDetails({ transfer }: { transfer: TransferMailDetails }) {
  return (
    <Section>
      <Field label="Ngân hàng (mã BIN)" value={transfer.bin} />
      <Field label="Số tài khoản" value={transfer.accountNumber} />
      <Field label="Chủ tài khoản" value={transfer.accountName} />
      <Field label="Số tiền" value={formatVnd(transfer.amount)} />
      <Field label="Nội dung chuyển khoản" value={transfer.purpose} />
      <Img
        src={transfer.qrImageUrl}
        width="280"
        alt={`Mã VietQR chuyển ${formatVnd(transfer.amount)} vào tài khoản ${transfer.accountNumber}`}
        style={{ margin: '8px 0 12px' }}
      />
      <Text style={styles.muted}>{`Ảnh mã VietQR: ${transfer.qrImageUrl}`}</Text>
    </Section>
  );
}

/** The shopper's order placed to be paid by transfer: how to pay it, and until when it is held. */
export function transferInstructionsMail(
  order: OrderMailSnapshot,
  settings: Pick<OrderMailSettings, 'publicUrl'>,
): Promise<OutgoingMail> {
  const title = `Đơn hàng ${order.orderNumber} chờ chuyển khoản`;
  const { transfer } = order;
  return mailOf(
    order.email,
    subjectOf('transfer-instructions', order),
    <ShopperNotice
      order={order}
      publicUrl={settings.publicUrl}
      title={title}
      preview={`${title} — ${formatVnd(order.total)}`}
    >
      <Paragraph>
        {`Cảm ơn bạn đã đặt hàng tại ${SHOP_NAME}. Vui lòng chuyển khoản đúng số tiền và nội dung dưới đây (hoặc quét mã VietQR bằng ứng dụng ngân hàng).`}
      </Paragraph>
      {transfer ? <TransferDetails transfer={transfer} /> : null}
      {transfer ? (
        <Paragraph>
          {`Cửa hàng giữ hàng cho đơn này đến ${transfer.holdUntilText}; sau thời hạn đó, đơn chưa nhận được tiền sẽ tự huỷ. Chúng tôi sẽ gửi thư xác nhận khi nhận được tiền.`}
        </Paragraph>
      ) : null}
    </ShopperNotice>,
  );
}

/** The staff's notice of a new order paid by transfer: the money to expect, and its content. */
export function transferExpectedMail(
  order: OrderMailSnapshot,
  settings: { staffEmail: string; publicUrl: string },
): Promise<OutgoingMail> {
  const title = `Đơn hàng mới ${order.orderNumber} chờ chuyển khoản`;
  const adminUrl = `${settings.publicUrl}/dashboard/orders`;
  const { transfer } = order;
  return mailOf(
    settings.staffEmail,
    subjectOf('staff-transfer-expected', order),
    <Layout preview={`${title} — ${formatVnd(order.total)}`} title={title}>
      <Paragraph>
        {`Khách sẽ chuyển khoản ${formatVnd(order.total)}${transfer ? ` với nội dung "${transfer.purpose}" vào tài khoản ${transfer.accountNumber}` : ''}. Khi tiền về, hãy bấm "Đã nhận chuyển khoản" trên trang đơn hàng và ghi số tiền, mã giao dịch và ngày nhận.`}
      </Paragraph>
      {transfer ? <Field label="Giữ hàng đến" value={transfer.holdUntilText} /> : null}
      <Field label="Khách hàng" value={order.customerName || order.email} />
      <Field label="E-mail" value={order.email} />
      <OrderLines order={order} />
      <Hr style={styles.hr} />
      <Delivery order={order} />
      <Text style={styles.text}>
        {'Xử lý đơn hàng: '}
        <Link href={adminUrl}>{adminUrl}</Link>
      </Text>
    </Layout>,
  );
}

/** The shopper's notice that their transfer arrived: the order is confirmed and will be sent. */
export function transferReceivedMail(
  order: OrderMailSnapshot,
  settings: Pick<OrderMailSettings, 'publicUrl'>,
): Promise<OutgoingMail> {
  const { received } = order;
  return mailOf(
    order.email,
    subjectOf('transfer-received', order),
    <ShopperNotice
      order={order}
      publicUrl={settings.publicUrl}
      title={`Đã nhận tiền đơn hàng ${order.orderNumber}`}
    >
      <Paragraph>
        {`${SHOP_NAME} đã nhận được tiền chuyển khoản cho đơn hàng ${order.orderNumber}. Đơn hàng đã được thanh toán và sẽ được chuẩn bị để giao.`}
      </Paragraph>
      {received ? <Field label="Số tiền đã nhận" value={formatVnd(received.amount)} /> : null}
      {received?.reference ? <Field label="Mã giao dịch" value={received.reference} /> : null}
    </ShopperNotice>,
  );
}

/** The staff's record that a transfer was marked received, with what was recorded. */
export function transferRecordedMail(
  order: OrderMailSnapshot,
  settings: { staffEmail: string; publicUrl: string },
): Promise<OutgoingMail> {
  const title = `Đã ghi nhận chuyển khoản đơn hàng ${order.orderNumber}`;
  const adminUrl = `${settings.publicUrl}/dashboard/orders`;
  const { received } = order;
  const difference = received ? received.amount - order.total : 0;
  return mailOf(
    settings.staffEmail,
    subjectOf('staff-transfer-received', order),
    <Layout preview={`${title} — ${formatVnd(order.total)}`} title={title}>
      <Field label="Tổng đơn hàng" value={formatVnd(order.total)} />
      {received ? (
        <>
          <Field label="Số tiền đã nhận" value={formatVnd(received.amount)} />
          <Field label="Mã giao dịch ngân hàng" value={received.reference} />
          <Field label="Ngày nhận" value={received.receivedOn} />
        </>
      ) : null}
      {difference < 0 ? <Field label="Còn thiếu" value={formatVnd(-difference)} /> : null}
      {difference > 0 ? <Field label="Nhận thừa" value={formatVnd(difference)} /> : null}
      <Field label="Khách hàng" value={order.customerName || order.email} />
      <Text style={styles.text}>
        {'Xử lý đơn hàng: '}
        <Link href={adminUrl}>{adminUrl}</Link>
      </Text>
    </Layout>,
  );
}

/** Renders the mail an outbox row describes (the worker does, just before sending it). */
export function renderOrderMail(template: OrderMailTemplate, to: string): Promise<OutgoingMail> {
  const { order, publicUrl } = template;
  switch (template.kind) {
    case 'confirmation':
      return orderConfirmationMail(order, { publicUrl });
    case 'staff-alert':
      return newOrderAlertMail(order, { staffEmail: to, publicUrl });
    case 'shipped':
      return orderShippedMail(order, { publicUrl });
    case 'delivered':
      return orderDeliveredMail(order, { publicUrl });
    case 'cancelled':
      return orderCancelledMail(order, { publicUrl });
    case 'refund-due':
      return refundDueMail(order, { staffEmail: to, publicUrl });
    case 'transfer-instructions':
      return transferInstructionsMail(order, { publicUrl });
    case 'staff-transfer-expected':
      return transferExpectedMail(order, { staffEmail: to, publicUrl });
    case 'transfer-received':
      return transferReceivedMail(order, { publicUrl });
    case 'staff-transfer-received':
      return transferRecordedMail(order, { staffEmail: to, publicUrl });
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
      renderOrderMail({ kind: head.kind, order, publicUrl: settings.publicUrl }, head.to),
    ),
  );
}

export type { OrderMailKind };
