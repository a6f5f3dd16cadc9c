import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FIRST_ANSWERS_ELEMENT_ID, apiCallKey } from '@shop/contract';
import { failure } from './envelope';
import { firstPageAt, type ApiCall } from './first-page';

export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const ROOT_ELEMENT = '<div id="root"></div>';

/** Vite's build manifest: each source module's chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * Serves the built web app: hashed assets cached for a year, and the page (index.html) for every
 * client-side route, revalidated on every visit.
 *
 * A storefront page's HTML also names its page's code for early download and carries the answers
 * to the public catalogue calls its first render makes (decision 011): the first render then draws
 * the page, instead of the header alone and the page two round trips later.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      res.header(
        'cache-control',
        path.startsWith(join(webDistDir, 'assets'))
          ? `public, max-age=${ONE_YEAR_SECONDS}, immutable`
          : 'no-cache',
      );
    },
  });
  const page = new PageComposer(app, webDistDir);
  app.get('/', { schema: { hide: true } }, (request, reply) => page.send(request.url, reply));
  registerNotFoundHandler(app, page);
}

/**
 * Unknown API paths get a JSON 404. With the web app served, other page paths (client-side routes
 * such as /product/..., /search) get its page.
 */
export function registerNotFoundHandler(app: FastifyInstance, page?: PageComposer): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage =
      page !== undefined &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/images/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage) return page.send(request.url, reply);
    return reply.status(404).send(failure(`No route for ${request.method} ${path}`));
  });
}

export class PageComposer {
  private readonly head: string;
  private readonly body: string;
  private readonly tail: string;
  private readonly manifest: Manifest;
  /** Chunks index.html already names: the entry and what it imports. */
  private readonly inShell: Set<string>;
  /** Each page module's `modulepreload` links, worked out on its first visit. */
  private readonly preloads = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    webDistDir: string,
  ) {
    const html = readFileSync(join(webDistDir, 'index.html'), 'utf8');
    const headEnd = html.indexOf('</head>');
    const rootAt = html.indexOf(ROOT_ELEMENT);
    if (headEnd === -1 || rootAt < headEnd) {
      throw new Error(`${webDistDir}/index.html has no </head> followed by ${ROOT_ELEMENT}`);
    }
    const rootEnd = rootAt + ROOT_ELEMENT.length;
    this.head = html.slice(0, headEnd);
    this.body = html.slice(headEnd, rootEnd);
    this.tail = html.slice(rootEnd);
    const manifestFile = join(webDistDir, '.vite', 'manifest.json');
    this.manifest = existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
      : {};
    this.inShell = this.chunksOf('index.html');
  }

  async send(url: string, reply: FastifyReply): Promise<FastifyReply> {
    const firstPage = firstPageAt(url);
    const preloads = firstPage ? this.preloadsOf(firstPage.module) : '';
    const answers = firstPage ? await this.answersTo(firstPage.calls, reply.request.ip) : '';
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(this.head + preloads + this.body + answers + this.tail);
  }

  /** Links naming the chunks a page module needs beyond those index.html names. */
  private preloadsOf(module: string): string {
    let links = this.preloads.get(module);
    if (links === undefined) {
      links = [...this.chunksOf(module)]
        .filter((chunk) => !this.inShell.has(chunk))
        .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`)
        .join('');
      this.preloads.set(module, links);
    }
    return links;
  }

  /** The chunk files a module's code needs: its own and those it imports, transitively. */
  private chunksOf(module: string, into = new Set<string>()): Set<string> {
    const entry = this.manifest[module];
    if (!entry || into.has(entry.file)) return into;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) this.chunksOf(imported, into);
    return into;
  }

  /**
   * The answers to the calls, asked of this app as the browser would ask (same validation, same
   * cache), in a JSON script element. Only successful answers are carried: for anything else the
   * page makes the call itself and shows what it shows for that failure. They are asked from the
   * visitor's address, so the per-address limits count them as the visitor's own calls.
   */
  private async answersTo(calls: readonly ApiCall[], ip: string): Promise<string> {
    const answered = await Promise.all(
      calls.map(async ({ endpoint: { method, path }, body }) => {
        const response = await this.app.inject({
          method,
          url: path,
          remoteAddress: ip,
          ...(body == null ? {} : { payload: body }),
        });
        return response.statusCode === 200
          ? `${JSON.stringify(apiCallKey(method, path, body))}:${response.body}`
          : undefined;
      }),
    );
    const entries = answered.filter((entry) => entry !== undefined);
    if (entries.length === 0) return '';
    // "<" is escaped so that no product text can close the element ("</script>") or open a comment.
    const json = `{${entries.join(',')}}`.replaceAll('<', '\\u003c');
    return `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${json}</script>`;
  }
}
