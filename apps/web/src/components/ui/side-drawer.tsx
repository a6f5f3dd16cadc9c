import type { ReactNode } from 'react';
import { ModalShell } from './modal-shell';

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
  return (
    <ModalShell
      title={title}
      onClose={onClose}
      // The close button first: the panel is mostly read, and Tab reaches the rest from there.
      initialFocus="first-control"
      backdropClass="fixed inset-0 z-50 flex justify-end bg-stone-950/60"
      panelClass="flex h-dvh w-full max-w-md flex-col bg-stone-50 shadow-xl transition-transform duration-200 motion-reduce:transition-none starting:translate-x-full"
      titleBarClass="flex shrink-0 items-center justify-between gap-4 border-b border-stone-200 bg-white px-4 py-3"
    >
      {children}
    </ModalShell>
  );
}
