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
