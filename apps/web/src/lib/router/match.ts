/**
 * The shop's router, its matching half (decision 059): route tables as React Router 7 reads them
 * (nested routes, index routes, `:param` and `*` segments, ranked the same way), so that the
 * pages, the preloads (lazy-page) and the first queries (first-queries) match a path exactly as
 * the app renders it. Nothing here imports React components: the server's render and the browser's
 * preload read the same tables.
 */
import { Children, Fragment, isValidElement } from 'react';
import type { ComponentType, ReactNode } from 'react';

/** The path's parameters: `:name` segments, and `*` for what a splat route matched. */
export type Params = Readonly<Record<string, string | undefined>>;

/** One route: its path relative to its parent's, what it renders, and its children. */
export interface RouteObject {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  Component?: ComponentType;
  children?: RouteObject[];
}

/** A route matched at a path, with the part of the path it matched. */
export interface RouteMatch {
  params: Params;
  pathname: string;
  /** The matched part without what a splat took: where the route's children's paths start. */
  pathnameBase: string;
  route: RouteObject;
}

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

interface RouteProps {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  Component?: ComponentType;
  children?: ReactNode;
}

/** A route of a route table; only ever read by `Routes` (see createRoutesFromElements). */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('A <Route> is only ever used as a child of <Routes>.');
}

/** The route objects of `<Route>` elements (fragments are looked through). */
export function createRoutesFromElements(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    if (child.type === Fragment) {
      routes.push(...createRoutesFromElements((child.props as { children?: ReactNode }).children));
      return;
    }
    const { children: nested, ...route } = child.props as RouteProps;
    routes.push({ ...route, children: nested ? createRoutesFromElements(nested) : undefined });
  });
  return routes;
}

export function joinPaths(paths: string[]): string {
  return paths.join('/').replace(/\/\/+/g, '/');
}

interface Branch {
  path: string;
  score: number;
  routes: { relativePath: string; route: RouteObject }[];
}

const PARAM = /^:[\w-]+$/;

function scoreOf(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment !== '*') score += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

function flatten(
  routes: RouteObject[],
  branches: Branch[] = [],
  parents: Branch['routes'] = [],
  parentPath = '',
): Branch[] {
  for (const route of routes) {
    let relativePath = route.path ?? '';
    if (relativePath.startsWith('/')) {
      if (!relativePath.startsWith(parentPath)) {
        throw new Error(
          `The route path "${relativePath}" is not under its parent's "${parentPath}".`,
        );
      }
      relativePath = relativePath.slice(parentPath.length);
    }
    const meta = [...parents, { relativePath, route }];
    const path = joinPaths([parentPath, relativePath]);
    if (route.children?.length) flatten(route.children, branches, meta, path);
    if (route.path == null && !route.index) continue;
    branches.push({ path, score: scoreOf(path, route.index), routes: meta });
  }
  return branches;
}

interface PathMatch {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
}

/** Matches `pathname` against one route's `path` (to its end, or as a prefix). */
export function matchPath(
  {
    path,
    caseSensitive = false,
    end = true,
  }: { path: string; caseSensitive?: boolean; end?: boolean },
  pathname: string,
): PathMatch | null {
  const names: { name: string; optional: boolean }[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional?: string) => {
        names.push({ name, optional: optional !== undefined });
        return optional ? '/?([^\\/]+)?' : '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push({ name: '*', optional: false });
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?:(?=\\/|$))';
  }
  const found = new RegExp(source, caseSensitive ? undefined : 'i').exec(pathname);
  if (!found) return null;
  const matched = found[0];
  let pathnameBase = matched.replace(/(.)\/+$/, '$1');
  const params: Record<string, string | undefined> = {};
  names.forEach(({ name, optional }, index) => {
    const value = found[index + 1];
    if (name === '*') {
      pathnameBase = matched
        .slice(0, matched.length - (value ?? '').length)
        .replace(/(.)\/+$/, '$1');
    }
    params[name] = optional && !value ? undefined : (value ?? '').replace(/%2F/g, '/');
  });
  return { params, pathname: matched, pathnameBase };
}

function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const params: Record<string, string | undefined> = {};
  let matchedPathname = '/';
  const matches: RouteMatch[] = [];
  branch.routes.forEach(({ relativePath, route }, index) => {
    if (matches.length < index) return;
    const remaining =
      matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const found = matchPath(
      {
        path: relativePath,
        caseSensitive: route.caseSensitive,
        end: index === branch.routes.length - 1,
      },
      remaining,
    );
    if (!found) return;
    Object.assign(params, found.params);
    matches.push({
      params,
      pathname: joinPaths([matchedPathname, found.pathname]),
      pathnameBase: normalizePathname(joinPaths([matchedPathname, found.pathnameBase])),
      route,
    });
    if (found.pathnameBase !== '/') {
      matchedPathname = joinPaths([matchedPathname, found.pathnameBase]);
    }
  });
  return matches.length === branch.routes.length ? matches : null;
}

function normalizePathname(pathname: string): string {
  return pathname.replace(/\/+$/, '').replace(/^\/*/, '/');
}

/**
 * Where `pathname` is under `basename` (without it), or null when it is not under it.
 */
export function stripBasename(pathname: string, basename: string): string | null {
  if (basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const start = basename.endsWith('/') ? basename.length - 1 : basename.length;
  const next = pathname.charAt(start);
  if (next && next !== '/') return null;
  return pathname.slice(start) || '/';
}

/**
 * The routes of `routes` that `pathname` renders, outermost first, or null when none matches: the
 * most specific path wins (static segments over parameters over splats; React Router's ranking),
 * and among equals the first in the table.
 */
export function matchRoutes(
  routes: RouteObject[],
  pathname: string,
  basename = '/',
): RouteMatch[] | null {
  const under = stripBasename(pathname, basename);
  if (under === null) return null;
  const branches = flatten(routes)
    .map((branch, order) => ({ branch, order }))
    .sort((a, b) => b.branch.score - a.branch.score || a.order - b.order);
  const decoded = decodePath(under);
  for (const { branch } of branches) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return null;
}

/** A URL's path, query and hash, from a string. */
export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  return (
    pathname +
    (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') +
    (hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '')
  );
}

function resolvePathname(relative: string, from: string): string {
  const segments = from.replace(/\/+$/, '').split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') {
      segments.push(segment);
    }
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/** What a link or a navigation goes to: a path, or a part of one. */
export type To = string | Partial<Path>;

/**
 * The path `to` names from a route whose matched paths (outermost first) are `routePathnames`,
 * at `locationPathname`: an absolute path as it is, a relative one from the route (`..` goes up a
 * route), a query or hash alone on the current path; as React Router resolves it.
 */
export function resolveTo(to: To, routePathnames: string[], locationPathname: string): Path {
  const target: Partial<Path> = typeof to === 'string' ? parsePath(to) : { ...to };
  const isEmpty = to === '' || target.pathname === '';
  const toPathname = isEmpty ? '/' : target.pathname;
  let from = locationPathname;
  if (toPathname !== undefined) {
    let index = routePathnames.length - 1;
    if (!toPathname.startsWith('/') && toPathname.startsWith('..')) {
      const segments = toPathname.split('/');
      while (segments[0] === '..') {
        segments.shift();
        index -= 1;
      }
      target.pathname = segments.join('/');
    }
    from = index >= 0 ? (routePathnames[index] ?? '/') : '/';
  }
  const relative = isEmpty ? '/' : target.pathname;
  let pathname = relative
    ? relative.startsWith('/')
      ? relative
      : resolvePathname(relative, from)
    : from;
  const explicitSlash = !!toPathname && toPathname !== '/' && toPathname.endsWith('/');
  const currentSlash = (isEmpty || toPathname === '.') && locationPathname.endsWith('/');
  if (!pathname.endsWith('/') && (explicitSlash || currentSlash)) pathname += '/';
  const search = target.search && target.search !== '?' ? target.search : '';
  const hash = target.hash && target.hash !== '#' ? target.hash : '';
  return {
    pathname,
    search: search && !search.startsWith('?') ? `?${search}` : search,
    hash: hash && !hash.startsWith('#') ? `#${hash}` : hash,
  };
}

/** The paths a relative `to` is resolved from: the routes with a path, the last one whole. */
export function routePathnamesOf(matches: RouteMatch[]): string[] {
  const withPath = matches.filter((match, index) => index === 0 || !!match.route.path);
  return withPath.map((match, index) =>
    index === withPath.length - 1 ? match.pathname : match.pathnameBase,
  );
}

/** `path` (relative to `basename`) as the browser's address has it. */
export function withBasename(pathname: string, basename: string): string {
  if (basename === '/') return pathname;
  return pathname === '/' ? basename : joinPaths([basename, pathname]);
}
