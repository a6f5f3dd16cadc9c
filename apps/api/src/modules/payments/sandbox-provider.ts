import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentNotification,
  PaymentProvider,
} from './payment-provider';
import { readSignedEvent } from './stripe-events';

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

  constructor(private readonly publicUrl: string) {}

  createCheckoutSession(_request: CheckoutRequest): Promise<CheckoutSession> {
    const id = `cs_sandbox_${randomBytes(16).toString('hex')}`;
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
        },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.secret });
    return { payload, signature };
  }
}
