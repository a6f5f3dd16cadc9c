import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from './config';
import { environmentRows, ENVIRONMENT_VARIABLES, schemaDefault } from './config-docs';
import { REPO_ROOT } from './paths';
import { documentedRows } from '../../../scripts/generated-table';

const document = readFileSync(join(REPO_ROOT, 'docs/configuration.md'), 'utf8');

describe('docs/configuration.md', () => {
  it('lists every environment variable of the schema, with its default and meaning', () => {
    // Stale after a change to config.ts or config-docs.ts: run `npm run docs:config`.
    expect(documentedRows(document, 'environment')).toEqual(environmentRows());
  });

  it('names what unset means only for variables the schema gives no default', () => {
    const both = Object.entries(ENVIRONMENT_VARIABLES)
      .filter(([, doc]) => doc.unsetMeans !== undefined)
      .filter(
        ([name]) =>
          schemaDefault(EnvSchema.shape[name as keyof typeof EnvSchema.shape]) !== undefined,
      )
      .map(([name]) => name);
    expect(both).toEqual([]);
  });

  it('takes defaults from the schema', () => {
    const rows = new Map(environmentRows().map(([name, value]) => [name, value]));
    expect(rows.get('`PORT`')).toBe('`3000`');
    expect(rows.get('`SEED_DEMO`')).toBe('`true`');
    expect(rows.get('`TRUST_PROXY`')).toBe('`false`');
    expect(rows.get('`SHOP_TAX_CODE`')).toBe('empty');
    expect(rows.get('`DATABASE_URL`')).toBe('unset');
  });
});
