import type { PolicyBlock, PolicySpan } from '@shop/contract';

/** A policy file read: its title (the first `# ` heading) and its blocks. */
export interface ParsedPolicy {
  title: string | undefined;
  blocks: PolicyBlock[];
}

// Only links a shopper can follow safely: this site's own pages, web pages, mail and phone.
const SAFE_HREF = /^(https?:\/\/|\/(?!\/)|mailto:|tel:)/i;
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** One line's text as spans: `**bold**` and `[text](href)`, the rest as it is written. */
export function parseInline(text: string): PolicySpan[] {
  const spans: PolicySpan[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) spans.push({ text: text.slice(last, match.index) });
    const [whole, bold, label, href] = match;
    if (bold !== undefined) spans.push({ text: bold, strong: true });
    else if (label !== undefined && href !== undefined && SAFE_HREF.test(href))
      spans.push({ text: label, href });
    else spans.push({ text: label ?? whole });
    last = match.index + whole.length;
  }
  if (last < text.length) spans.push({ text: text.slice(last) });
  return spans;
}

/**
 * Reads the small part of Markdown the policies use: `#` title, `##` and `###` headings,
 * paragraphs, `-` and `1.` lists, bold and links. The answer is text only: whatever HTML the file
 * holds stays visible text, never markup.
 */
export function parsePolicyMarkdown(markdown: string): ParsedPolicy {
  let title: string | undefined;
  const blocks: PolicyBlock[] = [];
  let paragraph: string[] = [];
  let list: PolicyBlock | undefined;

  const closeParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'p', lines: [parseInline(paragraph.join(' '))] });
    paragraph = [];
  };
  const closeList = () => {
    if (list) blocks.push(list);
    list = undefined;
  };

  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const item = /^(?:([-*])|\d+\.)\s+(.*)$/.exec(line);
    if (line === '') {
      closeParagraph();
      closeList();
    } else if (heading?.[1] && heading[2] !== undefined) {
      closeParagraph();
      closeList();
      const level = heading[1].length;
      if (level === 1) title ??= heading[2];
      else blocks.push({ kind: level === 2 ? 'h2' : 'h3', lines: [parseInline(heading[2])] });
    } else if (item?.[2] !== undefined) {
      closeParagraph();
      const kind = item[1] ? 'ul' : 'ol';
      if (list?.kind !== kind) {
        closeList();
        list = { kind, lines: [] };
      }
      list.lines.push(parseInline(item[2]));
    } else {
      closeList();
      paragraph.push(line);
    }
  }
  closeParagraph();
  closeList();
  return { title, blocks };
}
