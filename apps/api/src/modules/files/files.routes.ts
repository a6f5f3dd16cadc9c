import type { FastifyRequest } from 'fastify';
import { UploadResponseSchema } from '@shop/contract';
import { AppError } from '../../app-error';
import type { App } from '../../http/app-instance';
import type { Guard } from '../../http/auth';
import { ok } from '../../http/envelope';
import { storeImage } from './image-processing';
import { toPublicUrl, type ImageStore } from './image-store';

/** The bytes of the one file in `field` of a multipart request; 415 for other bodies. */
export async function readUploadedFile(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the file as multipart/form-data in the field "${field}"`,
    );
  }
  try {
    const file = await request.file();
    if (file?.fieldname !== field)
      throw new AppError('BAD_REQUEST', `Send one image in the form field "${field}"`);
    return await file.toBuffer();
  } catch (error) {
    // The multipart parser throws plain errors ("Boundary not found", "Unexpected end of
    // multipart data") for malformed bodies: the client's fault, not a 500. Its own limits
    // (file too large, too many parts) already carry a 4xx status.
    if (error instanceof AppError || hasClientStatus(error)) throw error;
    throw new AppError('BAD_REQUEST', 'The multipart/form-data body is malformed');
  }
}

function hasClientStatus(error: unknown): boolean {
  if (!(error instanceof Error) || !('statusCode' in error)) return false;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}

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
