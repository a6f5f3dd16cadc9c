import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentNotification,
  PaymentProvider,
} from './payment-provider';
import { readSignedEvent } from './stripe-events';

const SESSIONS_REMEMBERED = 100_000;

/** What the shopper chose on the sandbox page. */
export type SandboxChoice = 'pay' | 'cancel';

/**
 * A hosted checkout served by the shop itself, for development and offline demos: no card, no
 * money. Its page posts back a Stripe-format event signed with a secret of this process, which
 * goes through the same verification and handler as Stripe's.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly testMoney = true;
  // Only this process signs and verifies sandbox events (the page posts to itself), so a fresh
  // secret per process is enough and never needs configuring.
  private readonly secret = `whsec_sandbox_${randomBytes(24).toString('hex')}`;
  /**
   * What each session of this process charges, as a real provider remembers it: its notifications
   * carry the amount, which the shop checks against the payment. The oldest are forgotten past
   * SESSIONS_REMEMBERED (a session that old has expired long ago).
   */
  private readonly amounts = new Map<string, number>();

  constructor(private readonly publicUrl: string) {}

  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
    const id = `cs_sandbox_${randomBytes(16).toString('hex')}`;
    this.amounts.set(id, request.totalAmt);
    for (const oldest of this.amounts.keys()) {
      if (this.amounts.size <= SESSIONS_REMEMBERED) break;
      this.amounts.delete(oldest);
    }
    return Promise.resolve({ id, url: `${this.publicUrl}/sandbox/checkout/${id}` });
  }

  expireCheckoutSession(_sessionId: string): Promise<void> {
    // The page itself refuses to pay an order that is no longer pending.
    return Promise.resolve();
  }

  verifyNotification(rawBody: Buffer, signature: string | undefined): PaymentNotification {
    return readSignedEvent(rawBody, signature, this.secret);
  }

  /** The signed notification the page sends when the shopper pays or cancels. */
  signedNotification(sessionId: string, choice: SandboxChoice) {
    const payload = JSON.stringify({
      id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      // Cancelling ends the session at once, as an expiry would.
      type: choice === 'pay' ? 'checkout.session.completed' : 'checkout.session.expired',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: choice === 'pay' ? 'paid' : 'unpaid',
          amount_total: this.amounts.get(sessionId) ?? null,
          currency: 'vnd',
        },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.secret });
    return { payload, signature };
  }
}
