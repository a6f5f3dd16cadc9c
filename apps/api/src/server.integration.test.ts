import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOver } from '../test/shop-fixtures';
import { createTestShop, type TestShop } from '../test/test-shop';

let shop: TestShop;

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'shop-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
  writeFileSync(join(web, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
  writeFileSync(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  shop = await createTestShop({ NODE_ENV: 'production', WEB_DIST_DIR: web });
});

afterAll(async () => {
  await shop.close();
});

describe('the web app in production', () => {
  it.each([
    '/',
    '/search?q=quat',
    '/product/Quạt-hút-0123456789abcdef01234567',
    '/dashboard/profile',
  ])('serves index.html for the page %s, revalidated on every visit', async (url) => {
    const response = await shop.app.inject({ method: 'GET', url: encodeURI(url) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown API paths and missing files with a JSON 404, not the page', async () => {
    for (const url of ['/api/nope', '/assets/missing-123.js']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: true });
    }
  });

  it('does not expose the development outbox', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/dev/outbox' });
    // The path is just another client-side route here: the app's page, not the outbox.
    expect(response.body).toContain('<div id="root">');
    expect(response.body).not.toContain('Dev outbox');
  });
});

describe('calls from web apps on other origins', () => {
  const preflight = (app: TestShop['app'], origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/cart/get',
      headers: { origin, 'access-control-request-method': 'GET' },
    });

  it('are allowed, with credentials, only from the origins in CORS_ORIGINS', async () => {
    const withOrigins = await createTestShop({ CORS_ORIGINS: 'https://admin.example.com' });
    try {
      const allowed = await preflight(withOrigins.app, 'https://admin.example.com');
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example.com');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      const call = await withOrigins.app.inject({
        method: 'GET',
        url: '/api/category/get',
        headers: { origin: 'https://admin.example.com' },
      });
      expect(call.headers['access-control-allow-origin']).toBe('https://admin.example.com');

      const foreign = await preflight(withOrigins.app, 'https://evil.example.net');
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await withOrigins.close();
    }
  });

  it('are not allowed from anywhere when CORS_ORIGINS is empty, and answers carry no CORS headers', async () => {
    const foreign = await preflight(shop.app, 'https://evil.example.net');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['access-control-allow-credentials']).toBeUndefined();
    const call = await shop.app.inject({
      method: 'GET',
      url: '/api/category/get',
      headers: { origin: 'https://evil.example.net' },
    });
    expect(call.statusCode).toBe(200);
    expect(Object.keys(call.headers).filter((name) => name.startsWith('access-control-'))).toEqual(
      [],
    );
  });
});

describe('the request log', () => {
  async function logLinesOf(logLevel: string, urls: string[]) {
    const logged = await createTestShop({ LOG_LEVEL: logLevel });
    const lines: string[] = [];
    const app = await buildAppOver(logged, {
      logStream: {
        write(line: string) {
          const entry = JSON.parse(line) as { msg?: string; url?: string; statusCode?: number };
          if (entry.msg === 'request completed')
            lines.push(`${String(entry.statusCode)} ${String(entry.url)}`);
        },
      },
    });
    try {
      for (const url of urls) await app.inject({ method: 'GET', url });
    } finally {
      await app.close();
      await logged.close();
    }
    return lines;
  }

  it('logs refused and failed requests at info, and every request at debug', async () => {
    const urls = ['/api/category/get', '/api/no-such-call'];
    expect(await logLinesOf('info', urls)).toEqual(['404 /api/no-such-call']);
    expect(await logLinesOf('debug', urls)).toEqual([
      '200 /api/category/get',
      '404 /api/no-such-call',
    ]);
  });
});
