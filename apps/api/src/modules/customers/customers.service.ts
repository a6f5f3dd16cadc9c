import { inBoth } from '../../http/answer-texts';
import {
  CUSTOMER_ORDERS_SHOWN,
  SavedInvoiceDetailsSchema,
  type AdminCustomerDetail,
  type AdminCustomerSort,
  type AdminCustomerSummary,
  type SavedInvoiceDetails,
} from '@shop/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { csvExport, csvLine } from '../../csv';
import { pageAnswer, pageWindow } from '../../db/paged-selection';
import { listAddresses } from '../addresses/addresses.service';
import { searchKeyOf, shopTime } from '../orders/admin-orders.service';
import type { LiveSessions } from '../users/live-sessions';
import { revokeAllRefreshTokens } from '../users/users.repo';
import {
  insertCustomerNote,
  selectCustomer,
  selectCustomerBatch,
  selectCustomerNotes,
  selectCustomerOrders,
  selectCustomerPage,
  setCustomerStatus,
  type CustomerCursor,
  type CustomerSelection,
  type CustomerSummaryRow,
} from './customers.repo';

export interface CustomersDeps {
  db: Database;
  /** This process's session answers: a suspension drops the customer's at once. */
  sessions: Pick<LiveSessions, 'forgetUser'>;
}

/** The parsed filters (after the schema's defaults). */
export interface ParsedCustomerFilters {
  search?: string | undefined;
  sort: AdminCustomerSort;
}

const selectionOf = (filters: ParsedCustomerFilters): CustomerSelection => ({
  searchKey: searchKeyOf(filters.search),
  sort: filters.sort,
});

/** Invoice details as stored, or null when there are none (or none readable). */
function savedInvoiceOf(stored: unknown): SavedInvoiceDetails | null {
  const parsed = SavedInvoiceDetailsSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

function toSummary(row: CustomerSummaryRow): AdminCustomerSummary {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    last_login_date: row.lastLoginDate ? row.lastLoginDate.toISOString() : null,
    tax_code: savedInvoiceOf(row.invoiceDetails)?.taxCode ?? '',
    order_count: row.orderCount,
    total_spent: row.totalSpent,
    unpaid_amount: row.unpaidAmount,
  };
}

/** One page of the customers the search selects, in the asked order. */
export async function listCustomers(
  db: Database,
  request: ParsedCustomerFilters & { page: number; limit: number },
): Promise<{ data: AdminCustomerSummary[]; totalCount: number; totalNoPage: number }> {
  const page = await selectCustomerPage(db, selectionOf(request), pageWindow(request));
  return pageAnswer(page, request.limit, toSummary);
}

const notFound = () =>
  new AppError(
    'NOT_FOUND',
    inBoth((t) => t.customerNotFound),
  );

/** A shopper's account; a staff (ADMIN) account is no customer, so its id is not found here. */
async function requireCustomer(db: Database, customerId: string): Promise<CustomerSummaryRow> {
  const row = await selectCustomer(db, customerId);
  if (!row || row.role !== 'USER') throw notFound();
  return row;
}

/** Every distinct invoice detail, the remembered one first. */
function invoicesOf(remembered: unknown, ofOrders: unknown[]): SavedInvoiceDetails[] {
  const seen = new Set<string>();
  const invoices: SavedInvoiceDetails[] = [];
  for (const stored of [remembered, ...ofOrders]) {
    const invoice = savedInvoiceOf(stored);
    if (!invoice) continue;
    const key = JSON.stringify([
      invoice.buyerKind,
      invoice.buyerName,
      invoice.taxCode,
      invoice.address,
      invoice.email,
    ]);
    if (seen.has(key)) continue;
    seen.add(key);
    invoices.push(invoice);
  }
  return invoices;
}

/** Everything the admin's page of one customer shows. */
export async function customerDetail(
  db: Database,
  customerId: string,
): Promise<AdminCustomerDetail> {
  const row = await requireCustomer(db, customerId);
  const [{ rows: orderRows, invoices }, addresses, notes] = await Promise.all([
    selectCustomerOrders(db, customerId, CUSTOMER_ORDERS_SHOWN),
    listAddresses({ db }, customerId),
    selectCustomerNotes(db, customerId),
  ]);
  return {
    ...toSummary(row),
    orders: orderRows.map((order) => ({
      _id: order.id,
      orderId: order.orderNumber,
      createdAt: order.createdAt.toISOString(),
      order_status: order.orderStatus,
      payment_status: order.paymentStatus,
      payment_method: order.paymentMethod,
      totalAmt: order.totalAmt,
    })),
    addresses: addresses.map(({ userId: _userId, status: _status, ...address }) => address),
    invoices: invoicesOf(row.invoiceDetails, invoices),
    notes: notes.map((note) => ({
      _id: note.id,
      note: note.note,
      createdAt: note.createdAt.toISOString(),
      byUserId: note.authorId,
      byName: note.authorName,
    })),
  };
}

/** Adds a staff note to the customer, recording who wrote it; answers the customer as now. */
export async function addCustomerNote(
  db: Database,
  adminId: string,
  request: { customerId: string; note: string },
): Promise<AdminCustomerDetail> {
  await requireCustomer(db, request.customerId);
  await insertCustomerNote(db, {
    userId: request.customerId,
    authorId: adminId,
    note: request.note,
  });
  return customerDetail(db, request.customerId);
}

/**
 * Suspends a customer or reinstates them. A suspension ends every login of theirs (revoked in the
 * database, forgotten by this process at once, by others within their session check), and they
 * cannot log in or renew a token until reinstated; the reinstated log in afresh. An ADMIN account
 * is refused with a 403 naming why, and nothing is written.
 */
export async function changeCustomerStatus(
  deps: CustomersDeps,
  request: { customerId: string; status: 'Active' | 'Suspended' },
): Promise<AdminCustomerDetail> {
  const row = await selectCustomer(deps.db, request.customerId);
  if (!row) throw notFound();
  if (row.role !== 'USER')
    throw new AppError(
      'FORBIDDEN',
      inBoth((t) => t.staffNotSuspendable),
    );
  const changed = await deps.db.transaction(async (tx) => {
    if (!(await setCustomerStatus(tx, request.customerId, request.status))) return false;
    if (request.status === 'Suspended') await revokeAllRefreshTokens(tx, request.customerId);
    return true;
  });
  if (!changed) throw notFound();
  deps.sessions.forgetUser(request.customerId);
  return customerDetail(deps.db, request.customerId);
}

// ---- CSV export ----

/** How many customers the export reads per query: memory holds one batch, never the whole set. */
export const CUSTOMER_EXPORT_BATCH = 500;

const STATUS_LABELS: Record<CustomerSummaryRow['status'], string> = {
  Active: 'Đang hoạt động',
  Inactive: 'Chưa kích hoạt',
  Suspended: 'Đã khoá',
};

const CSV_HEADERS = [
  'Khách hàng',
  'Email',
  'Số điện thoại',
  'Mã số thuế',
  'Trạng thái',
  'Ngày đăng ký',
  'Đăng nhập gần nhất',
  'Số đơn hàng',
  'Đã chi (VND)',
  'Chưa thanh toán (VND)',
];

function csvRow(row: CustomerSummaryRow): string {
  return csvLine([
    row.name,
    row.email,
    row.mobile,
    savedInvoiceOf(row.invoiceDetails)?.taxCode ?? '',
    STATUS_LABELS[row.status],
    shopTime(row.createdAt),
    row.lastLoginDate ? shopTime(row.lastLoginDate) : '',
    row.orderCount,
    row.totalSpent,
    row.unpaidAmount,
  ]);
}

/**
 * The selected customers as CSV, as the orders' export writes it: a byte-order mark (so Excel
 * reads UTF-8 and shows Vietnamese), the header line, then one line per customer, read batch by
 * batch as the reader takes it; every text cell guarded against formula injection (`csvLine`).
 */
export function exportCustomersCsv(
  db: Database,
  filters: ParsedCustomerFilters,
): AsyncIterable<string> {
  const selection = selectionOf(filters);
  return csvExport(
    CSV_HEADERS,
    (cursor: CustomerCursor | undefined) =>
      selectCustomerBatch(db, selection, cursor, CUSTOMER_EXPORT_BATCH),
    csvRow,
  );
}
