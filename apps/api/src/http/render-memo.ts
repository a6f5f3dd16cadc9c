import { createHash } from 'node:crypto';

/** A page drawn by the web app's server render: what goes in its head, and in its root. */
export interface RenderedPage {
  head: string;
  root: string;
}

/**
 * The server render's pages, remembered by exactly what they were drawn from: the URL and the
 * page's first answers (the JSON the page carries). A render is a function of those two alone (no
 * session, no clock), so a remembered page is never stale: a change of price, stock or text
 * changes the answers, hence the key, and the page is drawn afresh. A product page costs a few
 * milliseconds of CPU to draw and nothing to remember; the pages shown most stay, the least recently
 * shown go first once `maxBytes` is reached (decision 027).
 */
export class RenderMemo {
  private readonly pages = new Map<string, RenderedPage & { bytes: number }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The key of the page at `url` drawn from `answers` (the first answers' JSON). */
  static keyOf(url: string, answers: string): string {
    // The URL's length first: where the URL ends and the answers begin is never in doubt.
    return createHash('sha256').update(`${url.length}:${url}`).update(answers).digest('base64url');
  }

  get(key: string): RenderedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      // Shown again: it moves to the end, the last to go.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: RenderedPage): void {
    // Strings are held as UTF-16 (two bytes a character), with the key and the entry's own cost.
    const bytes = (page.head.length + page.root.length + key.length) * 2 + 128;
    if (bytes > this.maxBytes) return;
    const previous = this.pages.get(key);
    if (previous) {
      this.pages.delete(key);
      this.bytes -= previous.bytes;
    }
    this.pages.set(key, { ...page, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  /** What the remembered pages cost, as counted against `maxBytes`. */
  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }
}
