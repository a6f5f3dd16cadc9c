import { CircleCheck } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { VietQrTransfer } from '../../components/ui/vietqr-transfer';
import { bankTransferQuery } from '../../lib/bank-transfer-query';

/**
 * What the page may say succeeded. Anyone can send a shopper a link to /success with any `text`,
 * so only these words are shown (a link saying "Refund Successfully" must not look like the shop).
 */
const KNOWN_TEXTS = ['Order', 'Payment'] as const;
type KnownText = (typeof KNOWN_TEXTS)[number];

function knownText(text: unknown): KnownText | undefined {
  return KNOWN_TEXTS.find((known) => known === text);
}

/** The `text` a page passed in the navigation's state, if it passed one. */
function textFromState(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'text' in state ? state.text : undefined;
}

/** The transfer a bank-transfer order still waits for, when the checkout passed one. */
function transferFromState(state: unknown): { orderCode: string; amount: number } | undefined {
  if (typeof state !== 'object' || state === null || !('transfer' in state)) return undefined;
  const transfer: unknown = state.transfer;
  if (typeof transfer !== 'object' || transfer === null) return undefined;
  const { orderCode, amount } = transfer as Record<string, unknown>;
  return typeof orderCode === 'string' && typeof amount === 'number'
    ? { orderCode, amount }
    : undefined;
}

/** The VietQR code of the order just placed by transfer, once the shop's account is known. */
function TransferToPay({ orderCode, amount }: { orderCode: string; amount: number }) {
  const { data: account } = useQuery(bankTransferQuery);
  if (!account) return null;
  return (
    <div className="mt-4 w-full">
      <VietQrTransfer account={account} amount={amount} orderCode={orderCode} />
    </div>
  );
}

/**
 * /success: "Order Successfully" after cash on delivery (router state), "Payment Successfully"
 * when the payment provider returns with `?text=Payment`, and "Payment" when neither says (or
 * either says anything else).
 */
export function SuccessPage() {
  const state: unknown = useLocation().state;
  const [searchParams] = useSearchParams();
  const text = knownText(textFromState(state)) ?? knownText(searchParams.get('text')) ?? 'Payment';
  const transfer = transferFromState(state);

  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-12 text-center sm:py-16">
      <div className="w-full rounded-2xl bg-emerald-50 p-6 ring-1 ring-emerald-200">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-emerald-700" />
        <h1 className="mt-3 text-xl font-bold break-words text-emerald-900">{`${text} Successfully`}</h1>
        <Link
          to="/"
          className="mt-5 inline-flex h-11 items-center rounded-xl border-2 border-emerald-700 px-5 text-sm font-bold text-emerald-800 transition hover:bg-emerald-700 hover:text-white"
        >
          Go To Home
        </Link>
      </div>
      {transfer && <TransferToPay {...transfer} />}
    </section>
  );
}
