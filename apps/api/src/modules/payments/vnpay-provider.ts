import { inBoth, type AnswerText } from '../../http/answer-texts';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { AppError } from '../../app-error';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentNotification,
  PaymentProvider,
} from './payment-provider';
import { vnpDate, vnpPaymentUrl, vnpSign, vnpVerify, withoutDiacritics } from './vnpay-signature';

/** Where VNPay answers the shopper's browser and posts its IPN, on the shop. */
export const VNPAY_IPN_PATH = '/api/payment/vnpay/ipn';
export const VNPAY_RETURN_PATH = '/api/payment/vnpay/return';

export interface VnpayProviderOptions {
  tmnCode: string;
  hashSecret: string;
  paymentUrl: string;
  publicUrl: string;
}

/** The parameters of a VNPay callback (IPN or return), strings only. */
export type VnpayParams = Record<string, string>;

/** VNPay's response code for a successful transaction. */
const VNPAY_OK = '00';

/** What every result VNPay sends (IPN and return) carries, and a payment request does not. */
const CALLBACK_KEYS = [
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_ResponseCode',
  'vnp_TransactionStatus',
  'vnp_TransactionNo',
] as const;

/**
 * What only the shop's payment request carries (API 2.1.0's request parameters that VNPay's IPN
 * and return never send back): a query with one of them is the shop's own signed request, sent
 * back to pose as a result.
 */
const REQUEST_ONLY_KEYS = new Set([
  'vnp_Version',
  'vnp_Command',
  'vnp_CreateDate',
  'vnp_ExpireDate',
  'vnp_CurrCode',
  'vnp_IpAddr',
  'vnp_Locale',
  'vnp_OrderType',
  'vnp_ReturnUrl',
]);
const REQUEST_ONLY_PREFIXES = ['vnp_Bill_', 'vnp_Inv_'];

/**
 * VNPay's hosted payment page (API 2.1.0), in VND. The shop signs the request it sends the shopper
 * there with; VNPay tells the shop the result twice, both signed: the IPN (server to server, the
 * source of truth) and the return of the shopper's browser.
 */
export class VnpayPaymentProvider implements PaymentProvider {
  readonly name = 'vnpay';
  readonly testMoney: boolean;

  constructor(private readonly options: VnpayProviderOptions) {
    // VNPay's sandbox, or a page on the shop itself (the offline stand-in), takes no real money.
    const page = new URL(options.paymentUrl);
    this.testMoney =
      page.hostname === 'sandbox.vnpayment.vn' || page.origin === new URL(options.publicUrl).origin;
  }

  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
    // One reference per attempt: VNPay refuses a reference it has seen, and a retried checkout is
    // a new order anyway.
    const txnRef = `${request.orderNumber}-${randomBytes(4).toString('hex')}`;
    const params: VnpayParams = {
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: this.options.tmnCode,
      // VNPay counts in hundredths of a dong.
      vnp_Amount: String(request.totalAmt * 100),
      vnp_CurrCode: 'VND',
      vnp_TxnRef: txnRef,
      vnp_OrderInfo: withoutDiacritics(
        request.purpose === 'deposit'
          ? `Dat coc don hang ${request.orderNumber}`
          : `Thanh toan don hang ${request.orderNumber}`,
      ),
      vnp_OrderType: 'other',
      vnp_Locale: 'vn',
      vnp_ReturnUrl: `${this.options.publicUrl}${VNPAY_RETURN_PATH}`,
      vnp_IpAddr: plainIp(request.clientIp),
      vnp_CreateDate: vnpDate(new Date()),
      vnp_ExpireDate: vnpDate(request.expiresAt),
    };
    return Promise.resolve({
      id: txnRef,
      url: vnpPaymentUrl(this.options.paymentUrl, params, this.options.hashSecret),
    });
  }

  expireCheckoutSession(_sessionId: string): Promise<void> {
    // VNPay closes the page itself at vnp_ExpireDate; it has no call to close one sooner.
    return Promise.resolve();
  }

  /** VNPay's callbacks are GETs: the route hands over the raw query string as the body. */
  verifyNotification(rawBody: Buffer, _signature: string | undefined): PaymentNotification {
    return this.readCallback(Object.fromEntries(new URLSearchParams(rawBody.toString('utf8'))));
  }

  /** Signs parameters with the shop's secret, as VNPay does (for the offline stand-in page). */
  sign(params: VnpayParams): VnpayParams {
    return { ...params, vnp_SecureHash: vnpSign(params, this.options.hashSecret) };
  }

  /** Whether these callback parameters were signed with the shop's secret. */
  isGenuine(params: VnpayParams): boolean {
    return vnpVerify(params, this.options.hashSecret);
  }

  /**
   * Why signed parameters are not a result VNPay sent this shop, or undefined when they are one: a
   * result names the shop's terminal and carries the transaction's codes and number, and none of
   * the request's own parameters (the signed payment request is signed with the same secret).
   */
  callbackRefusal(params: VnpayParams): AnswerText | undefined {
    const requestKey = Object.keys(params).find(
      (key) =>
        REQUEST_ONLY_KEYS.has(key) ||
        REQUEST_ONLY_PREFIXES.some((prefix) => key.startsWith(prefix)),
    );
    if (requestKey) return inBoth((t) => t.requestOnlyKey(requestKey));
    const missing = CALLBACK_KEYS.find((key) => !params[key]);
    if (missing) return inBoth((t) => t.keyMissing(missing));
    if (params['vnp_TmnCode'] !== this.options.tmnCode)
      return inBoth((t) => t.notThisShop('vnp_TmnCode'));
    return undefined;
  }

  /**
   * Verifies a callback's signature and that it is a result (`callbackRefusal`), then reads what
   * it says; a 400 when it is not genuine or not a result.
   */
  readCallback(params: VnpayParams): PaymentNotification {
    if (!this.isGenuine(params))
      throw new AppError(
        'BAD_REQUEST',
        inBoth((t) => t.invalidSignature),
      );
    const refusal = this.callbackRefusal(params);
    if (refusal) throw new AppError('BAD_REQUEST', refusal);
    const txnRef = params['vnp_TxnRef'] ?? '';
    const responseCode = params['vnp_ResponseCode'] ?? '';
    const transactionStatus = params['vnp_TransactionStatus'] ?? '';
    const paid = responseCode === VNPAY_OK && transactionStatus === VNPAY_OK;
    const hundredths = /^\d{1,18}$/.test(params['vnp_Amount'] ?? '')
      ? Number(params['vnp_Amount'])
      : Number.NaN;
    return {
      // The IPN and the return of one result carry the same values: whichever comes first counts.
      eventId: [txnRef, params['vnp_TransactionNo'] ?? '', responseCode, transactionStatus].join(
        ':',
      ),
      type: paid ? 'vnpay.paid' : `vnpay.failed.${responseCode}`,
      outcome: paid ? 'paid' : 'failed',
      sessionId: txnRef || undefined,
      amount: Number.isInteger(hundredths / 100) ? hundredths / 100 : undefined,
      // VNPay charges in VND only; the callback does not repeat the currency.
      currency: 'VND',
      reference: params['vnp_TransactionNo'] ?? '',
      payload: params,
    };
  }
}

/** The shopper's address as VNPay expects it: IPv4 without the IPv6-mapped prefix. */
function plainIp(ip: string | undefined): string {
  const bare = ip?.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  return bare && isIP(bare) ? bare : '127.0.0.1';
}
