/** The payment providers the shop can open a hosted checkout with. */
export type PaymentProviderName = 'sandbox' | 'stripe' | 'vnpay';

export interface CheckoutLine {
  name: string;
  /** Absolute url of the product's first image, if it has one. */
  image: string | undefined;
  /** What one unit costs after its discount, in dong. */
  unitAmount: number;
  quantity: number;
}

export interface CheckoutRequest {
  orderId: string;
  orderNumber: string;
  lines: CheckoutLine[];
  totalAmt: number;
  /** When the order stops holding its stock; the hosted page closes then too. */
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  /** The shopper's IP address, which some providers (VNPay) record with the payment. */
  clientIp?: string;
  /**
   * What the session pays: the order's whole total (the default), or an accepted quote's deposit
   * (issue 46: `totalAmt` is then the deposit, and the order is paid only once its payments cover
   * it).
   */
  purpose?: 'order' | 'deposit';
}

export interface CheckoutSession {
  /** The provider's session id. */
  id: string;
  /** The page to send the shopper to. */
  url: string;
}

/** What a verified notification means for the order it is about. */
export type PaymentOutcome = 'paid' | 'expired' | 'failed' | 'ignored';

export interface PaymentNotification {
  /** The provider's event id: each one is processed once. */
  eventId: string;
  type: string;
  outcome: PaymentOutcome;
  sessionId: string | undefined;
  /**
   * What the provider says was charged, in the currency's whole units (dong), and the currency as
   * the provider writes it; undefined when the notification does not say.
   */
  amount: number | undefined;
  currency: string | undefined;
  /** The provider's own number for the transaction (VNPay's vnp_TransactionNo), when it gives one. */
  reference?: string;
  payload: unknown;
}

/**
 * A hosted checkout: the shop creates a session, the shopper pays on the provider's page, and the
 * provider tells the shop what happened in a signed notification.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Whether its payments move test money only; their orders are marked as test payments. */
  readonly testMoney: boolean;
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Closes a session so it can no longer be paid (best effort). */
  expireCheckoutSession(sessionId: string): Promise<void>;
  /** Checks the signature over the raw body; throws a 400 AppError when it is not genuine. */
  verifyNotification(rawBody: Buffer, signature: string | undefined): PaymentNotification;
}
