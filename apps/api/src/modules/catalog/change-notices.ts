import type { CatalogChange } from './catalog-cache';

/**
 * A notification carries at most this many product ids (PostgreSQL refuses payloads of 8000 bytes
 * and more). A single change of more products is sent as "anything may have changed".
 */
export const MAX_PRODUCTS_PER_NOTICE = 200;

/** What one notice says: these products changed, or (`products` absent) anything may have. */
export interface NoticeBody {
  products?: string[];
}

/**
 * Gathers catalogue changes into as few notices as say them all, with one send in flight at a
 * time. Each notice costs the database a transaction of its own, and a checkout commits one change
 * per order: one notice per change would make a busy shop's other processes hear of each order
 * one commit at a time. Changes made within one turn of the event loop, or while a send is under
 * way, go out together in the next send; a notice is never held back longer than that.
 *
 * `send` is given the notices to publish at once (each at most MAX_PRODUCTS_PER_NOTICE products)
 * and should not throw; a rejected send is left to `onError`, and the changes after it are sent.
 */
export class NoticeQueue {
  private everything = false;
  private readonly products = new Set<string>();
  private state: 'idle' | 'scheduled' | 'sending' = 'idle';
  private closed = false;

  constructor(
    private readonly send: (notices: NoticeBody[]) => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  add(change: CatalogChange): void {
    const { products } = change;
    if (this.closed || products?.length === 0) return;
    if (products === undefined || products.length > MAX_PRODUCTS_PER_NOTICE) this.everything = true;
    else if (!this.everything) for (const id of products) this.products.add(id);
    if (this.state === 'idle') {
      this.state = 'scheduled';
      setImmediate(() => void this.flush());
    }
  }

  /** Sends nothing more. */
  close(): void {
    this.closed = true;
    this.products.clear();
  }

  private async flush(): Promise<void> {
    this.state = 'sending';
    while (!this.closed && (this.everything || this.products.size > 0)) {
      const notices = this.take();
      try {
        await this.send(notices);
      } catch (error) {
        this.onError(error);
      }
    }
    this.state = 'idle';
  }

  /** Empties what is waiting, as the notices that say it. */
  private take(): NoticeBody[] {
    if (this.everything) {
      this.everything = false;
      this.products.clear();
      return [{}];
    }
    const ids = [...this.products];
    this.products.clear();
    const notices: NoticeBody[] = [];
    for (let start = 0; start < ids.length; start += MAX_PRODUCTS_PER_NOTICE)
      notices.push({ products: ids.slice(start, start + MAX_PRODUCTS_PER_NOTICE) });
    return notices;
  }
}
