import { inBoth } from './answer-texts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';

/**
 * The bytes of the one file in `field` of a multipart request; 415 for other bodies. `maxBytes`
 * replaces the shop's upload limit (UPLOAD_MAX_MB) for this call.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  maxBytes?: number,
): Promise<Buffer> {
  return (await readNamedUpload(request, field, maxBytes)).bytes;
}

/**
 * `readUploadedFile`, with the file name the client gave (to show, never to store under; empty
 * when none was given).
 */
export async function readNamedUpload(
  request: FastifyRequest,
  field: string,
  maxBytes?: number,
): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      inBoth((t) => t.sendMultipart(field)),
    );
  }
  try {
    const file = await request.file(
      maxBytes === undefined ? undefined : { limits: { fileSize: maxBytes } },
    );
    if (file?.fieldname !== field)
      throw new AppError(
        'BAD_REQUEST',
        inBoth((t) => t.sendOneImage(field)),
        { field },
      );
    const bytes = await file.toBuffer();
    // The reader stops at the size limit and marks the stream truncated; it throws only when it
    // sees the mark while chunks still come. When the limit falls on a chunk's end (a matter of
    // how the socket delivered the body) it hands back the first UPLOAD_MAX_MB cut off instead:
    // that is never a file to store.
    if (file.file.truncated)
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        inBoth((t) => t.fileTooLarge),
      );
    return { bytes, fileName: file.filename };
  } catch (error) {
    // The multipart parser throws plain errors ("Boundary not found", "Unexpected end of
    // multipart data") for malformed bodies: the client's fault, not a 500. Its own limits
    // (file too large, too many parts) already carry a 4xx status.
    if (error instanceof AppError || hasClientStatus(error)) throw error;
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.malformedMultipart),
    );
  }
}

function hasClientStatus(error: unknown): boolean {
  if (!(error instanceof Error) || !('statusCode' in error)) return false;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}
