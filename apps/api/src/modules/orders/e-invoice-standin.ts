import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { formatVnd } from '@shop/contract';
import type { App } from '../../http/app-instance';
import { escapeHtml, offlinePage, offlinePageCsp } from '../payments/offline-payment-page';

/*
 * An offline stand-in of Viettel S-Invoice's API (decision record 052), for tests and the demo, as
 * the VNPay stand-in is for payments: the same paths and shapes the adapter speaks (login, create,
 * search by transactionUuid), with Viettel's rules that matter to the shop: a bearer token from the
 * login, one invoice per transactionUuid (a second create under it is refused), whole-dong
 * amounts whose lines add up to the totals. Its invoices are not legal ones; they are kept in a
 * JSON file in the shop's data directory when it is given one (the demo's links keep working after
 * a restart), else in memory; a page shows one by its lookup code, as Viettel's lookup page does.
 */

const SERVICE = '/services/einvoiceapplication/api/InvoiceAPI';

const whole = z.number().int();

/** What the stand-in checks of a create request: Viettel's required fields and their sums. */
const CreateInvoiceSchema = z.object({
  generalInvoiceInfo: z.object({
    invoiceType: z.string().min(1),
    templateCode: z.string().min(1),
    invoiceSeries: z.string().min(1),
    currencyCode: z.literal('VND'),
    adjustmentType: z.enum(['1', '3', '5']),
    transactionUuid: z.string().min(1).max(36),
    originalInvoiceId: z.string().optional(),
    originalInvoiceIssueDate: whole.optional(),
  }),
  buyerInfo: z.object({
    buyerName: z.string().optional(),
    buyerLegalName: z.string().optional(),
    buyerTaxCode: z.string().optional(),
    buyerAddressLine: z.string(),
    buyerEmail: z.string(),
  }),
  sellerInfo: z.object({ sellerLegalName: z.string().min(1), sellerTaxCode: z.string().min(1) }),
  payments: z.array(z.object({ paymentMethodName: z.string().min(1) })).min(1),
  itemInfo: z
    .array(
      z.object({
        lineNumber: whole.positive(),
        itemName: z.string().min(1),
        unitPrice: whole,
        quantity: z.number().positive(),
        itemTotalAmountWithoutTax: whole,
        taxPercentage: z.union([
          z.literal(-2),
          z.literal(0),
          z.literal(5),
          z.literal(8),
          z.literal(10),
        ]),
        taxAmount: whole.min(0),
        itemTotalAmountWithTax: whole,
      }),
    )
    .min(1),
  summarizeInfo: z.object({
    totalAmountWithoutTax: whole,
    totalTaxAmount: whole,
    totalAmountWithTax: whole,
    totalAmountWithTaxInWords: z.string().min(1),
  }),
  taxBreakdowns: z.array(
    z.object({ taxPercentage: z.number(), taxableAmount: whole, taxAmount: whole }),
  ),
});
type CreateInvoice = z.infer<typeof CreateInvoiceSchema>;

/** An invoice the stand-in made. */
export interface StandInInvoice {
  supplierTaxCode: string;
  transactionUuid: string;
  invoiceNo: string;
  reservationCode: string;
  issueDate: number;
  request: CreateInvoice;
}

/** The stand-in's file: every invoice made, in order (checked when read back). */
const StandInFileSchema = z.object({
  invoices: z.array(
    z.object({
      supplierTaxCode: z.string(),
      transactionUuid: z.string(),
      invoiceNo: z.string(),
      reservationCode: z.string(),
      issueDate: z.number(),
      request: CreateInvoiceSchema,
    }),
  ),
});

/** The invoices kept in `file`, or none when there is no file yet. */
function readInvoices(file: string): StandInInvoice[] {
  if (!existsSync(file)) return [];
  const parsed = StandInFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `The e-invoice stand-in's file ${file} is not one it wrote (${parsed.error.issues[0]?.message ?? ''}): move it away to start the stand-in afresh`,
    );
  }
  return parsed.data.invoices;
}

/** Why the sums of a request do not hold, or undefined when they do. */
function sumsProblem(body: CreateInvoice): string | undefined {
  let tax = 0;
  let withTax = 0;
  for (const item of body.itemInfo) {
    if (item.itemTotalAmountWithoutTax + item.taxAmount !== item.itemTotalAmountWithTax)
      return `Dòng ${String(item.lineNumber)}: tiền trước thuế cộng thuế khác thành tiền`;
    tax += item.taxAmount;
    withTax += item.itemTotalAmountWithTax;
  }
  const sum = body.summarizeInfo;
  if (sum.totalTaxAmount !== tax) return 'Tổng tiền thuế khác tổng các dòng';
  if (sum.totalAmountWithTax !== withTax) return 'Tổng tiền thanh toán khác tổng các dòng';
  if (sum.totalAmountWithoutTax + sum.totalTaxAmount !== sum.totalAmountWithTax)
    return 'Tổng trước thuế cộng thuế khác tổng thanh toán';
  return undefined;
}

interface Answer {
  status: number;
  json: unknown;
}

/** The stand-in's state and its answers, apart from HTTP (tests call it in-process). */
export class SInvoiceStandIn {
  private readonly tokens = new Set<string>();
  private readonly byTransaction = new Map<string, StandInInvoice>();
  private readonly bySeries = new Map<string, number>();

  /**
   * `file`: where its invoices are kept across restarts (read now, written after each invoice
   * made, before it answers); none: in memory only (tests).
   */
  constructor(private readonly file?: string) {
    if (!file) return;
    for (const invoice of readInvoices(file)) this.remember(invoice);
  }

  private remember(invoice: StandInInvoice): void {
    this.byTransaction.set(invoice.transactionUuid, invoice);
    const series = invoice.request.generalInvoiceInfo.invoiceSeries;
    const number = Number(invoice.invoiceNo.slice(series.length));
    if (Number.isInteger(number) && number > (this.bySeries.get(series) ?? 0)) {
      this.bySeries.set(series, number);
    }
  }

  /** Writes every invoice to the file: a whole new file put in place, never half a file. */
  private keep(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const written = `${this.file}.${String(process.pid)}.tmp`;
    writeFileSync(written, JSON.stringify({ invoices: this.invoices() }), { mode: 0o600 });
    renameSync(written, this.file);
  }

  /** Every invoice made, in order. */
  invoices(): StandInInvoice[] {
    return [...this.byTransaction.values()];
  }

  /** The invoice a lookup code names. */
  findByCode(code: string): StandInInvoice | undefined {
    return this.invoices().find((invoice) => invoice.reservationCode === code);
  }

  login(body: unknown): Answer {
    const parsed = z.object({ username: z.string().min(1), password: z.string().min(1) });
    if (!parsed.safeParse(body).success) {
      return { status: 400, json: { error: 'invalid_request', message: 'username, password' } };
    }
    const token = randomBytes(24).toString('hex');
    this.tokens.add(token);
    return { status: 200, json: { access_token: token, token_type: 'bearer', expires_in: 3600 } };
  }

  private authorized(authorization: string | undefined): boolean {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    return token !== undefined && this.tokens.has(token);
  }

  createInvoice(supplierTaxCode: string, authorization: string | undefined, body: unknown): Answer {
    if (!this.authorized(authorization)) return { status: 401, json: { error: 'unauthorized' } };
    const parsed = CreateInvoiceSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return {
        status: 200,
        json: {
          errorCode: 'BAD_REQUEST_DATA',
          description: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`,
          result: null,
        },
      };
    }
    const invoice = parsed.data;
    const refusal =
      (invoice.sellerInfo.sellerTaxCode !== supplierTaxCode
        ? 'Mã số thuế người bán khác tài khoản'
        : undefined) ??
      (this.byTransaction.has(invoice.generalInvoiceInfo.transactionUuid)
        ? 'TransactionUuid đã tồn tại'
        : undefined) ??
      sumsProblem(invoice);
    if (refusal) {
      return {
        status: 200,
        json: { errorCode: 'INVOICE_REFUSED', description: refusal, result: null },
      };
    }
    const series = invoice.generalInvoiceInfo.invoiceSeries;
    const next = (this.bySeries.get(series) ?? 0) + 1;
    const made: StandInInvoice = {
      supplierTaxCode,
      transactionUuid: invoice.generalInvoiceInfo.transactionUuid,
      invoiceNo: `${series}${String(next)}`,
      reservationCode: randomBytes(5).toString('hex').toUpperCase(),
      issueDate: Date.now(),
      request: invoice,
    };
    this.remember(made);
    this.keep();
    return {
      status: 200,
      json: {
        errorCode: null,
        description: null,
        result: {
          supplierTaxCode,
          invoiceNo: made.invoiceNo,
          transactionID: randomUUID(),
          reservationCode: made.reservationCode,
        },
      },
    };
  }

  searchByTransaction(authorization: string | undefined, form: Record<string, string>): Answer {
    if (!this.authorized(authorization)) return { status: 401, json: { error: 'unauthorized' } };
    const made = this.byTransaction.get(form['transactionUuid'] ?? '');
    const result =
      made && made.supplierTaxCode === form['supplierTaxCode']
        ? [
            {
              invoiceNo: made.invoiceNo,
              reservationCode: made.reservationCode,
              issueDate: made.issueDate,
              status: 'Đã cấp mã',
            },
          ]
        : null;
    return { status: 200, json: { errorCode: null, description: null, result } };
  }

  /**
   * The stand-in as `fetch` for a test: the adapter's requests answered in-process, as the routes
   * below answer them over HTTP.
   */
  readonly fetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    const text = typeof init?.body === 'string' ? init.body : '';
    const answer = this.answer(url.pathname, headers.get('authorization') ?? undefined, text, {
      form: (headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded'),
    });
    return Promise.resolve(
      new Response(JSON.stringify(answer.json), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };

  /** An API request by its path after the stand-in's own prefix. */
  answer(
    path: string,
    authorization: string | undefined,
    body: string,
    as: { form: boolean },
  ): Answer {
    const parse = (): unknown => {
      if (as.form) return Object.fromEntries(new URLSearchParams(body));
      try {
        return JSON.parse(body) as unknown;
      } catch {
        return undefined;
      }
    };
    const at = path.replace(/^.*?(?=\/auth\/login$|\/services\/)/, '');
    if (at === '/auth/login') return this.login(parse());
    const create = new RegExp(`^${SERVICE}/InvoiceWS/createInvoice/([^/]+)$`).exec(at);
    if (create)
      return this.createInvoice(decodeURIComponent(create[1] ?? ''), authorization, parse());
    if (at === `${SERVICE}/InvoiceWS/searchInvoiceByTransactionUuid`) {
      return this.searchByTransaction(authorization, parse() as Record<string, string>);
    }
    return { status: 404, json: { error: 'not_found' } };
  }
}

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#eef2f7;color:#0f172a}
main{max-width:34rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0002}
.badge{display:inline-block;padding:.25rem .5rem;border-radius:.25rem;background:#fde047;color:#713f12;font-weight:700}
h1{font-size:1.25rem;color:#b91c1c}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{color:#475569}dd{margin:0;font-weight:600}
table{width:100%;border-collapse:collapse;margin-top:1rem}td,th{border-top:1px solid #e2e8f0;padding:.25rem;text-align:left}
`;

const LOOK = {
  lang: 'vi',
  badge: 'Viettel S-Invoice (mô phỏng ngoại tuyến) · không phải hóa đơn hợp pháp',
  style: STYLE,
};

/** The lookup page (tra cứu hóa đơn) of one invoice, or that no invoice has the code. */
export function renderStandInLookup(invoice: StandInInvoice | undefined): string {
  if (!invoice) {
    return offlinePage(
      LOOK,
      'Tra cứu hóa đơn',
      '<h1>Không tìm thấy hóa đơn</h1><p>Mã tra cứu không đúng.</p>',
    );
  }
  const { request } = invoice;
  const buyer = request.buyerInfo.buyerLegalName ?? request.buyerInfo.buyerName ?? '';
  const lines = request.itemInfo
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.itemName)}</td><td>${String(item.quantity)}</td><td>${escapeHtml(
          item.taxPercentage === -2 ? 'KCT' : `${String(item.taxPercentage)}%`,
        )}</td><td>${escapeHtml(formatVnd(item.itemTotalAmountWithTax))}</td></tr>`,
    )
    .join('');
  return offlinePage(
    LOOK,
    `Hóa đơn ${invoice.invoiceNo}`,
    `<h1>Hóa đơn giá trị gia tăng</h1>
<dl>
<dt>Ký hiệu · Số</dt><dd>${escapeHtml(invoice.invoiceNo)}</dd>
<dt>Mã tra cứu</dt><dd>${escapeHtml(invoice.reservationCode)}</dd>
<dt>Người bán</dt><dd>${escapeHtml(request.sellerInfo.sellerLegalName)} · MST ${escapeHtml(invoice.supplierTaxCode)}</dd>
<dt>Người mua</dt><dd>${escapeHtml(buyer)}${
      request.buyerInfo.buyerTaxCode ? ` · MST ${escapeHtml(request.buyerInfo.buyerTaxCode)}` : ''
    }</dd>
<dt>Tiền thuế GTGT</dt><dd>${escapeHtml(formatVnd(request.summarizeInfo.totalTaxAmount))}</dd>
<dt>Tổng thanh toán</dt><dd>${escapeHtml(formatVnd(request.summarizeInfo.totalAmountWithTax))}</dd>
</dl>
<table><tr><th>Hàng hóa</th><th>SL</th><th>Thuế suất</th><th>Thành tiền</th></tr>${lines}</table>`,
  );
}

const LookupQuerySchema = z.object({ code: z.string().max(40).optional() });

/**
 * Serves the stand-in under `prefix` on the shop itself: its API (JSON and, for the search, form
 * bodies) and its lookup page.
 */
export function registerSInvoiceStandIn(
  app: App,
  standIn: SInvoiceStandIn,
  prefix: string,
  publicUrl: string,
): void {
  const csp = offlinePageCsp(LOOK, publicUrl);
  app.get(
    `${prefix}/lookup`,
    { schema: { hide: true, querystring: LookupQuerySchema } },
    async (request, reply) => {
      const { code } = request.query;
      const invoice = code ? standIn.findByCode(code.trim().toUpperCase()) : undefined;
      void reply
        .header('content-security-policy', csp)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8');
      if (!invoice) void reply.status(404);
      return renderStandInLookup(invoice);
    },
  );
  void app.register((scope, _options, registered) => {
    // The API's bodies as they come: JSON, and the search's form.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
      done(null, String(body));
    });
    scope.post(`${prefix}/*`, { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const answer = standIn.answer(
        path.slice(prefix.length),
        request.headers.authorization,
        typeof request.body === 'string' ? request.body : '',
        {
          form: (request.headers['content-type'] ?? '').startsWith(
            'application/x-www-form-urlencoded',
          ),
        },
      );
      return reply.status(answer.status).type('application/json').send(JSON.stringify(answer.json));
    });
    registered();
  });
}
