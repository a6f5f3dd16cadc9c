import { UploadResponseSchema } from '@shop/contract';
import type { App } from '../../http/app-instance';
import type { Guard } from '../../http/auth';
import { ok } from '../../http/envelope';
import { readUploadedFile } from '../../http/multipart';
import { storeImage } from './image-processing';
import { toPublicUrl, type ImageStore } from './image-store';

/** Admin image upload: any raster image, stored re-encoded as WebP at several widths. */
export function registerFileRoutes(
  app: App,
  deps: { store: ImageStore; publicUrl: string },
  requireAdmin: Guard,
): void {
  app.post(
    '/api/file/upload',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Upload an image (multipart field "image")',
        response: { 200: UploadResponseSchema },
      },
    },
    async (request) => {
      const bytes = await readUploadedFile(request, 'image');
      const ref = await storeImage(deps.store, bytes);
      return ok({ url: toPublicUrl(ref, deps.publicUrl) }, 'Image uploaded');
    },
  );
}
