import { Skeleton } from './skeleton';

/** Same box as ProductCard, so the grid does not jump when the products arrive. */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3"
    >
      <Skeleton className="aspect-square w-full rounded-lg" />
      <Skeleton className="h-4 w-16" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="mt-auto h-6 w-1/2" />
    </div>
  );
}
