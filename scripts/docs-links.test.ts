import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README and docs/ link only to files of the repository, and every link resolves: the file
// exists and, for `file.md#part`, the file has a heading whose anchor is `part`.
const root = join(import.meta.dirname, '..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The text outside fenced and inline code, where links are links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsIn(path: string): Set<string> {
  const headings = [...prose(readFileSync(path, 'utf8')).matchAll(/^#{1,6} (.+)$/gm)];
  return new Set(headings.map((match) => anchorOf(match[1] ?? '')));
}

/** Every link target in a Markdown file: `[text](target)` and HTML `src`/`href` attributes. */
function linksIn(path: string): string[] {
  const text = prose(readFileSync(path, 'utf8'));
  return [
    ...[...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? ''),
    ...[...text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? ''),
  ];
}

/** What is wrong with one link of `from`, or undefined when it resolves inside the repository. */
function problemOf(from: string, link: string): string | undefined {
  if (/^[a-z]+:/i.test(link)) return 'leaves the repository';
  const [file = '', anchor] = link.split('#');
  const target = file === '' ? from : join(dirname(from), decodeURIComponent(file));
  if (relative(root, target).startsWith('..')) return 'leaves the repository';
  if (!existsSync(target)) return 'names no file';
  if (anchor && target.endsWith('.md') && !anchorsIn(target).has(anchor)) {
    return `has no heading #${anchor}`;
  }
  return undefined;
}

describe('the links of the README and docs/', () => {
  const files = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

  it('finds the documents and their links', () => {
    expect(files.length).toBeGreaterThan(5);
    expect(linksIn(join(root, 'README.md')).length).toBeGreaterThan(10);
  });

  it('stay inside the repository and resolve', () => {
    const broken = files.flatMap((file) =>
      linksIn(file).flatMap((link) => {
        const problem = problemOf(file, link);
        return problem ? [`${relative(root, file)}: ${link} ${problem}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});
