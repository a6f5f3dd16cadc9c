import { z } from 'zod';
import { okEnvelope } from './envelope';

// The catalogue's CSV export and import (issue 42).

/** The largest CSV an import takes, in UTF-8 bytes. */
export const PRODUCT_CSV_MAX_BYTES = 4 * 1024 * 1024;
/** The most data rows (products) an import takes. */
export const PRODUCT_IMPORT_MAX_ROWS = 5000;

/**
 * The export's columns, in order, then one `spec:<attribute id>` column per attribute. An import
 * must carry `code`; every other column it lacks is left as it is (and, for a new product, takes
 * the default a new product gets or is refused as required).
 */
export const PRODUCT_CSV_COLUMNS = [
  'code',
  'name',
  'name_en',
  'category',
  'sub_category',
  'unit',
  'price',
  'discount',
  'stock',
  'max_per_order',
  'low_stock_threshold',
  'description',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
/**
 * The variants' columns (issue 43), written after `description` only when some product has
 * options, so a catalogue without variants keeps its rows exactly. A product with options is its
 * own row (the default variant), `options` one option a line (`Điện áp [Voltage]: 220V | 380V`)
 * and `variant` its values (`380V | 3kW`); each other variant is a row of its own code, price,
 * discount and stock, `variant_of` its product's code, `variant` its values, its `spec:` cells
 * only the values it holds over the product's, and the product's other columns repeated (read
 * from the product's row on import).
 */
export const VARIANT_CSV_COLUMNS = ['variant_of', 'options', 'variant'] as const;
/**
 * The parcel's weight (grams) and sides (cm) of a product or variant (issue 48), written after
 * `description` only when some product or variant has one, so a catalogue without them keeps its
 * rows exactly. An empty cell is "none here" (the category's or the shop's default applies); a
 * file without these columns leaves the values as they are.
 */
export const PARCEL_CSV_COLUMNS = [
  'parcel_weight_grams',
  'parcel_length_cm',
  'parcel_width_cm',
  'parcel_height_cm',
] as const;
export type ParcelCsvColumn = (typeof PARCEL_CSV_COLUMNS)[number];
/** Between an option's values, and a variant's values, in one cell. */
export const CSV_VALUE_SEPARATOR = ' | ';
/** A specification column's name starts with this, then the attribute's id. */
export const SPEC_COLUMN_PREFIX = 'spec:';
/** Between the names of a product's categories (and sub-categories) in one cell. */
export const CSV_NAME_SEPARATOR = ' | ';

/** An import's file as text (the web reads the chosen file); `planHash` only when confirming. */
export const ProductImportRequestSchema = z.object({
  csv: z
    .string({ error: 'csv must be text' })
    .max(PRODUCT_CSV_MAX_BYTES * 2, 'the file is too large'),
});
export type ProductImportRequest = z.input<typeof ProductImportRequestSchema>;

export const ProductImportApplyRequestSchema = ProductImportRequestSchema.extend({
  /** The dry run's `hash`: the write is refused when the plan made now is not the one seen. */
  planHash: z
    .string({ error: 'planHash is required' })
    .regex(/^[0-9a-f]{64}$/, 'planHash is not a plan hash'),
});
export type ProductImportApplyRequest = z.input<typeof ProductImportApplyRequestSchema>;

export const IMPORT_ROW_ACTIONS = ['create', 'update', 'unchanged', 'reject'] as const;
export type ImportRowAction = (typeof IMPORT_ROW_ACTIONS)[number];

/** One field an update changes: its column, the value kept and the file's (as CSV text). */
export const ImportChangeSchema = z.object({
  column: z.string(),
  from: z.string(),
  to: z.string(),
});
export type ImportChange = z.infer<typeof ImportChangeSchema>;

/** Why a row is refused: its column ('' for the row as a whole) and a message in the request's locale. */
export const ImportProblemSchema = z.object({ column: z.string(), message: z.string() });
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

export const ImportPlanRowSchema = z.object({
  /** Its line in the file, the header being line 1 (as a spreadsheet numbers it). */
  row: z.number().int(),
  code: z.string(),
  name: z.string(),
  action: z.enum(IMPORT_ROW_ACTIONS),
  /** For an update: what changes. */
  changes: z.array(ImportChangeSchema),
  /** For a rejection: why. */
  problems: z.array(ImportProblemSchema),
});
export type ImportPlanRow = z.infer<typeof ImportPlanRowSchema>;

export const ImportCountsSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  reject: z.number().int(),
});
export type ImportCounts = z.infer<typeof ImportCountsSchema>;

/**
 * A dry run's answer: the counts, the rows that create, update or are refused (unchanged rows are
 * only counted), and the plan's hash, which the confirm sends back.
 */
export const ImportPlanSchema = z.object({
  hash: z.string(),
  counts: ImportCountsSchema,
  rows: z.array(ImportPlanRowSchema),
});
export type ImportPlan = z.infer<typeof ImportPlanSchema>;
export const ImportPlanResponseSchema = okEnvelope(ImportPlanSchema);

/** A confirmed import's answer: what was written. */
export const ImportResultResponseSchema = okEnvelope(
  z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() }),
);

/** The export's body: CSV text (UTF-8 with a BOM), sent as a download. */
export const ProductExportResponseSchema = z.string();
