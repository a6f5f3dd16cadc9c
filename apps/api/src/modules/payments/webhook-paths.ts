import type { PaymentProvider } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox-provider';

export const STRIPE_WEBHOOK_PATH = '/api/order/webhook';
export const SANDBOX_WEBHOOK_PATH = '/api/order/webhook/sandbox';

/** Where a provider posts its signed notifications. */
export function webhookPathOf(provider: PaymentProvider): string {
  return provider instanceof SandboxPaymentProvider ? SANDBOX_WEBHOOK_PATH : STRIPE_WEBHOOK_PATH;
}
