import Stripe from 'stripe';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentNotification,
  PaymentProvider,
} from './payment-provider';
import { readSignedEvent } from './stripe-events';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the Stripe API is; tests point it at a local server. Defaults to api.stripe.com. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Stripe Checkout in VND, a zero-decimal currency: amounts are whole dong. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly testMoney: boolean;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(options.api ?? {}),
    });
    this.webhookSecret = options.webhookSecret;
    // Stripe's test-mode keys (secret and restricted) say so in their prefix.
    this.testMoney = /^(sk|rk)_test_/.test(options.secretKey);
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        currency: 'vnd',
        line_items: request.lines.map((line) => ({
          quantity: line.quantity,
          price_data: {
            currency: 'vnd',
            unit_amount: line.unitAmount,
            product_data: {
              name: line.name,
              // Stripe shows only images it can fetch over https.
              ...(line.image?.startsWith('https://') ? { images: [line.image] } : {}),
            },
          },
        })),
        client_reference_id: request.orderId,
        metadata: { orderId: request.orderId, orderNumber: request.orderNumber },
        payment_intent_data: { metadata: { orderId: request.orderId } },
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      // A retried call for the same order gets the same session back.
      { idempotencyKey: `checkout-${request.orderId}` },
    );
    if (!session.url) throw new Error(`Stripe returned no checkout page for ${session.id}`);
    return { id: session.id, url: session.url };
  }

  async expireCheckoutSession(sessionId: string): Promise<void> {
    await this.stripe.checkout.sessions.expire(sessionId);
  }

  verifyNotification(rawBody: Buffer, signature: string | undefined): PaymentNotification {
    return readSignedEvent(rawBody, signature, this.webhookSecret);
  }
}
