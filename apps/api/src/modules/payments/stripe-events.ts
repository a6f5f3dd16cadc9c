import { inBoth } from '../../http/answer-texts';
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
  if (!signature)
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.missingSignature),
    );
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.invalidOrExpiredSignature),
    );
  }
  return { eventId: event.id, type: event.type, payload: event, ...outcomeOf(event) };
}

type EventMeaning = Pick<PaymentNotification, 'outcome' | 'sessionId' | 'amount' | 'currency'>;

/** The session an event is about, with what it charged (VND is zero-decimal: whole dong). */
function aboutSession(session: Stripe.Checkout.Session, outcome: PaymentOutcome): EventMeaning {
  return {
    outcome,
    sessionId: session.id,
    amount: typeof session.amount_total === 'number' ? session.amount_total : undefined,
    currency: typeof session.currency === 'string' ? session.currency : undefined,
  };
}

function outcomeOf(event: Stripe.Event): EventMeaning {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      // Delayed methods (bank transfers) complete unpaid and send async_payment_succeeded later.
      const settled =
        session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      return aboutSession(session, settled ? 'paid' : 'ignored');
    }
    case 'checkout.session.async_payment_succeeded':
      return aboutSession(event.data.object, 'paid');
    case 'checkout.session.async_payment_failed':
      return aboutSession(event.data.object, 'failed');
    case 'checkout.session.expired':
      return aboutSession(event.data.object, 'expired');
    default:
      return { outcome: 'ignored', sessionId: undefined, amount: undefined, currency: undefined };
  }
}
