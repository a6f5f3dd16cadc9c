import { inBoth } from '../../http/answer-texts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { findSessionView, type SandboxSessionView } from './payments.repo';
import type { SandboxChoice, SandboxPaymentProvider } from './sandbox-provider';

/** A notification signed by the sandbox, in the body and header a provider's servers would send. */
export interface SignedNotification {
  payload: string;
  signature: string;
}

export interface SandboxCheckoutDeps {
  db: Database;
  sandbox: SandboxPaymentProvider;
  publicUrl: string;
  /** Posts a notification to the shop's webhook, as a provider would; answers how it answered. */
  deliver: (notification: SignedNotification) => Promise<{ statusCode: number; body: string }>;
}

/** What the sandbox page shows for a session; undefined when the shop opened no such session. */
export function findSandboxSession(
  deps: Pick<SandboxCheckoutDeps, 'db'>,
  sessionId: string,
): Promise<SandboxSessionView | undefined> {
  return findSessionView(deps.db, 'sandbox', sessionId);
}

/**
 * Acts on the shopper's choice on the sandbox page. While the order waits for its payment, the
 * choice reaches the shop as a real provider's would: a signed notification posted to the webhook.
 * Answers where to send the shopper: the success page if the order is now paid, else the cancel one.
 */
export async function submitSandboxChoice(
  deps: SandboxCheckoutDeps,
  sessionId: string,
  choice: SandboxChoice,
  log: FastifyBaseLogger,
): Promise<string> {
  const before = await findSandboxSession(deps, sessionId);
  if (!before)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.testPaymentNotFound),
    );
  if (before.orderStatus === 'pending_payment') {
    const delivered = await deps.deliver(deps.sandbox.signedNotification(sessionId, choice));
    if (delivered.statusCode !== 200) {
      log.error({ body: delivered.body }, 'sandbox notification was refused');
      throw new AppError(
        'INTERNAL',
        inBoth((t) => t.testPaymentNotRecorded),
      );
    }
  }
  const after = await findSandboxSession(deps, sessionId);
  const paid = choice === 'pay' && after?.orderPaymentStatus === 'paid';
  return paid ? `${deps.publicUrl}/success?text=Payment` : `${deps.publicUrl}/cancel`;
}
