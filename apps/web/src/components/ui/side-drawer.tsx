import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useModalFocus } from './use-modal-focus';

interface SideDrawerProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal panel along the right edge, full height (the cart drawer). Like `Dialog`: keeps the
 * keyboard inside, closes on Escape, the close button or a click beside it, and gives the focus
 * back to what opened it. `children` lay out the panel's body below the title bar.
 */
export function SideDrawer({ title, onClose, children }: SideDrawerProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The close button first: the panel is mostly read, and Tab reaches the rest from there.
  useModalFocus(panelRef, onClose, 'first-control');

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex justify-end bg-stone-950/60"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="flex h-dvh w-full max-w-md flex-col bg-stone-50 shadow-xl transition-transform duration-200 motion-reduce:transition-none starting:translate-x-full"
      >
        <div className="flex shrink-0 items-center justify-between gap-4 border-b border-stone-200 bg-white px-4 py-3">
          <h2 id={titleId} className="text-lg font-bold text-stone-900">
            {title}
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={onClose}
            className="grid size-10 place-items-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
