import {
  DEFAULT_VAT_RATE,
  shopToday,
  type AdminHeaterQuoteSave,
  type HeaterQuote,
  type HeaterRequestDetail,
  type Locale,
  type StaffProductChoice,
  type VatRate,
} from '@shop/contract';
import { kindName, specRows } from './heater-spec-rows';

/** A line of the quote being written, as typed (numbers as text until sent). */
export interface QuoteLineDraft {
  key: string;
  kind: 'made' | 'catalogue';
  /** A made line's words; a catalogue line's product name (not sent: the server names it). */
  description: string;
  unit: string;
  productId: string;
  variantId: string | null;
  /** How a catalogue line reads (its variant and code), shown, not sent. */
  variantLabel: string;
  code: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  /** Null on a catalogue line: the rate the shop knows for the product, which the save answers. */
  vatRate: VatRate | null;
}

/** The quote being written: its lines and terms. */
export interface QuoteDraft {
  lines: QuoteLineDraft[];
  validUntil: string;
  leadTime: string;
  depositPercent: string;
  paymentTerms: string;
  deliveryTerms: string;
  note: string;
}

/** How long a new quote is valid unless the staff choose otherwise. */
export const QUOTE_VALID_DAYS = 15;
export const QUOTE_DEPOSIT_PERCENT = 30;
const DESCRIPTION_MAX = 500;

/** The fields that say what a heater is: its shape and main sizes, then voltage and power. */
const MAIN_FIELDS: Record<string, readonly string[]> = {
  cartridge: ['diameterMm', 'sheathLengthMm'],
  tubular: ['shape', 'tubeDiameterMm', 'legLengthMm'],
  band: ['insideDiameterMm', 'widthMm'],
  finned: ['shape', 'lengthMm', 'finDiameterMm'],
  other: [],
};

const SELF_SAID = new Set(['shape', 'voltage', 'power']);

/**
 * The made line's words from the request: its kind, main sizes, voltage and power, in the page's
 * locale ("Điện trở chữ U / W / thẳng – Chữ U, Đường kính ống (D) 8 mm, …, 220 V, 2.000 W").
 * An "other" request's own description is taken as it is.
 */
export function madeLineDescription(request: HeaterRequestDetail, locale: Locale): string {
  const { heater } = request;
  if (heater.kind === 'other') {
    const words = typeof heater['description'] === 'string' ? heater['description'] : '';
    return `${kindName(heater.kind, locale)}: ${words}`.slice(0, DESCRIPTION_MAX);
  }
  const keys = [...(MAIN_FIELDS[heater.kind] ?? []), 'voltage', 'power'];
  // A size is named ("Leg length (A) 400 mm"); a shape, a voltage and a power say themselves.
  const parts = specRows(heater, locale)
    .filter((row) => keys.includes(row.key))
    .map((row) => (SELF_SAID.has(row.key) ? row.value : `${row.label} ${row.value}`));
  return `${kindName(heater.kind, locale)} – ${parts.join(', ')}`.slice(0, DESCRIPTION_MAX);
}

let lastKey = 0;
const newKey = () => `line-${String((lastKey += 1))}`;

function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * A first quote: one made line described from the request, for its quantity; empty terms. Its
 * words are in the buyer's language, whatever the staff's page: the báo giá is printed in it.
 */
export function firstDraft(request: HeaterRequestDetail): QuoteDraft {
  const { locale } = request;
  return {
    lines: [
      {
        key: newKey(),
        kind: 'made',
        description: madeLineDescription(request, locale),
        unit: locale === 'vi' ? 'cái' : 'pc',
        productId: '',
        variantId: null,
        variantLabel: '',
        code: request.number,
        quantity: String(request.quantity),
        unitPrice: '',
        discount: '0',
        vatRate: DEFAULT_VAT_RATE,
      },
    ],
    validUntil: addDays(shopToday(), QUOTE_VALID_DAYS),
    leadTime: '',
    depositPercent: String(QUOTE_DEPOSIT_PERCENT),
    paymentTerms: '',
    deliveryTerms: '',
    note: '',
  };
}

/**
 * A draft from a version: the draft itself to go on with, or an earlier version's lines and terms
 * to start the next one (its validity moved on when it has passed).
 */
export function draftOf(quote: HeaterQuote): QuoteDraft {
  const today = shopToday();
  return {
    lines: quote.lines.map((line) => ({
      key: newKey(),
      kind: line.kind,
      description: line.name,
      unit: line.unit,
      productId: line.productId ?? '',
      variantId: line.variantId,
      variantLabel: line.variantLabel,
      code: line.code,
      quantity: String(line.quantity),
      unitPrice: String(line.unitPrice),
      discount: String(line.discount),
      vatRate: line.vatRate,
    })),
    validUntil:
      quote.status === 'draft' || quote.validUntil >= today
        ? quote.validUntil
        : addDays(today, QUOTE_VALID_DAYS),
    leadTime: quote.leadTime,
    depositPercent: String(quote.depositPercent),
    paymentTerms: quote.paymentTerms,
    deliveryTerms: quote.deliveryTerms,
    note: quote.note,
  };
}

/** A made line with nothing typed yet, its unit in the buyer's language. */
export function blankMadeLine(locale: Locale): QuoteLineDraft {
  return {
    key: newKey(),
    kind: 'made',
    description: '',
    unit: locale === 'vi' ? 'cái' : 'pc',
    productId: '',
    variantId: null,
    variantLabel: '',
    code: '',
    quantity: '1',
    unitPrice: '',
    discount: '0',
    vatRate: DEFAULT_VAT_RATE,
  };
}

/** A catalogue line at the product's price and discount, for one piece. */
export function catalogueLine(
  product: StaffProductChoice,
  variant: StaffProductChoice['variants'][number],
): QuoteLineDraft {
  return {
    key: newKey(),
    kind: 'catalogue',
    description: product.name,
    unit: product.unit,
    productId: product.productId,
    variantId: variant.variantId,
    variantLabel: variant.label,
    code: variant.code,
    quantity: '1',
    unitPrice: String(variant.price),
    discount: String(variant.discount),
    // The product's (or its variant's) own rate, which the server reads from the catalogue.
    vatRate: null,
  };
}

/**
 * The draft with each line left at its product's rate given the rate the saved version took
 * (the lines are in the version's order).
 */
export function withSavedRates(draft: QuoteDraft, quote: HeaterQuote): QuoteDraft {
  return {
    ...draft,
    lines: draft.lines.map((line, index) => ({
      ...line,
      vatRate: line.vatRate ?? quote.lines[index]?.vatRate ?? null,
    })),
  };
}

/** The draft as typed now, its lines still at their product's rate given the priced draft's. */
export function withRatesOf(draft: QuoteDraft, priced: QuoteDraft): QuoteDraft {
  const rates = new Map(priced.lines.map((line) => [line.key, line.vatRate]));
  return {
    ...draft,
    lines: draft.lines.map((line) => ({
      ...line,
      vatRate: line.vatRate ?? rates.get(line.key) ?? null,
    })),
  };
}

/** Whether the line names this product's variant. */
export const isLineOf = (line: QuoteLineDraft, productId: string, variantId: string | null) =>
  line.kind === 'catalogue' && line.productId === productId && line.variantId === variantId;

/**
 * A number as typed, for the body: digits only (dots and spaces of "1.250.000" dropped); what is
 * not a number is sent as null, for the server to name under its field.
 */
function whole(text: string): number | null {
  const digits = text.replace(/[.\s]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/**
 * The save's body: quantities, prices, discounts and rates as typed, never an amount (the server
 * computes them all).
 */
export function saveBodyOf(requestId: string, draft: QuoteDraft): AdminHeaterQuoteSave {
  const lines = draft.lines.map((line) => {
    const priced = {
      quantity: whole(line.quantity),
      unitPrice: whole(line.unitPrice),
      discount: whole(line.discount),
      ...(line.vatRate === null ? {} : { vatRate: line.vatRate }),
    };
    return line.kind === 'made'
      ? { kind: 'made' as const, description: line.description, unit: line.unit, ...priced }
      : {
          kind: 'catalogue' as const,
          productId: line.productId,
          ...(line.variantId ? { variantId: line.variantId } : {}),
          ...priced,
        };
  });
  return {
    requestId,
    // Numbers the staff left wrong go as null: the server's answer names them under their fields.
    lines: lines as AdminHeaterQuoteSave['lines'],
    validUntil: draft.validUntil,
    leadTime: draft.leadTime,
    depositPercent: whole(draft.depositPercent) as number,
    paymentTerms: draft.paymentTerms,
    deliveryTerms: draft.deliveryTerms,
    note: draft.note,
  };
}
