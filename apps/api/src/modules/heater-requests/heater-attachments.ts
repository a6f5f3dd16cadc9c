import { randomBytes } from 'node:crypto';
import { and, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  HEATER_ATTACHMENT_MAX_BYTES,
  type HeaterAttachment,
  type HeaterAttachmentType,
} from '@shop/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { heaterRequestAttachments } from '../../db/schema';
import { isPdf } from '../documents/pdf-check';
import { decodesAsAnnounced, sniffUploadFormat } from '../files/image-processing';
import type { ImageStore } from '../files/image-store';
import { heaterText } from './heater-request-texts';

export interface AttachmentDeps {
  db: Database;
  store: ImageStore;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** An upload nobody submitted is removed after this long. */
export const UNCLAIMED_KEEP_MS = 24 * 60 * 60 * 1000;
/** How many stale uploads one upload clears at most (the rest go with the next ones). */
const CLEARED_PER_UPLOAD = 20;

const EXTENSION: Record<HeaterAttachmentType, string> = {
  pdf: 'pdf',
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
};
export const CONTENT_TYPE: Record<HeaterAttachmentType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * The attachment's type, judged by its bytes alone (never the file's name or the client's type): a
 * PDF with its header and trailer (`isPdf`), or a PNG, JPEG or WebP by its signature. An
 * executable, a script or an SVG named `drawing.pdf` is none of them.
 */
export function attachmentTypeOf(bytes: Buffer): HeaterAttachmentType | undefined {
  if (isPdf(bytes)) return 'pdf';
  const image = sniffUploadFormat(bytes);
  return image === 'avif' ? undefined : image;
}

/** The name shown to the staff: the client's, without folders or control characters. */
function shownName(fileName: string, type: HeaterAttachmentType): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return cleaned === '' ? `attachment.${EXTENSION[type]}` : cleaned;
}

/**
 * Stores an uploaded attachment unclaimed: checked by its bytes, kept as it came under a generated
 * name (`rfq-<id>.<ext>`, which the public `/images/` route never serves), and answered with the
 * id a submit names to claim it. Uploads older than a day that no submit claimed are removed first.
 */
export async function storeAttachment(
  deps: AttachmentDeps,
  bytes: Buffer,
  fileName: string,
): Promise<HeaterAttachment> {
  if (bytes.length > HEATER_ATTACHMENT_MAX_BYTES)
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      heaterText((t) => t.attachmentTooLarge),
    );
  const type = bytes.length === 0 ? undefined : attachmentTypeOf(bytes);
  // An image's signature glued to something else is refused: the decoder must read it as one.
  if (!type || (type !== 'pdf' && !(await decodesAsAnnounced(bytes))))
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      heaterText((t) => t.attachmentType),
    );
  await clearUnclaimed(deps);
  const id = randomBytes(12).toString('hex');
  const file = `rfq-${id}.${EXTENSION[type]}`;
  await deps.store.put(file, bytes);
  const name = shownName(fileName, type);
  try {
    await deps.db
      .insert(heaterRequestAttachments)
      .values({ id, file, name, type, size: bytes.length });
  } catch (error) {
    await deps.store.remove(file);
    throw error;
  }
  return { _id: id, name, type, size: bytes.length };
}

/** Removes the rows and files of uploads no submit claimed within a day. */
export async function clearUnclaimed(deps: AttachmentDeps, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - UNCLAIMED_KEEP_MS);
  const stale = await deps.db
    .delete(heaterRequestAttachments)
    .where(
      and(
        sql`${heaterRequestAttachments.id} IN (SELECT id FROM heater_request_attachments
          WHERE request_id IS NULL AND created_at < ${before.toISOString()}
          ORDER BY created_at LIMIT ${CLEARED_PER_UPLOAD})`,
        isNull(heaterRequestAttachments.requestId),
        lt(heaterRequestAttachments.createdAt, before),
      ),
    )
    .returning({ file: heaterRequestAttachments.file });
  await Promise.all(
    stale.map(async ({ file }) => {
      try {
        await deps.store.remove(file);
      } catch (error) {
        deps.log.warn({ err: error, file }, 'unclaimed heater request attachment: file kept');
      }
    }),
  );
}
