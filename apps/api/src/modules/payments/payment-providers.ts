import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox-provider';
import { StripePaymentProvider } from './stripe-provider';

/** The configured provider: Stripe when its keys are set, else the built-in sandbox. */
export function paymentProviderFor(
  config: Pick<Config, 'paymentProvider' | 'stripe' | 'publicUrl'>,
): PaymentProvider {
  if (config.paymentProvider === 'stripe' && config.stripe) {
    return new StripePaymentProvider(config.stripe);
  }
  return new SandboxPaymentProvider(config.publicUrl);
}
