/* eslint-disable shop/no-literal-text -- its texts are not yet in the message catalogue (issue 41) */
import { useMemo } from 'react';
import { encode } from 'uqr';
import { formatVnd, transferPurpose, vietQrPayload } from '@shop/contract';
import type { BankAccount } from '../../lib/bank-transfer-query';

interface VietQrTransferProps {
  account: BankAccount;
  amount: number;
  orderCode: string;
}

/** The QR code as SVG squares: one path, crisp at any size, scannable from a screen. */
function QrSvg({ text, label }: { text: string; label: string }) {
  const { path, size } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: 2 });
    let d = '';
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { path: d, size: qr.size };
  }, [text]);
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

/**
 * What a shopper needs to pay an order by transfer: the VietQR code any Vietnamese bank app scans
 * (the exact amount, the order code as the content), and the same details as text.
 */
export function VietQrTransfer({ account, amount, orderCode }: VietQrTransferProps) {
  const purpose = transferPurpose(orderCode);
  const payload = vietQrPayload({
    bin: account.bin,
    accountNumber: account.accountNumber,
    amount,
    purpose,
  });
  return (
    <section
      aria-label="Thông tin chuyển khoản"
      className="rounded-2xl bg-white p-4 text-left ring-1 ring-stone-200"
    >
      <h2 className="text-center font-bold text-stone-900">Chuyển khoản bằng mã VietQR</h2>
      <p className="mt-1 text-center text-sm text-stone-600">
        Quét mã bằng ứng dụng ngân hàng để chuyển đúng số tiền và nội dung.
      </p>
      <div className="mt-3">
        <QrSvg text={payload} label={`Mã VietQR chuyển ${formatVnd(amount)}`} />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-500">Mã ngân hàng (BIN)</dt>
        <dd className="font-semibold text-stone-900">{account.bin}</dd>
        <dt className="text-stone-500">Số tài khoản</dt>
        <dd className="font-semibold text-stone-900">{account.accountNumber}</dd>
        <dt className="text-stone-500">Chủ tài khoản</dt>
        <dd className="font-semibold text-stone-900">{account.accountName}</dd>
        <dt className="text-stone-500">Số tiền</dt>
        <dd className="font-semibold text-stone-900">{formatVnd(amount)}</dd>
        <dt className="text-stone-500">Nội dung</dt>
        <dd className="font-semibold text-stone-900">{purpose}</dd>
      </dl>
      <p className="mt-3 text-xs text-stone-500">
        Đơn hàng được giữ {account.holdHours} giờ; cửa hàng xác nhận khi nhận được tiền.
      </p>
    </section>
  );
}
