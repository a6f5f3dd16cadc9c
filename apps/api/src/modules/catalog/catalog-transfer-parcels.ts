import { sql } from 'drizzle-orm';
import {
  MAX_PARCEL_SIDE_CM,
  MAX_PARCEL_WEIGHT_GRAMS,
  PARCEL_CSV_COLUMNS,
  type ImportChange,
  type ImportProblem,
  type ParcelCsvColumn,
  type ParcelSize,
} from '@shop/contract';
import { csvText } from '../../csv';
import { queryRows, type Database } from '../../db/client';
import type { CatalogTransferWords } from './catalog-transfer-texts';

// The parcel's weight and sides in the catalogue CSV (issue 48): read, compared and written per
// product and per variant, beside the columns the admin's own create and update take.

/** Each column's value of a parcel, and its largest. */
const FIELD_OF: Record<ParcelCsvColumn, { field: keyof ParcelSize; max: number }> = {
  parcel_weight_grams: { field: 'weight_grams', max: MAX_PARCEL_WEIGHT_GRAMS },
  parcel_length_cm: { field: 'length_cm', max: MAX_PARCEL_SIDE_CM },
  parcel_width_cm: { field: 'width_cm', max: MAX_PARCEL_SIDE_CM },
  parcel_height_cm: { field: 'height_cm', max: MAX_PARCEL_SIDE_CM },
};

export const NO_PARCEL: ParcelSize = {
  weight_grams: null,
  length_cm: null,
  width_cm: null,
  height_cm: null,
};

const hasAny = (parcel: ParcelSize) => Object.values(parcel).some((value) => value !== null);

interface ParcelRow {
  id: string;
  productId: string;
  code: string;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
}

const parcelOf = (row: ParcelRow): ParcelSize => ({
  weight_grams: row.weight,
  length_cm: row.length,
  width_cm: row.width,
  height_cm: row.height,
});

/**
 * The stored values of every product (by id) and of every other variant (by id and by its
 * product and code), of these products or of all.
 */
export async function selectTransferParcels(
  db: Database,
  productIds?: readonly string[],
): Promise<{
  products: Map<string, ParcelSize>;
  variants: Map<string, ParcelSize>;
  variantsByCode: Map<string, ParcelSize>;
}> {
  const among =
    productIds === undefined ? sql`TRUE` : sql`p.id = ANY(${sql.param([...productIds])}::text[])`;
  const [productRows, variantRows] = await Promise.all([
    queryRows<ParcelRow>(
      db,
      sql`SELECT p.id, p.id AS "productId", p.code, p.parcel_weight_grams AS weight,
                 p.parcel_length_cm AS length, p.parcel_width_cm AS width,
                 p.parcel_height_cm AS height
          FROM products p WHERE ${among}`,
    ),
    queryRows<ParcelRow>(
      db,
      sql`SELECT v.id, v.product_id AS "productId", v.code, v.parcel_weight_grams AS weight,
                 v.parcel_length_cm AS length, v.parcel_width_cm AS width,
                 v.parcel_height_cm AS height
          FROM product_variants v JOIN products p ON p.id = v.product_id WHERE ${among}`,
    ),
  ]);
  return {
    products: new Map(productRows.map((row) => [row.id, parcelOf(row)])),
    variants: new Map(variantRows.map((row) => [row.id, parcelOf(row)])),
    variantsByCode: new Map(
      variantRows.map((row) => [variantKey(row.productId, row.code), parcelOf(row)]),
    ),
  };
}

export const variantKey = (productId: string, code: string) => `${productId}\n${code}`;

/** Whether the export carries the parcel columns: some product or variant has a value. */
export function anyParcel(parcels: {
  products: Map<string, ParcelSize>;
  variants: Map<string, ParcelSize>;
}): boolean {
  return [...parcels.products.values(), ...parcels.variants.values()].some(hasAny);
}

/** A parcel's cells, in the columns' order ('' where none). */
export const parcelCells = (parcel: ParcelSize | undefined): (number | string)[] =>
  PARCEL_CSV_COLUMNS.map((column) => parcel?.[FIELD_OF[column].field] ?? '');

/**
 * The values a line's parcel cells ask for, only of the columns the file has (a missing column
 * leaves its value as it is); an empty cell clears it. A value that is not a whole number from 1
 * to its largest is a problem of its column.
 */
export function readParcelCells(
  cells: ReadonlyMap<string, string>,
  words: CatalogTransferWords,
  problems: ImportProblem[],
): Partial<ParcelSize> | undefined {
  let asked: Partial<ParcelSize> | undefined;
  for (const column of PARCEL_CSV_COLUMNS) {
    const cell = cells.get(column);
    if (cell === undefined) continue;
    const { field, max } = FIELD_OF[column];
    const text = csvText(cell).trim();
    let value: number | null = null;
    if (text !== '') {
      if (!/^\d+$/.test(text)) {
        problems.push({ column, message: words.parcelNotWhole(text) });
        continue;
      }
      value = Number(text);
      if (value < 1 || value > max) {
        problems.push({ column, message: words.parcelOutOfRange(max) });
        continue;
      }
    }
    asked = { ...asked, [field]: value };
  }
  return asked;
}

/** The stored values with the file's over them, and the plan's changes from one to the other. */
export function parcelChanges(
  stored: ParcelSize | undefined,
  asked: Partial<ParcelSize> | undefined,
): { parcel: ParcelSize; changes: ImportChange[] } | undefined {
  if (!asked) return undefined;
  const before = stored ?? NO_PARCEL;
  const parcel: ParcelSize = { ...before, ...asked };
  const changes = PARCEL_CSV_COLUMNS.flatMap((column) => {
    const { field } = FIELD_OF[column];
    return before[field] === parcel[field]
      ? []
      : [{ column, from: String(before[field] ?? ''), to: String(parcel[field] ?? '') }];
  });
  return changes.length === 0 ? undefined : { parcel, changes };
}

/** Writes a product's values. */
export async function writeProductParcel(
  db: Database,
  productId: string,
  parcel: ParcelSize,
): Promise<void> {
  await db.execute(
    sql`UPDATE products SET parcel_weight_grams = ${parcel.weight_grams},
          parcel_length_cm = ${parcel.length_cm}, parcel_width_cm = ${parcel.width_cm},
          parcel_height_cm = ${parcel.height_cm}
        WHERE id = ${productId}`,
  );
}

/** Writes the values of a product's variant, found by its code (as the variants write keeps it). */
export async function writeVariantParcel(
  db: Database,
  productId: string,
  code: string,
  parcel: ParcelSize,
): Promise<void> {
  await db.execute(
    sql`UPDATE product_variants SET parcel_weight_grams = ${parcel.weight_grams},
          parcel_length_cm = ${parcel.length_cm}, parcel_width_cm = ${parcel.width_cm},
          parcel_height_cm = ${parcel.height_cm}
        WHERE product_id = ${productId} AND code = ${code}`,
  );
}
