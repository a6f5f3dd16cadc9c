import type { ReactNode } from 'react';

interface NoDataProps {
  text: string;
  children?: ReactNode;
}

/** Empty state: a small drawn empty box, the text and an optional action. */
export function NoData({ text, children }: NoDataProps) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-4 py-12 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 120 96"
        width="120"
        height="96"
        className="text-stone-300"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      >
        <path d="M14 34 60 14l46 20-46 20L14 34Z" />
        <path d="M14 34v38l46 20 46-20V34" />
        <path d="M60 54v38" />
        <path d="m30 27 46 20" strokeDasharray="4 6" />
      </svg>
      <p className="text-lg font-semibold text-stone-600">{text}</p>
      {children}
    </div>
  );
}
