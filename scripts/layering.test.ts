import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The layering rules of eslint.config.js, tried on imports that break them and on imports that
// keep them. Type information is not needed for these rules, so the probes are linted as text.
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

/** The rules a file at `filePath` with `code` breaks (a parsing error by its message). */
async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const use = (from: string) => `import { thing } from '${from}';\nexport const used = thing;\n`;

describe('the layering rules', () => {
  it('keep the contract free of the apps', async () => {
    expect(
      await brokenRules('packages/contract/src/probe.ts', use('../../../apps/api/src/config')),
    ).toEqual(['no-restricted-imports']);
    expect(await brokenRules('packages/contract/src/probe.ts', use('./ids'))).toEqual([]);
  });

  it('keep db/ to storage: no module, http or seed', async () => {
    expect(
      await brokenRules('apps/api/src/db/probe.ts', use('../modules/cart/cart.service')),
    ).toEqual(['no-restricted-imports']);
    expect(await brokenRules('apps/api/src/db/probe.ts', use('../seed/seed-demo'))).toEqual([
      'no-restricted-imports',
    ]);
    expect(await brokenRules('apps/api/src/db/probe.ts', use('./schema'))).toEqual([]);
  });

  it("let modules use the http API meant for them, not http's internals or other modules' routes", async () => {
    const probe = 'apps/api/src/modules/cart/probe.ts';
    expect(await brokenRules(probe, use('../../http/error-handler'))).toEqual([
      'no-restricted-imports',
    ]);
    expect(await brokenRules(probe, use('../../http/web-app'))).toEqual(['no-restricted-imports']);
    expect(await brokenRules(probe, use('../orders/orders.routes'))).toEqual([
      'no-restricted-imports',
    ]);
    expect(await brokenRules(probe, use('../../seed/seed-demo'))).toEqual([
      'no-restricted-imports',
    ]);
    expect(await brokenRules(probe, use('../../http/auth'))).toEqual([]);
    expect(await brokenRules(probe, use('../../http/endpoint-router'))).toEqual([]);
    expect(await brokenRules(probe, use('../../app-error'))).toEqual([]);
    expect(await brokenRules(probe, use('../addresses/addresses.service'))).toEqual([]);
  });

  it("keep the contract's test fixtures in tests", async () => {
    const fixtures = use('@shop/contract/testing');
    for (const probe of ['apps/web/src/lib/probe.ts', 'apps/api/src/modules/cart/probe.ts']) {
      expect(await brokenRules(probe, fixtures)).toEqual([
        '@typescript-eslint/no-restricted-imports',
      ]);
    }
    expect(await brokenRules('apps/web/src/lib/probe.test.ts', fixtures)).toEqual([]);
  });

  it('let only config.ts read the environment', async () => {
    const read = "export const port = process.env['PORT'];\n";
    expect(await brokenRules('apps/api/src/http/probe.ts', read)).toEqual([
      'no-restricted-properties',
    ]);
    expect(await brokenRules('apps/api/src/modules/cart/probe.ts', read)).toEqual([
      'no-restricted-properties',
    ]);
    expect(await brokenRules('apps/api/src/config.ts', read)).toEqual([]);
  });

  it('let only the web app env.ts read the build-time settings', async () => {
    const read = 'export const url = import.meta.env.VITE_API_URL;\n';
    expect(await brokenRules('apps/web/src/lib/probe.ts', read)).toEqual(['no-restricted-syntax']);
    expect(await brokenRules('apps/web/src/env.ts', read)).toEqual([]);
  });

  it('keep the web app to the endpoint rows of its own entry point', async () => {
    const whole =
      "import { endpoints } from '@shop/contract';\nexport const row = endpoints.getCart;\n";
    const rows =
      "import * as endpoints from '@shop/contract/endpoints';\nexport const row = endpoints.getCart;\n";
    expect(await brokenRules('apps/web/src/lib/probe.ts', whole)).toEqual([
      'no-restricted-imports',
    ]);
    expect(await brokenRules('apps/web/src/features/cart/probe.ts', whole)).toEqual([
      'no-restricted-imports',
    ]);
    expect(await brokenRules('apps/web/src/lib/probe.ts', rows)).toEqual([]);
  });

  it('keep web features from importing each other', async () => {
    const probe = 'apps/web/src/features/cart/probe.ts';
    expect(await brokenRules(probe, use('../orders/my-orders-page'))).toEqual([
      'no-restricted-imports',
    ]);
    expect(await brokenRules(probe, use('../../lib/api-client'))).toEqual([]);
    expect(await brokenRules(probe, use('./cart-requests'))).toEqual([]);
  });
});
