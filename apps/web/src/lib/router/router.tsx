/**
 * The shop's router (decision 059): what the app used of React Router 7 (declarative routes, links,
 * the location, search parameters, navigation; the browser's, the server render's and the tests'
 * routers), with the same behaviour and markup, in about a tenth of its download.
 */
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import {
  createPath,
  createRoutesFromElements,
  joinPaths,
  matchRoutes,
  parsePath,
  resolveTo,
  routePathnamesOf,
  stripBasename,
  withBasename,
} from './match';
import type { Params, Path, RouteMatch, RouteObject, To } from './match';

/** Where the app is: a path (under the router's basename), its query and hash, and its entry. */
export interface Location<State = unknown> extends Path {
  state: State;
  /** The history entry's own key ('default' for the first one). */
  key: string;
}

/** How the location came to be: a link or a navigation (push, replace), or back and forward. */
export const NavigationType = { Pop: 'POP', Push: 'PUSH', Replace: 'REPLACE' } as const;
export type NavigationType = (typeof NavigationType)[keyof typeof NavigationType];

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * Goes to `to`, or back and forward by a number. Typed as React Router's (a promise, or nothing),
 * so its callers read the same; the shop's resolves once the location is the new one.
 */
export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void | Promise<void>;

/** A history: browser, memory (tests) or none (the server's render). */
interface History {
  readonly location: Location;
  readonly action: NavigationType;
  push(to: Path, state: unknown): void;
  replace(to: Path, state: unknown): void;
  go(delta: number): void;
  listen(listener: () => void): () => void;
}

interface RouterState {
  basename: string;
  location: Location;
  navigationType: NavigationType;
  history: History | null;
}

const RouterContext = createContext<RouterState | null>(null);

interface RouteState {
  outlet: ReactNode;
  matches: RouteMatch[];
}

const RouteContext = createContext<RouteState>({ outlet: null, matches: [] });

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function useRouterState(): RouterState {
  const state = useContext(RouterContext);
  if (!state) throw new Error('This component must be used inside a router.');
  return state;
}

/** The router's common part: the location under the basename, given to what it holds. */
function Router({
  basename = '/',
  history,
  location,
  navigationType,
  children,
}: {
  basename?: string;
  history: History | null;
  location: Location;
  navigationType: NavigationType;
  children?: ReactNode;
}) {
  const base = `/${basename.replace(/^\/+|\/+$/g, '')}`;
  const pathname = stripBasename(location.pathname, base);
  const value = useMemo(
    () =>
      pathname === null
        ? null
        : {
            basename: base,
            history,
            navigationType,
            location: { ...location, pathname },
          },
    [base, history, navigationType, location, pathname],
  );
  // A path outside the basename shows nothing, as with React Router.
  if (!value) return null;
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function locationOf(path: Partial<Path>, state: unknown, key: string): Location {
  return {
    pathname: path.pathname ?? '/',
    search: path.search ?? '',
    hash: path.hash ?? '',
    state,
    key,
  };
}

function browserHistory(): History {
  const read = (): Location => {
    const entry = window.history.state as { usr?: unknown; key?: string } | null;
    const { pathname, search, hash } = window.location;
    return locationOf({ pathname, search, hash }, entry?.usr ?? null, entry?.key ?? 'default');
  };
  let location = read();
  let action: NavigationType = NavigationType.Pop;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  window.addEventListener('popstate', () => {
    location = read();
    action = NavigationType.Pop;
    notify();
  });
  const change = (to: Path, state: unknown, replace: boolean) => {
    const key = newKey();
    const url = createPath(to);
    const entry = { usr: state, key };
    try {
      if (replace) window.history.replaceState(entry, '', url);
      else window.history.pushState(entry, '', url);
    } catch {
      // A browser that refuses more entries (iOS after 100): the page is loaded anew.
      window.location[replace ? 'replace' : 'assign'](url);
      return;
    }
    location = locationOf(to, state, key);
    action = replace ? NavigationType.Replace : NavigationType.Push;
    notify();
  };
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    push: (to, state) => {
      change(to, state, false);
    },
    replace: (to, state) => {
      change(to, state, true);
    },
    go: (delta) => {
      window.history.go(delta);
    },
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** An entry a memory router starts with: a path, or a location's parts. */
export type InitialEntry = string | Partial<Location>;

function memoryHistory(entries: InitialEntry[] = ['/'], initialIndex?: number): History {
  const stack = entries.map((entry, index) =>
    typeof entry === 'string'
      ? locationOf(parsePath(entry), null, index === 0 ? 'default' : newKey())
      : locationOf(entry, entry.state ?? null, entry.key ?? (index === 0 ? 'default' : newKey())),
  );
  let index = Math.min(Math.max(initialIndex ?? stack.length - 1, 0), stack.length - 1);
  let action: NavigationType = NavigationType.Pop;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get location() {
      return stack[index] as Location;
    },
    get action() {
      return action;
    },
    push(to, state) {
      index += 1;
      stack.splice(index, stack.length, locationOf(to, state, newKey()));
      action = NavigationType.Push;
      notify();
    },
    replace(to, state) {
      stack[index] = locationOf(to, state, newKey());
      action = NavigationType.Replace;
      notify();
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), stack.length - 1);
      action = NavigationType.Pop;
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** A router over a history: its location follows the history's. */
function HistoryRouter({
  history,
  basename,
  children,
}: {
  history: History;
  basename?: string;
  children?: ReactNode;
}) {
  const [state, setState] = useState(() => ({
    location: history.location,
    action: history.action,
  }));
  useLayoutEffect(
    () =>
      history.listen(() => {
        setState({ location: history.location, action: history.action });
      }),
    [history],
  );
  return (
    <Router
      basename={basename}
      history={history}
      location={state.location}
      navigationType={state.action}
    >
      {children}
    </Router>
  );
}

/** The browser's router: the address bar's location, links and back and forward. */
export function BrowserRouter({ basename, children }: { basename?: string; children?: ReactNode }) {
  const [history] = useState(browserHistory);
  return (
    <HistoryRouter history={history} basename={basename}>
      {children}
    </HistoryRouter>
  );
}

/** The router of the server's render: one location, no navigation. */
export function StaticRouter({
  location,
  basename,
  children,
}: {
  location: string | Partial<Location>;
  basename?: string;
  children?: ReactNode;
}) {
  const at =
    typeof location === 'string'
      ? locationOf(parsePath(location), null, 'default')
      : locationOf(location, location.state ?? null, 'default');
  return (
    <Router basename={basename} history={null} location={at} navigationType={NavigationType.Pop}>
      {children}
    </Router>
  );
}

/** A router in memory (tests): its entries, no address bar. */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  basename,
  children,
}: {
  initialEntries?: InitialEntry[];
  initialIndex?: number;
  basename?: string;
  children?: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries, initialIndex));
  return (
    <HistoryRouter history={history} basename={basename}>
      {children}
    </HistoryRouter>
  );
}

/** A memory router with its route table, which a test drives and reads (see RouterProvider). */
export interface MemoryRouterObject {
  readonly routes: RouteObject[];
  readonly basename: string | undefined;
  readonly state: { location: Location; historyAction: NavigationType };
  navigate: (to: To | number, options?: NavigateOptions) => Promise<void>;
  subscribe: (listener: () => void) => () => void;
}

/** Each memory router's history, which its RouterProvider's links and navigations use. */
const histories = new WeakMap<MemoryRouterObject, History>();

export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: InitialEntry[]; initialIndex?: number; basename?: string } = {},
): MemoryRouterObject {
  const history = memoryHistory(options.initialEntries, options.initialIndex);
  const base = `/${(options.basename ?? '/').replace(/^\/+|\/+$/g, '')}`;
  let state = { location: history.location, historyAction: history.action };
  history.listen(() => {
    state = { location: history.location, historyAction: history.action };
  });
  const router: MemoryRouterObject = {
    routes,
    basename: options.basename,
    get state() {
      return state;
    },
    navigate(to, navigateOptions = {}) {
      if (typeof to === 'number') history.go(to);
      else {
        const inside = stripBasename(history.location.pathname, base) ?? '/';
        const path = resolveTo(to, [], inside);
        const target = { ...path, pathname: withBasename(path.pathname, base) };
        if (navigateOptions.replace) history.replace(target, navigateOptions.state ?? null);
        else history.push(target, navigateOptions.state ?? null);
      }
      return Promise.resolve();
    },
    subscribe: (listener) => history.listen(listener),
  };
  histories.set(router, history);
  return router;
}

/** Renders a router made by createMemoryRouter: its table at its location. */
export function RouterProvider({ router }: { router: MemoryRouterObject }) {
  const snapshot = () => router.state;
  const state = useSyncExternalStore(router.subscribe, snapshot, snapshot);
  return (
    <Router
      basename={router.basename}
      history={histories.get(router) ?? null}
      location={state.location}
      navigationType={state.historyAction}
    >
      <RoutesOf routes={router.routes} />
    </Router>
  );
}

/** The location: its path under the basename, query, hash, state and key. */
export function useLocation(): Location {
  return useRouterState().location;
}

/** How the location came to be (see NavigationType). */
export function useNavigationType(): NavigationType {
  return useRouterState().navigationType;
}

/** The parameters of the path, as the routes rendering the caller matched them. */
export function useParams(): Params {
  const { matches } = useContext(RouteContext);
  return matches[matches.length - 1]?.params ?? {};
}

function useResolved(to: To): Path {
  const { matches } = useContext(RouteContext);
  const { pathname } = useLocation();
  const from = JSON.stringify(routePathnamesOf(matches));
  return useMemo(
    () => resolveTo(to, JSON.parse(from) as string[], pathname),
    // `to` as a string or its parts: an object literal each render must not change the result.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [typeof to === 'string' ? to : createPath(to), from, pathname],
  );
}

/** Goes to a path (relative to the route calling it), or back and forward by a number. */
export function useNavigate(): NavigateFunction {
  const { basename, history } = useRouterState();
  const { matches } = useContext(RouteContext);
  const { pathname } = useLocation();
  const from = JSON.stringify(routePathnamesOf(matches));
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      // The server's render has no history: it navigates nowhere.
      if (!history) return Promise.resolve();
      if (typeof to === 'number') {
        history.go(to);
      } else {
        const path = resolveTo(to, JSON.parse(from) as string[], pathname);
        const target = { ...path, pathname: withBasename(path.pathname, basename) };
        if (options.replace) history.replace(target, options.state ?? null);
        else history.push(target, options.state ?? null);
      }
      return Promise.resolve();
    },
    [basename, history, from, pathname],
  );
}

type SearchParamsInit = URLSearchParams | string | Record<string, string> | [string, string][];

/**
 * The query's parameters, and a setter that navigates to the same path with new ones (a new
 * history entry unless `replace`).
 */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      void navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, search],
  );
  return [params, setParams];
}

/** Renders the route table `routes` at the location, under the routes rendering the caller. */
function RoutesOf({ routes }: { routes: RouteObject[] }) {
  const { location } = useRouterState();
  const parent = useContext(RouteContext);
  const parentMatch = parent.matches[parent.matches.length - 1];
  const parentBase = parentMatch?.pathnameBase ?? '/';
  const parentSegments = parentBase.replace(/^\//, '').split('/');
  const remaining =
    parentBase === '/'
      ? location.pathname
      : '/' +
        location.pathname.replace(/^\//, '').split('/').slice(parentSegments.length).join('/');
  const matches = matchRoutes(routes, remaining);
  if (!matches) return null;
  const rendered = matches.map((match) => ({
    params: { ...parentMatch?.params, ...match.params },
    pathname: joinPaths([parentBase, match.pathname]),
    pathnameBase:
      match.pathnameBase === '/' ? parentBase : joinPaths([parentBase, match.pathnameBase]),
    route: match.route,
  }));
  return rendered.reduceRight<ReactNode>((outlet, match, index) => {
    const { element, Component } = match.route;
    return (
      <RouteContext.Provider
        value={{ outlet, matches: parent.matches.concat(rendered.slice(0, index + 1)) }}
      >
        {element !== undefined ? element : Component ? createElement(Component) : outlet}
      </RouteContext.Provider>
    );
  }, null);
}

/** The route table given as `<Route>` children, rendered at the location. */
export function Routes({ children }: { children?: ReactNode }) {
  const routes = useMemo(() => createRoutesFromElements(children), [children]);
  return <RoutesOf routes={routes} />;
}

/** Where a nested route renders its matched child. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

/** Navigates once rendered (a redirect); the server's render draws nothing for it. */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const target = JSON.stringify(useResolved(to));
  useEffect(() => {
    void navigate(JSON.parse(target) as Path, { replace, state });
    // Once per target, as React Router's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * A link: a real `<a href>` (new tab with a modifier key or a middle click, as the browser does),
 * which the app follows itself on a plain click. A link to where the app is replaces the entry.
 */
export function Link({
  to,
  replace,
  state,
  onClick,
  target,
  ref,
  ...rest
}: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const { basename } = useRouterState();
  const location = useLocation();
  const navigate = useNavigate();
  const path = useResolved(to);
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = external
    ? to
    : createPath({ ...path, pathname: withBasename(path.pathname, basename) });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      external ||
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    void navigate(path, { replace: replace ?? createPath(location) === createPath(path), state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** A link that knows whether the location is its path (or under it, unless `end`). */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const to = useResolved(rest.to).pathname.toLowerCase();
  const at = pathname.toLowerCase();
  const slashAt = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  const isActive = at === to || (!end && at.startsWith(to) && at.charAt(slashAt) === '/');
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className({ isActive })
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined
      }
    />
  );
}

export type { Params, Path, RouteMatch, RouteObject, To };
