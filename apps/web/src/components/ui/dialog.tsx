import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useModalFocus } from './use-modal-focus';

const PANEL_SIZE = {
  md: 'max-h-[90dvh] sm:max-w-md',
  lg: 'max-h-[90dvh] sm:max-w-3xl',
  // An image viewer: the whole screen on phones, nearly all of it from small screens up.
  full: 'flex h-dvh flex-col sm:h-[90dvh] sm:max-w-5xl',
} as const;

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The panel's width from small screens up; phones always get the full width. */
  size?: keyof typeof PANEL_SIZE;
}

/**
 * A modal dialog: keeps the keyboard inside while open, closes on Escape, the close button or a
 * click beside it, and gives the focus back to what opened it.
 */
export function Dialog({ title, onClose, children, size = 'md' }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The first field gets the focus, so typing starts in the dialog.
  useModalFocus(panelRef, onClose, 'first-field');

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-stone-950/60 p-0 sm:items-center sm:p-4"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl ${PANEL_SIZE[size]}`}
      >
        <div className="mb-4 flex items-center justify-between gap-4">
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
