import { useEffect, useMemo, useRef, useState } from 'react';
import { Check, Copy, Download } from 'lucide-react';
import { encode } from 'uqr';
import { formatVnd, transferPurpose, vietQrBankName, vietQrPayload } from '@shop/contract';
import type { BankAccount } from '../../lib/bank-transfer-query';
import { useTexts } from '../../lib/locale';
import { qrPngDataUrl } from './qr-png';
import { vietQrTransferTexts } from './vietqr-transfer-texts';

interface VietQrTransferProps {
  account: BankAccount;
  amount: number;
  orderCode: string;
}

/** Pixels a module of the saved image: a 45-module code is 360 px, sharp in any bank app. */
const PNG_SCALE = 8;

/** How long "Copied" stays on a button. */
const COPIED_MS = 3000;

/** The QR code as SVG squares: one path, crisp at any size, scannable from a screen. */
function QrSvg({ modules, text, label }: { modules: boolean[][]; text: string; label: string }) {
  const path = useMemo(() => {
    let d = '';
    modules.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return d;
  }, [modules]);
  const size = modules.length;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="mx-auto size-56 rounded-lg bg-white"
      data-vietqr={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** Selects the text of `element`, for the buyer to copy it themselves. */
function selectText(element: HTMLElement | null): void {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * One detail the buyer types into their bank app, with a button copying it: a phone cannot scan
 * its own screen. Without a clipboard (a page over plain http, an old browser) or when the copy is
 * refused, the text is selected instead, for the device's own Copy.
 */
function CopyRow({
  label,
  shown,
  value,
  what,
}: {
  label: string;
  /** As the page shows it (the amount formatted). */
  shown: string;
  /** As the bank app takes it (the amount in digits only). */
  value: string;
  /** The detail's name inside a sentence ("account number"). */
  what: string;
}) {
  const t = useTexts(vietQrTransferTexts);
  const valueRef = useRef<HTMLSpanElement>(null);
  const [result, setResult] = useState<'copied' | 'selected' | null>(null);

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => {
      setResult(null);
    }, COPIED_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [result]);

  const copy = async () => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    try {
      if (!clipboard) throw new Error('no clipboard');
      await clipboard.writeText(value);
      setResult('copied');
    } catch {
      selectText(valueRef.current);
      setResult('selected');
    }
  };

  return (
    <>
      <dt className="self-center text-stone-500">{label}</dt>
      <dd className="flex min-w-0 items-center justify-between gap-2">
        <span ref={valueRef} className="min-w-0 font-semibold break-all text-stone-900">
          {shown}
        </span>
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex h-8 shrink-0 items-center gap-1 rounded-lg border border-brand-700 px-2.5 text-xs font-semibold text-brand-800 hover:bg-brand-50"
        >
          {result === 'copied' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {result === 'copied' ? t.copied : result === 'selected' ? t.selected : t.copy}{' '}
          <span className="sr-only">{what}</span>
        </button>
        <span role="status" className="sr-only">
          {result === 'copied'
            ? t.copiedWhat(what)
            : result === 'selected'
              ? t.selectedWhat(what)
              : ''}
        </span>
      </dd>
    </>
  );
}

/** A file name for the saved code, naming the order: "vietqr-ORD-2611-0001.png". */
function pngFileName(orderCode: string): string {
  return `vietqr-${orderCode.replace(/[^A-Za-z0-9_-]/g, '') || 'order'}.png`;
}

/**
 * What a shopper needs to pay an order by transfer: the VietQR code any Vietnamese bank app scans
 * (the exact amount, the order code as the content), the bank by its name, and the same details as
 * text with buttons copying them, and the code saved as a picture (on a phone, the bank app opens
 * it from the gallery).
 */
export function VietQrTransfer({ account, amount, orderCode }: VietQrTransferProps) {
  const t = useTexts(vietQrTransferTexts);
  const purpose = transferPurpose(orderCode);
  const payload = vietQrPayload({
    bin: account.bin,
    accountNumber: account.accountNumber,
    amount,
    purpose,
  });
  const modules = useMemo(() => encode(payload, { ecc: 'M', border: 2 }).data, [payload]);
  const pngUrl = useMemo(() => qrPngDataUrl(modules, PNG_SCALE), [modules]);
  const bankName = vietQrBankName(account.bin);
  return (
    <section
      aria-label={t.region}
      className="rounded-2xl bg-white p-4 text-left ring-1 ring-stone-200"
    >
      <h2 className="text-center font-bold text-stone-900">{t.heading}</h2>
      <p className="mt-1 text-center text-sm text-stone-600">{t.scanHint}</p>
      <p className="mt-1 text-center text-sm text-stone-600 md:hidden">{t.phoneHint}</p>
      <div className="mt-3">
        <QrSvg modules={modules} text={payload} label={t.qrLabel(formatVnd(amount))} />
      </div>
      <div className="mt-2 flex justify-center">
        <a
          href={pngUrl}
          download={pngFileName(orderCode)}
          className="inline-flex h-10 items-center gap-1.5 rounded-xl border-2 border-brand-700 px-4 text-sm font-bold text-brand-800 hover:bg-brand-50"
        >
          <Download aria-hidden="true" className="size-4" />
          {t.saveQr}
        </a>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
        <dt className="text-stone-500">{t.bank}</dt>
        <dd className="font-semibold text-stone-900">{bankName ?? t.bankByBin(account.bin)}</dd>
        <CopyRow
          label={t.accountNumber}
          shown={account.accountNumber}
          value={account.accountNumber}
          what={t.accountNumberWhat}
        />
        <dt className="text-stone-500">{t.accountName}</dt>
        <dd className="font-semibold text-stone-900">{account.accountName}</dd>
        <CopyRow
          label={t.amount}
          shown={formatVnd(amount)}
          value={String(amount)}
          what={t.amountWhat}
        />
        <CopyRow label={t.content} shown={purpose} value={purpose} what={t.contentWhat} />
      </dl>
      <p className="mt-3 text-xs text-stone-500">{t.held(account.holdHours)}</p>
    </section>
  );
}
