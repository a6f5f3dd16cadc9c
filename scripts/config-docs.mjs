// `npm run docs:config`: writes the two generated tables of docs/configuration.md (the API's
// environment variables, the web app's build-time settings) from the descriptions kept beside their
// schemas, then formats the file with Prettier. Run under tsx, which loads the TypeScript modules;
// apps/api/src/config-docs.test.ts and apps/web/src/env-docs.test.ts fail when the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';

const root = join(import.meta.dirname, '..');
const documentPath = join(root, 'docs/configuration.md');

// Loaded by path at run time: each module is type-checked by its own app's project (the web one
// needs Vite's types), not by this folder's.
/** @type {string} */
const apiModule = join(root, 'apps/api/src/config-docs.ts');
/** @type {string} */
const webModule = join(root, 'apps/web/src/env-docs.ts');
const { environmentRows } = /** @type {{ environmentRows: () => string[][] }} */ (
  await import(apiModule)
);
const { buildSettingRows } = /** @type {{ buildSettingRows: () => string[][] }} */ (
  await import(webModule)
);

/**
 * A Markdown table, unpadded (Prettier pads it).
 * @param {string[]} header
 * @param {string[][]} rows
 */
function table(header, rows) {
  const line = (/** @type {string[]} */ cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * The document with the block named `name` replaced by `content`.
 * @param {string} document
 * @param {string} name
 * @param {string} content
 */
function replaceBlock(document, name, content) {
  const begin = `<!-- BEGIN generated: ${name} (npm run docs:config) -->`;
  const end = `<!-- END generated: ${name} -->`;
  const from = document.indexOf(begin);
  const to = document.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/configuration.md has no block ${name}`);
  return `${document.slice(0, from + begin.length)}\n\n${content}\n\n${document.slice(to)}`;
}

let document = readFileSync(documentPath, 'utf8');
document = replaceBlock(
  document,
  'environment',
  table(['variable', 'default', 'meaning'], environmentRows()),
);
document = replaceBlock(
  document,
  'build-settings',
  table(['setting', 'default', 'meaning'], buildSettingRows()),
);
const options = await prettier.resolveConfig(documentPath);
writeFileSync(
  documentPath,
  await prettier.format(document, { ...options, filepath: documentPath }),
);
process.stdout.write('docs/configuration.md: tables written\n');
