import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILD_SETTINGS, buildSettingRows } from './env-docs';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the build-time settings in docs/configuration.md', () => {
  it('match the described settings (run `npm run docs:config` after changing one)', () => {
    const document = read('../../../docs/configuration.md');
    const block = document.split('<!-- BEGIN generated: build-settings ')[1]?.split('<!-- END')[0];
    const rows = (block ?? '')
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .slice(2)
      .map((line) =>
        line
          .slice(1, -1)
          .split(' | ')
          .map((cell) => cell.trim()),
      );
    expect(rows).toEqual(buildSettingRows());
  });

  it('describe exactly the settings env.ts reads', () => {
    const names = [...read('./env.ts').matchAll(/import\.meta\.env\.(VITE_\w+)/g)].map(
      (match) => match[1],
    );
    expect([...new Set(names)].sort()).toEqual(Object.keys(BUILD_SETTINGS).sort());
  });
});
