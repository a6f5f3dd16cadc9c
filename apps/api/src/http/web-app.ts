import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { wordsFor } from './answer-texts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  APP_CODE_ELEMENT_ID,
  APP_START_META,
  BROWSER_STATE_COOKIE,
  FIRST_ANSWERS_ELEMENT_ID,
  apiCallKey,
  endpoints,
  type Endpoint,
  DEFAULT_LOCALE,
  LANGUAGE_TAG,
  LOCALES,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  chosenLocale,
  pathInLocale,
} from '@shop/contract';
import type { Locale, ShopBusinessDetails, ShopDetails } from '@shop/contract';
import { AppError } from '../app-error';
import type { CatalogAnswers } from '../modules/catalog/catalog.routes';
import { sendCompressed } from './content-encoding';
import { failure, ok } from './envelope';
import { keyOf, type ApiCall, type FirstPage, type StorefrontPage } from './first-page';
import { RenderMemo, encoded, type RenderedPage } from './render-memo';
import { headElements, pageHead, type HeadData, type ShopIdentity } from './page-head';
import { readPageRequest, type PageRequest } from './page-request';

export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const ROOT_ELEMENT = '<div id="root"></div>';
const ROOT_OPEN = '<div id="root">';
const CLOSE_DIV = '</div>';

/** The web app's server render (apps/web/src/entry-server.tsx, built into dist/server/). */
interface ServerEntry {
  render(url: string, answers: ReadonlyMap<string, unknown>, locale: Locale): Promise<RenderedPage>;
  /** The footer with the seller's details; absent from a build before it. */
  renderFooter?(shop: ShopBusinessDetails, year: number, locale: Locale): string;
}

/** The footer every page carries after its root, as drawn for one calendar year. */
interface DrawnFooter {
  year: number;
  html: string;
}

/** What the remembered pages may take: some 1,300 product pages of 24 kB (head and content). */
const RENDER_MEMO_BYTES = 32 * 1024 * 1024;

/** Vite's build manifest: each source module's chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The browser build's page → module map (apps/web/page-modules.ts): each storefront page's module
 * and `app`, the module that takes a drawn page over, as the manifest names them.
 */
type PageModules = Partial<Record<StorefrontPage | 'app', string>>;

/**
 * Serves the built web app: hashed assets cached for a year, and the page (index.html) for every
 * client-side route, revalidated on every visit.
 *
 * A storefront page's HTML also names its page's code for early download and carries the answers
 * to the public catalogue calls its first render makes (decision 011): the first render then draws
 * the page, instead of the header alone and the page two round trips later. Every page's head is
 * its own (title, description, canonical URL, previews, structured data; decision 026), unknown
 * products and listings answer 404, and one asked under an old slug is sent to its canonical URL.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  identity: ShopIdentity,
  catalog: CatalogAnswers,
  /** The shop's default locale now (the settings screen's, the environment's first). */
  defaultLocale: () => Locale = () => DEFAULT_LOCALE,
  /** The shop's public details now (GET /api/shop/details), carried in every drawn page. */
  shopDetails?: () => ShopDetails,
): Promise<PageComposer> {
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes each text file beside itself as `.br` and `.gz` (decision 031): those go out
    // as they are, and the compress plugin leaves them alone. A file without them (a build from
    // before) is compressed per request as before.
    preCompressed: true,
    // The server's render is the API's to run, not the browser's to download.
    allowedPath: (pathName) => !pathName.startsWith('/server/'),
    setHeaders: (res, path) => {
      res.header(
        'cache-control',
        path.startsWith(join(webDistDir, 'assets'))
          ? `public, max-age=${ONE_YEAR_SECONDS}, immutable`
          : 'no-cache',
      );
    },
  });
  const page = new PageComposer(app, webDistDir, identity, catalog, defaultLocale, shopDetails);
  app.get('/', { schema: { hide: true } }, (request, reply) => page.send(request.url, reply));
  registerNotFoundHandler(app, page);
  return page;
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
    return reply.status(404).send(failure(wordsFor(request).noRoute(request.method, path)));
  });
}

export class PageComposer {
  /** The page's start up to its own head, in each locale (`<html lang>` is the locale's). */
  private readonly head: Readonly<Record<Locale, string>>;
  /** From the end of the head to the root element's opening tag, included: alike on every page. */
  private readonly body: Buffer;
  /** From the root element's closing tag, included. */
  private readonly tail: string;
  /** The web app's server render, loaded on the first page that wants it; undefined without one. */
  private serverEntry: Promise<ServerEntry | undefined> | undefined;
  private readonly rendered = new RenderMemo(RENDER_MEMO_BYTES);
  private readonly manifest: Manifest;
  private readonly pageModules: PageModules;
  /** Chunks index.html already names: the entry and what it imports. */
  private readonly inShell: Set<string>;
  /** Each page's app-code element, worked out on its first visit. */
  private readonly appCode = new Map<string, string>();
  /** The footer in each locale, drawn on the first page of the year (its © line names the year). */
  private readonly footer = new Map<Locale, Promise<DrawnFooter>>();
  /** The shop details' answer as a first-answers entry, made on the first page after a change. */
  private shopDetailsEntry: { key: string; body: string; entry: string } | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly webDistDir: string,
    private readonly identity: ShopIdentity,
    private readonly catalog: CatalogAnswers,
    /** The shop's default locale, for a visitor who has not chosen and whose browser names none. */
    private readonly defaultLocale: () => Locale = () => DEFAULT_LOCALE,
    /**
     * The shop's public details (the storefront's words the owner set, the seller): every drawn
     * page carries their answer, so its first render draws the owner's words, with no call.
     */
    private readonly shopDetails?: () => ShopDetails,
  ) {
    const html = readFileSync(join(webDistDir, 'index.html'), 'utf8');
    const headEnd = html.indexOf('</head>');
    const rootAt = html.indexOf(ROOT_ELEMENT);
    if (headEnd === -1 || rootAt < headEnd) {
      throw new Error(`${webDistDir}/index.html has no </head> followed by ${ROOT_ELEMENT}`);
    }
    const rootOpened = rootAt + ROOT_OPEN.length;
    const head = withoutOwnHead(html.slice(0, headEnd));
    this.head = Object.fromEntries(
      LOCALES.map((locale) => [locale, inLanguage(head, LANGUAGE_TAG[locale])]),
    ) as Record<Locale, string>;
    this.body = Buffer.from(html.slice(headEnd, rootOpened));
    this.tail = html.slice(rootOpened);
    const manifestFile = join(webDistDir, '.vite', 'manifest.json');
    this.manifest = existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
      : {};
    const pageModulesFile = join(webDistDir, '.vite', 'page-modules.json');
    this.pageModules = existsSync(pageModulesFile)
      ? (JSON.parse(readFileSync(pageModulesFile, 'utf8')) as PageModules)
      : {};
    this.inShell = this.chunksOf('index.html');
  }

  async send(url: string, reply: FastifyReply): Promise<FastifyReply> {
    const page = readPageRequest(url);
    const { request } = reply;
    if (page.switchTo) {
      // The header's VI | EN switch: the choice is kept a year, and the page shown in it.
      const { locale, location } = page.switchTo;
      return reply
        .setCookie(LOCALE_COOKIE, locale, {
          path: '/',
          maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
          sameSite: 'lax',
          httpOnly: true,
          secure: this.identity.publicUrl.startsWith('https:'),
        })
        .header('cache-control', 'no-store')
        .redirect(location, 302);
    }
    if (page.locale === 'en') {
      // A specification path serves whoever has not chosen Vietnamese: the others go to the page's
      // Vietnamese twin (decision 047). The answer depends on the cookie and the browser's language.
      void reply.header('vary', 'Cookie, Accept-Language');
      const wanted = chosenLocale({
        cookie: request.cookies[LOCALE_COOKIE],
        acceptLanguage: request.headers['accept-language'],
        shopDefault: this.defaultLocale(),
      });
      if (wanted !== 'en') {
        return reply.header('cache-control', 'no-store').redirect(pathInLocale(url, wanted), 302);
      }
    }
    const { first } = page;
    // In a browser holding a login or a guest cart (its cookie says so), the page starts its app as
    // soon as it has loaded: the header and the cart need it at once (decision 035).
    const startAtLoad =
      first && request.cookies[BROWSER_STATE_COOKIE] === '1'
        ? `<meta name="${APP_START_META}" content="load">`
        : '';
    const appCode = first ? this.appCodeElement(first.page) : '';
    const answers = first ? await this.answersTo(first, request.ip) : NO_ANSWERS;
    const drawn = await this.draw(page, answers);
    const footer = await this.footerHtml(page.locale);
    if (drawn.status === 301) {
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      return reply.header('cache-control', 'no-cache').redirect(drawn.location + query, 301);
    }
    // The drawn parts are bytes already; the rest is encoded around them. The footer follows the
    // root on every page, drawn or not: the app never draws over it.
    const after =
      this.tail.slice(0, CLOSE_DIV.length) +
      answers.script +
      footer +
      this.tail.slice(CLOSE_DIV.length);
    const html = Buffer.concat([
      Buffer.from(this.head[page.locale] + startAtLoad + appCode),
      drawn.head,
      this.body,
      drawn.root,
      Buffer.from(after),
    ]);
    return sendCompressed(
      reply.status(drawn.status).header('cache-control', 'no-cache'),
      html,
      'text/html; charset=utf-8',
    );
  }

  /**
   * The page's own head (title, description, canonical URL and its other locale's, previews,
   * structured data) and its content, drawn by the web app's server render with the page's first
   * answers (decision 027); or the redirect to its canonical URL. Only a storefront page that
   * exists is drawn: a 404 keeps the empty root, and the browser draws the web app's not-found
   * view. A drawn page is remembered by its URL (locale prefix included) and the answers it was
   * drawn from (the JSON the page carries): shown again, neither its head nor its content is made
   * afresh, and its answers are not even parsed. When the build has no server render, or the
   * render fails, the page is sent with an empty root for the browser to draw, as before: a render
   * never costs the page.
   */
  private async draw(page: PageRequest, answers: Answers) {
    const key = page.first ? RenderMemo.keyOf(page.url, answers.script) : undefined;
    const remembered = key === undefined ? undefined : this.rendered.get(key);
    if (remembered) return { status: 200 as const, ...remembered };

    const byCall = answers.parsed();
    const head = pageHead(page.kind, headDataOf(page, byCall), this.identity, page.locale);
    if (head.status === 301) return head;
    const elements = headElements(head, this.identity, page.locale);
    const rendered =
      page.first && head.status === 200 ? await this.render(page, byCall) : undefined;
    if (!rendered) return { status: head.status, head: Buffer.from(elements), root: NOTHING };
    const drawn = { head: elements + rendered.head, root: rendered.root };
    return { status: head.status, ...(key ? this.rendered.set(key, drawn) : encoded(drawn)) };
  }

  /** The page's content as the web app's server render draws it; undefined without one. */
  private async render(
    page: PageRequest,
    answers: ReadonlyMap<string, unknown>,
  ): Promise<RenderedPage | undefined> {
    this.serverEntry ??= this.loadServerEntry();
    const entry = await this.serverEntry;
    if (!entry) return undefined;
    try {
      return await entry.render(page.url, answers, page.locale);
    } catch (error) {
      this.app.log.error({ err: error, url: page.url }, 'the server render of a page failed');
      return undefined;
    }
  }

  /**
   * Forgets the drawn footers and the remembered pages: the shop's settings they name changed
   * (the settings screen, in this process or another). The next page draws them afresh.
   */
  forgetDrawn(): void {
    this.footer.clear();
    this.rendered.clear();
    this.shopDetailsEntry = undefined;
  }

  /**
   * The answer to GET /api/shop/details as the API sends it, made once per settings change: the
   * storefront's words of both locales and the seller (the page's locale picks its words; a drawn
   * page is remembered by its URL, the locale's prefix included, and the answers it carries).
   */
  private shopDetailsAnswer(): { key: string; body: string; entry: string } | undefined {
    if (!this.shopDetails) return undefined;
    if (!this.shopDetailsEntry) {
      const body = JSON.stringify(ok(this.shopDetails()));
      const key = apiCallKey(endpoints.shopDetails.method, endpoints.shopDetails.path);
      this.shopDetailsEntry = { key, body, entry: `${JSON.stringify(key)}:${body}` };
    }
    return this.shopDetailsEntry;
  }

  /**
   * The footer with the seller's registered details, the policy links and the hours: the same
   * bytes on every page, so a reader who never touches the page and every crawler see who sells
   * (decision 035, addendum). Drawn by the web app's server render from the shop's settings once
   * a year, never per page; without a render in the build the page goes without, and the app
   * draws the footer itself once it runs, as before.
   */
  private async footerHtml(locale: Locale): Promise<string> {
    const year = new Date().getFullYear();
    let footer = this.footer.get(locale);
    if (!footer || (await footer).year !== year) {
      footer = this.drawFooter(year, locale);
      this.footer.set(locale, footer);
    }
    return (await footer).html;
  }

  private async drawFooter(year: number, locale: Locale): Promise<DrawnFooter> {
    this.serverEntry ??= this.loadServerEntry();
    const entry = await this.serverEntry;
    if (!entry?.renderFooter) return { year, html: '' };
    try {
      return { year, html: entry.renderFooter(this.identity.shop, year, locale) };
    } catch (error) {
      this.app.log.error({ err: error }, 'the server render of the footer failed');
      return { year, html: '' };
    }
  }

  private async loadServerEntry(): Promise<ServerEntry | undefined> {
    const file = join(this.webDistDir, 'server', 'entry-server.js');
    if (!existsSync(file)) {
      this.app.log.warn(
        { file },
        'the web build has no server render: pages are drawn in the browser',
      );
      return undefined;
    }
    try {
      return (await import(pathToFileURL(file).href)) as ServerEntry;
    } catch (error) {
      this.app.log.error({ err: error, file }, "the web build's server render could not be loaded");
      return undefined;
    }
  }

  /**
   * The element naming the code a server-drawn page runs once the shopper uses it (the app and the
   * page module, with what they import) beyond what index.html names: the page asks for it once
   * loaded, a file per idle moment, at the lowest priority and without running it (decision 035).
   * Not `modulepreload` links: those are fetched at high priority beside the page's first
   * pictures, and compiled on the page's main thread; nor prefetch links in the HTML: fetched
   * while the page still loads, they compete with its pictures.
   */
  private appCodeElement(page: StorefrontPage): string {
    let element = this.appCode.get(page);
    if (element === undefined) {
      const { app, [page]: module } = this.pageModules;
      const chunks = [...this.chunksOf(app, this.chunksOf(module))];
      const paths = chunks.filter((chunk) => !this.inShell.has(chunk)).map((c) => `/${c}`);
      element = `<script type="application/json" id="${APP_CODE_ELEMENT_ID}">${JSON.stringify(paths)}</script>`;
      this.appCode.set(page, element);
    }
    return element;
  }

  /** The chunk files a module's code needs: its own and those it imports, transitively. */
  private chunksOf(module: string | undefined, into = new Set<string>()): Set<string> {
    const entry = module === undefined ? undefined : this.manifest[module];
    if (!entry || into.has(entry.file)) return into;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) this.chunksOf(imported, into);
    return into;
  }

  /**
   * The answer to one of a page's first calls, or undefined where the call would not answer 200. A
   * refusal (an unknown product, too many searches) is the page's to show, as the browser's call
   * would show it; any other failure is logged.
   */
  private async firstAnswer(call: ApiCall, ip: string): Promise<string | undefined> {
    try {
      return await this.catalog.answer(call.endpoint, call.body, ip);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) {
        this.app.log.error(
          { err: error, call: call.endpoint.path },
          "a page's first answer failed",
        );
      }
      return undefined;
    }
  }

  /**
   * The answers to the page's first calls (and to those it makes once they are in), asked of the
   * catalogue as the browser would ask (same validation, same cache), in a JSON script element.
   * Only successful answers are carried: for anything else the page makes the call itself and
   * shows what it shows for that failure. They are asked with the visitor's address, so the
   * per-address limits count them as the visitor's own calls.
   */
  private async answersTo({ calls, callsAfter }: FirstPage, ip: string): Promise<Answers> {
    const bodies = new Map<string, string>();
    const ask = (batch: readonly ApiCall[]) =>
      Promise.all(
        batch.map(async (call) => {
          const body = await this.firstAnswer(call, ip);
          if (body === undefined) return undefined;
          const key = keyOf(call);
          bodies.set(key, body);
          return `${JSON.stringify(key)}:${body}`;
        }),
      );
    const answered = await ask(calls);
    if (callsAfter) {
      answered.push(...(await ask(callsAfter((call) => parsedBody(bodies.get(keyOf(call)))))));
    }
    const details = this.shopDetailsAnswer();
    if (details) {
      bodies.set(details.key, details.body);
      answered.push(details.entry);
    }
    const parsed = () => new Map([...bodies].map(([key, body]) => [key, JSON.parse(body)]));
    const entries = answered.filter((entry) => entry !== undefined);
    if (entries.length === 0) return { script: '', parsed };
    // "<" is escaped so that no product text can close the element ("</script>") or open a comment.
    const json = `{${entries.join(',')}}`.replaceAll('<', '\\u003c');
    return {
      script: `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${json}</script>`,
      parsed,
    };
  }
}

/**
 * A page's first answers: the script element carrying them, and the answers themselves, parsed
 * when asked (a page drawn before needs only the script).
 */
interface Answers {
  script: string;
  parsed(): Map<string, unknown>;
}

const NO_ANSWERS: Answers = { script: '', parsed: () => new Map() };
const NOTHING = Buffer.alloc(0);

const parsedBody = (body: string | undefined): unknown =>
  body === undefined ? undefined : JSON.parse(body);

/** The built page's head without the title and description it was built with (each page writes its own). */
function withoutOwnHead(head: string): string {
  return head
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
}

/** The page's start with the document's language said: the page's locale (decision 047). */
function inLanguage(head: string, tag: string): string {
  const withoutLang = head.replace(/(<html\b[^>]*?)\slang="[^"]*"/i, '$1');
  return withoutLang.replace(/<html\b/i, `<html lang="${tag}"`);
}

/** The catalogue answers a page's head is written from, out of those its first render got. */
function headDataOf({ kind, first }: PageRequest, byCall: ReadonlyMap<string, unknown>): HeadData {
  const dataOf = (endpoint: Endpoint) => {
    const call = first?.calls.find((made) => made.endpoint === endpoint);
    return call && (byCall.get(keyOf(call)) as { data?: unknown } | undefined)?.data;
  };
  if (kind.kind === 'product') {
    return { product: dataOf(endpoints.productDetails) as HeadData['product'] };
  }
  if (kind.kind === 'listing') {
    return { subCategories: dataOf(endpoints.listSubCategories) as HeadData['subCategories'] };
  }
  return {};
}
