/**
 * The cells of the table in the generated block `name` of `document` (docs/configuration.md, whose
 * blocks `npm run docs:config` writes), header left out: what apps/api/src/config-docs.test.ts and
 * apps/web/src/env-docs.test.ts compare with the rows their app describes.
 */
export function documentedRows(document: string, name: string): string[][] {
  const block = document.split(`<!-- BEGIN generated: ${name} `)[1]?.split('<!-- END')[0] ?? '';
  return block
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}
