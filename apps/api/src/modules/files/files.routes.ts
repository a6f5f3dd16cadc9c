import { endpoints } from '@shop/contract';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import { readUploadedFile } from '../../http/multipart';
import { storeImage } from './image-processing';
import { toPublicUrl, type ImageStore } from './image-store';

/** Admin image upload: any raster image, stored re-encoded as WebP at several widths. */
export function registerFileRoutes(
  routes: EndpointRouter,
  deps: { store: ImageStore; publicUrl: string },
): void {
  routes.add(endpoints.uploadImage, async (request) => {
    const bytes = await readUploadedFile(request, endpoints.uploadImage.file);
    const ref = await storeImage(deps.store, bytes);
    return ok({ url: toPublicUrl(ref, deps.publicUrl) }, 'Image uploaded');
  });
}
