import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { StoredImage } from '../modules/files/image-store';
import { STORED_NAME } from '../modules/files/s3-image-store';
import { ONE_YEAR_SECONDS } from './web-app';

const FOREVER = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;

/**
 * `/images/<name>` from an object store, as the local folder's files are served: every answer
 * keeps carrying the shop's own image URLs, and a stored name is never reused, so a browser or a
 * CDN in front keeps each image for a year and asks the shop (and the store) once. With
 * `directUrl` (S3_PUBLIC_URL) the shop redirects there instead, for a CDN that reads the bucket.
 */
export function registerStoredImages(
  app: FastifyInstance,
  read: (name: string) => Promise<StoredImage | undefined>,
  directUrl: string | undefined,
): void {
  app.get<{ Params: { name: string } }>(
    '/images/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      if (!STORED_NAME.test(name)) {
        reply.callNotFound();
        return reply;
      }
      reply.header('cross-origin-resource-policy', 'cross-origin');
      if (directUrl) {
        return reply.header('cache-control', FOREVER).redirect(`${directUrl}/${name}`, 301);
      }
      const image = await read(name);
      if (!image) {
        reply.callNotFound();
        return reply;
      }
      reply.header('cache-control', FOREVER).header('content-type', image.contentType);
      if (image.etag) {
        reply.header('etag', image.etag);
        if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
      }
      return reply.send(image.bytes);
    },
  );
}

/**
 * `/images/<name>` from the local folder (`DATA_DIR/uploads`), with the same headers. The files are
 * sent by the static plugin (ranges, `etag` and `last-modified` revalidation), but only under a
 * stored name, looked up as it is: the plugin's own catch-all route lists the whole folder on every
 * request to check the name's spelling against it, and a shop's folder holds five files per
 * picture (decision 031): at 30,000 files, each image cost the server some 65 ms of CPU.
 */
export async function registerLocalImages(app: FastifyInstance, directory: string): Promise<void> {
  // In a scope of its own, so that `reply.sendFile` is this folder's and no one else's.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: directory,
      serve: false,
      index: false,
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
      // Public pictures: web apps on other origins (CORS_ORIGINS, the dev server) show them too.
      setHeaders: (res) => {
        res.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
    scope.get<{ Params: { name: string } }>(
      '/images/:name',
      { schema: { hide: true } },
      (request, reply) => {
        const { name } = request.params;
        if (!STORED_NAME.test(name)) {
          reply.callNotFound();
          return reply;
        }
        return reply.sendFile(name);
      },
    );
  });
}
