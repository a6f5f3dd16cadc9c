import { useId, useState, type ComponentProps, type SyntheticEvent } from 'react';
import { toast } from 'react-hot-toast';
import { ExternalLink, Plus, Printer, Trash2 } from 'lucide-react';
import {
  VAT_RATES,
  formatVnd,
  type HeaterQuote,
  type HeaterRequestDetail,
  type VatRate,
} from '@shop/contract';
import { ADMIN_ACTION_BUTTON, AdminCard } from '../../components/ui/admin-detail';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { fieldErrorText } from '../../components/ui/field-error-text';
import { Spinner } from '../../components/ui/spinner';
import { StaffProductPicker } from '../../components/ui/staff-product-picker';
import { TextAreaField } from '../../components/ui/text-area-field';
import { FIELD_INPUT_CLASS, TextField } from '../../components/ui/text-field';
import { VatBreakdown } from '../../components/ui/vat-breakdown';
import { ApiError } from '../../lib/api-client';
import { useLocale, useTexts } from '../../lib/locale';
import { heaterQuoteBuilderTexts } from './heater-quote-builder-texts';
import {
  blankMadeLine,
  catalogueLine,
  draftOf,
  firstDraft,
  isLineOf,
  saveBodyOf,
  withRatesOf,
  withSavedRates,
  type QuoteDraft,
  type QuoteLineDraft,
} from './heater-quote-draft';
import {
  useHeaterQuotes,
  useOpenQuotePrint,
  useSaveHeaterQuote,
  useSendHeaterQuote,
} from './heater-quote-requests';

/** Where a version stands; a sent one past its day reads as expired. */
const shownStatus = (quote: HeaterQuote) =>
  quote.status === 'sent' && quote.expired ? 'expired' : quote.status;

const STATUS_CLASS = {
  draft: 'bg-amber-50 text-amber-800 ring-amber-200',
  sent: 'bg-violet-50 text-violet-800 ring-violet-200',
  superseded: 'bg-stone-100 text-stone-700 ring-stone-200',
  accepted: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  expired: 'bg-red-50 text-red-800 ring-red-200',
} as const;

/**
 * The quote of a made-to-order request (issue 46): its versions, newest first, each openable,
 * and the editor of the draft. Every amount shown is the server's, as it answered the last save.
 */
export function HeaterQuoteCard({ request }: { request: HeaterRequestDetail }) {
  const t = useTexts(heaterQuoteBuilderTexts);
  const { data: quotes, isPending, isError } = useHeaterQuotes(request._id);
  return (
    <AdminCard title={t.quote}>
      {isPending ? (
        <Spinner label={t.loadingQuotes} />
      ) : isError ? (
        <p className="font-semibold text-red-700">{t.quotesNotLoaded}</p>
      ) : (
        <QuoteWork request={request} quotes={quotes} />
      )}
    </AdminCard>
  );
}

interface SentAnswer {
  version: number;
  link: string;
  mailed: boolean;
}

function QuoteWork({ request, quotes }: { request: HeaterRequestDetail; quotes: HeaterQuote[] }) {
  const t = useTexts(heaterQuoteBuilderTexts);
  const draft = quotes.find((quote) => quote.status === 'draft');
  const latest = quotes[0];
  const closed = request.status === 'accepted' || request.status === 'declined';
  // A version being started and not saved yet (once saved, it is the draft).
  const [started, setStarted] = useState<QuoteDraft | null>(null);
  const [sent, setSent] = useState<SentAnswer>();
  const editing = !closed && (draft !== undefined || started !== null);
  const previous = quotes.find((quote) => quote.status === 'sent')?.version ?? null;

  return (
    <div className="space-y-4">
      {sent && <SentNotice sent={sent} email={request.contact.email} />}
      {editing ? (
        <QuoteEditor
          request={request}
          saved={draft}
          initial={started ?? (draft ? draftOf(draft) : firstDraft(request))}
          previousVersion={previous}
          onCancel={
            draft
              ? undefined
              : () => {
                  setStarted(null);
                }
          }
          onSent={(answer) => {
            setStarted(null);
            setSent(answer);
          }}
        />
      ) : closed ? (
        <p className="text-sm text-stone-600">{t.closed}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => {
              setSent(undefined);
              setStarted(latest ? draftOf(latest) : firstDraft(request));
            }}
            className={`${ADMIN_ACTION_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
          >
            <Plus aria-hidden="true" className="mr-1.5 size-4" />
            {latest ? t.newVersion : t.newQuote}
          </button>
          {latest ? (
            <p className="text-sm text-stone-600">{t.newVersionHint(latest.version)}</p>
          ) : (
            <p className="text-sm text-stone-600">{t.noQuoteYet}</p>
          )}
        </div>
      )}
      {quotes.length > 0 && <VersionList quotes={quotes} />}
    </div>
  );
}

/** The answer of a send: the buyer's link (shown once) and whether it was mailed. */
function SentNotice({ sent, email }: { sent: SentAnswer; email: string }) {
  const t = useTexts(heaterQuoteBuilderTexts);
  return (
    <div
      role="status"
      className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200"
    >
      <p className="font-semibold">{sent.mailed ? t.mailedTo(email) : t.notMailed}</p>
      <p className="mt-1">{t.sentLink}:</p>
      <p className="mt-0.5 font-mono text-xs break-all select-all">{sent.link}</p>
      <a
        href={sent.link}
        target="_blank"
        rel="noreferrer"
        className="mt-1 inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline"
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        {t.openPrint}
      </a>
    </div>
  );
}

function StatusBadge({ quote }: { quote: HeaterQuote }) {
  const t = useTexts(heaterQuoteBuilderTexts);
  const status = shownStatus(quote);
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${STATUS_CLASS[status]}`}
    >
      {t.status(status)}
    </span>
  );
}

/** Every version, newest first: its number, status, dates and total; opened to read it whole. */
function VersionList({ quotes }: { quotes: HeaterQuote[] }) {
  const t = useTexts(heaterQuoteBuilderTexts);
  const print = useOpenQuotePrint();
  return (
    <section aria-label={t.versions}>
      <h3 className="mb-2 text-sm font-bold text-stone-900">{t.versions}</h3>
      <ul className="divide-y divide-stone-200 rounded-lg ring-1 ring-stone-200">
        {quotes.map((quote) => (
          <li key={quote._id} className="flex items-start gap-2">
            <details className="group min-w-0 flex-1">
              <summary
                aria-label={t.showVersion(quote.version)}
                className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm hover:bg-stone-50"
              >
                <span className="font-semibold text-stone-900">{t.version(quote.version)}</span>
                <StatusBadge quote={quote} />
                <span className="text-stone-600">
                  {quote.sentAt ? t.sentAt(t.time(quote.sentAt)) : t.notSent}
                </span>
                <span className="text-stone-600">{t.validUntilDay(quote.validUntil)}</span>
                <span className="ml-auto font-semibold text-stone-900 tabular-nums">
                  {formatVnd(quote.totalAmt)}
                </span>
              </summary>
              <div className="border-t border-stone-100 px-3 py-3">
                <QuoteView quote={quote} />
              </div>
            </details>
            {quote.status !== 'draft' && (
              <button
                type="button"
                aria-label={t.printVersion(quote.version)}
                disabled={print.isPending && print.variables === quote._id}
                onClick={() => {
                  print.mutate(quote._id);
                }}
                title={t.printQuote}
                className="mt-1 mr-2 inline-flex h-9 shrink-0 items-center gap-1 rounded-full px-2.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50 disabled:opacity-60 sm:h-8 sm:px-3"
              >
                <Printer aria-hidden="true" className="size-4" />
                {/* On a phone the icon alone, leaving the row to the version's facts. */}
                <span className="max-sm:sr-only">{t.printQuote}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {quotes.some((quote) => quote.sentAt !== null) && (
        <p className="mt-2 text-xs text-stone-600">{t.printWhere}</p>
      )}
    </section>
  );
}

/** A read-only line's cell: right-aligned in the table, under its column's name on a phone. */
const MOBILE_CELL =
  'py-1.5 pr-2 text-right max-sm:py-0.5 max-sm:text-left max-sm:before:block max-sm:before:text-xs max-sm:before:font-normal max-sm:before:text-stone-500 max-sm:before:content-[attr(data-label)]';

/** One version read-only: its lines, totals and terms. */
function QuoteView({ quote }: { quote: HeaterQuote }) {
  const t = useTexts(heaterQuoteBuilderTexts);
  const terms: [string, string][] = [
    [t.leadTime, quote.leadTime],
    [t.validUntil, t.day(quote.validUntil)],
    [t.paymentTerms, quote.paymentTerms],
    [t.deliveryTerms, quote.deliveryTerms],
    [t.note, quote.note],
  ];
  return (
    <div className="space-y-3 text-sm">
      {quote.orderNumber && (
        <p className="font-semibold text-emerald-800">{t.orderMade(quote.orderNumber)}</p>
      )}
      {quote.changeMessage && (
        <div className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200">
          <p className="font-semibold">{t.changeMessage}</p>
          <p className="break-words whitespace-pre-line">{quote.changeMessage}</p>
        </div>
      )}
      <div className="overflow-x-auto">
        {/* A table on a wide screen; on a phone each line a card, its cells named by their column. */}
        <table className="w-full text-left sm:min-w-[36rem]">
          <thead className="text-xs text-stone-600 max-sm:sr-only">
            <tr>
              <th className="py-1 pr-2 font-medium">{t.item}</th>
              <th className="py-1 pr-2 text-right font-medium">{t.quantity}</th>
              <th className="py-1 pr-2 text-right font-medium">{t.unitPrice}</th>
              <th className="py-1 pr-2 text-right font-medium">{t.discount}</th>
              <th className="py-1 pr-2 text-right font-medium">{t.vatRate}</th>
              <th className="py-1 text-right font-medium">{t.amount}</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line, index) => (
              <tr
                key={index}
                className="border-t border-stone-100 align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-2 max-sm:py-1"
              >
                <td className="py-1.5 pr-2 max-sm:col-span-2">
                  <span className="block break-words text-stone-900">
                    {line.name}
                    {line.variantLabel && ` (${line.variantLabel})`}
                  </span>
                  <span className="text-xs text-stone-500">
                    {line.kind === 'made' ? t.madeItem : t.catalogueItem} · {line.code}
                  </span>
                </td>
                <td data-label={t.quantity} className={`${MOBILE_CELL} tabular-nums`}>
                  {line.quantity} {line.unit}
                </td>
                <td data-label={t.unitPrice} className={`${MOBILE_CELL} tabular-nums`}>
                  {formatVnd(line.unitPrice)}
                </td>
                <td data-label={t.discount} className={`${MOBILE_CELL} tabular-nums`}>
                  {line.discount}%
                </td>
                <td data-label={t.vatRate} className={MOBILE_CELL}>
                  {t.vatRateName(line.vatRate)}
                </td>
                <td data-label={t.amount} className={`${MOBILE_CELL} font-semibold tabular-nums`}>
                  {formatVnd(line.totalAmt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Totals quote={quote} />
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {terms
          .filter(([, value]) => value !== '')
          .map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-stone-600">{term}</dt>
              <dd className="break-words whitespace-pre-line text-stone-900">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}

/** The totals of a version as the server computed them. */
function Totals({ quote, title }: { quote: HeaterQuote; title?: string }) {
  const t = useTexts(heaterQuoteBuilderTexts);
  // The VAT per rate when the version has it (every version does today), else in one sum.
  const rows: [string, number][] = [
    [t.subtotal, quote.totalAmt - quote.vatAmt],
    ...(quote.vat ? [] : ([[t.vatAmount, quote.vatAmt]] as [string, number][])),
  ];
  return (
    <section
      aria-label={title ?? t.totalsOf(quote.version)}
      className="rounded-lg bg-stone-50 px-3 py-2 text-sm"
    >
      {title && <h3 className="mb-1 text-xs font-semibold text-stone-600">{title}</h3>}
      <dl className="space-y-0.5">
        {rows.map(([term, amount]) => (
          <div key={term} className="flex justify-between gap-4">
            <dt className="text-stone-700">{term}</dt>
            <dd className="tabular-nums">{formatVnd(amount)}</dd>
          </div>
        ))}
      </dl>
      <VatBreakdown vat={quote.vat} className="my-1" />
      <dl className="space-y-0.5">
        <div className="flex justify-between gap-4 font-bold text-stone-900">
          <dt>{t.grandTotal}</dt>
          <dd className="tabular-nums">{formatVnd(quote.totalAmt)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">{t.deposit(quote.depositPercent)}</dt>
          <dd className="font-semibold tabular-nums">{formatVnd(quote.depositAmt)}</dd>
        </div>
        <div>
          <dt className="inline text-stone-700">{t.inWords}: </dt>
          <dd className="inline italic">{quote.totalInWords}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The field's problem from the server, in the field's words (its label, the page's locale). */
type Problems = Record<string, string>;

function QuoteEditor({
  request,
  saved,
  initial,
  previousVersion,
  onCancel,
  onSent,
}: {
  request: HeaterRequestDetail;
  /** The draft as last saved; none while a new version is not saved yet. */
  saved: HeaterQuote | undefined;
  initial: QuoteDraft;
  previousVersion: number | null;
  onCancel: (() => void) | undefined;
  onSent: (answer: SentAnswer) => void;
}) {
  const t = useTexts(heaterQuoteBuilderTexts);
  const locale = useLocale();
  const [draft, setDraft] = useState(initial);
  const [savedBody, setSavedBody] = useState(() =>
    saved ? JSON.stringify(saveBodyOf(request._id, initial)) : '',
  );
  const [problems, setProblems] = useState<Problems>({});
  const [confirming, setConfirming] = useState(false);
  const save = useSaveHeaterQuote(request._id);
  const send = useSendHeaterQuote(request._id);
  const body = saveBodyOf(request._id, draft);
  const dirty = !saved || JSON.stringify(body) !== savedBody;

  const problemOf = (path: string, label: string) => {
    const message = problems[path];
    return message === undefined
      ? undefined
      : fieldErrorText(message, path.split('.').at(-1) ?? path, label, locale);
  };
  const setTerm = (key: Exclude<keyof QuoteDraft, 'lines'>, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const setLine = (key: string, change: Partial<QuoteLineDraft>) => {
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line) => (line.key === key ? { ...line, ...change } : line)),
    }));
  };
  const setLines = (lines: QuoteLineDraft[]) => {
    setDraft((current) => ({ ...current, lines }));
    // The lines' places moved: their problems no longer name the right ones.
    setProblems((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith('lines'))),
    );
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setProblems({});
    save.mutate(body, {
      onSuccess: (answer) => {
        // A catalogue line left at its product's rate now shows the rate the server gave it.
        const priced = withSavedRates(draft, answer.data.quote);
        setDraft((current) => withRatesOf(current, priced));
        setSavedBody(JSON.stringify(saveBodyOf(request._id, priced)));
        toast.success(answer.message || t.saved(answer.data.quote.version));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && error.errors.length > 0) {
          setProblems(Object.fromEntries(error.errors.map(({ path, message }) => [path, message])));
          toast.error(t.notSaved);
        } else {
          toast.error(error.message);
        }
      },
    });
  };

  const lineLabels = (line: QuoteLineDraft) => (line.kind === 'made' ? t.description : t.item);
  const known = new Set([
    'validUntil',
    'leadTime',
    'depositPercent',
    'paymentTerms',
    'deliveryTerms',
    'note',
    'lines',
  ]);
  const otherProblems = Object.entries(problems).filter(
    ([path]) => !known.has(path) && !/^lines\.\d+\.\w+$/.test(path),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <section aria-label={t.lines}>
        <h3 className="mb-2 text-sm font-bold text-stone-900">
          {saved ? `${t.version(saved.version)} · ${t.status('draft')}` : t.lines}
        </h3>
        <div
          aria-hidden="true"
          className="hidden gap-2 px-3 pb-1 text-xs font-medium text-stone-600 lg:grid lg:grid-cols-[minmax(0,1fr)_4.5rem_4rem_8rem_4.5rem_8.5rem_7rem_2.25rem]"
        >
          <span>{t.item}</span>
          <span>{t.quantity}</span>
          <span>{t.unit}</span>
          <span>{t.unitPrice}</span>
          <span>{t.discount}</span>
          <span>{t.vatRate}</span>
          <span className="text-right">{t.amount}</span>
          <span />
        </div>
        <ol className="space-y-2">
          {draft.lines.map((line, index) => {
            const at = (field: string) => `lines.${String(index)}.${field}`;
            const shownAmount = dirty ? undefined : saved.lines[index]?.totalAmt;
            return (
              <li
                key={line.key}
                aria-label={t.line(index + 1)}
                className="grid grid-cols-2 gap-2 rounded-lg bg-stone-50 p-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,1fr)_4.5rem_4rem_8rem_4.5rem_8.5rem_7rem_2.25rem] lg:items-start lg:rounded-none lg:border-t lg:border-stone-200 lg:bg-transparent lg:px-3 lg:py-2"
              >
                <div className="col-span-2 sm:col-span-3 lg:col-span-1">
                  {line.kind === 'made' ? (
                    <LineField
                      as="textarea"
                      label={`${t.line(index + 1)}: ${t.description}`}
                      value={line.description}
                      maxLength={500}
                      rows={3}
                      error={problemOf(at('description'), lineLabels(line))}
                      onChange={(value) => {
                        setLine(line.key, { description: value });
                      }}
                    />
                  ) : (
                    <div>
                      <p className="text-sm font-semibold break-words text-stone-900">
                        <span className="sr-only">{t.line(index + 1)}: </span>
                        {line.description}
                        {line.variantLabel && (
                          <span className="font-normal"> ({line.variantLabel})</span>
                        )}
                      </p>
                      <p className="text-xs text-stone-600">
                        {t.catalogueItem} · {t.code}: {line.code}
                      </p>
                      {problems[at('productId')] && (
                        <p className="mt-1 text-sm text-red-700">{problems[at('productId')]}</p>
                      )}
                    </div>
                  )}
                  {line.kind === 'made' && (
                    <p className="mt-0.5 text-xs text-stone-600">{t.madeItem}</p>
                  )}
                </div>
                <LineField
                  label={t.quantity}
                  inputMode="numeric"
                  value={line.quantity}
                  error={problemOf(at('quantity'), t.quantity)}
                  onChange={(value) => {
                    setLine(line.key, { quantity: value });
                  }}
                />
                {line.kind === 'made' ? (
                  <LineField
                    label={t.unit}
                    value={line.unit}
                    maxLength={20}
                    error={problemOf(at('unit'), t.unit)}
                    onChange={(value) => {
                      setLine(line.key, { unit: value });
                    }}
                  />
                ) : (
                  <p className="self-center text-sm text-stone-700">
                    <span className="text-stone-600 lg:sr-only">{t.unit}: </span>
                    {line.unit}
                  </p>
                )}
                <LineField
                  label={t.unitPrice}
                  inputMode="numeric"
                  value={line.unitPrice}
                  error={problemOf(at('unitPrice'), t.unitPrice)}
                  onChange={(value) => {
                    setLine(line.key, { unitPrice: value });
                  }}
                />
                <LineField
                  label={t.discount}
                  inputMode="numeric"
                  value={line.discount}
                  error={problemOf(at('discount'), t.discount)}
                  onChange={(value) => {
                    setLine(line.key, { discount: value });
                  }}
                />
                <VatRateField
                  value={line.vatRate}
                  productRate={line.kind === 'catalogue'}
                  error={problemOf(at('vatRate'), t.vatRate)}
                  onChange={(vatRate) => {
                    setLine(line.key, { vatRate });
                  }}
                />
                <p className="self-center text-right text-sm text-stone-700 lg:pt-2.5">
                  <span className="text-stone-600 lg:sr-only">{t.amount}: </span>
                  <span className="font-semibold tabular-nums">
                    {shownAmount === undefined ? '—' : formatVnd(shownAmount)}
                  </span>
                </p>
                <div className="col-span-2 flex justify-end sm:col-span-3 lg:col-span-1 lg:pt-1">
                  <button
                    type="button"
                    aria-label={t.removeLine(index + 1)}
                    disabled={draft.lines.length === 1}
                    onClick={() => {
                      setLines(draft.lines.filter((other) => other.key !== line.key));
                    }}
                    className="grid size-9 place-items-center rounded-full text-stone-600 hover:bg-stone-200 disabled:opacity-40"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        {problems['lines'] && <p className="mt-1 text-sm text-red-700">{problems['lines']}</p>}
        <div className="mt-3 grid gap-3 lg:grid-cols-[auto_minmax(0,1fr)] lg:items-start">
          <button
            type="button"
            onClick={() => {
              setLines([...draft.lines, blankMadeLine(request.locale)]);
            }}
            className={`${ADMIN_ACTION_BUTTON} justify-center text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50 lg:mt-6`}
          >
            <Plus aria-hidden="true" className="mr-1.5 size-4" />
            {t.addMadeLine}
          </button>
          <CataloguePicker
            lines={draft.lines}
            onAdd={(line) => {
              setLines([...draft.lines, line]);
            }}
          />
        </div>
      </section>

      <section aria-label={t.terms}>
        <h3 className="mb-2 text-sm font-bold text-stone-900">{t.terms}</h3>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={t.leadTime}
            value={draft.leadTime}
            maxLength={200}
            placeholder={t.leadTimeHint}
            error={problemOf('leadTime', t.leadTime)}
            onChange={(event) => {
              setTerm('leadTime', event.target.value);
            }}
          />
          <TextField
            label={t.validUntil}
            type="date"
            value={draft.validUntil}
            error={problemOf('validUntil', t.validUntil)}
            onChange={(event) => {
              setTerm('validUntil', event.target.value);
            }}
          />
          <TextField
            label={t.depositPercent}
            inputMode="numeric"
            value={draft.depositPercent}
            error={problemOf('depositPercent', t.depositPercent)}
            onChange={(event) => {
              setTerm('depositPercent', event.target.value);
            }}
          />
        </div>
        <div className="mt-3 grid gap-3 lg:grid-cols-3">
          <TextAreaField
            label={t.paymentTerms}
            value={draft.paymentTerms}
            maxLength={1000}
            error={problemOf('paymentTerms', t.paymentTerms)}
            onChange={(event) => {
              setTerm('paymentTerms', event.target.value);
            }}
          />
          <TextAreaField
            label={t.deliveryTerms}
            value={draft.deliveryTerms}
            maxLength={1000}
            error={problemOf('deliveryTerms', t.deliveryTerms)}
            onChange={(event) => {
              setTerm('deliveryTerms', event.target.value);
            }}
          />
          <TextAreaField
            label={t.note}
            value={draft.note}
            maxLength={1000}
            error={problemOf('note', t.note)}
            onChange={(event) => {
              setTerm('note', event.target.value);
            }}
          />
        </div>
      </section>

      {otherProblems.length > 0 && (
        <ul role="alert" className="text-sm text-red-700">
          {otherProblems.map(([path, message]) => (
            <li key={path}>{message}</li>
          ))}
        </ul>
      )}

      {saved ? (
        <>
          {dirty && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
              {t.unsaved}
            </p>
          )}
          <Totals quote={saved} title={t.totals} />
        </>
      ) : (
        <p className="text-sm text-stone-600">{t.notYetPriced}</p>
      )}

      <div className="flex flex-wrap items-center justify-end gap-3">
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className={`${ADMIN_ACTION_BUTTON} border border-stone-300 text-stone-800 hover:bg-stone-100`}
          >
            {t.cancel}
          </button>
        )}
        <button
          type="submit"
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
          className={`${ADMIN_ACTION_BUTTON} border border-brand-700 text-brand-800 hover:bg-brand-50`}
        >
          {t.saveDraft}
        </button>
        <button
          type="button"
          disabled={!saved || dirty || send.isPending}
          title={!saved || dirty ? t.saveBeforeSending : undefined}
          onClick={() => {
            setConfirming(true);
          }}
          className={`${ADMIN_ACTION_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
        >
          {t.send}
        </button>
      </div>
      {saved && dirty && <p className="text-right text-xs text-stone-600">{t.saveBeforeSending}</p>}

      {confirming && saved && (
        <ConfirmDialog
          title={t.sendTitle(saved.version)}
          text={t.sendText(request.contact.email, previousVersion)}
          confirmLabel={t.send}
          pending={send.isPending}
          onCancel={() => {
            setConfirming(false);
          }}
          onConfirm={() => {
            send.mutate(saved._id, {
              onSuccess: (answer) => {
                setConfirming(false);
                toast.success(answer.message);
                onSent({
                  version: answer.data.quote.version,
                  link: answer.data.link,
                  mailed: answer.data.mailed,
                });
              },
              onError: () => {
                setConfirming(false);
              },
            });
          }}
        />
      )}
    </form>
  );
}

/**
 * A line's field: its label above it on a phone, read only by screen readers on a wide screen
 * (where the lines' header names the columns); its problem under it.
 */
function LineField({
  label,
  error,
  onChange,
  as = 'input',
  ...props
}: {
  label: string;
  error: string | undefined;
  onChange: (value: string) => void;
  as?: 'input' | 'textarea';
} & Omit<ComponentProps<'input'> & ComponentProps<'textarea'>, 'onChange' | 'id'>) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-stone-700 lg:sr-only">
        {label}
      </label>
      {as === 'textarea' ? (
        <textarea
          {...control}
          {...props}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          className={`${FIELD_INPUT_CLASS} h-auto py-2`}
        />
      ) : (
        <input
          {...control}
          {...props}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          className={`${FIELD_INPUT_CLASS} px-2`}
        />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function VatRateField({
  value,
  productRate,
  error,
  onChange,
}: {
  /** Null: the product's own rate, as the catalogue has it (a catalogue line's start). */
  value: VatRate | null;
  /** A catalogue line may go back to its product's rate. */
  productRate: boolean;
  error: string | undefined;
  onChange: (rate: VatRate | null) => void;
}) {
  const t = useTexts(heaterQuoteBuilderTexts);
  const id = useId();
  return (
    // A whole row on a phone: "Theo SP" / "By product" fits there as a rate does.
    <div className="min-w-0 max-sm:col-span-2">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-stone-700 lg:sr-only">
        {t.vatRate}
      </label>
      <select
        id={id}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          if (event.target.value === '') {
            onChange(null);
            return;
          }
          const rate = VAT_RATES.find((r) => r === event.target.value);
          if (rate) onChange(rate);
        }}
        className={`${FIELD_INPUT_CLASS} px-2 pr-7`}
      >
        {(productRate || value === null) && <option value="">{t.productVatRate}</option>}
        {VAT_RATES.map((rate) => (
          <option key={rate} value={rate}>
            {t.vatRateName(rate)}
          </option>
        ))}
      </select>
      {error && <p className="mt-1 text-xs text-red-700">{error}</p>}
    </div>
  );
}

/** Adds a catalogue product or one of its variants, found by code or name (the staff's search). */
function CataloguePicker({
  lines,
  onAdd,
}: {
  lines: QuoteLineDraft[];
  onAdd: (line: QuoteLineDraft) => void;
}) {
  const t = useTexts(heaterQuoteBuilderTexts);
  return (
    <StaffProductPicker
      label={t.findProduct}
      describe={(variant) =>
        `${variant.code} · ${t.listPrice(formatVnd(variant.price), variant.discount)}`
      }
      // Out of stock is no matter: a quote's goods are delivered later. A product is quoted once.
      state={(product, variant) =>
        lines.some((line) => isLineOf(line, product.productId, variant.variantId))
          ? { disabled: true, word: t.inQuote }
          : { disabled: false }
      }
      onAdd={(product, variant) => {
        onAdd(catalogueLine(product, variant));
      }}
    />
  );
}
