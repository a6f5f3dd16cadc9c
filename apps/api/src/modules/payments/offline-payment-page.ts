import { createHash } from 'node:crypto';

// The shell of the shop's two offline payment pages (the sandbox checkout and the VNPay
// stand-in): plain HTML with one style block, forms instead of scripts, and a badge saying
// that no real money moves.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

export interface OfflinePageLook {
  lang: string;
  /** The badge above every page of it. */
  badge: string;
  style: string;
}

/**
 * The page allows nothing but its one style block and posting its forms to the shop: no scripts
 * (none are needed), no frames.
 */
export function offlinePageCsp(look: OfflinePageLook, publicUrl: string): string {
  const styleHash = createHash('sha256').update(look.style).digest('base64');
  return [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    `form-action 'self' ${new URL(publicUrl).origin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** A whole page of the look: `body` is HTML already escaped, `title` is text. */
export function offlinePage(look: OfflinePageLook, title: string, body: string): string {
  return `<!doctype html>
<html lang="${look.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${look.style}</style>
</head>
<body>
<main>
<p class="badge">${escapeHtml(look.badge)}</p>
${body}
</main>
</body>
</html>`;
}
