import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, CreditCard, FileText, Printer } from 'lucide-react';
import * as endpoints from '@shop/contract/endpoints';
import {
  CONTACT_SEGMENT,
  formatDay,
  formatVnd,
  MADE_TO_ORDER_PATH,
  vatRateLabel,
  type PublicHeaterQuote,
} from '@shop/contract';
import { ConfirmFormDialog } from '../../components/ui/confirm-form-dialog';
import { Spinner } from '../../components/ui/spinner';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { VatBreakdown } from '../../components/ui/vat-breakdown';
import { VietQrTransfer } from '../../components/ui/vietqr-transfer';
import { API_URL } from '../../env';
import { ApiError, apiRequest } from '../../lib/api-client';
import { bankTransferQuery } from '../../lib/bank-transfer-query';
import { useLocale, useTexts } from '../../lib/locale';
import { Link, useParams, useSearchParams } from '../../lib/router';
import { usePageTitle } from '../../lib/use-page-title';
import { leaveFor } from './leave-for';
import { quotePageTexts } from './quote-page-texts';

/** Where the page remembers the quote while the buyer pays its deposit on VNPay's page. */
export const DEPOSIT_RETURN_KEY = 'shop.quote-deposit';

const quoteKey = (token: string) => ['heater-quote', token] as const;

const BUTTON =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl px-5 text-sm font-bold transition disabled:cursor-not-allowed disabled:opacity-70';
const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
const SECONDARY = `${BUTTON} border-2 border-brand-700 text-brand-800 hover:bg-brand-50`;

/** Keeps search engines off the page however it was reached (the server's head says it too). */
function useNoindex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => {
      meta.remove();
    };
  }, []);
}

/** The failure's message for the buyer: the server's words, in the page's locale. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/** /quote/:token (and /vi/quote/:token): the quote at the mailed link, no account needed. */
export function QuotePage() {
  const t = useTexts(quotePageTexts);
  usePageTitle(t.pageTitle);
  useNoindex();
  const token = useParams()['token'] ?? '';
  if (token === 'deposit') return <DepositReturn />;
  return <QuoteAtLink token={token} />;
}

function QuoteAtLink({ token }: { token: string }) {
  const t = useTexts(quotePageTexts);
  const { data, error, isPending, refetch } = useQuery({
    queryKey: quoteKey(token),
    queryFn: async ({ signal }) =>
      (await apiRequest(endpoints.viewQuote, { body: { token }, signal })).data,
    // The page says what went wrong itself (an expired link is no error): no toast besides.
    meta: { silent: true },
  });
  if (isPending) return <Spinner label={t.loading} />;
  if (error) {
    if (
      error instanceof ApiError &&
      (error.status === 410 || error.status === 404 || error.status === 400)
    )
      return <LinkRefused gone={error.status === 410} message={error.message} />;
    return (
      <section className="mx-auto max-w-xl py-10 text-center">
        <p role="alert" className="font-semibold text-red-700">
          {t.notLoaded}
        </p>
        <button type="button" className={`${SECONDARY} mt-4`} onClick={() => void refetch()}>
          {t.retry}
        </button>
      </section>
    );
  }
  return <QuoteDocument token={token} quote={data} />;
}

/** An expired or superseded link (410), or one no quote has (404): what happened and what next. */
function LinkRefused({ gone, message }: { gone: boolean; message: string }) {
  const t = useTexts(quotePageTexts);
  return (
    <section className="mx-auto max-w-xl py-10 text-center" aria-labelledby="quote-refused">
      <CircleAlert aria-hidden="true" className="mx-auto size-12 text-amber-600" />
      <h1 id="quote-refused" className="mt-3 text-xl font-bold text-stone-900 sm:text-2xl">
        {gone ? t.goneHeading : t.notFoundHeading}
      </h1>
      <p className="mt-3 text-stone-700">{message}</p>
      {gone && <p className="mt-2 text-sm text-stone-600">{t.goneHint}</p>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={MADE_TO_ORDER_PATH} className={PRIMARY}>
          {t.newRequest}
        </Link>
        <Link to={`/${CONTACT_SEGMENT}`} className={SECONDARY}>
          {t.contactShop}
        </Link>
      </div>
    </section>
  );
}

function Party({ heading, name, lines }: { heading: string; name: string; lines: string[] }) {
  return (
    <div className="min-w-0 rounded-xl bg-stone-50 p-3 text-sm">
      <h2 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{heading}</h2>
      <p className="mt-1 font-semibold break-words text-stone-900">{name}</p>
      {lines
        .filter((line) => line !== '')
        .map((line) => (
          <p key={line} className="break-words text-stone-700">
            {line}
          </p>
        ))}
    </div>
  );
}

function QuoteDocument({ token, quote }: { token: string; quote: PublicHeaterQuote }) {
  const t = useTexts(quotePageTexts);
  const locale = useLocale();
  const taxable = quote.totalAmt - quote.vatAmt;
  const terms: [string, string][] = [
    [t.leadTime, quote.leadTime],
    [t.validity, formatDay(quote.validUntil)],
    [t.paymentTerms, quote.paymentTerms],
    [t.deliveryTerms, quote.deliveryTerms],
    [t.note, quote.note],
  ];
  return (
    <div className="mx-auto max-w-4xl py-4 sm:py-6">
      <article
        aria-labelledby="quote-title"
        className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6"
      >
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-stone-200 pb-4">
          <div>
            <h1 id="quote-title" className="text-2xl font-bold tracking-wide text-stone-900">
              {t.title}
            </h1>
            <p className="mt-1 text-sm font-semibold text-stone-800">
              {t.numberLine(quote.requestNumber, quote.version)}
            </p>
            {quote.sentAt && <p className="text-sm text-stone-600">{t.sentOn(quote.sentAt)}</p>}
            <p className="text-sm text-stone-600">{t.validUntil(quote.validUntil)}</p>
          </div>
          <a
            href={`${API_URL}/api/quotes/${token}/print?lang=${locale}`}
            target="_blank"
            rel="noopener noreferrer"
            title={t.printHint}
            className={SECONDARY}
          >
            <Printer aria-hidden="true" className="size-4" />
            {t.printPdf}
          </a>
        </header>

        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <Party
            heading={t.seller}
            name={quote.seller.name}
            lines={[
              quote.seller.address,
              quote.seller.phone && t.phone(quote.seller.phone),
              quote.seller.email,
              quote.seller.taxCode && t.taxCode(quote.seller.taxCode),
            ]}
          />
          <Party
            heading={t.buyer}
            name={quote.buyer.company || quote.buyer.name}
            lines={[
              quote.buyer.company ? quote.buyer.name : '',
              quote.buyer.phone && t.phone(quote.buyer.phone),
              quote.buyer.taxCode && t.taxCode(quote.buyer.taxCode),
            ]}
          />
        </div>

        <section aria-label={t.lines} className="mt-5">
          <table className="w-full text-sm">
            <thead className="hidden border-b border-stone-300 text-left text-xs text-stone-500 sm:table-header-group">
              <tr>
                <th scope="col" className="py-2 pr-2 font-semibold">
                  {t.item}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  {t.quantity}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  {t.unitPrice}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  {t.vatRate}
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-semibold">
                  {t.amount}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {quote.lines.map((line, index) => (
                <tr
                  key={`${line.code}-${String(index)}`}
                  className="grid grid-cols-2 gap-x-3 py-2 sm:table-row"
                >
                  <td className="col-span-2 py-1 pr-2 sm:py-2">
                    <p className="font-medium break-words text-stone-900">
                      {line.name}
                      {line.variantLabel && (
                        <span className="font-normal text-stone-600"> · {line.variantLabel}</span>
                      )}
                    </p>
                    <p className="text-xs text-stone-500">{line.code}</p>
                  </td>
                  <td className="py-0.5 text-stone-700 sm:px-2 sm:py-2 sm:text-right">
                    <span className="sm:hidden">{t.quantity}: </span>
                    {t.quantityOf(line.quantity, line.unit)}
                  </td>
                  <td className="py-0.5 text-right text-stone-700 tabular-nums sm:px-2 sm:py-2">
                    <span className="sm:hidden">{t.unitPrice}: </span>
                    {formatVnd(line.unitPrice)}
                    {line.discount > 0 && (
                      <span className="block text-xs text-emerald-700">
                        {t.discountOf(line.discount)}
                      </span>
                    )}
                  </td>
                  <td className="py-0.5 text-stone-700 sm:px-2 sm:py-2 sm:text-right">
                    <span className="sm:hidden">{t.vatRate}: </span>
                    {vatRateLabel(line.vatRate)}
                  </td>
                  <td className="py-0.5 text-right font-semibold text-stone-900 tabular-nums sm:py-2 sm:pl-2">
                    <span className="font-normal sm:hidden">{t.amount}: </span>
                    {formatVnd(line.totalAmt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section className="mt-4 ml-auto max-w-sm border-t border-stone-300 pt-3 text-sm">
          <dl className="space-y-1">
            <div className="flex justify-between gap-4 text-stone-700">
              <dt>{t.taxable}</dt>
              <dd className="tabular-nums">{formatVnd(taxable)}</dd>
            </div>
            <div className="flex justify-between gap-4 text-stone-700">
              <dt>{t.vatAmount}</dt>
              <dd className="tabular-nums">{formatVnd(quote.vatAmt)}</dd>
            </div>
            <div className="flex justify-between gap-4 text-base font-bold text-stone-900">
              <dt>{t.total}</dt>
              <dd className="tabular-nums">{formatVnd(quote.totalAmt)}</dd>
            </div>
          </dl>
          <VatBreakdown vat={quote.vat} className="mt-2" />
          <p className="mt-2 text-stone-700">
            <span className="font-semibold">{t.inWords}: </span>
            <span lang="vi" className="italic">
              {quote.totalInWords}
            </span>
          </p>
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 font-semibold text-amber-900">
            {quote.depositAmt > 0
              ? `${t.deposit(quote.depositPercent)}: ${formatVnd(quote.depositAmt)}`
              : t.noDeposit}
          </p>
        </section>

        <section aria-labelledby="quote-terms" className="mt-5">
          <h2 id="quote-terms" className="text-base font-bold text-stone-900">
            {t.terms}
          </h2>
          <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
            {terms
              .filter(([, value]) => value !== '')
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-stone-600">{label}</dt>
                  <dd className="break-words whitespace-pre-line text-stone-900">{value}</dd>
                </div>
              ))}
          </dl>
        </section>
      </article>

      {quote.status === 'accepted' && quote.order ? (
        <AcceptedOrder token={token} quote={quote} order={quote.order} />
      ) : quote.acceptable ? (
        <QuoteActions token={token} quote={quote} />
      ) : null}
    </div>
  );
}

/** Accept (a confirmation with the delivery address) or ask for changes (a message). */
function QuoteActions({ token, quote }: { token: string; quote: PublicHeaterQuote }) {
  const t = useTexts(quotePageTexts);
  const [open, setOpen] = useState<'accept' | 'changes' | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  return (
    <section
      aria-labelledby="quote-actions"
      className="mt-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="quote-actions" className="text-lg font-bold text-stone-900">
        {t.actions}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t.actionsHint}</p>
      {asked !== null && (
        <div role="status" className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          <p className="flex items-center gap-2 font-semibold">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {t.changesSent}
          </p>
          <p className="mt-1 text-emerald-800">
            {t.yourMessage}: <span className="whitespace-pre-line">{asked}</span>
          </p>
        </div>
      )}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          className={PRIMARY}
          onClick={() => {
            setOpen('accept');
          }}
        >
          <CircleCheck aria-hidden="true" className="size-5" />
          {t.accept}
        </button>
        <button
          type="button"
          className={SECONDARY}
          onClick={() => {
            setOpen('changes');
          }}
        >
          <FileText aria-hidden="true" className="size-5" />
          {t.askChanges}
        </button>
      </div>
      {open === 'accept' && (
        <AcceptDialog
          token={token}
          quote={quote}
          onClose={() => {
            setOpen(null);
          }}
        />
      )}
      {open === 'changes' && (
        <ChangesDialog
          token={token}
          onClose={() => {
            setOpen(null);
          }}
          onSent={(message) => {
            setAsked(message);
            setOpen(null);
          }}
        />
      )}
    </section>
  );
}

const PHONE = /^\+?[\d\s.()-]{8,20}$/;

function AcceptDialog({
  token,
  quote,
  onClose,
}: {
  token: string;
  quote: PublicHeaterQuote;
  onClose: () => void;
}) {
  const t = useTexts(quotePageTexts);
  const queryClient = useQueryClient();
  const [fields, setFields] = useState({
    recipient: quote.buyer.name,
    address_line: '',
    city: '',
    mobile: quote.buyer.phone,
    note: '',
  });
  const [checked, setChecked] = useState(false);
  const accept = useMutation({
    // Its failure is said in place, beside the button.
    meta: { silent: true },
    mutationFn: async () =>
      (
        await apiRequest(endpoints.acceptQuote, {
          body: {
            token,
            address: {
              recipient: fields.recipient.trim(),
              address_line: fields.address_line.trim(),
              city: fields.city.trim(),
              mobile: fields.mobile.trim(),
            },
            note: fields.note.trim(),
          },
        })
      ).data,
    onSuccess: async () => {
      // The page now shows the accepted quote, its order and what to pay, as any later visit does.
      await queryClient.invalidateQueries({ queryKey: quoteKey(token) });
      onClose();
    },
  });
  const errorOf = (name: 'address_line' | 'city' | 'mobile') => {
    if (!checked) return undefined;
    const value = fields[name].trim();
    if (value === '') return t.required;
    if (name === 'mobile' && !PHONE.test(value)) return t.badPhone;
    return undefined;
  };
  const submit = () => {
    setChecked(true);
    const value = (name: 'address_line' | 'city' | 'mobile') => fields[name].trim();
    if (!value('address_line') || !value('city') || !PHONE.test(value('mobile'))) return;
    accept.mutate();
  };
  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => {
      setFields((now) => ({ ...now, [name]: event.target.value }));
    },
  });
  return (
    <ConfirmFormDialog
      title={t.acceptTitle}
      text={t.acceptText(formatVnd(quote.totalAmt))}
      confirmLabel={t.confirmAccept}
      cancelLabel={t.cancel}
      pending={accept.isPending}
      error={accept.isError ? messageOf(accept.error, t.notLoaded) : undefined}
      onConfirm={submit}
      onCancel={onClose}
    >
      <TextField label={t.recipient} autoComplete="name" {...field('recipient')} />
      <TextField
        label={t.addressLine}
        autoComplete="street-address"
        error={errorOf('address_line')}
        {...field('address_line')}
      />
      <TextField
        label={t.city}
        autoComplete="address-level1"
        error={errorOf('city')}
        {...field('city')}
      />
      <TextField
        label={t.mobile}
        type="tel"
        autoComplete="tel"
        error={errorOf('mobile')}
        {...field('mobile')}
      />
      <TextAreaField label={t.orderNote} maxLength={500} {...field('note')} />
    </ConfirmFormDialog>
  );
}

function ChangesDialog({
  token,
  onClose,
  onSent,
}: {
  token: string;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const t = useTexts(quotePageTexts);
  const [message, setMessage] = useState('');
  const [checked, setChecked] = useState(false);
  const ask = useMutation({
    // Its failure is said in place, beside the button.
    meta: { silent: true },
    mutationFn: async (text: string) =>
      apiRequest(endpoints.askQuoteChanges, { body: { token, message: text } }),
    onSuccess: (_answer, text) => {
      onSent(text);
    },
  });
  const submit = () => {
    setChecked(true);
    if (message.trim() === '') return;
    ask.mutate(message.trim());
  };
  return (
    <ConfirmFormDialog
      title={t.changesTitle}
      confirmLabel={t.sendChanges}
      cancelLabel={t.cancel}
      pending={ask.isPending}
      error={ask.isError ? messageOf(ask.error, t.notLoaded) : undefined}
      onConfirm={submit}
      onCancel={onClose}
    >
      <TextAreaField
        label={t.changesLabel}
        placeholder={t.changesPlaceholder}
        maxLength={2000}
        value={message}
        error={checked && message.trim() === '' ? t.required : undefined}
        onChange={(event) => {
          setMessage(event.target.value);
        }}
      />
    </ConfirmFormDialog>
  );
}

/** The accepted quote's order and what the buyer is to pay now: the deposit, by VNPay or transfer. */
function AcceptedOrder({
  token,
  quote,
  order,
}: {
  token: string;
  quote: PublicHeaterQuote;
  order: NonNullable<PublicHeaterQuote['order']>;
}) {
  const t = useTexts(quotePageTexts);
  const { data: account } = useQuery(bankTransferQuery);
  const vnpay = useMutation({
    // Its failure is said in place, beside the button.
    meta: { silent: true },
    mutationFn: async () => (await apiRequest(endpoints.payQuoteDeposit, { body: { token } })).data,
    onSuccess: ({ url }) => {
      // VNPay brings the buyer back to /quote/deposit, which finds the quote again from here.
      try {
        sessionStorage.setItem(DEPOSIT_RETURN_KEY, token);
      } catch {
        // Private browsing may refuse it: the page back then says to open the mailed link.
      }
      leaveFor(url);
    },
  });
  const due = order.depositDue;
  return (
    <section
      aria-labelledby="quote-order"
      className="mt-4 rounded-2xl bg-white p-4 ring-1 ring-emerald-200 sm:p-6"
    >
      <h2 id="quote-order" className="flex items-start gap-2 text-lg font-bold text-emerald-800">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <span className="break-all">{t.acceptedHeading(order.orderNumber)}</span>
      </h2>
      {quote.acceptedAt && (
        <p className="mt-1 text-sm text-stone-600">{t.acceptedAt(quote.acceptedAt)}</p>
      )}
      {order.cancelled ? (
        <p role="alert" className="mt-3 font-semibold text-red-700">
          {t.orderCancelled}
        </p>
      ) : due > 0 ? (
        <div className="mt-3">
          <p className="text-base font-bold text-stone-900">{t.payNow(formatVnd(due))}</p>
          <p className="mt-1 text-sm text-stone-600">{t.payNowHint}</p>
          {order.depositByVnpay && (
            <div className="mt-4">
              <button
                type="button"
                className={`${PRIMARY} w-full sm:w-auto`}
                disabled={vnpay.isPending}
                aria-busy={vnpay.isPending || undefined}
                onClick={() => {
                  vnpay.mutate();
                }}
              >
                <CreditCard aria-hidden="true" className="size-5" />
                {vnpay.isPending ? t.openingVnpay : t.payByVnpay}
              </button>
              <p className="mt-1 text-xs text-stone-500">{t.payByVnpayHint}</p>
              {vnpay.isError && (
                <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
                  {messageOf(vnpay.error, t.notLoaded)}
                </p>
              )}
            </div>
          )}
          {account && (
            <div className="mt-4">
              {order.depositByVnpay && (
                <p className="mb-2 text-sm font-semibold text-stone-700">{t.orTransfer}</p>
              )}
              <VietQrTransfer account={account} amount={due} orderCode={order.orderNumber} />
            </div>
          )}
        </div>
      ) : order.waitingForDeposit || (order.received > 0 && order.received < quote.totalAmt) ? (
        // The deposit in (decision 061: the order is then placed), the balance still owed.
        <p className="mt-3 text-stone-800">{t.depositReceived(formatVnd(order.received))}</p>
      ) : quote.depositAmt === 0 ? (
        <p className="mt-3 text-stone-800">{t.cashOnDelivery}</p>
      ) : (
        <p className="mt-3 text-stone-800">{t.placedOrder(order.orderNumber)}</p>
      )}
    </section>
  );
}

/** /quote/deposit?order=…&paid=1|0: where VNPay's page brings the buyer back after a deposit. */
function DepositReturn() {
  const t = useTexts(quotePageTexts);
  const [params] = useSearchParams();
  const order = params.get('order') ?? '';
  const paid = params.get('paid') === '1';
  const [token] = useState(() => {
    try {
      return sessionStorage.getItem(DEPOSIT_RETURN_KEY);
    } catch {
      return null;
    }
  });
  return (
    <section className="mx-auto max-w-xl py-10 text-center" aria-labelledby="deposit-heading">
      {paid ? (
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
      ) : (
        <CircleAlert aria-hidden="true" className="mx-auto size-12 text-amber-600" />
      )}
      <h1 id="deposit-heading" className="mt-3 text-xl font-bold text-stone-900 sm:text-2xl">
        {t.depositTitle}
      </h1>
      <p role="status" className="mt-3 break-words text-stone-700">
        {paid ? t.depositPaid(order) : t.depositNotPaid(order)}
      </p>
      <div className="mt-6">
        {token ? (
          <Link to={`/quote/${token}`} className={PRIMARY}>
            {t.backToQuote}
          </Link>
        ) : (
          <p className="text-sm text-stone-600">{t.reopenFromMail}</p>
        )}
      </div>
    </section>
  );
}
