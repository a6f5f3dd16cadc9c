import { inBoth } from '../../http/answer-texts';
import {
  allowedFulfilmentChanges,
  allowedPaymentChanges,
  FULFILMENT_STATUS_LABELS,
  INVOICE_BUYER_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  SavedInvoiceDetailsSchema,
  SHOP_UTC_OFFSET,
  shopperMayCancel,
  type AdminOrderDetail,
  type AdminOrderFilters,
  type AdminOrderSummary,
  type AdminTimelineEntry,
  type FulfilmentStatus,
  type PaymentMethod,
  type PaymentStatus,
  type SavedInvoiceDetails,
  type TransferReceiptInput,
} from '@shop/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { ordersPaidInTestMoney, selectPaymentsOfOrder } from '../payments/payments.repo';
import { csvExport, csvLine } from '../../csv';
import { pageAnswer, pageWindow } from '../../db/paged-selection';
import { toOrder, toTimelineEntry } from './order-answers';
import {
  lockOrderState,
  saveInternalNote,
  selectOrderEvents,
  type OrderEventRow,
} from './order-lifecycle.repo';
import {
  afterCancel,
  changeOrderStatus,
  changePaymentStatus,
  type LifecycleDeps,
} from './order-lifecycle.service';
import {
  insertTransferReceipt,
  selectAdminOrder,
  selectOrderBatch,
  selectOrderPage,
  selectTransferReceipt,
  type ExportCursor,
  type OrderSelection,
  type OrderSummaryRow,
} from './admin-orders.repo';
import { selectOrdersOfUser } from './orders.repo';
import { adminReturnsOf, returnTimelineEntry } from './order-returns.service';
import { insertOrderPayment, madeByQuote, selectQuoteDeposit } from './order-money.repo';
import { orderMoneyOf } from './order-money.service';
import { editEntryOf, selectStaffOrderFacts } from './staff-orders.repo';
import { parcelStepOf } from '../shipping/parcel-back';

/** The parsed filters (after the schema's defaults). */
export type ParsedOrderFilters = Omit<AdminOrderFilters, 'sort' | 'needsRefund' | 'parcelBack'> & {
  sort: OrderSelection['sort'];
  needsRefund?: boolean | undefined;
  parcelBack?: boolean | undefined;
};

/**
 * What a search is looked up by. A phone number is matched on its digits alone, however it was
 * typed ("0901 234 567", "0901.234.567"); "+84 901…" is the same number as "0901…".
 */
export function searchKeyOf(search: string | undefined): string | undefined {
  const text = search?.trim() ?? '';
  if (text === '') return undefined;
  if (/^[+\d][\d\s.()-]*$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 3) return text.startsWith('+84') ? `0${digits.slice(2)}` : digits;
  }
  return text;
}

function selectionOf(filters: ParsedOrderFilters): OrderSelection {
  if (filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo)
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.datesReversed),
      { field: 'dateFrom' },
    );
  return {
    status: filters.status,
    paymentStatus: filters.paymentStatus,
    paymentMethod: filters.paymentMethod,
    needsRefund: filters.needsRefund,
    parcelBack: filters.parcelBack,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    searchKey: searchKeyOf(filters.search),
    sort: filters.sort,
  };
}

function toSummary(row: OrderSummaryRow): AdminOrderSummary {
  return {
    _id: row.id,
    orderId: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    order_status: row.orderStatus,
    payment_status: row.paymentStatus,
    payment_method: row.paymentMethod,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    customer_phone: row.customerPhone,
    delivery_mobile: row.deliveryAddress['mobile'] ?? '',
    item_count: row.itemCount,
    totalAmt: row.totalAmt,
    needs_refund: row.needsRefund,
    ...(row.parcelBack && { parcel_back: true }),
  };
}

/** One page of the orders the filters select, in the asked order. */
export async function listAdminOrders(
  db: Database,
  request: ParsedOrderFilters & { page: number; limit: number },
): Promise<{ data: AdminOrderSummary[]; totalCount: number; totalNoPage: number }> {
  const page = await selectOrderPage(db, selectionOf(request), pageWindow(request));
  return pageAnswer(page, request.limit, toSummary);
}

function toAdminTimelineEntry(event: OrderEventRow): AdminTimelineEntry | undefined {
  const by = { by: event.actor, byUserId: event.actorUserId, byName: event.actorName };
  if (event.kind === 'note')
    return { kind: 'note', at: event.createdAt.toISOString(), note: event.note, ...by };
  if (event.kind === 'edit') {
    const change = editEntryOf(event.toValue);
    return (
      change && {
        kind: 'edit',
        at: event.createdAt.toISOString(),
        change,
        ...(event.note === '' ? {} : { note: event.note }),
        ...by,
      }
    );
  }
  if (event.kind === 'return' || event.kind === 'refund') return returnTimelineEntry(event, by);
  if (event.kind === 'parcel') {
    const step = parcelStepOf(event.toValue);
    return step && { kind: 'parcel', at: event.createdAt.toISOString(), ...step, ...by };
  }
  const entry = toTimelineEntry(event);
  return entry && { ...entry, ...by };
}

/** "Transfer received": a bank-transfer order waiting for its money, moved to placed (and paid). */
function transferReceivedMove(
  state: { orderStatus: FulfilmentStatus; paymentMethod: PaymentMethod },
  to: FulfilmentStatus,
): boolean {
  return (
    state.paymentMethod === 'bank_transfer' &&
    state.orderStatus === 'pending_payment' &&
    to === 'placed'
  );
}

/** Everything the admin's page of one order shows, and the changes an admin may make now. */
export async function adminOrderDetail(
  deps: Pick<LifecycleDeps, 'db' | 'publicUrl'>,
  orderId: string,
): Promise<AdminOrderDetail> {
  const row = await selectAdminOrder(deps.db, orderId);
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.orderNotFound),
    );
  const { orders, lines } = await selectOrdersOfUser(deps.db, row.userId, orderId);
  const order = orders[0];
  if (!order)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.orderNotFound),
    );
  const events = await selectOrderEvents(deps.db, [orderId], true);
  const paymentRows = await selectPaymentsOfOrder(deps.db, orderId);
  const testPaid = await ordersPaidInTestMoney(deps.db, [orderId]);
  const receipt = await selectTransferReceipt(deps.db, orderId);
  const staffOrder = await selectStaffOrderFacts(deps.db, orderId);
  const state = {
    orderStatus: row.orderStatus,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
  };
  const money = await orderMoneyOf(deps.db, { ...state, id: orderId, totalAmt: order.totalAmt });
  return {
    // Without the test-money flag: the admin's answer always carries it, set below.
    ...toOrder(order, lines, deps.publicUrl),
    order_status: row.orderStatus,
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    cancellable: shopperMayCancel(state),
    customer: {
      userId: row.userId,
      name: row.customerName,
      email: row.customerEmail,
      phone: row.customerPhone,
    },
    internal_note: row.internalNote,
    invoice: savedInvoiceOf(row.invoiceDetails),
    timeline: events.flatMap((event) => toAdminTimelineEntry(event) ?? []),
    payments: paymentRows.map((payment) => ({
      ...payment,
      createdAt: payment.createdAt.toISOString(),
      updatedAt: payment.updatedAt.toISOString(),
    })),
    allowed: {
      // A quote's order is placed by the money recorded (decision 061), not "Transfer received".
      order: allowedFulfilmentChanges(state, 'admin').filter(
        (to) => !(money.deposit !== undefined && transferReceivedMove(state, to)),
      ),
      payment: allowedPaymentChanges(state, 'admin'),
    },
    testPayment: testPaid.has(orderId),
    needs_refund: row.needsRefund,
    ...(receipt && {
      transferReceipt: {
        amount: receipt.amount,
        reference: receipt.reference,
        receivedOn: receipt.receivedOn,
        recordedAt: receipt.createdAt.toISOString(),
        difference: receipt.amount - order.totalAmt,
      },
    }),
    money,
    ...(staffOrder && { staffOrder }),
    ...(returnsShown(row.orderStatus, order) && {
      returns: await adminReturnsOf(deps.db, { ...state, id: orderId }),
    }),
    ...(row.parcelBack && { parcel_back: true }),
    ...((await madeByQuote(deps.db, orderId)) && { fromQuote: true }),
  };
}

/**
 * Whether the order page shows the returns card: shipped, and after; and a cancelled order that
 * took money through the money path (a quote's deposit, part payments), still owes a refund or had
 * one recorded, so the staff record the refund there with its amount and see it (decision 062).
 */
function returnsShown(
  status: FulfilmentStatus,
  money: { received: number; refunded: number; needsRefund: boolean },
): boolean {
  if (status === 'cancelled') return money.received > 0 || money.refunded > 0 || money.needsRefund;
  return (
    status === 'shipped' ||
    status === 'delivered' ||
    status === 'partly_returned' ||
    status === 'returned'
  );
}

/** An admin moves an order's fulfilment status; the lifecycle may refuse (409, nothing written). */
export async function adminChangeOrderStatus(
  deps: LifecycleDeps,
  adminId: string,
  change: {
    orderId: string;
    to: FulfilmentStatus;
    note?: string | undefined;
    carrier?: string | undefined;
    trackingNumber?: string | undefined;
    transfer?: TransferReceiptInput | undefined;
  },
): Promise<AdminOrderDetail> {
  const { transfer } = change;
  const outcome = await deps.db.transaction(async (tx) => {
    const order = await lockOrderState(tx, change.orderId);
    if (!order)
      throw new AppError(
        'NOT_FOUND',
        inBoth((t) => t.orderNotFound),
      );
    // What arrived is recorded only with the move that marks a transfer received.
    const marksTransfer = transferReceivedMove(order, change.to);
    // That move marks the whole order paid: a quote's order waiting for its deposit is placed by
    // the money recorded instead, which keeps the balance owed (decision 061).
    if (marksTransfer && (await selectQuoteDeposit(tx, order.id)) !== undefined)
      throw new AppError(
        'CONFLICT',
        inBoth((t) => t.quoteOrderByPayment),
      );
    if (transfer && !marksTransfer)
      throw new AppError(
        'BAD_REQUEST',
        inBoth((t) => t.transferOnlyWhenReceived),
        { field: 'transfer' },
      );
    const outcome = await changeOrderStatus(
      tx,
      deps.mails,
      order,
      change.to,
      { actor: 'admin', userId: adminId, note: change.note },
      { carrier: change.carrier, trackingNumber: change.trackingNumber },
      transfer,
    );
    if (transfer && marksTransfer) {
      await insertTransferReceipt(tx, { orderId: order.id, ...transfer, recordedBy: adminId });
      // The same money as one of the order's payments (issue 44), so its list and balance agree.
      await insertOrderPayment(tx, {
        orderId: order.id,
        method: 'bank_transfer',
        amount: transfer.amount,
        reference: transfer.reference.trim(),
        receivedOn: transfer.receivedOn,
        source: 'staff',
        recordedBy: adminId,
      });
    }
    return outcome;
  });
  deps.mails.wake();
  await afterCancel(deps, outcome);
  return adminOrderDetail(deps, change.orderId);
}

/** An admin records a payment (cash on delivery, once delivered) or a refund made by hand. */
export async function adminChangePaymentStatus(
  deps: LifecycleDeps,
  adminId: string,
  change: { orderId: string; to: PaymentStatus; note?: string | undefined },
): Promise<AdminOrderDetail> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrderState(tx, change.orderId);
    if (!order)
      throw new AppError(
        'NOT_FOUND',
        inBoth((t) => t.orderNotFound),
      );
    await changePaymentStatus(tx, order, change.to, {
      actor: 'admin',
      userId: adminId,
      note: change.note,
    });
  });
  return adminOrderDetail(deps, change.orderId);
}

/** Saves the order's internal note (staff only) and records the change. */
export async function adminSaveNote(
  deps: LifecycleDeps,
  adminId: string,
  change: { orderId: string; note: string },
): Promise<AdminOrderDetail> {
  const saved = await deps.db.transaction((tx) =>
    saveInternalNote(tx, change.orderId, change.note, { actor: 'admin', userId: adminId }),
  );
  if (!saved)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.orderNotFound),
    );
  return adminOrderDetail(deps, change.orderId);
}

// ---- CSV export ----

/** How many orders the export reads per query: memory holds one batch, never the whole set. */
export const EXPORT_BATCH = 500;

const CSV_HEADERS = [
  'Mã đơn hàng',
  'Ngày đặt',
  'Khách hàng',
  'Email',
  'Số điện thoại',
  'SĐT nhận hàng',
  'Địa chỉ giao hàng',
  'Trạng thái đơn hàng',
  'Trạng thái thanh toán',
  'Phương thức thanh toán',
  'Số lượng sản phẩm',
  'Tạm tính (VND)',
  'Tổng cộng (VND)',
  'Đơn vị vận chuyển',
  'Mã vận đơn',
  'Hóa đơn VAT',
  'Mã sản phẩm',
  'Thuế GTGT theo thuế suất',
  'Tổng thuế GTGT (VND)',
  // Issue 44: deposits and balances, goods that came back, money paid back.
  'Đã thu (VND)',
  'Còn phải thu (VND)',
  'Giá trị hàng trả lại (VND)',
  'Đã hoàn tiền (VND)',
];

/** An order's invoice details as stored, or null when it has none (or none readable). */
function savedInvoiceOf(stored: Record<string, string> | null): SavedInvoiceDetails | null {
  const parsed = SavedInvoiceDetailsSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The invoice's buyer in one field: kind, name, tax code, address, e-mail; empty: none asked. */
function invoiceField(stored: Record<string, string> | null): string {
  const invoice = savedInvoiceOf(stored);
  if (!invoice) return '';
  return [
    INVOICE_BUYER_KIND_LABELS[invoice.buyerKind],
    invoice.buyerName,
    invoice.taxCode ? `MST ${invoice.taxCode}` : '',
    invoice.address,
    invoice.email,
  ]
    .filter((part) => part !== '')
    .join(' | ');
}

/** A time as the shop reads it: `2026-01-31 14:05` in Vietnam time. */
export function shopTime(at: Date): string {
  const hours = Number(SHOP_UTC_OFFSET.slice(1, 3)) * (SHOP_UTC_OFFSET.startsWith('-') ? -1 : 1);
  const local = new Date(at.getTime() + hours * 3_600_000);
  return local.toISOString().slice(0, 16).replace('T', ' ');
}

function csvRow(
  row: OrderSummaryRow & {
    productCodes: string;
    vatByRate: string;
    vatTotal: number | null;
    received: number;
    returnedValue: number;
    refunded: number;
  },
): string {
  const address = row.deliveryAddress;
  const place = [address['address_line'], address['state'], address['city'], address['country']]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(', ');
  return csvLine([
    row.orderNumber,
    shopTime(row.createdAt),
    row.customerName,
    row.customerEmail,
    row.customerPhone,
    address['mobile'] ?? '',
    place,
    FULFILMENT_STATUS_LABELS[row.orderStatus],
    PAYMENT_STATUS_LABELS[row.paymentStatus],
    PAYMENT_METHOD_LABELS[row.paymentMethod],
    row.itemCount,
    row.subTotalAmt,
    row.totalAmt,
    row.carrier ?? '',
    row.trackingNumber ?? '',
    invoiceField(row.invoiceDetails),
    row.productCodes,
    // Issue 47: '' for orders placed before VAT was kept.
    row.vatByRate,
    row.vatTotal ?? '',
    row.received,
    balanceOf(row),
    row.returnedValue,
    row.refunded,
  ]);
}

/**
 * What the order still owes, as its money card shows it: nothing once paid (or refunded) or
 * cancelled; else its total less the goods that came back and the money received.
 */
function balanceOf(row: {
  orderStatus: FulfilmentStatus;
  paymentStatus: PaymentStatus;
  totalAmt: number;
  received: number;
  returnedValue: number;
}): number {
  if (row.orderStatus === 'cancelled' || row.paymentStatus === 'paid') return 0;
  if (row.paymentStatus === 'refunded') return 0;
  return Math.max(0, row.totalAmt - row.returnedValue - row.received);
}

/**
 * The selected orders as CSV text, produced batch by batch as the reader takes it: a byte-order
 * mark (so Excel reads UTF-8 and shows Vietnamese), the header line, then one line per order.
 * The filters are checked before the first byte, so a bad one is still a 400.
 */
export function exportOrdersCsv(db: Database, filters: ParsedOrderFilters): AsyncIterable<string> {
  const selection = selectionOf(filters);
  return csvExport(
    CSV_HEADERS,
    (cursor: ExportCursor | undefined) => selectOrderBatch(db, selection, cursor, EXPORT_BATCH),
    csvRow,
  );
}
