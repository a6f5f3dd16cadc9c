/** A product's documents (issue 42): PDF datasheets, wiring diagrams, certificates. */
import { z } from 'zod';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';

/** What a document is; the storefront shows it beside the name. */
export const DOCUMENT_KINDS = ['datasheet', 'wiring', 'certificate', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The largest PDF the shop takes: 20 MB. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** A document's name (shown, and the download's file name) is at most this long. */
export const DOCUMENT_NAME_MAX = 120;
/** The most documents one product carries. */
export const DOCUMENTS_PER_PRODUCT_MAX = 20;
/** A stored document's reference: a generated id and `.pdf`, never a client's name. */
export const STORED_DOCUMENT_PATTERN = /^[0-9a-f]{24}\.pdf$/;

// Control characters (newlines, tabs, NUL...) have no place in a name sent in a header.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const DocumentNameSchema = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'name must not be empty')
  .max(DOCUMENT_NAME_MAX, `name must be at most ${DOCUMENT_NAME_MAX} characters`)
  .refine((name) => !CONTROL_CHARACTERS.test(name), 'name must not contain line breaks or tabs');

export const DocumentKindSchema = z.enum(DOCUMENT_KINDS, {
  error: `kind must be one of ${DOCUMENT_KINDS.join(', ')}`,
});

/** One document in a product's details answer; `url` downloads it. */
export const ProductDocumentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: DocumentKindSchema,
  size: z.number().int(),
  url: z.string(),
});
export type ProductDocument = z.infer<typeof ProductDocumentSchema>;

// ---- Requests ----

export const AttachDocumentRequestSchema = z.object({
  productId: IdSchema,
  /** The reference the upload answered. */
  file: z.string().regex(STORED_DOCUMENT_PATTERN, 'file must be an uploaded document'),
  name: DocumentNameSchema,
  kind: DocumentKindSchema,
});
export type AttachDocumentRequest = z.input<typeof AttachDocumentRequestSchema>;

export const UpdateDocumentRequestSchema = z.object({
  productId: IdSchema,
  documentId: IdSchema,
  name: DocumentNameSchema.optional(),
  kind: DocumentKindSchema.optional(),
});
export type UpdateDocumentRequest = z.input<typeof UpdateDocumentRequestSchema>;

export const ReorderDocumentsRequestSchema = z.object({
  productId: IdSchema,
  /** Every one of the product's documents, once each, in the new order. */
  documentIds: z.array(IdSchema).max(DOCUMENTS_PER_PRODUCT_MAX),
});
export type ReorderDocumentsRequest = z.input<typeof ReorderDocumentsRequestSchema>;

export const RemoveDocumentRequestSchema = z.object({
  productId: IdSchema,
  documentId: IdSchema,
});
export type RemoveDocumentRequest = z.input<typeof RemoveDocumentRequestSchema>;

// ---- Responses ----

/** The upload's answer: the stored reference to attach, and its size in bytes. */
export const UploadDocumentResponseSchema = okEnvelope(
  z.object({ file: z.string(), size: z.number().int() }),
);
/** The product's documents after a change, in order. */
export const ProductDocumentsResponseSchema = okEnvelope(z.array(ProductDocumentSchema));
