import { useEffect, useRef } from 'react';
import { throttle } from './throttle';

interface LoadMoreOptions {
  /** Whether another page can be asked for now (there is one and none is loading). */
  canLoadMore: boolean;
  loadMore: () => void;
  /** Fraction of the page height the bottom of the viewport must pass, e.g. 0.8. */
  threshold: number;
  throttleMs: number;
}

/**
 * Infinite scroll on the window: asks for the next page once the viewport's bottom passes
 * `threshold` of the document. It also checks whenever loading becomes possible again, because a
 * short page on a tall screen never scrolls and would otherwise never load the rest.
 */
export function useLoadMoreOnScroll({
  canLoadMore,
  loadMore,
  threshold,
  throttleMs,
}: LoadMoreOptions): void {
  // The latest values live in a ref so the throttled listener is attached only once.
  const latest = useRef({ canLoadMore, loadMore, threshold });
  useEffect(() => {
    latest.current = { canLoadMore, loadMore, threshold };
  });

  const check = useRef(() => {
    const current = latest.current;
    if (!current.canLoadMore) return;
    const scrolledTo = window.scrollY + window.innerHeight;
    const height = document.documentElement.scrollHeight;
    if (height === 0 || scrolledTo / height >= current.threshold) current.loadMore();
  });

  useEffect(() => {
    const throttled = throttle(check.current, throttleMs);
    window.addEventListener('scroll', throttled.run, { passive: true });
    window.addEventListener('resize', throttled.run, { passive: true });
    return () => {
      window.removeEventListener('scroll', throttled.run);
      window.removeEventListener('resize', throttled.run);
      throttled.cancel();
    };
  }, [throttleMs]);

  useEffect(() => {
    if (!canLoadMore) return;
    // After the new page has been laid out, so the height includes it.
    const frame = requestAnimationFrame(check.current);
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [canLoadMore]);
}
