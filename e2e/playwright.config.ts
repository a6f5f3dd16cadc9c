import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env['E2E_PORT'] ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const mailSmtpPort = Number(process.env['E2E_MAIL_SMTP_PORT'] ?? 4025);
/** Where the tests read the mail the shop sent (scripts/mail-catcher.mjs). */
/**
 * A second shop for the Vietnamese payments journey: VNPay through its offline stand-in page, and
 * bank transfers to a configured account. The first shop keeps the sandbox the other specs use.
 */
const vnPort = Number(process.env['E2E_VN_PORT'] ?? 4174);
export const vnShopURL = `http://127.0.0.1:${vnPort}`;
/** The stand-in signs with this secret, as VNPay signs with the one it gave the shop. */
export const VN_SHOP_HASH_SECRET = 'E2E-VNPAY-SECRET-0123456789ABCDEF';
/** The VN shop's SePay key: money.spec.ts posts SePay's transfer notifications with it. */
export const SEPAY_E2E_KEY = 'e2e-sepay-key-0123456789abcdef';
export const mailCatcherUrl = `http://127.0.0.1:${process.env['E2E_MAIL_HTTP_PORT'] ?? 4080}`;

/** Debian's Chromium, never a downloaded browser; flags for a closed network and a root user. */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A stray `.only` fails the run, with CI set or not.
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env['PLAYWRIGHT_JSON_OUTPUT_FILE'] ?? 'test-results/e2e.json' }],
  ],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 } } },
  ],
  webServer: [
    {
      command: 'node ../scripts/mail-catcher.mjs',
      url: `${mailCatcherUrl}/messages`,
      env: {
        MAIL_CATCHER_SMTP_PORT: String(mailSmtpPort),
        MAIL_CATCHER_HTTP_PORT: new URL(mailCatcherUrl).port,
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node ../scripts/e2e-server.mjs',
      url: `${baseURL}/healthz`,
      env: {
        PORT: String(port),
        PUBLIC_URL: baseURL,
        SEED_DEMO: 'true',
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
        // Shipping journeys hand parcels to GHTK's offline stand-in (issue 48).
        GHTK_STANDIN: 'true',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node ../scripts/e2e-server.mjs',
      url: `${vnShopURL}/healthz`,
      env: {
        E2E_DATA_DIR: '.data/e2e-vn',
        PORT: String(vnPort),
        PUBLIC_URL: vnShopURL,
        SEED_DEMO: 'true',
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
        PAYMENT_PROVIDER: 'vnpay',
        VNPAY_TMN_CODE: 'E2ESHOP1',
        VNPAY_HASH_SECRET: VN_SHOP_HASH_SECRET,
        VNPAY_PAYMENT_URL: `${vnShopURL}/dev/vnpay/vpcpay.html`,
        VNPAY_STANDIN: 'true',
        BANK_BIN: '970436',
        BANK_ACCOUNT_NUMBER: '0011001234567',
        BANK_ACCOUNT_NAME: 'CONG TY NHIET CONG NGHIEP',
        SEPAY_API_KEY: SEPAY_E2E_KEY,
        // Issue 47: e-invoices issued on the offline stand-in of Viettel S-Invoice.
        EINVOICE_STANDIN: 'true',
        VIETTEL_SINVOICE_TAX_CODE: '0101243150',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
