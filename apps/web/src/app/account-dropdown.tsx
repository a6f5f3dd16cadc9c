import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { ChevronDown, UserRound } from 'lucide-react';
import { useLocation } from '../lib/router';
import { Spinner } from '../components/ui/spinner';
import { useTexts } from '../lib/locale';
import { siteHeaderTexts } from './site-header-texts';

const loadAccountMenu = () => import('../features/account/account-menu');
// The menu is only needed once it is opened, so it stays out of the first download.
const AccountMenu = lazy(async () => ({ default: (await loadAccountMenu()).AccountMenu }));

/** The header's "Account" button and the account menu under it (a disclosure, not an ARIA menu). */
export function AccountDropdown() {
  const t = useTexts(siteHeaderTexts);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState(pathname);

  // Any navigation closes it (adjusting state while rendering, as React recommends).
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  useEffect(() => {
    // Fetched while the page is idle, so opening shows the menu at once.
    void loadAccountMenu();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        // Tabbing out closes it; a click elsewhere (no next focus) is the pointerdown's job.
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((isOpen) => !isOpen);
        }}
        className="inline-flex items-center gap-1.5 rounded-xl px-4 py-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 aria-expanded:bg-stone-100"
      >
        <UserRound aria-hidden="true" className="size-5" />
        {t.account}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute top-full right-0 z-50 mt-2 w-64 rounded-2xl border border-stone-200 bg-white p-3 shadow-lg"
        >
          <Suspense fallback={<Spinner />}>
            <AccountMenu
              onNavigate={() => {
                setOpen(false);
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
