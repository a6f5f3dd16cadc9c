import { describe, expect, it } from 'vitest';
import { isLoopbackHost, loadConfig, StartRefusedError } from './config';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

/** A shop reachable by others with everything it needs; each test takes one thing away. */
const PUBLIC_SHOP = {
  NODE_ENV: 'production',
  HOST: '0.0.0.0',
  PUBLIC_URL: 'https://shop.example.com',
  ACCESS_TOKEN_SECRET: SECRET,
  PAYMENT_PROVIDER: 'sandbox',
};

function refusal(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(StartRefusedError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('who can reach the shop', () => {
  it('listens on loopback by default, so a first start is reachable from this machine only', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.reachableByOthers).toBe(false);
  });

  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '::1',
    '[::1]',
    'localhost',
    'LOCALHOST',
    '::ffff:127.0.0.1',
  ])('counts %s as loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  it.each([
    '0.0.0.0',
    '::',
    '192.168.1.20',
    '10.0.0.1',
    'shop.example.com',
    '128.0.0.1',
    '127.example.com',
  ])('counts %s as reachable by others', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });

  it('is reachable by others when it listens beyond loopback', () => {
    expect(loadConfig({ ...PUBLIC_SHOP, PUBLIC_URL: undefined }).reachableByOthers).toBe(true);
  });

  it('is reachable by others when its public URL is not a loopback one, even on a loopback HOST', () => {
    expect(loadConfig({ ...PUBLIC_SHOP, HOST: '127.0.0.1' }).reachableByOthers).toBe(true);
  });

  it('is local with a loopback HOST and a loopback PUBLIC_URL', () => {
    const config = loadConfig({ HOST: '127.0.0.1', PUBLIC_URL: 'http://[::1]:3000' });
    expect(config.reachableByOthers).toBe(false);
  });
});

describe('a shop reachable by others', () => {
  it('starts with a secret and a payment provider chosen on purpose', () => {
    const config = loadConfig(PUBLIC_SHOP);
    expect(config.accessTokenSecret).toBe(SECRET);
    expect(config.paymentProvider).toBe('sandbox');
  });

  it('refuses to start without ACCESS_TOKEN_SECRET', () => {
    const message = refusal({ ...PUBLIC_SHOP, ACCESS_TOKEN_SECRET: undefined });
    expect(message).toContain('reachable by others (HOST=0.0.0.0 is not a loopback address)');
    expect(message).toContain('ACCESS_TOKEN_SECRET');
  });

  it('refuses the sandbox unless PAYMENT_PROVIDER=sandbox chooses it, naming the settings', () => {
    const message = refusal({ ...PUBLIC_SHOP, PAYMENT_PROVIDER: undefined });
    expect(message).toContain('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    expect(message).toContain('PAYMENT_PROVIDER=sandbox');
  });

  it('takes Stripe when its keys are set', () => {
    const config = loadConfig({
      ...PUBLIC_SHOP,
      PAYMENT_PROVIDER: undefined,
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    });
    expect(config.paymentProvider).toBe('stripe');
  });

  it('takes VNPay with its three settings, and refuses it without the page chosen on purpose', () => {
    const vnpay = {
      ...PUBLIC_SHOP,
      PAYMENT_PROVIDER: 'vnpay',
      VNPAY_TMN_CODE: 'SHOP0001',
      VNPAY_HASH_SECRET: 'a-secret-from-vnpay',
    };
    expect(refusal(vnpay)).toContain('VNPAY_PAYMENT_URL');
    const config = loadConfig({ ...vnpay, VNPAY_PAYMENT_URL: 'https://pay.vnpay.vn/vpcpay.html' });
    expect(config.paymentProvider).toBe('vnpay');
    expect(config.vnpay).toEqual({
      tmnCode: 'SHOP0001',
      hashSecret: 'a-secret-from-vnpay',
      paymentUrl: 'https://pay.vnpay.vn/vpcpay.html',
    });
  });

  it('refuses the VNPay stand-in page', () => {
    expect(refusal({ ...PUBLIC_SHOP, VNPAY_STANDIN: 'true' })).toContain('VNPAY_STANDIN');
  });

  it('refuses TRUST_PROXY=true, asking for a hop count or the proxies’ addresses', () => {
    for (const value of ['true', 'yes', 'TRUE']) {
      const message = refusal({ ...PUBLIC_SHOP, TRUST_PROXY: value });
      expect(message).toContain('TRUST_PROXY: true believes every X-Forwarded-For');
      expect(message).toContain('TRUST_PROXY=1');
    }
  });

  it('takes TRUST_PROXY as a hop count or an address list', () => {
    expect(loadConfig({ ...PUBLIC_SHOP, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...PUBLIC_SHOP, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
    ]);
  });

  it('refuses the dev outbox', () => {
    expect(refusal({ ...PUBLIC_SHOP, DEV_OUTBOX: 'true' })).toContain('DEV_OUTBOX');
  });

  it('lists every problem at once', () => {
    const message = refusal({
      HOST: '0.0.0.0',
      DEV_OUTBOX: 'true',
    });
    expect(message).toContain('ACCESS_TOKEN_SECRET');
    expect(message).toContain('PAYMENT_PROVIDER');
    expect(message).toContain('DEV_OUTBOX');
  });
});

describe('a shop on this machine only', () => {
  it('needs no secret and uses the sandbox by default', () => {
    const config = loadConfig({ DEV_OUTBOX: 'true' });
    expect(config.accessTokenSecret).toBeUndefined();
    expect(config.paymentProvider).toBe('sandbox');
    expect(config.devOutbox).toBe(true);
  });

  it('refuses PAYMENT_PROVIDER=vnpay without its terminal code and secret', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'vnpay', VNPAY_TMN_CODE: 'SHOP0001' })).toThrow(
      /VNPAY_TMN_CODE and VNPAY_HASH_SECRET/,
    );
    const config = loadConfig({
      PAYMENT_PROVIDER: 'vnpay',
      VNPAY_TMN_CODE: 'SHOP0001',
      VNPAY_HASH_SECRET: 'a-secret-from-vnpay',
      VNPAY_STANDIN: 'true',
    });
    expect(config.vnpay?.paymentUrl).toBe('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html');
    expect(config.vnpayStandIn).toBe(true);
  });

  it('offers bank transfer only with the bank, account number and name all set', () => {
    expect(loadConfig({}).bankTransfer).toBeUndefined();
    expect(() => loadConfig({ BANK_BIN: '970436' })).toThrow(/must be set together/);
    // Six digits, but no bank of VietQR's list: the settings screen refuses it the same way.
    expect(() =>
      loadConfig({ BANK_BIN: '123456', BANK_ACCOUNT_NUMBER: '1', BANK_ACCOUNT_NAME: 'A' }),
    ).toThrow(/BANK_BIN: 123456 is not a bank of VietQR’s bank list/);
    expect(() =>
      loadConfig({ BANK_BIN: '97043', BANK_ACCOUNT_NUMBER: '1', BANK_ACCOUNT_NAME: 'A' }),
    ).toThrow(/BANK_BIN/);
    const bank = { BANK_BIN: '970436', BANK_ACCOUNT_NUMBER: '0011001', BANK_ACCOUNT_NAME: 'CTY A' };
    expect(loadConfig(bank).bankTransfer).toEqual({
      bin: '970436',
      accountNumber: '0011001',
      accountName: 'CTY A',
      holdMs: 48 * 3_600_000,
    });
    expect(loadConfig({ ...bank, BANK_TRANSFER_HOLD_HOURS: '2' }).bankTransfer?.holdMs).toBe(
      7_200_000,
    );
  });

  it('serves no dev outbox unless asked to', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).devOutbox).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('takes addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
    ]);
  });

  it('takes true, which trusts every X-Forwarded-For, on a shop reachable from this machine alone', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it.each(['proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/2', 'maybe'])('refuses %s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be false, true/);
  });
});

describe('SHOP_TAX_CODE', () => {
  it('takes none, a tax code with its check digit, a branch, or a household business’s 12-digit ID', () => {
    for (const code of ['', '0100109106', '0100109106-001', '001203004567']) {
      expect(loadConfig({ SHOP_TAX_CODE: code }).shop.taxCode).toBe(code);
    }
  });

  it('stops the start on a wrong check digit, saying so', () => {
    expect(() => loadConfig({ SHOP_TAX_CODE: '0312345678' })).toThrow(
      /SHOP_TAX_CODE: 0312345678 has a wrong check digit/,
    );
    expect(() => loadConfig({ SHOP_TAX_CODE: '0100109107-001' })).toThrow(
      /SHOP_TAX_CODE: 0100109107-001 has a wrong check digit/,
    );
  });

  it('refuses what is no tax code at all', () => {
    for (const code of ['12345', '01001091061', 'MST0100109106']) {
      expect(() => loadConfig({ SHOP_TAX_CODE: code })).toThrow(
        /SHOP_TAX_CODE: must be a Vietnamese tax code/,
      );
    }
  });
});

describe('ORDER_NOTIFY_EMAIL', () => {
  it('alerts nobody when unset or empty', () => {
    expect(loadConfig({}).orderNotifyEmail).toBeUndefined();
    expect(loadConfig({ ORDER_NOTIFY_EMAIL: '' }).orderNotifyEmail).toBeUndefined();
  });

  it('takes an e-mail address and refuses anything else', () => {
    expect(loadConfig({ ORDER_NOTIFY_EMAIL: 'kho@example.vn' }).orderNotifyEmail).toBe(
      'kho@example.vn',
    );
    expect(() => loadConfig({ ORDER_NOTIFY_EMAIL: 'kho at example' })).toThrow(
      /ORDER_NOTIFY_EMAIL: must be an e-mail address/,
    );
  });
});

describe('SHOP_DEFAULT_LOCALE', () => {
  it('is en when unset, vi or en when set, and refused otherwise', () => {
    expect(loadConfig({}).shopDefaultLocale).toBe('en');
    expect(loadConfig({ SHOP_DEFAULT_LOCALE: 'vi' }).shopDefaultLocale).toBe('vi');
    expect(() => loadConfig({ SHOP_DEFAULT_LOCALE: 'fr' })).toThrow(/SHOP_DEFAULT_LOCALE/);
  });
});
