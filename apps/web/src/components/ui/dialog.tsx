import type { ReactNode } from 'react';
import { ModalShell } from './modal-shell';

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
  return (
    <ModalShell
      title={title}
      onClose={onClose}
      // The first field gets the focus, so typing starts in the dialog.
      initialFocus="first-field"
      backdropClass="fixed inset-0 z-50 flex items-end justify-center bg-stone-950/60 p-0 sm:items-center sm:p-4"
      panelClass={`w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl ${PANEL_SIZE[size]}`}
      titleBarClass="mb-4 flex items-center justify-between gap-4"
    >
      {children}
    </ModalShell>
  );
}
