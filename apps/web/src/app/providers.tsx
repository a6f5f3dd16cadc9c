import { Suspense, lazy, startTransition, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import type { CartLine, Product } from '@shop/contract';
import { ApiError } from '../lib/api-client';
import { useIdleAfterLoad } from '../lib/use-idle-after-load';
import { AddButton, CartControlContext } from '../components/ui/cart-control-slot';
import type { AddHandler } from '../components/ui/cart-control-slot';
import { cartQuery } from '../lib/cart-query';
import { lineHolds } from '../lib/product-variant';
import { SessionProvider, useSession } from '../lib/session-context';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Some failures (e.g. the category list) are only logged, never toasted. */
      silent?: boolean;
    };
    mutationMeta: {
      /** The page shows this change's failure itself (e.g. beside the form), so no toast too. */
      silent?: boolean;
    };
  }
}

// Keeps the cart and addresses in step with who is logged in (and the guest's cart in the
// browser); nothing of it draws, so it need not hold back the first paint.
const AccountDataSync = lazy(async () => ({
  default: (await import('./account-data-sync')).AccountDataSync,
}));

// The cart control arrives with the page's cards, not in the first download (decision 005).
const CartControl = lazy(async () => ({
  default: (await import('../features/cart/cart-control')).CartControl,
}));

const CART_CONTROL_ROOM = <span aria-hidden="true" className="block h-8 w-16" />;

/**
 * The cart control's code (and its toasts) comes once the first page has loaded: on a phone's
 * first visit it would otherwise compete with the page's images. "Add" is not the control's: it is
 * drawn here (by the server too, so it shows from the first paint) and stays the same element while
 * the app takes the page over and the control's code comes, so a press is never made on a button
 * that is being replaced (issue 40). A press before the code has come fetches it at once and is
 * carried out by the control as it comes; after, the control takes it straight away. The control
 * draws the stepper once the product is in the cart; until its code has come there, its room is
 * kept.
 */
function DeferredCartControl({ product }: { product: Product }) {
  const loaded = useIdleAfterLoad();
  const [pressed, setPressed] = useState(false);
  const { status } = useSession();
  const { data: inCart = false } = useQuery({
    ...cartQuery,
    enabled: status !== 'logged-out',
    select: (lines: CartLine[]) => lines.some((line) => lineHolds(line, product)),
  });
  const addHandlerRef: AddHandler = useRef(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const running = loaded || pressed;
  return (
    <>
      {!inCart && product.stock > 0 && (
        <AddButton
          ref={addButtonRef}
          product={product}
          handler={addHandlerRef}
          onEarlyPress={() => {
            startTransition(() => {
              setPressed(true);
            });
          }}
        />
      )}
      {running ? (
        <Suspense fallback={inCart ? CART_CONTROL_ROOM : null}>
          <CartControl
            product={product}
            addHandlerRef={addHandlerRef}
            addButtonRef={addButtonRef}
          />
        </Suspense>
      ) : (
        inCart && CART_CONTROL_ROOM
      )}
    </>
  );
}

/** Fills the cards' cart slot. */
function renderCartControl(product: Product) {
  return <DeferredCartControl product={product} />;
}

/** `id` folds the toasts that share it into one; toasts and their wording load when first needed. */
function showErrorToast(error: Error, id?: string) {
  void import('./error-toast').then((toasts) => {
    toasts.showErrorToast(error, id);
  });
}

/** The app's query client: its error toasts, freshness and retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) {
          console.error(error);
          return;
        }
        // Repeated failures of a query (refetches, retries) show one toast.
        showErrorToast(error, error.message);
      },
    }),
    // A refused change shows the server's message; each attempt its own toast, as the shopper
    // made each one (e.g. two clicks of plus past the stock).
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent) return;
        showErrorToast(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; network and server faults get one more try.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 1,
      },
    },
  });
}

interface ProvidersProps {
  children: ReactNode;
  /**
   * A client already holding the page's first answers (the server's render and the hydration that
   * must draw the same); without it, one is created per mount (tests mount many apps).
   */
  client?: QueryClient;
}

export function Providers({ children, client }: ProvidersProps) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <Suspense fallback={null}>
          <AccountDataSync />
        </Suspense>
        <CartControlContext value={renderCartControl}>{children}</CartControlContext>
      </SessionProvider>
    </QueryClientProvider>
  );
}
