import { createElement, isValidElement, lazy, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createRoutesFromElements, matchRoutes } from '../lib/router';

/** How many page chunks are on their way; the layout shows a progress bar while any is. */
let pagesLoading = 0;
const listeners = new Set<() => void>();

function changePagesLoading(delta: number) {
  pagesLoading += delta;
  for (const listener of listeners) listener();
}

/** A page whose code can be fetched before it first renders. */
type LazyPage<Props extends object> = ComponentType<Props> & {
  preload: () => Promise<unknown>;
};

/**
 * A page component whose code is its own chunk, fetched the first time the page renders, or
 * before that by `preload` (main.tsx preloads the first page of a visit).
 *
 * A page whose code is already here renders at once. Through `lazy` it would suspend for a
 * moment even so, and React holds content that replaces a shown fallback back for 300 ms: on a
 * first visit that is 300 ms more before the page (and its largest paint) shows.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;

  const preload = () => {
    if (loading) return loading;
    changePagesLoading(1);
    loading = load().then(
      (component) => {
        loaded = component;
        changePagesLoading(-1);
        return component;
      },
      (error: unknown) => {
        // The next render tries again (and shows the error page if that fails too).
        loading = undefined;
        changePagesLoading(-1);
        throw error;
      },
    );
    return loading;
  };

  // React starts the load while rendering, where no state may change, so it starts a microtask later.
  const Lazy = lazy(async () => {
    await Promise.resolve();
    return { default: await preload() };
  });

  function Page(props: Props) {
    // Decided once per mount: switching from the lazy wrapper to the page would remount it.
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy, props);
  }
  Page.preload = preload;
  return Page;
}

export function subscribeToPageLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function isAnyPageLoading(): boolean {
  return pagesLoading > 0;
}

/** Fetches the code a route element needs before it renders, given the path being opened. */
export type RoutePreload = (pathname: string) => Promise<unknown>;

/** The `preload` of a route element's component: lazy pages and the routes wrapping them. */
function preloadOf(element: ReactNode): RoutePreload | undefined {
  if (!isValidElement(element) || typeof element.type !== 'function') return undefined;
  const { preload } = element.type as { preload?: unknown };
  return typeof preload === 'function' ? (preload as RoutePreload) : undefined;
}

/**
 * Fetches the code of the pages `pathname` shows in a route table (whose paths start at
 * `basename`). Resolves when they are here, or failed to come (their render then retries).
 */
export async function preloadPagesIn(
  tree: ReactNode,
  pathname: string,
  basename?: string,
): Promise<void> {
  const matches = matchRoutes(createRoutesFromElements(tree), pathname, basename) ?? [];
  const loads = matches.flatMap(({ route }) => preloadOf(route.element) ?? []);
  await Promise.allSettled(loads.map((load) => load(pathname)));
}

/** A module holding a part of the app's pages: its route table and how to preload its pages. */
export interface RouteTableModule {
  RouteTable: ComponentType;
  preloadPagesAt: RoutePreload;
}

/**
 * A route element rendering a route table that comes with its pages' code, so the app's own table
 * (and so the first download of every page) does not name those pages. Its preload fetches the
 * table and then the pages it shows at the path.
 */
export function lazyRouteTable(load: () => Promise<RouteTableModule>): ComponentType & {
  preload: RoutePreload;
} {
  const Table = lazyPage(async () => (await load()).RouteTable);
  function Routes() {
    return createElement(Table);
  }
  Routes.preload = async (pathname: string) => {
    const [module] = await Promise.all([load(), Table.preload()]);
    await module.preloadPagesAt(pathname);
  };
  return Routes;
}
