import { useEffect, useEffectEvent } from 'react';
import type { RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Modals can open over modals (a field dialog over the product form). All of them listen to the
// keyboard on the document, so only the one on top may act on Escape and Tab.
const openModals: symbol[] = [];

/**
 * What makes a panel modal for the keyboard: focus moves into it (to the first field, or to its
 * first control), Tab and Shift+Tab cycle inside it, Escape closes it, the page behind does not
 * scroll, and on close the focus goes back to what opened it.
 */
export function useModalFocus(
  panelRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocus: 'first-field' | 'first-control',
): void {
  const close = useEffectEvent(onClose);
  const focusFirst = useEffectEvent(() => {
    const elements = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const target =
      initialFocus === 'first-field'
        ? (elements.find((element) => element.tagName !== 'BUTTON') ?? elements[0])
        : elements[0];
    target?.focus();
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const focusables = () => Array.from(panel?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    focusFirst();

    const token = Symbol('modal');
    openModals.push(token);

    const onKeyDown = (event: KeyboardEvent) => {
      if (openModals.at(-1) !== token) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const elements = focusables();
      const first = elements[0];
      const last = elements.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!panel?.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openModals.splice(openModals.indexOf(token), 1);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [panelRef]);
}
