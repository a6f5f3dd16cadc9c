import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { MAX_PRODUCTS_PER_NOTICE, NoticeQueue, type NoticeBody } from './change-notices';

/** A queue whose sends are recorded and finish only when `finishSend` is called. */
function recorded(options: { failFirst?: boolean } = {}) {
  const sends: NoticeBody[][] = [];
  const errors: unknown[] = [];
  const pending: (() => void)[] = [];
  const queue = new NoticeQueue(
    (notices) => {
      sends.push(notices);
      const failing = options.failFirst === true && sends.length === 1;
      return new Promise<void>((resolve, reject) => {
        pending.push(() => {
          if (failing) reject(new Error('the database went away'));
          else resolve();
        });
      });
    },
    (error) => errors.push(error),
  );
  /** Lets the oldest send under way finish, then lets the queue act on it. */
  async function finishSend() {
    pending.shift()?.();
    await nextTurn();
  }
  return { queue, sends, errors, finishSend };
}

const ids = (count: number, prefix = 'p') =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(i)}`);

describe('NoticeQueue', () => {
  it('sends the changes of one turn as one notice, each product once', async () => {
    const { queue, sends } = recorded();
    queue.add({ products: ['a', 'b'] });
    queue.add({ products: ['b', 'c'] });
    expect(sends).toEqual([]);
    await nextTurn();
    expect(sends).toEqual([[{ products: ['a', 'b', 'c'] }]]);
  });

  it('gathers the changes made while a send is under way into the next send', async () => {
    const { queue, sends, finishSend } = recorded();
    queue.add({ products: ['a'] });
    await nextTurn();
    queue.add({ products: ['b'] });
    queue.add({ products: ['c'] });
    await nextTurn();
    // One send at a time: the second waits for the first.
    expect(sends).toEqual([[{ products: ['a'] }]]);
    await finishSend();
    expect(sends).toEqual([[{ products: ['a'] }], [{ products: ['b', 'c'] }]]);
    await finishSend();
    expect(sends).toHaveLength(2);
    // Idle again: the next change is sent on the next turn.
    queue.add({ products: ['d'] });
    await nextTurn();
    expect(sends[2]).toEqual([{ products: ['d'] }]);
  });

  it('says "anything" once when any change waiting was of anything, or of too many products', async () => {
    const { queue, sends, finishSend } = recorded();
    queue.add({ products: ['a'] });
    queue.add({});
    queue.add({ products: ['b'] });
    await nextTurn();
    expect(sends).toEqual([[{}]]);
    await finishSend();
    queue.add({ products: ids(MAX_PRODUCTS_PER_NOTICE + 1) });
    await nextTurn();
    expect(sends[1]).toEqual([{}]);
  });

  it('splits many small changes into notices of at most the maximum, in one send', async () => {
    const { queue, sends } = recorded();
    const all = ids(MAX_PRODUCTS_PER_NOTICE * 2 + 5);
    for (let start = 0; start < all.length; start += 10)
      queue.add({ products: all.slice(start, start + 10) });
    await nextTurn();
    expect(sends).toHaveLength(1);
    const notices = sends[0] ?? [];
    expect(notices.map((notice) => notice.products?.length)).toEqual([
      MAX_PRODUCTS_PER_NOTICE,
      MAX_PRODUCTS_PER_NOTICE,
      5,
    ]);
    expect(notices.flatMap((notice) => notice.products)).toEqual(all);
  });

  it('reports a failed send and still sends the changes after it', async () => {
    const { queue, sends, errors, finishSend } = recorded({ failFirst: true });
    queue.add({ products: ['a'] });
    await nextTurn();
    queue.add({ products: ['b'] });
    await finishSend();
    expect(errors).toHaveLength(1);
    expect(sends[1]).toEqual([{ products: ['b'] }]);
  });

  it('ignores changes of no product, and sends nothing once closed', async () => {
    const { queue, sends, finishSend } = recorded();
    queue.add({ products: [] });
    await nextTurn();
    expect(sends).toEqual([]);
    queue.add({ products: ['a'] });
    await nextTurn();
    queue.add({ products: ['b'] });
    queue.close();
    await finishSend();
    queue.add({ products: ['c'] });
    await nextTurn();
    expect(sends).toEqual([[{ products: ['a'] }]]);
  });
});
