interface SkeletonProps {
  className?: string;
}

/** A grey pulsing block that holds the place (and size) of content still loading. */
export function Skeleton({ className = '' }: SkeletonProps) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded-md bg-stone-200 ${className}`} />
  );
}
