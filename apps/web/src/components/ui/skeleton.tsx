interface SkeletonProps {
  className?: string;
  /**
   * False for a block inside something that pulses as a whole (see ProductCardSkeleton): each
   * pulsing element is restyled on every animation frame, so a card pulses once, not per block.
   */
  pulse?: boolean;
}

/** A grey (by default pulsing) block that holds the place (and size) of content still loading. */
export function Skeleton({ className = '', pulse = true }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={`${pulse ? 'animate-pulse ' : ''}rounded-md bg-stone-200 ${className}`}
    />
  );
}
