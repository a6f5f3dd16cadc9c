import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentedRows } from '../../../scripts/generated-table';
import { BUILD_SETTINGS, buildSettingRows } from './env-docs';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the build-time settings in docs/configuration.md', () => {
  it('match the described settings (run `npm run docs:config` after changing one)', () => {
    const document = read('../../../docs/configuration.md');
    expect(documentedRows(document, 'build-settings')).toEqual(buildSettingRows());
  });

  it('describe exactly the settings env.ts reads', () => {
    const names = [...read('./env.ts').matchAll(/import\.meta\.env\.(VITE_\w+)/g)].map(
      (match) => match[1],
    );
    expect([...new Set(names)].sort()).toEqual(Object.keys(BUILD_SETTINGS).sort());
  });
});
