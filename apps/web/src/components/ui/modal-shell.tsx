import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useTexts } from '../../lib/locale';
import { uiTexts } from './ui-texts';
import { useModalFocus } from './use-modal-focus';

interface ModalShellProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Where the focus goes on open (see `useModalFocus`). */
  initialFocus: 'first-field' | 'first-control';
  /** The dimmed backdrop's layout: where the panel sits on the screen. */
  backdropClass: string;
  panelClass: string;
  titleBarClass: string;
}

/**
 * What a dialog and a side drawer share: the panel over a dimmed backdrop in a portal, its title
 * bar with the close button, and the keyboard kept inside while open. A click on the backdrop
 * itself (not on the panel) closes it.
 */
export function ModalShell({
  title,
  onClose,
  children,
  initialFocus,
  backdropClass,
  panelClass,
  titleBarClass,
}: ModalShellProps) {
  const t = useTexts(uiTexts);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, onClose, initialFocus);

  return createPortal(
    <div
      className={backdropClass}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={panelClass}
      >
        <div className={titleBarClass}>
          <h2 id={titleId} className="text-lg font-bold text-stone-900">
            {title}
          </h2>
          <button
            type="button"
            aria-label={t.close}
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
