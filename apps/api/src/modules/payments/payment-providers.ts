import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox-provider';
import { StripePaymentProvider } from './stripe-provider';
import { VnpayPaymentProvider } from './vnpay-provider';

/** The configured provider: Stripe or VNPay when chosen with their keys, else the built-in sandbox. */
export function paymentProviderFor(
  config: Pick<Config, 'paymentProvider' | 'stripe' | 'publicUrl'> & {
    vnpay?: Config['vnpay'];
  },
): PaymentProvider {
  if (config.paymentProvider === 'stripe' && config.stripe) {
    return new StripePaymentProvider(config.stripe);
  }
  if (config.paymentProvider === 'vnpay' && config.vnpay) {
    return new VnpayPaymentProvider({ ...config.vnpay, publicUrl: config.publicUrl });
  }
  return new SandboxPaymentProvider(config.publicUrl);
}
