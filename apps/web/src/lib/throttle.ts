/**
 * Calls `fn` at most once per `waitMs`; a call inside the window is delivered at its end, so the
 * last scroll position is never lost.
 */
export function throttle(fn: () => void, waitMs: number): { run: () => void; cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = () => {
    const now = Date.now();
    const remaining = waitMs - (now - last);
    if (remaining <= 0) {
      last = now;
      fn();
      return;
    }
    timer ??= setTimeout(() => {
      timer = undefined;
      last = Date.now();
      fn();
    }, remaining);
  };

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  return { run, cancel };
}
