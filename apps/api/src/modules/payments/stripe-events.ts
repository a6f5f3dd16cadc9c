import Stripe from 'stripe';
import { AppError } from '../../app-error';
import type { PaymentNotification, PaymentOutcome } from './payment-provider';

/** How old a signed notification may be (Stripe's own default): older ones may be replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Verifies a Stripe-signed event (`Stripe-Signature: t=...,v1=HMAC-SHA256(secret, "t.body")`)
 * over the exact bytes received, and reads what it means for a checkout session. Both the Stripe
 * and the sandbox provider sign this way, so both are checked by this one function.
 */
export function readSignedEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): PaymentNotification {
  if (!signature) throw new AppError('BAD_REQUEST', 'Missing signature');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid or expired signature');
  }
  return { eventId: event.id, type: event.type, payload: event, ...outcomeOf(event) };
}

function outcomeOf(event: Stripe.Event): {
  outcome: PaymentOutcome;
  sessionId: string | undefined;
} {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      // Delayed methods (bank transfers) complete unpaid and send async_payment_succeeded later.
      const settled =
        session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      return { outcome: settled ? 'paid' : 'ignored', sessionId: session.id };
    }
    case 'checkout.session.async_payment_succeeded':
      return { outcome: 'paid', sessionId: event.data.object.id };
    case 'checkout.session.async_payment_failed':
      return { outcome: 'failed', sessionId: event.data.object.id };
    case 'checkout.session.expired':
      return { outcome: 'expired', sessionId: event.data.object.id };
    default:
      return { outcome: 'ignored', sessionId: undefined };
  }
}
