import { formatVnd } from '@shop/contract';
import { escapeHtml, offlinePage, offlinePageCsp } from './offline-payment-page';
import type { SandboxSessionView } from './payments.repo';

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0002}
.badge{display:inline-block;padding:.25rem .5rem;border-radius:.25rem;background:#fde047;color:#713f12;font-weight:700;letter-spacing:.05em}
h1{font-size:1.25rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{color:#52525b}dd{margin:0;font-weight:600}
form{display:flex;gap:.75rem;margin-top:1.5rem}
button{flex:1;padding:.75rem;border:0;border-radius:.5rem;font-size:1rem;cursor:pointer}
.pay{background:#16a34a;color:#fff}.cancel{background:#e4e4e7;color:#18181b}
`;

const LOOK = { lang: 'en', badge: 'TEST PAYMENT · sandbox · no real money', style: STYLE };

/** The page allows nothing but its one style block and posting its form to the shop. */
export const sandboxPageCsp = (publicUrl: string) => offlinePageCsp(LOOK, publicUrl);

const page = (title: string, body: string) => offlinePage(LOOK, title, body);

/** Why the page no longer takes payment. */
function closedText(view: SandboxSessionView): string {
  if (view.orderPaymentStatus === 'paid') return 'This order has been paid.';
  if (view.orderStatus === 'cancelled')
    return 'This order was cancelled; its payment window has closed.';
  return 'This payment is closed.';
}

/** The sandbox's hosted checkout: order number, amount, and Pay / Cancel as plain forms. */
export function renderSandboxCheckout(
  sessionId: string,
  view: SandboxSessionView,
  publicUrl: string,
): string {
  const amount = formatVnd(view.totalAmt);
  const details = `<dl>
<dt>Order</dt><dd>${escapeHtml(view.orderNumber)}</dd>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
</dl>`;
  if (view.orderStatus !== 'pending_payment') {
    const state = closedText(view);
    return page(
      `Test payment ${view.orderNumber}`,
      `<h1>Test payment closed</h1>
${details}
<p>${escapeHtml(state)}</p>
<p><a href="${escapeHtml(publicUrl)}/">Back to the shop</a></p>`,
    );
  }
  return page(
    `Test payment ${view.orderNumber}`,
    `<h1>Pay for your order (test)</h1>
${details}
<p>This is the shop's built-in test checkout. No card is charged.</p>
<form method="post" action="/sandbox/checkout/${encodeURIComponent(sessionId)}">
<button class="pay" type="submit" name="action" value="pay">Pay ${escapeHtml(amount)}</button>
<button class="cancel" type="submit" name="action" value="cancel">Cancel</button>
</form>`,
  );
}

export function renderSandboxNotFound(): string {
  return page(
    'Test payment not found',
    '<h1>Test payment not found</h1><p>This payment session does not exist.</p>',
  );
}
