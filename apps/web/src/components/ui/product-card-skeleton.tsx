import { Skeleton } from './skeleton';

interface ProductCardSkeletonProps {
  /**
   * Whether the card pulses: true while its product is on its way, false for a place held until
   * the shopper scrolls near (a home row not yet asked for) — nothing is loading there, and every
   * pulsing card costs the phone a style update on each animation frame.
   */
  loading?: boolean;
}

/** Same box as ProductCard, so the grid does not jump when the products arrive. */
export function ProductCardSkeleton({ loading = true }: ProductCardSkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={`${loading ? 'animate-pulse ' : ''}flex h-full flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3`}
    >
      <Skeleton pulse={false} className="aspect-square w-full rounded-lg" />
      <Skeleton pulse={false} className="h-4 w-16" />
      <Skeleton pulse={false} className="h-4 w-full" />
      <Skeleton pulse={false} className="h-4 w-2/3" />
      <Skeleton pulse={false} className="mt-auto h-6 w-1/2" />
    </div>
  );
}
