import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A drawn page: what goes in its head (its own elements and the render's), and in its root. */
export interface RenderedPage {
  head: string;
  root: string;
}

/** A remembered page: the same two parts as UTF-8, as they are sent. */
export interface RememberedPage {
  head: Buffer;
  root: Buffer;
}

/**
 * Drawn pages, remembered by exactly what they were drawn from: the URL and the page's first
 * answers (the JSON the page carries). A page's head and content are functions of those two alone
 * (no session, no clock), so a remembered page is never stale: a change of price, stock or text
 * changes the answers, hence the key, and the page is drawn afresh. A product page costs a few
 * milliseconds of CPU to draw and nothing to remember; the pages shown most stay, the least recently
 * shown go first once `maxBytes` is reached (decision 027).
 *
 * Pages are kept as UTF-8 bytes, as they are sent: half what the render's strings take (V8 holds
 * a Vietnamese page's text as UTF-16), out of the JavaScript heap, and not encoded again per visit.
 */
export class RenderMemo {
  /** Least recently shown first out; an entry alone over the budget is not kept (`maxEntrySize`). */
  private readonly pages: LRUCache<string, RememberedPage & { bytes: number }>;

  constructor(maxBytes: number) {
    this.pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: (page) => page.bytes });
  }

  /** The key of the page at `url` drawn from `answers` (the first answers' JSON). */
  static keyOf(url: string, answers: string): string {
    // The URL's length first: where the URL ends and the answers begin is never in doubt.
    return createHash('sha256').update(`${url.length}:${url}`).update(answers).digest('base64url');
  }

  get(key: string): RememberedPage | undefined {
    // Shown again: it becomes the last to go.
    return this.pages.get(key);
  }

  /** Remembers the page (unless it alone is over the budget) and returns it as it is kept. */
  set(key: string, page: RenderedPage): RememberedPage {
    const remembered = encoded(page);
    // The bytes, the key (a string of one-byte characters) and the entry's own cost.
    const bytes = remembered.head.length + remembered.root.length + key.length + 128;
    this.pages.set(key, { ...remembered, bytes });
    return remembered;
  }

  /** Forgets every page (the shop's settings, which drawn pages name, changed). */
  clear(): void {
    this.pages.clear();
  }

  /** What the remembered pages cost, as counted against `maxBytes`. */
  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.pages.calculatedSize };
  }
}

/**
 * The page as UTF-8, both parts in one allocation of their own: a small Buffer cut from Node's
 * shared 8 kB pool would keep the whole pool alive for as long as the page is remembered.
 */
export function encoded({ head, root }: RenderedPage): RememberedPage {
  const headBytes = Buffer.byteLength(head);
  const bytes = Buffer.allocUnsafeSlow(headBytes + Buffer.byteLength(root));
  bytes.write(head, 0);
  bytes.write(root, headBytes);
  return { head: bytes.subarray(0, headBytes), root: bytes.subarray(headBytes) };
}
