import type { FastifyInstance } from 'fastify';
import { PRIVATE_PATH_PREFIXES } from './page-head';

/**
 * GET /robots.txt: crawlers may read the storefront (home, listings, products, images) but not
 * the API, searches, or pages that depend on who is signed in; the sitemap index names the rest.
 */
export function registerRobots(app: FastifyInstance, publicUrl: string): void {
  const text = [
    'User-agent: *',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(text),
  );
}
