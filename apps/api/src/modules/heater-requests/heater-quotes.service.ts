import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, max } from 'drizzle-orm';
import {
  depositOf,
  formatDay,
  PENDING_PAYMENT_MINUTES,
  HEATER_QUOTE_VALID_DAYS_MAX,
  priceWithDiscount,
  shopToday,
  summarizeVat,
  vatIncluded,
  transferPurpose,
  vietQrImageUrl,
  vndInWords,
  type HeaterQuote,
  type HeaterQuoteLine,
  type Locale,
  type PublicHeaterQuote,
  type ShopBusinessDetails,
  type VatRate,
} from '@shop/contract';
import type { z } from 'zod';
import type {
  AdminHeaterQuoteSaveSchema,
  QuoteAcceptSchema,
  QuoteChangesSchema,
} from '@shop/contract';
import { AppError } from '../../app-error';
import { inBoth } from '../../http/answer-texts';
import type { Database } from '../../db/client';
import { heaterQuotes, heaterRequests, orders } from '../../db/schema';
import { insertMails, type MailToQueue } from '../mail/outbox.repo';
import { queueOrderMail, transferMailDetails } from '../orders/order-mails';
import type { LifecycleDeps } from '../orders/order-lifecycle.service';
import { shopMoment, type TransferAccount } from '../orders/order-placement.service';
import {
  newOrderNumber,
  newOrderRowId,
  writeOrder,
  type WrittenOrderLine,
} from '../orders/orders.repo';
import { deliveryAddressOf } from '../orders/staff-orders.service';
import {
  catalogueKey,
  insertPhoneCustomer,
  type CatalogueLine,
  selectCatalogueLines,
  selectCustomer,
} from '../orders/staff-orders.repo';
import { sumOrderPayments } from '../orders/order-money.repo';
import {
  closeOpenDepositSessions,
  findOpenDepositSession,
  insertPayment,
} from '../payments/payments.repo';
import { lockOrderState } from '../orders/order-lifecycle.repo';
import { VnpayPaymentProvider } from '../payments/vnpay-provider';
import { changesAskedMail, quoteSentMail } from './heater-quote-mails';
import { quoteText } from './heater-quote-texts';

/** What the quotes need: the orders' (an acceptance makes one), the shop's account and details. */
export interface HeaterQuoteDeps extends LifecycleDeps {
  /** The account a deposit is transferred to; undefined when the shop takes no transfers. */
  readonly bankTransfer: TransferAccount | undefined;
  /** The seller as the printed quote names them. */
  seller: () => ShopBusinessDetails;
}

export type QuoteSaveInput = z.output<typeof AdminHeaterQuoteSaveSchema>;
export type QuoteAcceptInput = z.output<typeof QuoteAcceptSchema>;
export type QuoteChangesInput = z.output<typeof QuoteChangesSchema>;

/** A line as kept in `heater_quotes.lines` (the contract's). */
type StoredLine = HeaterQuoteLine;

type QuoteRow = typeof heaterQuotes.$inferSelect;
type RequestRow = typeof heaterRequests.$inferSelect;

/** The link's token: 32 random bytes; the database keeps only its sha256. */
export function newQuoteToken(): string {
  return randomBytes(32).toString('base64url');
}

export const tokenHashOf = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/**
 * Where the buyer opens a sent version: the storefront's quote page in their locale, which needs
 * no account, shows the quote and accepts it or asks for changes.
 */
export function quoteLink(publicUrl: string, token: string, locale: Locale = 'vi'): string {
  return `${publicUrl}${locale === 'vi' ? '/vi' : ''}/quote/${token}`;
}

/** The version's printable page (A4, printed or saved as PDF by the browser). */
export function quotePrintLink(publicUrl: string, token: string): string {
  return `${publicUrl}/api/quotes/${token}/print`;
}

/** A sent version whose validity day has passed (shop time). */
export const isExpired = (row: Pick<QuoteRow, 'status' | 'validUntil'>, today = shopToday()) =>
  row.status === 'sent' && row.validUntil < today;

function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The quote's lines, priced by the server: catalogue lines read from the catalogue as it is now. */
async function priceLines(
  tx: Database,
  request: Pick<RequestRow, 'number'>,
  inputs: QuoteSaveInput['lines'],
): Promise<StoredLine[]> {
  const seen = new Set<string>();
  const asked: { productId: string; variantId: string | null }[] = [];
  inputs.forEach((line, index) => {
    if (line.kind !== 'catalogue') return;
    const key = catalogueKey(line.productId, line.variantId ?? null);
    if (seen.has(key))
      throw new AppError(
        'BAD_REQUEST',
        quoteText((t) => t.sameProductTwice(index + 1)),
        { field: `lines.${index}.productId` },
      );
    seen.add(key);
    asked.push({ productId: line.productId, variantId: line.variantId ?? null });
  });
  const catalogue: Map<string, CatalogueLine> =
    asked.length > 0 ? await selectCatalogueLines(tx, asked) : new Map<string, CatalogueLine>();
  let exact = 0n;
  const lines = inputs.map((line, index): StoredLine => {
    const net = priceWithDiscount(line.unitPrice, line.discount);
    exact += BigInt(net) * BigInt(line.quantity);
    const totalAmt = net * line.quantity;
    const priced = (vatRate: VatRate) => ({
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount,
      vatRate,
      totalAmt,
      vatAmt: Number.isSafeInteger(totalAmt) ? vatIncluded(totalAmt, vatRate) : 0,
    });
    if (line.kind === 'made')
      return {
        kind: 'made',
        productId: null,
        variantId: null,
        variantLabel: '',
        name: line.description,
        code: request.number,
        unit: line.unit,
        image: [],
        ...priced(line.vatRate),
      };
    const product = catalogue.get(catalogueKey(line.productId, line.variantId ?? null));
    if (!product)
      throw new AppError(
        'BAD_REQUEST',
        quoteText((t) => t.productNotFound(index + 1)),
        { field: `lines.${index}.productId` },
      );
    return {
      kind: 'catalogue',
      productId: product.productId,
      variantId: product.variantId,
      variantLabel: product.variantLabel,
      name: product.name,
      code: product.code,
      unit: product.unit,
      image: product.image,
      // The staff's rate when chosen, else the one the shop knows for the product or its variant.
      ...priced(line.vatRate ?? product.vatRate),
    };
  });
  if (exact > BigInt(Number.MAX_SAFE_INTEGER))
    throw new AppError(
      'BAD_REQUEST',
      quoteText((t) => t.tooLarge),
      { field: 'lines' },
    );
  return lines;
}

/** A version as the staff and the buyer read it. */
function toQuote(row: QuoteRow, requestNumber: string, orderNumber: string | null): HeaterQuote {
  const vat = summarizeVat(row.lines);
  return {
    _id: row.id,
    requestNumber,
    version: row.version,
    status: row.status,
    expired: isExpired(row),
    lines: row.lines,
    totalAmt: row.totalAmt,
    vatAmt: row.vatAmt,
    ...(vat ? { vat } : {}),
    totalInWords: vndInWords(row.totalAmt),
    depositPercent: row.depositPercent,
    depositAmt: row.depositAmt,
    validUntil: row.validUntil,
    leadTime: row.leadTime,
    paymentTerms: row.paymentTerms,
    deliveryTerms: row.deliveryTerms,
    note: row.note,
    changeMessage: row.changeMessage,
    orderNumber,
    sentAt: row.sentAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function orderNumberOf(db: Database, orderId: string | null): Promise<string | null> {
  if (!orderId) return null;
  const [row] = await db
    .select({ number: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.number ?? null;
}

const requestNotFound = () =>
  new AppError(
    'NOT_FOUND',
    quoteText((t) => t.requestNotFound),
  );

async function lockRequest(tx: Database, requestId: string): Promise<RequestRow> {
  const [request] = await tx
    .select()
    .from(heaterRequests)
    .where(eq(heaterRequests.id, requestId))
    .for('update');
  if (!request) throw requestNotFound();
  return request;
}

function checkOpen(request: RequestRow): void {
  if (request.status === 'accepted' || request.status === 'declined')
    throw new AppError(
      'CONFLICT',
      quoteText((t) => t.requestClosed),
    );
}

/** The versions of a request's quote, newest first. */
export async function listQuotes(db: Database, requestId: string): Promise<HeaterQuote[]> {
  const [request] = await db
    .select({ number: heaterRequests.number })
    .from(heaterRequests)
    .where(eq(heaterRequests.id, requestId));
  if (!request) throw requestNotFound();
  const rows = await db
    .select()
    .from(heaterQuotes)
    .where(eq(heaterQuotes.requestId, requestId))
    .orderBy(desc(heaterQuotes.version));
  return Promise.all(
    rows.map(async (row) => toQuote(row, request.number, await orderNumberOf(db, row.orderId))),
  );
}

/**
 * Writes the request's draft: the open draft is rewritten, or a new version is made after the
 * last one (the earlier versions stay as they were). Every amount is the server's, from the lines.
 * A new request moves to `quoting`.
 */
export async function saveQuoteDraft(
  db: Database,
  adminId: string,
  input: QuoteSaveInput,
): Promise<HeaterQuote> {
  const today = shopToday();
  if (input.validUntil < today)
    throw new AppError(
      'BAD_REQUEST',
      quoteText((t) => t.validUntilPast),
      { field: 'validUntil' },
    );
  if (input.validUntil > addDays(today, HEATER_QUOTE_VALID_DAYS_MAX))
    throw new AppError(
      'BAD_REQUEST',
      quoteText((t) => t.validUntilFar),
      { field: 'validUntil' },
    );
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.requestId);
    checkOpen(request);
    const lines = await priceLines(tx, request, input.lines);
    const totalAmt = lines.reduce((sum, line) => sum + line.totalAmt, 0);
    const vatAmt = lines.reduce((sum, line) => sum + line.vatAmt, 0);
    const values = {
      lines,
      totalAmt,
      vatAmt,
      depositPercent: input.depositPercent,
      depositAmt: depositOf(totalAmt, input.depositPercent),
      validUntil: input.validUntil,
      leadTime: input.leadTime,
      paymentTerms: input.paymentTerms,
      deliveryTerms: input.deliveryTerms,
      note: input.note,
      createdBy: adminId,
      updatedAt: new Date(),
    };
    const [draft] = await tx
      .select({ id: heaterQuotes.id })
      .from(heaterQuotes)
      .where(and(eq(heaterQuotes.requestId, request.id), eq(heaterQuotes.status, 'draft')));
    let row: QuoteRow | undefined;
    if (draft) {
      [row] = await tx
        .update(heaterQuotes)
        .set(values)
        .where(eq(heaterQuotes.id, draft.id))
        .returning();
    } else {
      const [last] = await tx
        .select({ version: max(heaterQuotes.version) })
        .from(heaterQuotes)
        .where(eq(heaterQuotes.requestId, request.id));
      [row] = await tx
        .insert(heaterQuotes)
        .values({ ...values, requestId: request.id, version: (last?.version ?? 0) + 1 })
        .returning();
    }
    if (!row) throw new Error('the quote was not written');
    if (request.status === 'new')
      await tx
        .update(heaterRequests)
        .set({ status: 'quoting', updatedAt: new Date() })
        .where(eq(heaterRequests.id, request.id));
    return toQuote(row, request.number, null);
  });
}

/**
 * Sends a draft version: a new token (its hash kept), the earlier sent version superseded, the
 * request `quoted`, and the buyer mailed the link in their locale when they gave an e-mail. The
 * link is answered to the staff once (to give by phone when there is no e-mail).
 */
export async function sendQuote(
  deps: Pick<HeaterQuoteDeps, 'db' | 'publicUrl' | 'mails'>,
  quoteId: string,
): Promise<{ quote: HeaterQuote; link: string; mailed: boolean }> {
  const token = newQuoteToken();
  const answer = await deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(heaterQuotes).where(eq(heaterQuotes.id, quoteId));
    if (!found)
      throw new AppError(
        'NOT_FOUND',
        quoteText((t) => t.quoteNotFound),
      );
    const request = await lockRequest(tx, found.requestId);
    checkOpen(request);
    const [quote] = await tx
      .select()
      .from(heaterQuotes)
      .where(eq(heaterQuotes.id, quoteId))
      .for('update');
    if (quote?.status !== 'draft')
      throw new AppError(
        'CONFLICT',
        quoteText((t) => t.onlyDraftSent),
      );
    if (quote.validUntil < shopToday())
      throw new AppError(
        'BAD_REQUEST',
        quoteText((t) => t.validUntilPast),
        { field: 'validUntil' },
      );
    await tx
      .update(heaterQuotes)
      .set({ status: 'superseded', updatedAt: new Date() })
      .where(and(eq(heaterQuotes.requestId, request.id), eq(heaterQuotes.status, 'sent')));
    const now = new Date();
    const [sent] = await tx
      .update(heaterQuotes)
      .set({ status: 'sent', tokenHash: tokenHashOf(token), sentAt: now, updatedAt: now })
      .where(eq(heaterQuotes.id, quote.id))
      .returning();
    if (!sent) throw new Error('the quote was not sent');
    await tx
      .update(heaterRequests)
      .set({ status: 'quoted', updatedAt: now })
      .where(eq(heaterRequests.id, request.id));
    const link = quoteLink(deps.publicUrl, token, request.locale);
    const mailed = request.contactEmail !== '';
    if (mailed)
      await insertMails(tx, [
        quoteSentMail(
          {
            to: request.contactEmail,
            name: request.contactName,
            requestNumber: request.number,
            version: sent.version,
            totalAmt: sent.totalAmt,
            validUntil: sent.validUntil,
            link,
            printLink: quotePrintLink(deps.publicUrl, token),
          },
          request.locale,
        ),
      ]);
    return { quote: toQuote(sent, request.number, null), link, mailed };
  });
  if (answer.mailed) deps.mails.wake();
  return answer;
}

const linkNotFound = () =>
  new AppError(
    'NOT_FOUND',
    quoteText((t) => t.linkNotFound),
  );

/** The version a token names, refused when unknown (404), superseded or expired (410). */
function checkUsable(row: QuoteRow, today = shopToday()): void {
  if (row.status === 'draft') throw linkNotFound();
  if (row.status === 'superseded')
    throw new AppError(
      'GONE',
      quoteText((t) => t.superseded),
    );
  if (isExpired(row, today))
    throw new AppError(
      'GONE',
      quoteText((t) => t.expired(formatDay(row.validUntil))),
    );
}

async function quoteByToken(db: Database, token: string, lock = false) {
  const query = db
    .select()
    .from(heaterQuotes)
    .where(eq(heaterQuotes.tokenHash, tokenHashOf(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw linkNotFound();
  return row;
}

/**
 * The version a token names, locked with its request: the request first, then the version, in
 * the order sending a version takes them, so an acceptance and a send never wait on each other.
 */
async function lockByToken(tx: Database, token: string): Promise<QuoteRow> {
  const found = await quoteByToken(tx, token);
  await lockRequest(tx, found.requestId);
  return quoteByToken(tx, token, true);
}

async function requestOf(db: Database, requestId: string): Promise<RequestRow> {
  const [request] = await db.select().from(heaterRequests).where(eq(heaterRequests.id, requestId));
  if (!request) throw linkNotFound();
  return request;
}

/** The buyer's view by the link's token. An accepted version stays readable, with its order. */
export async function viewQuote(
  deps: Pick<HeaterQuoteDeps, 'db' | 'seller' | 'provider'>,
  token: string,
): Promise<{ quote: PublicHeaterQuote; locale: Locale }> {
  const row = await quoteByToken(deps.db, token);
  if (row.status !== 'accepted') checkUsable(row);
  const request = await requestOf(deps.db, row.requestId);
  const quote: PublicHeaterQuote = {
    ...(await documentOf(deps, row, request)),
    ...(row.orderId ? { order: await orderPaymentOf(deps, row) } : {}),
  };
  return { quote, locale: request.locale };
}

/** The version as a document: its lines and terms, the buyer's and the seller's details. */
async function documentOf(
  deps: Pick<HeaterQuoteDeps, 'db' | 'seller'>,
  row: QuoteRow,
  request: RequestRow,
): Promise<PublicHeaterQuote> {
  const seller = deps.seller();
  return {
    ...toQuote(row, request.number, await orderNumberOf(deps.db, row.orderId)),
    buyer: {
      name: request.contactName,
      company: request.company,
      phone: request.contactPhone,
      taxCode: request.taxCode,
    },
    seller: {
      name: seller.name,
      address: seller.address,
      phone: seller.phone,
      email: seller.email,
      taxCode: seller.taxCode,
    },
    acceptable: row.status === 'sent' && !isExpired(row, shopToday()),
  };
}

/**
 * A sent version (whatever became of it since) by its id, for the staff's print: the same
 * document the buyer's link prints, as the buyer's link cannot be rebuilt (only its hash is kept).
 * A draft has not been sent, so it is not printed as a quote.
 */
export async function staffQuoteDocument(
  deps: Pick<HeaterQuoteDeps, 'db' | 'seller'>,
  quoteId: string,
): Promise<{ quote: PublicHeaterQuote; locale: Locale }> {
  const [row] = await deps.db.select().from(heaterQuotes).where(eq(heaterQuotes.id, quoteId));
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      quoteText((t) => t.quoteNotFound),
    );
  if (row.status === 'draft')
    throw new AppError(
      'CONFLICT',
      quoteText((t) => t.notSent),
    );
  const request = await requestOf(deps.db, row.requestId);
  return { quote: await documentOf(deps, row, request), locale: request.locale };
}

/** Whether the shop takes VNPay: then a quote's deposit can be paid on VNPay's page too. */
const takesVnpay = (deps: Pick<HeaterQuoteDeps, 'provider'>) =>
  deps.provider instanceof VnpayPaymentProvider;

/** The order an accepted version made, its state and payments (read under the caller's lock). */
async function orderOf(db: Database, orderId: string) {
  const [order] = await db
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      expiresAt: orders.expiresAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return undefined;
  return { ...order, received: await sumOrderPayments(db, orderId) };
}

/** What an accepted version's buyer is to pay now: the deposit, until it came in. */
function depositDueOf(
  order: { status: string; paymentStatus: string; received: number },
  depositAmt: number,
): { waiting: boolean; due: number } {
  const waiting = order.status === 'pending_payment' && order.paymentStatus === 'pending';
  return { waiting, due: waiting ? Math.max(0, depositAmt - order.received) : 0 };
}

async function orderPaymentOf(
  deps: Pick<HeaterQuoteDeps, 'db' | 'provider'>,
  row: QuoteRow,
): Promise<NonNullable<PublicHeaterQuote['order']>> {
  const order = row.orderId ? await orderOf(deps.db, row.orderId) : undefined;
  if (!order)
    return {
      orderNumber: '',
      waitingForDeposit: false,
      depositDue: 0,
      received: 0,
      depositByVnpay: false,
      cancelled: true,
    };
  const { waiting, due } = depositDueOf(order, row.depositAmt);
  return {
    orderNumber: order.orderNumber,
    waitingForDeposit: waiting,
    depositDue: due,
    received: order.received,
    depositByVnpay: due > 0 && takesVnpay(deps),
    cancelled: order.status === 'cancelled',
  };
}

/** What an acceptance answers: the order, and how to transfer the deposit. */
export interface AcceptAnswer {
  orderId: string;
  orderNumber: string;
  totalAmt: number;
  depositAmt: number;
  transfer: {
    bin: string;
    accountNumber: string;
    accountName: string;
    amount: number;
    purpose: string;
    qrImageUrl: string;
  } | null;
  /** Whether the deposit can also be paid on VNPay's page. */
  depositByVnpay: boolean;
  replayed: boolean;
}

function depositTransfer(
  account: TransferAccount | undefined,
  orderNumber: string,
  depositAmt: number,
): AcceptAnswer['transfer'] {
  if (!account || depositAmt === 0) return null;
  const details = {
    bin: account.bin,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    amount: depositAmt,
    purpose: orderNumber,
  };
  return {
    ...details,
    purpose: transferPurpose(orderNumber),
    qrImageUrl: vietQrImageUrl(details),
  };
}

/** The buyer's account: theirs when they were logged in, else one made from the request's contact. */
async function customerOf(tx: Database, request: RequestRow) {
  if (request.userId) {
    const row = await selectCustomer(tx, request.userId);
    if (row) return { id: row.id, locale: row.locale ?? request.locale };
  }
  const unreachable = `khach-${randomBytes(6).toString('hex')}@dien-thoai.invalid`;
  // An e-mail some account has already is not taken over: the order's own copy keeps it for mails.
  const row =
    (await insertPhoneCustomer(tx, {
      name: request.contactName,
      phone: request.contactPhone,
      email: request.contactEmail,
      unreachableEmail: unreachable,
    })) ??
    (await insertPhoneCustomer(tx, {
      name: request.contactName,
      phone: request.contactPhone,
      email: '',
      unreachableEmail: unreachable,
    }));
  if (!row) throw new Error('the customer was not written');
  return { id: row.id, locale: request.locale };
}

/**
 * Accepts a sent version by its token, in one transaction with the version's row locked: the
 * first acceptance makes the order (the quoted lines and prices, nothing from the body but the
 * delivery address and a note), the version `accepted` naming it, the request `accepted`; any
 * later or concurrent one finds the order named and answers it (replayed). Made-to-order lines
 * take no stock; catalogue lines take theirs as any order does (short: 409, nothing written).
 * With a deposit the order waits for its transfer (VietQR) as a transfer order does, the rest due
 * on delivery or by transfer; without one it is placed, paid on delivery.
 */
export async function acceptQuote(
  deps: HeaterQuoteDeps,
  input: QuoteAcceptInput,
): Promise<AcceptAnswer> {
  const account = deps.bankTransfer;
  const answer = await deps.db.transaction(
    async (tx): Promise<AcceptAnswer & { products: string[] }> => {
      const quote = await lockByToken(tx, input.token);
      if (quote.orderId) {
        const order = await orderOf(tx, quote.orderId);
        const orderNumber = order?.orderNumber ?? '';
        // The same order, with what is still to pay of its deposit (none once it came in).
        const { due } = order ? depositDueOf(order, quote.depositAmt) : { due: 0 };
        return {
          orderId: quote.orderId,
          orderNumber,
          totalAmt: quote.totalAmt,
          depositAmt: quote.depositAmt,
          transfer: depositTransfer(account, orderNumber, due),
          depositByVnpay: due > 0 && takesVnpay(deps),
          replayed: true,
          products: [],
        };
      }
      // Accepted, its order since deleted: it makes no second one.
      if (quote.status === 'accepted')
        throw new AppError(
          'CONFLICT',
          quoteText((t) => t.alreadyAccepted('')),
        );
      checkUsable(quote);
      const request = await lockRequest(tx, quote.requestId);
      if (quote.depositAmt > 0 && !account)
        throw new AppError(
          'CONFLICT',
          quoteText((t) => t.noTransferAccount),
        );
      const customer = await customerOf(tx, request);
      const lines: WrittenOrderLine[] = quote.lines.map((line) => ({
        productId: line.productId,
        variantId: line.variantId,
        variantLabel: line.variantLabel,
        name: line.name,
        productCode: line.code,
        image: line.image,
        unit: line.unit,
        unitPrice: line.unitPrice,
        discount: line.discount,
        quantity: line.quantity,
        lineTotal: line.totalAmt,
        vatRate: line.vatRate,
        vatAmt: line.vatAmt,
      }));
      const id = newOrderRowId();
      const orderNumber = newOrderNumber();
      const createdAt = new Date();
      const deposit = quote.depositAmt > 0 ? account : undefined;
      const expiresAt = deposit ? new Date(createdAt.getTime() + deposit.holdMs) : null;
      const stock = quote.lines.flatMap((line) =>
        line.productId === null
          ? []
          : [{ productId: line.productId, variantId: line.variantId, quantity: line.quantity }],
      );
      const short = await writeOrder(tx, {
        order: {
          id,
          orderNumber,
          userId: customer.id,
          ...(deposit
            ? {
                status: 'pending_payment' as const,
                paymentMethod: 'bank_transfer' as const,
                paymentStatus: 'pending' as const,
              }
            : {
                status: 'placed' as const,
                paymentMethod: 'cash_on_delivery' as const,
                paymentStatus: 'unpaid' as const,
              }),
          addressId: null,
          deliveryAddress: deliveryAddressOf(input.address),
          subTotalAmt: quote.totalAmt,
          totalAmt: quote.totalAmt,
          expiresAt,
          invoice: null,
          locale: customer.locale,
          createdAt,
          customer: {
            name: request.contactName,
            email: request.contactEmail,
            phone: request.contactPhone,
            locale: customer.locale,
          },
        },
        lines,
        orderedCartLineIds: [],
        mails: [],
        stock,
      });
      const shortLine = lines.find(
        (line) => line.productId !== null && short.includes(line.variantId ?? line.productId),
      );
      if (shortLine)
        throw new AppError(
          'CONFLICT',
          inBoth((t) => t.outOfStock(shortLine.name, 0)),
        );
      const now = new Date();
      await tx
        .update(heaterQuotes)
        .set({ status: 'accepted', orderId: id, acceptedAt: now, updatedAt: now })
        .where(eq(heaterQuotes.id, quote.id));
      await tx
        .update(heaterRequests)
        .set({ status: 'accepted', updatedAt: now })
        .where(eq(heaterRequests.id, request.id));
      const transfer = depositTransfer(deposit, orderNumber, quote.depositAmt);
      if (deposit && expiresAt && transfer)
        await queueOrderMail(tx, deps.mails, id, 'transfer_placed', input.note, (order) => ({
          transfer: {
            ...transferMailDetails(
              order,
              deposit,
              expiresAt,
              shopMoment(expiresAt, customer.locale),
            ),
            amount: transfer.amount,
            qrImageUrl: transfer.qrImageUrl,
          },
        }));
      else await queueOrderMail(tx, deps.mails, id, 'placed', input.note);
      return {
        orderId: id,
        orderNumber,
        totalAmt: quote.totalAmt,
        depositAmt: quote.depositAmt,
        transfer,
        depositByVnpay: transfer !== null && takesVnpay(deps),
        replayed: false,
        products: stock.map((line) => line.productId),
      };
    },
  );
  if (!answer.replayed) {
    if (answer.products.length > 0) deps.catalog.productsChanged(answer.products);
    deps.mails.wake();
  }
  return {
    orderId: answer.orderId,
    orderNumber: answer.orderNumber,
    totalAmt: answer.totalAmt,
    depositAmt: answer.depositAmt,
    transfer: answer.transfer,
    depositByVnpay: answer.depositByVnpay,
    replayed: answer.replayed,
  };
}

/** The longest VNPay's page for a deposit stays open (VNPay's own pages close in 15 minutes). */
const DEPOSIT_PAGE_MS = PENDING_PAYMENT_MINUTES * 60_000;

/**
 * How long an open deposit page must still stay open to be handed out again: a buyer sent to a
 * page about to close could not finish paying on it, so a new one is opened instead.
 */
const DEPOSIT_PAGE_REUSE_MS = 2 * 60_000;

interface DepositTarget {
  orderId: string;
  orderNumber: string;
  amount: number;
  expiresAt: Date;
  /** The order's open deposit page, when a buyer may still pay it: handed out again. */
  open: { url: string } | undefined;
}

/**
 * What a deposit start may open, read with the quote's order locked (two starts of one order run
 * one after the other): the amount the deposit still needs and the order's open page for it, if
 * one for that amount stays open long enough. Refused (409): a version not accepted, an order
 * whose deposit is covered (placed, paid) or that no longer waits (cancelled, time run out).
 */
async function depositTarget(tx: Database, token: string, now: Date): Promise<DepositTarget> {
  const quote = await quoteByToken(tx, token);
  if (!quote.orderId) {
    checkUsable(quote);
    throw new AppError(
      'CONFLICT',
      quoteText((t) => t.notAccepted),
    );
  }
  await lockOrderState(tx, quote.orderId);
  const order = await orderOf(tx, quote.orderId);
  if (!order)
    throw new AppError(
      'CONFLICT',
      quoteText((t) => t.depositNotWaiting('')),
    );
  const covered =
    order.status !== 'cancelled' &&
    (order.status !== 'pending_payment' || order.received >= quote.depositAmt);
  if (covered)
    throw new AppError(
      'CONFLICT',
      quoteText((t) => t.depositCovered(order.orderNumber)),
    );
  const { due } = depositDueOf(order, quote.depositAmt);
  if (due === 0 || !order.expiresAt || order.expiresAt <= now)
    throw new AppError(
      'CONFLICT',
      quoteText((t) => t.depositNotWaiting(order.orderNumber)),
    );
  const open = await findOpenDepositSession(tx, quote.orderId);
  const reusable =
    open?.url &&
    open.amount === due &&
    open.expiresAt &&
    open.expiresAt.getTime() - DEPOSIT_PAGE_REUSE_MS > now.getTime()
      ? { url: open.url }
      : undefined;
  return {
    orderId: quote.orderId,
    orderNumber: order.orderNumber,
    amount: due,
    expiresAt: new Date(Math.min(order.expiresAt.getTime(), now.getTime() + DEPOSIT_PAGE_MS)),
    open: reusable,
  };
}

/**
 * Opens VNPay's page for an accepted version's deposit (decisions 060, 063): the amount is what
 * the deposit still needs (the whole deposit when nothing came in), never the client's. An order
 * has one payable deposit page at a time: a second start while it is open for that amount (another
 * click, another tab) is sent to the same page, as a replayed checkout gets its page again; a new
 * one (the old one about to close, or a part of the deposit come in by transfer meanwhile) closes
 * the old one first. The session is recorded with its purpose, page and the buyer's locale, and
 * VNPay's notification then records the money as one of the order's payments. Refused (nothing
 * opened or written): a shop without VNPay, a version not accepted (410 when expired or
 * superseded), an order whose deposit is covered or that no longer waits for it (409).
 */
export async function startQuoteDeposit(
  deps: HeaterQuoteDeps,
  token: string,
  clientIp: string | undefined,
  locale?: Locale,
): Promise<{ url: string; orderNumber: string; amount: number }> {
  if (!takesVnpay(deps))
    throw new AppError(
      'CONFLICT',
      quoteText((t) => t.noVnpay),
    );
  const target = await deps.db.transaction((tx) => depositTarget(tx, token, new Date()));
  if (target.open)
    return { url: target.open.url, orderNumber: target.orderNumber, amount: target.amount };
  // VNPay's page is signed here, outside any transaction, as the checkout's is.
  const session = await deps.provider
    .createCheckoutSession({
      orderId: target.orderId,
      orderNumber: target.orderNumber,
      lines: [],
      totalAmt: target.amount,
      expiresAt: target.expiresAt,
      successUrl: `${deps.publicUrl}${localePrefix(locale)}/quote/deposit`,
      cancelUrl: `${deps.publicUrl}${localePrefix(locale)}/quote/deposit`,
      clientIp,
      purpose: 'deposit',
    })
    .catch((error: unknown) => {
      deps.log.error({ err: error, orderId: target.orderId }, 'VNPay refused the deposit page');
      throw new AppError(
        'INTERNAL',
        quoteText((t) => t.depositNotStarted),
      );
    });
  const opened = await deps.db.transaction(async (tx) => {
    // Checked again under the order's lock: a transfer may have covered the deposit meanwhile, or
    // another start opened its page (that one is handed out; this one, never shown, is dropped).
    const now = await depositTarget(tx, token, new Date());
    if (now.open || now.amount !== target.amount)
      return now.open ? { url: now.open.url, amount: now.amount } : undefined;
    await closeOpenDepositSessions(tx, target.orderId);
    await insertPayment(tx, {
      orderId: target.orderId,
      provider: deps.provider.name,
      sessionId: session.id,
      amount: target.amount,
      test: deps.provider.testMoney,
      deposit: { url: session.url, expiresAt: target.expiresAt, locale: locale ?? null },
    });
    return { url: session.url, amount: target.amount };
  });
  if (!opened)
    // The amount due changed between the two reads (a part came in): the buyer starts again.
    throw new AppError(
      'CONFLICT',
      quoteText((t) => t.depositChanged(target.orderNumber)),
    );
  return { url: opened.url, orderNumber: target.orderNumber, amount: opened.amount };
}

const localePrefix = (locale: Locale | undefined) => (locale === 'vi' ? '/vi' : '');

/**
 * The buyer asks for changes to the sent version: the message kept on it, the request back to
 * `quoting`, the staff mailed (in the shop's locale). A superseded or accepted version is refused.
 */
export async function askQuoteChanges(
  deps: Pick<HeaterQuoteDeps, 'db' | 'publicUrl' | 'mails'>,
  input: QuoteChangesInput,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const quote = await lockByToken(tx, input.token);
    if (quote.status === 'accepted') {
      const orderNumber = (await orderNumberOf(tx, quote.orderId)) ?? '';
      throw new AppError(
        'CONFLICT',
        quoteText((t) => t.alreadyAccepted(orderNumber)),
      );
    }
    if (quote.status !== 'sent') checkUsable(quote);
    const request = await lockRequest(tx, quote.requestId);
    const now = new Date();
    await tx
      .update(heaterQuotes)
      .set({ changeMessage: input.message, changeAskedAt: now, updatedAt: now })
      .where(eq(heaterQuotes.id, quote.id));
    await tx
      .update(heaterRequests)
      .set({ status: 'quoting', updatedAt: now })
      .where(eq(heaterRequests.id, request.id));
    const { staffEmail, staffLocale } = deps.mails.settings;
    const mails: MailToQueue[] = staffEmail
      ? [
          changesAskedMail(
            {
              to: staffEmail,
              requestId: request.id,
              requestNumber: request.number,
              version: quote.version,
              message: input.message,
              contact: [request.contactName, request.company, request.contactPhone]
                .filter((part) => part !== '')
                .join(' · '),
            },
            staffLocale ?? 'vi',
            deps.publicUrl,
          ),
        ]
      : [];
    await insertMails(tx, mails);
  });
  deps.mails.wake();
}
