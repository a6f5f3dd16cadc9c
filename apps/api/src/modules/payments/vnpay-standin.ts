import { randomInt } from 'node:crypto';
import { formatVnd } from '@shop/contract';
import { escapeHtml, offlinePage, offlinePageCsp } from './offline-payment-page';
import type { VnpayParams, VnpayPaymentProvider } from './vnpay-provider';
import { parseVnpDate, vnpDate, vnpEncode } from './vnpay-signature';

/** Where the stand-in serves VNPay's payment page; VNPAY_PAYMENT_URL points here to use it. */
export const VNPAY_STANDIN_PATH = '/dev/vnpay/vpcpay.html';

/** What the shopper chose on the stand-in page. */
export type StandInChoice = 'pay' | 'cancel';

/** VNPay's code for a payment the shopper cancelled on its page. */
const CANCELLED_BY_SHOPPER = '24';

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#eef2f7;color:#0f172a}
main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0002}
.badge{display:inline-block;padding:.25rem .5rem;border-radius:.25rem;background:#fde047;color:#713f12;font-weight:700}
h1{font-size:1.25rem;color:#005baa}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{color:#475569}dd{margin:0;font-weight:600}
form{display:flex;gap:.75rem;margin-top:1.5rem}
button{flex:1;padding:.75rem;border:0;border-radius:.5rem;font-size:1rem;cursor:pointer}
.pay{background:#005baa;color:#fff}.cancel{background:#e2e8f0;color:#0f172a}
`;

const LOOK = {
  lang: 'vi',
  badge: 'VNPay (mô phỏng ngoại tuyến) · không trừ tiền thật',
  style: STYLE,
};

/** No scripts or frames; forms post to the page itself, whose answer sends the shopper back. */
export const standInPageCsp = (publicUrl: string) => offlinePageCsp(LOOK, publicUrl);

const page = (title: string, body: string) => offlinePage(LOOK, title, body);

/** Why the stand-in refuses a request, as VNPay's page would; undefined when it may be paid. */
export function standInRefusal(
  vnpay: VnpayPaymentProvider,
  params: VnpayParams,
  now = new Date(),
): string | undefined {
  if (!vnpay.isGenuine(params)) return 'Sai chữ ký (vnp_SecureHash).';
  if (params['vnp_Version'] !== '2.1.0' || params['vnp_Command'] !== 'pay')
    return 'Phiên bản hoặc lệnh không hợp lệ.';
  if (!/^\d+00$/.test(params['vnp_Amount'] ?? '')) return 'Số tiền không hợp lệ.';
  if (!params['vnp_TxnRef'] || !params['vnp_ReturnUrl']) return 'Thiếu mã giao dịch.';
  const expires = parseVnpDate(params['vnp_ExpireDate'] ?? '');
  if (!expires || expires.getTime() < now.getTime())
    return 'Giao dịch đã quá thời gian chờ thanh toán.';
  return undefined;
}

/** The stand-in's payment page: the amount and the order's description, Pay or Cancel. */
export function renderStandIn(params: VnpayParams, query: string, refusal: string | undefined) {
  if (refusal) {
    return page(
      'VNPay: giao dịch không hợp lệ',
      `<h1>Giao dịch không hợp lệ</h1><p>${escapeHtml(refusal)}</p>`,
    );
  }
  const amount = formatVnd(Number(params['vnp_Amount']) / 100);
  return page(
    'VNPay: thanh toán',
    `<h1>Thanh toán qua VNPay</h1>
<dl>
<dt>Mã giao dịch</dt><dd>${escapeHtml(params['vnp_TxnRef'] ?? '')}</dd>
<dt>Nội dung</dt><dd>${escapeHtml(params['vnp_OrderInfo'] ?? '')}</dd>
<dt>Số tiền</dt><dd>${escapeHtml(amount)}</dd>
</dl>
<form method="post" action="${escapeHtml(`${VNPAY_STANDIN_PATH}?${query}`)}">
<button class="pay" type="submit" name="action" value="pay">Thanh toán ${escapeHtml(amount)}</button>
<button class="cancel" type="submit" name="action" value="cancel">Huỷ thanh toán</button>
</form>`,
  );
}

/** The signed result VNPay sends for a request: the same for its IPN and its return. */
export function standInResult(
  vnpay: VnpayPaymentProvider,
  request: VnpayParams,
  choice: StandInChoice,
  now = new Date(),
): VnpayParams {
  const code = choice === 'pay' ? '00' : CANCELLED_BY_SHOPPER;
  return vnpay.sign({
    vnp_TmnCode: request['vnp_TmnCode'] ?? '',
    vnp_Amount: request['vnp_Amount'] ?? '',
    vnp_BankCode: 'NCB',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: request['vnp_OrderInfo'] ?? '',
    vnp_PayDate: vnpDate(now),
    vnp_ResponseCode: code,
    vnp_TransactionNo: choice === 'pay' ? String(10_000_000 + randomInt(89_999_999)) : '0',
    vnp_TransactionStatus: code === '00' ? '00' : '02',
    vnp_TxnRef: request['vnp_TxnRef'] ?? '',
  });
}

/** A signed result as the query string VNPay appends to the IPN and return addresses. */
export function resultQuery(result: VnpayParams): string {
  return Object.entries(result)
    .map(([key, value]) => `${key}=${vnpEncode(value)}`)
    .join('&');
}
