import { createHash } from 'node:crypto';
import {
  CreateProductRequestSchema,
  CSV_NAME_SEPARATOR,
  CSV_VALUE_SEPARATOR,
  PARCEL_CSV_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_BYTES,
  PRODUCT_IMPORT_MAX_ROWS,
  ProductCodeSchema,
  SetProductVariantsRequestSchema,
  SPEC_COLUMN_PREFIX,
  UpdateProductRequestSchema,
  VARIANT_CSV_COLUMNS,
  type AdminProductSort,
  type ImportChange,
  type ImportCounts,
  type ImportPlan,
  type ImportPlanRow,
  type ImportProblem,
  type Locale,
  type ParcelSize,
  type ProductOption,
  type SpecValue,
  type SpecValues,
} from '@shop/contract';
import type { z } from 'zod';
import { AppError } from '../../app-error';
import { csvLine, csvText, parseCsv, UTF8_BOM } from '../../csv';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/client';
import { validationMessage } from '../../http/validation-texts';
import { MAX_COUNTED_HITS } from '../search/postgres-search-index';
import { createProduct, updateProductDetails } from './catalog-admin.service';
import { setStockContext } from '../stock/stock-context.repo';
import { loadProducts, type CatalogDeps } from './catalog.service';
import {
  selectAllTransferProducts,
  selectCategoryNames,
  selectSortedProductIdPage,
  selectSubCategoryNames,
  selectTransferAttributes,
  selectTransferProductsByCode,
  writeCodeAndSpecs,
  writeProductUpdates,
  type NamedRow,
  type ProductUpdate,
  type TransferAttribute,
  type TransferProduct,
} from './catalog-transfer.repo';
import {
  anyParcel,
  NO_PARCEL,
  parcelCells,
  parcelChanges,
  readParcelCells,
  selectTransferParcels,
  variantKey,
  writeProductParcel,
  writeVariantParcel,
} from './catalog-transfer-parcels';
import { transferText, transferWords, type CatalogTransferWords } from './catalog-transfer-texts';
import {
  optionsCell,
  readOptionsCell,
  readValuesCell,
  valuesCell,
} from './catalog-transfer-variants';
import { selectProductVariants } from './product-variants.repo';
import {
  setProductVariants,
  toVariantsAnswer,
  type VariantsAnswer,
} from './product-variants.service';

// ---- The admin table's sorted list ----

/** The admin product list in a chosen order: every product, or a search's hits re-ordered. */
export async function listSortedProducts(
  deps: CatalogDeps,
  request: { page: number; limit: number; search: string; sort: AdminProductSort },
) {
  const page = { offset: (request.page - 1) * request.limit, limit: request.limit };
  const among =
    request.search === ''
      ? undefined
      : (await deps.search.search(request.search, { offset: 0, limit: MAX_COUNTED_HITS })).ids;
  const hits = await selectSortedProductIdPage(deps.reads ?? deps.db, request.sort, page, among);
  return {
    data: await loadProducts(deps, hits.ids),
    totalCount: hits.total,
    totalNoPage: Math.ceil(hits.total / request.limit),
  };
}

// ---- Export ----

/** A text written between the names of a product's categories. */
const namesOf = (ids: readonly string[], byId: ReadonlyMap<string, NamedRow>) =>
  ids
    .map((id) => byId.get(id)?.name ?? '')
    .filter((name) => name !== '')
    .sort((a, b) => a.localeCompare(b, 'vi'))
    .join(CSV_NAME_SEPARATOR);

/** A specification value as its CSV cell. */
function specCell(value: SpecValue | undefined): string | number {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return value;
}

const specColumn = (attribute: { id: string }) => `${SPEC_COLUMN_PREFIX}${attribute.id}`;

/** The products' options and variants as their answers show them, for the ones that have options. */
async function variantsOfProducts(
  db: Database,
  productIds: readonly string[],
  publicUrl: string,
): Promise<Map<string, VariantsAnswer>> {
  const answers = new Map<string, VariantsAnswer>();
  for (let start = 0; start < productIds.length; start += UPDATE_BATCH) {
    const read = await selectProductVariants(db, productIds.slice(start, start + UPDATE_BATCH));
    for (const [id, row] of read) answers.set(id, toVariantsAnswer(row, publicUrl));
  }
  return answers;
}

/**
 * The whole catalogue as CSV: a BOM, the header, one line per product by code. A product with
 * options is followed by a line per other variant (issue 43), and only then does the file carry
 * the variants' columns: a catalogue without options keeps its lines exactly.
 */
export async function exportProductsCsv(db: Database, publicUrl: string): Promise<string> {
  const [rows, attributes, categoryRows, subCategoryRows] = await Promise.all([
    selectAllTransferProducts(db),
    selectTransferAttributes(db),
    selectCategoryNames(db),
    selectSubCategoryNames(db),
  ]);
  const variantsOf = await variantsOfProducts(
    db,
    rows.filter((row) => row.hasOptions).map((row) => row.id),
    publicUrl,
  );
  const withVariants = variantsOf.size > 0;
  // The parcel's columns (issue 48), only when some product or variant has a value.
  const parcels = await selectTransferParcels(db);
  const withParcels = anyParcel(parcels);
  const categoriesById = new Map(categoryRows.map((row) => [row.id, row]));
  const subCategoriesById = new Map(subCategoryRows.map((row) => [row.id, row]));
  const lines = [
    csvLine([
      ...PRODUCT_CSV_COLUMNS,
      ...(withParcels ? PARCEL_CSV_COLUMNS : []),
      ...(withVariants ? VARIANT_CSV_COLUMNS : []),
      ...attributes.map(specColumn),
    ]),
  ];
  for (const row of rows) {
    const line = (
      numbers: { code: string; price: number; discount: number; stock: number },
      variantCells: (string | number)[],
      specs: SpecValues,
      parcel: ParcelSize | undefined,
    ) =>
      csvLine([
        numbers.code,
        row.name,
        row.nameEn,
        namesOf(row.categoryIds, categoriesById),
        namesOf(row.subcategoryIds, subCategoriesById),
        row.unit,
        numbers.price,
        numbers.discount,
        numbers.stock,
        row.maxPerOrder,
        row.lowStockThreshold ?? '',
        row.description,
        ...(withParcels ? parcelCells(parcel) : []),
        ...(withVariants ? variantCells : []),
        ...attributes.map((attribute) => specCell(specs[attribute.id])),
      ]);
    const variants = variantsOf.get(row.id);
    const [own, ...others] = variants?.variants ?? [];
    if (!variants || !own || variants.options.length === 0) {
      lines.push(line(row, ['', '', ''], row.specs, parcels.products.get(row.id)));
      continue;
    }
    lines.push(
      line(
        row,
        ['', optionsCell(variants.options), valuesCell(own.values)],
        row.specs,
        parcels.products.get(row.id),
      ),
    );
    // Each other variant: its own numbers, and only the values it holds over the product's.
    for (const variant of others)
      lines.push(
        line(
          variant,
          [row.code, '', valuesCell(variant.values)],
          variant.specs ?? {},
          parcels.variants.get(variant._id),
        ),
      );
  }
  return UTF8_BOM + lines.join('');
}

// ---- Import ----

type CreateInput = z.output<typeof CreateProductRequestSchema>;
type UpdateInput = z.output<typeof UpdateProductRequestSchema>;
type SetVariantsInput = z.output<typeof SetProductVariantsRequestSchema>;

/** What the import knows of the shop while it plans. */
interface Lookups {
  attributes: Map<string, TransferAttribute>;
  categories: Map<string, NamedRow[]>;
  subCategories: Map<string, NamedRow[]>;
  categoriesById: Map<string, NamedRow>;
  subCategoriesById: Map<string, NamedRow>;
  products: Map<string, TransferProduct>;
}

/** A row of the file, read: its line, cells by column, and what was found wrong so far. */
interface ReadRow {
  line: number;
  cells: Map<string, string>;
  code: string;
  problems: ImportProblem[];
}

const foldName = (name: string) => name.trim().toLocaleLowerCase('vi');

function byName(rows: NamedRow[]): Map<string, NamedRow[]> {
  const map = new Map<string, NamedRow[]>();
  for (const row of rows) {
    for (const name of new Set([foldName(row.name), foldName(row.nameEn)])) {
      if (name === '') continue;
      map.set(name, [...(map.get(name) ?? []), row]);
    }
  }
  return map;
}

/** The file's header and rows, or an AppError for a file that is not a catalogue CSV. */
function readFile(csv: string, attributes: Map<string, TransferAttribute>) {
  if (Buffer.byteLength(csv, 'utf8') > PRODUCT_CSV_MAX_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      transferText((t) => t.fileTooLarge(PRODUCT_CSV_MAX_BYTES / 1024 / 1024)),
    );
  }
  const records = parseCsv(csv);
  if (!records)
    throw new AppError(
      'BAD_REQUEST',
      transferText((t) => t.notCsv),
      { field: 'csv' },
    );
  const [header, ...body] = records;
  const dataRows = body
    .map((cells, index) => ({ cells, line: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (!header || dataRows.length === 0)
    throw new AppError(
      'BAD_REQUEST',
      transferText((t) => t.emptyFile),
      { field: 'csv' },
    );
  if (dataRows.length > PRODUCT_IMPORT_MAX_ROWS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      transferText((t) => t.tooManyRows(PRODUCT_IMPORT_MAX_ROWS, dataRows.length)),
    );
  }
  const columns = header.map((name) => name.trim());
  const known = new Set<string>([
    ...PRODUCT_CSV_COLUMNS,
    ...PARCEL_CSV_COLUMNS,
    ...VARIANT_CSV_COLUMNS,
  ]);
  const seen = new Set<string>();
  for (const column of columns) {
    if (seen.has(column))
      throw new AppError(
        'BAD_REQUEST',
        transferText((t) => t.repeatedColumn(column)),
        {
          field: 'csv',
        },
      );
    seen.add(column);
    if (column.startsWith(SPEC_COLUMN_PREFIX)) {
      if (!attributes.has(column.slice(SPEC_COLUMN_PREFIX.length)))
        throw new AppError(
          'BAD_REQUEST',
          transferText((t) => t.unknownAttribute(column)),
          {
            field: 'csv',
          },
        );
    } else if (!known.has(column)) {
      throw new AppError(
        'BAD_REQUEST',
        transferText((t) => t.unknownColumn(column)),
        {
          field: 'csv',
        },
      );
    }
  }
  if (!seen.has('code'))
    throw new AppError(
      'BAD_REQUEST',
      transferText((t) => t.noCodeColumn),
      { field: 'csv' },
    );
  return { columns, dataRows };
}

/** The ids of the names in a cell, each found by its name (exact, any case); problems for the rest. */
function idsOfNames(
  cell: string,
  names: Map<string, NamedRow[]>,
  unknown: (name: string) => string,
  ambiguous: (name: string) => string,
  problems: string[],
): string[] {
  const ids: string[] = [];
  for (const name of cell.split(CSV_NAME_SEPARATOR.trim())) {
    const folded = foldName(name);
    if (folded === '') continue;
    const found = names.get(folded) ?? [];
    if (found.length === 0) problems.push(unknown(name.trim()));
    else if (found.length > 1) problems.push(ambiguous(name.trim()));
    else if (found[0]) ids.push(found[0].id);
  }
  return [...new Set(ids)];
}

const YES = new Set(['true', 'yes', 'có', 'co', '1', 'x']);
const NO = new Set(['false', 'no', 'không', 'khong', '0']);
const MAX_SPEC_TEXT = 500;

/** A specification cell as its typed value; undefined for an empty cell; a message when wrong. */
function specValueOf(
  cell: string,
  attribute: TransferAttribute,
  words: CatalogTransferWords,
): { value: SpecValue | undefined } | { problem: string } {
  const text = cell.trim();
  if (text === '') return { value: undefined };
  switch (attribute.kind) {
    case 'number': {
      const normal = text.replace(',', '.');
      if (!/^-?\d+(\.\d+)?$/.test(normal)) return { problem: words.notANumber(text) };
      return { value: Number(normal) };
    }
    case 'choice': {
      const folded = foldName(text);
      const choice = attribute.choices.find((c) =>
        [c.value, c.label, c.label_en ?? ''].some((name) => foldName(name) === folded),
      );
      return choice
        ? { value: choice.value }
        : { problem: words.notAChoice(text, attribute.choices.map((c) => c.value).join(', ')) };
    }
    case 'boolean': {
      const folded = foldName(text);
      if (YES.has(folded)) return { value: true };
      if (NO.has(folded)) return { value: false };
      return { problem: words.notYesNo(text) };
    }
    case 'text':
      return text.length > MAX_SPEC_TEXT
        ? { problem: words.textTooLong(MAX_SPEC_TEXT) }
        : { value: text };
  }
}

/** Where a request field's problem shows in the file. */
const COLUMN_OF_FIELD: Record<string, string> = {
  category: 'category',
  subCategory: 'sub_category',
};

function zodProblems(error: z.ZodError, locale: Locale): ImportProblem[] {
  return error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    return {
      column: COLUMN_OF_FIELD[field] ?? field,
      message: validationMessage(issue.message, locale),
    };
  });
}

/** The text a field shows as in the plan's changes. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(CSV_NAME_SEPARATOR);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value);
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * What one row asks: the request body (before the request schema's parsing) and the specification
 * values of its `spec:` columns, or the problems that refuse it.
 */
function bodyOfRow(
  row: ReadRow,
  existing: TransferProduct | undefined,
  lookups: Lookups,
  words: CatalogTransferWords,
): { body: Record<string, unknown>; specs: SpecValues | undefined } {
  const body: Record<string, unknown> = {};
  const cell = (column: string) => {
    const value = row.cells.get(column);
    return value === undefined ? undefined : csvText(value);
  };
  const text = (column: string, field = column) => {
    const value = cell(column);
    if (value !== undefined) body[field] = value;
  };
  text('name');
  text('unit');
  text('description');
  text('price');
  text('discount');
  text('stock');
  const nameEn = cell('name_en');
  if (nameEn !== undefined && (existing || nameEn.trim() !== '')) body.name_en = nameEn;
  const maxPerOrder = cell('max_per_order');
  if (maxPerOrder !== undefined && maxPerOrder.trim() !== '')
    body.max_per_order = maxPerOrder.trim();
  const threshold = cell('low_stock_threshold');
  if (threshold !== undefined)
    body.low_stock_threshold = threshold.trim() === '' ? null : threshold.trim();
  for (const [column, field, names, unknown, ambiguous] of [
    ['category', 'category', lookups.categories, words.unknownCategory, words.ambiguousCategory],
    [
      'sub_category',
      'subCategory',
      lookups.subCategories,
      words.unknownSubCategory,
      words.ambiguousSubCategory,
    ],
  ] as const) {
    const value = cell(column);
    if (value === undefined) continue;
    const messages: string[] = [];
    body[field] = idsOfNames(value, names, unknown, ambiguous, messages);
    row.problems.push(...messages.map((message) => ({ column, message })));
  }
  let specs: SpecValues | undefined;
  for (const [column, value] of row.cells) {
    if (!column.startsWith(SPEC_COLUMN_PREFIX)) continue;
    const attribute = lookups.attributes.get(column.slice(SPEC_COLUMN_PREFIX.length));
    if (!attribute) continue;
    const read = specValueOf(csvText(value), attribute, words);
    if ('problem' in read) {
      row.problems.push({ column, message: read.problem });
      continue;
    }
    const kept: SpecValues = specs ?? { ...(existing?.specs ?? {}) };
    specs = Object.fromEntries(
      [...Object.entries(kept).filter(([id]) => id !== attribute.id)].concat(
        read.value === undefined ? [] : [[attribute.id, read.value]],
      ),
    );
  }
  return { body, specs };
}

/** The fields an update changes, as the plan shows them, and the update body of only those. */
function changesOf(
  parsed: UpdateInput,
  specs: SpecValues | undefined,
  product: TransferProduct,
  lookups: Lookups,
): { changes: ImportChange[]; update: Partial<UpdateInput>; specsChanged: boolean } {
  const changes: ImportChange[] = [];
  const update: Partial<UpdateInput> = {};
  const compare = <K extends keyof UpdateInput>(
    column: string,
    field: K,
    before: unknown,
    same: (after: NonNullable<UpdateInput[K]> | null) => boolean,
    display: (value: unknown) => string = shown,
  ) => {
    const after = parsed[field];
    if (after === undefined || same(after)) return;
    update[field] = after;
    changes.push({ column, from: display(before), to: display(after) });
  };
  const trimmedSame = (before: string) => (after: unknown) => after === before.trim();
  compare('name', 'name', product.name, trimmedSame(product.name));
  compare('name_en', 'name_en', product.nameEn, trimmedSame(product.nameEn));
  compare('unit', 'unit', product.unit, trimmedSame(product.unit));
  compare('description', 'description', product.description, trimmedSame(product.description));
  compare('price', 'price', product.price, (after) => after === product.price);
  compare('discount', 'discount', product.discount, (after) => after === product.discount);
  compare('stock', 'stock', product.stock, (after) => after === product.stock);
  compare('max_per_order', 'max_per_order', product.maxPerOrder, (a) => a === product.maxPerOrder);
  compare(
    'low_stock_threshold',
    'low_stock_threshold',
    product.lowStockThreshold,
    (after) => (after ?? null) === product.lowStockThreshold,
  );
  const names = (byId: Map<string, NamedRow>) => (ids: unknown) =>
    (ids as string[]).map((id) => byId.get(id)?.name ?? id).join(CSV_NAME_SEPARATOR);
  compare(
    'category',
    'category',
    product.categoryIds,
    (after) => sameSet(after as string[], product.categoryIds),
    names(lookups.categoriesById),
  );
  compare(
    'sub_category',
    'subCategory',
    product.subcategoryIds,
    (after) => sameSet(after as string[], product.subcategoryIds),
    names(lookups.subCategoriesById),
  );
  let specsChanged = false;
  if (specs) {
    for (const id of new Set([...Object.keys(product.specs), ...Object.keys(specs)])) {
      if (product.specs[id] === specs[id]) continue;
      specsChanged = true;
      changes.push({
        column: `${SPEC_COLUMN_PREFIX}${id}`,
        from: String(specCell(product.specs[id])),
        to: String(specCell(specs[id])),
      });
    }
  }
  return { changes, update, specsChanged };
}

/** A variant line of the file, read: its own numbers, values and own specification values. */
interface VariantLine {
  row: ReadRow;
  result: ImportPlanRow;
  values: string[];
  cells: { price: string; discount: string; stock: string };
  specs: SpecValues;
  /** Its parcel cells' values (issue 48), when the file has those columns. */
  parcel: Partial<ParcelSize> | undefined;
  /** Its values to write once the variants are, when they change. */
  parcelWrite?: ParcelSize;
}

/**
 * A product line with options (or of a product that has them) and its variant lines: written
 * through the admin's own variants write once the products are (issue 43).
 */
interface VariantSet {
  row: ReadRow;
  result: ImportPlanRow;
  /** The product's id: an existing one's, or the one created by the import. */
  productId?: string;
  code: string;
  options: ProductOption[];
  values: string[];
  numbers: { price: string | number; discount: string | number; stock: string | number };
  stored: VariantsAnswer | undefined;
  lines: VariantLine[];
}

const cellOf = (row: ReadRow, column: string) => csvText(row.cells.get(column) ?? '');

/**
 * The variants a product line asks for: its `options` and `variant` cells, read; undefined when it
 * names no options and the product has none (a plain product, as today).
 */
function variantSetOf(
  row: ReadRow,
  result: ImportPlanRow,
  existing: TransferProduct | undefined,
  storedVariants: ReadonlyMap<string, VariantsAnswer>,
  words: CatalogTransferWords,
): VariantSet | undefined {
  const optionsText = cellOf(row, 'options');
  if (optionsText.trim() === '' && !existing?.hasOptions) return undefined;
  const readOptions = readOptionsCell(optionsText, words);
  const options = 'options' in readOptions ? readOptions.options : [];
  if ('problem' in readOptions)
    row.problems.push({ column: 'options', message: readOptions.problem });
  let values: string[] = [];
  if (options.length > 0) {
    const read = readValuesCell(cellOf(row, 'variant'), words);
    if ('problem' in read) row.problems.push({ column: 'variant', message: read.problem });
    else values = read.values;
  }
  if (row.code === '') {
    row.problems.push({ column: 'code', message: words.optionsNeedCode });
    return undefined;
  }
  return {
    row,
    result,
    code: row.code,
    options,
    values,
    numbers: { price: '', discount: '', stock: '' },
    stored: existing && storedVariants.get(existing.id),
    lines: [],
  };
}

/** A variant line, read into its product's set; its plan row (its changes come with the set's). */
function readVariantLine(
  row: ReadRow,
  sets: ReadonlyMap<string, VariantSet>,
  lookups: Lookups,
  words: CatalogTransferWords,
): ImportPlanRow {
  const parcel = readParcelCells(row.cells, words, row.problems);
  const ofCode = cellOf(row, 'variant_of').trim();
  const set = sets.get(ofCode);
  const result: ImportPlanRow = {
    row: row.line,
    code: row.code,
    name: set?.result.name ?? '',
    action: 'create',
    changes: [],
    problems: row.problems,
  };
  if (!set)
    row.problems.push({ column: 'variant_of', message: words.variantWithoutProduct(ofCode) });
  if (row.code === '' && !row.problems.some((problem) => problem.column === 'code'))
    row.problems.push({ column: 'code', message: words.variantNeedsCode });
  if (cellOf(row, 'options').trim() !== '')
    row.problems.push({ column: 'options', message: words.optionsOnVariantRow });
  const read = readValuesCell(cellOf(row, 'variant'), words);
  if ('problem' in read) row.problems.push({ column: 'variant', message: read.problem });
  // Its `spec:` cells are the values it holds over the product's; empty: the product's.
  const specs: SpecValues = {};
  for (const [column, value] of row.cells) {
    if (!column.startsWith(SPEC_COLUMN_PREFIX)) continue;
    const attribute = lookups.attributes.get(column.slice(SPEC_COLUMN_PREFIX.length));
    if (!attribute) continue;
    const typed = specValueOf(csvText(value), attribute, words);
    if ('problem' in typed) row.problems.push({ column, message: typed.problem });
    else if (typed.value !== undefined) specs[attribute.id] = typed.value;
  }
  if (set && 'values' in read && row.problems.length === 0)
    set.lines.push({
      row,
      result,
      values: read.values,
      cells: {
        price: cellOf(row, 'price').trim(),
        discount: cellOf(row, 'discount').trim(),
        stock: cellOf(row, 'stock').trim(),
      },
      specs,
      parcel,
    });
  return result;
}

/** Where a variant field's problem shows in the file. */
const COLUMN_OF_VARIANT_FIELD: Record<string, string> = { values: 'variant', specs: 'variant' };

const specsText = (specs: SpecValues | undefined) =>
  Object.entries(specs ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, value]) => `${id}=${String(specCell(value))}`)
    .join(CSV_VALUE_SEPARATOR);

/**
 * The variants write a set asks for, checked by its request schema (a problem goes to the line it
 * comes from), with its changes on the plan's rows; undefined when a line of it is refused. A
 * variant keeps its id (and its cart lines) by its code, and its own image, which the file does
 * not carry; a stored variant the file no longer lists is removed, shown on the product's line.
 */
function plannedVariants(
  set: VariantSet,
  locale: Locale,
  storedParcels: ReadonlyMap<string, ParcelSize>,
): SetVariantsInput | undefined {
  if (set.productId === undefined || set.row.problems.length > 0) return undefined;
  const [storedDefault, ...storedOthers] = set.stored?.variants ?? [];
  const storedByCode = new Map(storedOthers.map((variant) => [variant.code, variant]));
  const parsed = SetProductVariantsRequestSchema.safeParse({
    productId: set.productId,
    options: set.options,
    variants: [
      { _id: set.productId, code: set.code, values: set.values, ...set.numbers },
      ...set.lines.map((line) => {
        const kept = storedByCode.get(line.row.code);
        return {
          ...(kept ? { _id: kept._id } : {}),
          code: line.row.code,
          values: line.values,
          ...line.cells,
          ...(Object.keys(line.specs).length > 0 ? { specs: line.specs } : {}),
          ...(kept?.image === undefined ? {} : { image: kept.image }),
        };
      }),
    ],
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [top, index, field] = issue.path;
      const line =
        top === 'variants' && typeof index === 'number' ? set.lines[index - 1] : undefined;
      const fieldName = String(field ?? top ?? '');
      (line?.row ?? set.row).problems.push({
        column: top === 'options' ? 'options' : (COLUMN_OF_VARIANT_FIELD[fieldName] ?? fieldName),
        message: validationMessage(issue.message, locale),
      });
    }
    return undefined;
  }
  const input = parsed.data;
  const ownChanges: ImportChange[] = [];
  const storedOptions = optionsCell(set.stored?.options ?? []);
  if (storedOptions !== optionsCell(input.options))
    ownChanges.push({ column: 'options', from: storedOptions, to: optionsCell(input.options) });
  const storedValues = valuesCell(storedDefault?.values ?? []);
  if (storedValues !== valuesCell(set.values))
    ownChanges.push({ column: 'variant', from: storedValues, to: valuesCell(set.values) });
  const listed = new Set(set.lines.map((line) => line.row.code));
  for (const variant of storedOthers)
    if (!listed.has(variant.code))
      ownChanges.push({ column: 'variant_of', from: `${variant.code} (${variant.label})`, to: '' });
  set.result.changes.push(...ownChanges);
  if (ownChanges.length > 0 && set.result.action === 'unchanged') set.result.action = 'update';
  for (const [at, line] of set.lines.entries()) {
    const written = input.variants[at + 1];
    if (!written) continue;
    const kept = storedByCode.get(line.row.code);
    const compared: [string, string, string][] = [
      ['variant', valuesCell(kept?.values ?? []), valuesCell(written.values)],
      ['price', kept ? String(kept.price) : '', String(written.price)],
      ['discount', kept ? String(kept.discount) : '', String(written.discount)],
      ['stock', kept ? String(kept.stock) : '', String(written.stock)],
      ['specs', specsText(kept?.specs), specsText(written.specs)],
    ];
    line.result.changes = compared
      .filter(([, from, to]) => from !== to)
      .map(([column, from, to]) => ({ column, from, to }));
    const parcel = parcelChanges(
      kept ? storedParcels.get(variantKey(set.productId, line.row.code)) : NO_PARCEL,
      line.parcel,
    );
    if (parcel) {
      line.result.changes.push(...parcel.changes);
      line.parcelWrite = parcel.parcel;
    }
    line.result.action = !kept ? 'create' : line.result.changes.length > 0 ? 'update' : 'unchanged';
  }
  return input;
}

/** Thrown inside a dry run's transaction to roll it back with its plan. */
class DryRunDone extends Error {
  constructor(readonly plan: ImportPlan) {
    super('dry run rolled back');
  }
}

function problemOfWrite(error: unknown, locale: Locale, words: CatalogTransferWords) {
  if (error instanceof AppError && error.statusCode < 500)
    return {
      column: error.field === undefined ? '' : (COLUMN_OF_FIELD[error.field] ?? error.field),
      message: error.text[locale],
    };
  if (isUniqueViolation(error)) return { column: 'code', message: words.codeTaken };
  return undefined;
}

/** An update the plan holds, to be written with the others of its batch. */
interface PlannedUpdate {
  result: ImportPlanRow;
  problems: ImportProblem[];
  id: string;
  update: Partial<UpdateInput>;
  /** The product's new specification values, when they changed. */
  specs?: SpecValues;
}

/** The updates written by one set of statements (a JSON body of some hundred kilobytes at most). */
const UPDATE_BATCH = 1_000;

/** An update as the batch writer takes it: the product's fields, and its links when changed. */
function productUpdateOf(planned: PlannedUpdate): ProductUpdate {
  const { update } = planned;
  const values: ProductUpdate['values'] = {};
  if (update.name !== undefined) values.name = update.name;
  if (update.name_en !== undefined) values.nameEn = update.name_en;
  if (update.unit !== undefined) values.unit = update.unit;
  if (update.description !== undefined) values.description = update.description;
  if (update.price !== undefined) values.price = update.price;
  if (update.discount !== undefined) values.discount = update.discount;
  if (update.stock !== undefined) values.stock = update.stock;
  if (update.max_per_order !== undefined) values.maxPerOrder = update.max_per_order;
  if (update.low_stock_threshold !== undefined)
    values.lowStockThreshold = update.low_stock_threshold;
  if (planned.specs !== undefined) values.specs = planned.specs;
  return {
    id: planned.id,
    values,
    ...(update.category === undefined ? {} : { categoryIds: update.category }),
    ...(update.subCategory === undefined ? {} : { subcategoryIds: update.subCategory }),
  };
}

/**
 * Writes a batch of planned updates set-based, inside a savepoint of the import's transaction.
 * Should the database refuse the batch, it is rolled back and its rows are written one by one
 * through the admin's own update, so that each row a write refuses is rejected with its reason,
 * as it would have been alone.
 */
async function writeUpdates(
  deps: CatalogDeps,
  batch: readonly PlannedUpdate[],
  locale: Locale,
  words: CatalogTransferWords,
): Promise<void> {
  try {
    await deps.db.transaction(async (savepoint) => {
      await writeProductUpdates(savepoint, batch.map(productUpdateOf));
    });
    return;
  } catch {
    // Each row again, alone, below.
  }
  for (const planned of batch) {
    try {
      await deps.db.transaction(async (savepoint) => {
        await updateProductDetails(
          { ...deps, db: savepoint },
          { _id: planned.id, ...planned.update },
        );
        if (planned.specs !== undefined)
          await writeCodeAndSpecs(savepoint, planned.id, { specs: planned.specs });
      });
    } catch (error) {
      const problem = problemOfWrite(error, locale, words);
      if (!problem) throw error;
      planned.result.action = 'reject';
      planned.problems.push(problem);
    }
  }
}

/**
 * Plans the import of `csv` and makes its writes inside one transaction, through the admin's own
 * create and update (their request schemas and service rules): a dry run (`confirm` undefined)
 * rolls them back and answers the plan; a confirm commits only when the plan is the one whose
 * hash it carries and no row is refused, else rolls back and refuses.
 */
export async function importProductsCsv(
  deps: CatalogDeps,
  csv: string,
  locale: Locale,
  confirm?: { planHash: string },
  actorUserId?: string,
): Promise<ImportPlan> {
  const words = transferWords(locale);
  try {
    return await deps.db.transaction(async (tx) => {
      // Its stock changes are corrections (a new product's first stock an opening) by the caller.
      if (actorUserId !== undefined)
        await setStockContext(tx, { reason: 'correction', actorUserId });
      const txDeps: CatalogDeps = {
        db: tx,
        search: deps.search,
        publicUrl: deps.publicUrl,
        cache: deps.cache,
      };
      const attributes = new Map(
        (await selectTransferAttributes(tx)).map((attribute) => [attribute.id, attribute]),
      );
      const { columns, dataRows } = readFile(csv, attributes);
      const [categoryRows, subCategoryRows] = await Promise.all([
        selectCategoryNames(tx),
        selectSubCategoryNames(tx),
      ]);

      // Each row's cells and code; a code given twice refuses its later rows.
      const firstLineOf = new Map<string, number>();
      const rows: ReadRow[] = dataRows.map(({ cells, line }) => {
        const row: ReadRow = { line, cells: new Map(), code: '', problems: [] };
        if (cells.length !== columns.length)
          row.problems.push({
            column: '',
            message: words.wrongCellCount(columns.length, cells.length),
          });
        columns.forEach((column, index) => {
          row.cells.set(column, cells[index] ?? '');
        });
        const typed = csvText(row.cells.get('code') ?? '').trim();
        if (typed !== '') {
          const code = ProductCodeSchema.safeParse(typed);
          if (!code.success) row.problems.push({ column: 'code', message: words.invalidCode });
          else {
            row.code = code.data;
            const first = firstLineOf.get(code.data);
            if (first !== undefined)
              row.problems.push({ column: 'code', message: words.repeatedCode(first) });
            else firstLineOf.set(code.data, line);
          }
        }
        return row;
      });

      const lookups: Lookups = {
        attributes,
        categories: byName(categoryRows),
        subCategories: byName(subCategoryRows),
        categoriesById: new Map(categoryRows.map((row) => [row.id, row])),
        subCategoriesById: new Map(subCategoryRows.map((row) => [row.id, row])),
        products: new Map(
          (await selectTransferProductsByCode(tx, [...firstLineOf.keys()])).map((product) => [
            product.code,
            product,
          ]),
        ),
      };

      const planned: ImportPlanRow[] = [];
      const updates: PlannedUpdate[] = [];
      // Variants (issue 43): only a file with the variants' columns reads or changes them.
      const withVariants = columns.includes('options');
      const variantLines = rows.filter((row) => cellOf(row, 'variant_of').trim() !== '');
      const variantLineSet = new Set(variantLines);
      const sets = new Map<string, VariantSet>();
      const storedVariants = withVariants
        ? await variantsOfProducts(
            tx,
            [...lookups.products.values()].filter((p) => p.hasOptions).map((p) => p.id),
            deps.publicUrl,
          )
        : new Map<string, VariantsAnswer>();
      // The parcel's columns (issue 48): only a file with them reads or changes the values.
      const withParcels = PARCEL_CSV_COLUMNS.some((column) => columns.includes(column));
      const storedParcels = withParcels
        ? await selectTransferParcels(
            tx,
            [...lookups.products.values()].map((product) => product.id),
          )
        : undefined;
      const parcelWrites: { result: ImportPlanRow; productId: string; parcel: ParcelSize }[] = [];
      for (const row of rows) {
        if (variantLineSet.has(row)) continue;
        const existing = row.code === '' ? undefined : lookups.products.get(row.code);
        const { body, specs } = bodyOfRow(row, existing, lookups, words);
        const askedParcel = withParcels
          ? readParcelCells(row.cells, words, row.problems)
          : undefined;
        const name = shown(body.name ?? existing?.name).trim();
        const result: ImportPlanRow = {
          row: row.line,
          code: row.code,
          name,
          action: 'reject',
          changes: [],
          problems: row.problems,
        };
        planned.push(result);
        const set = withVariants
          ? variantSetOf(row, result, existing, storedVariants, words)
          : undefined;
        if (set) sets.set(set.code, set);
        if (existing) {
          const parsed = UpdateProductRequestSchema.safeParse({ ...body, _id: existing.id });
          if (!parsed.success) row.problems.push(...zodProblems(parsed.error, locale));
          if (!parsed.success || row.problems.length > 0) continue;
          const { changes, update, specsChanged } = changesOf(
            parsed.data,
            specs,
            existing,
            lookups,
          );
          const parcel = parcelChanges(storedParcels?.products.get(existing.id), askedParcel);
          if (parcel) {
            changes.push(...parcel.changes);
            parcelWrites.push({ result, productId: existing.id, parcel: parcel.parcel });
          }
          result.changes = changes;
          result.action = changes.length === 0 ? 'unchanged' : 'update';
          if (set) {
            // The default variant's numbers are written with the variants (one owner, 0050).
            set.productId = existing.id;
            set.numbers = {
              price: update.price ?? existing.price,
              discount: update.discount ?? existing.discount,
              stock: update.stock ?? existing.stock,
            };
            delete update.price;
            delete update.discount;
            delete update.stock;
          }
          if (Object.keys(update).length === 0 && !specsChanged) continue;
          // Written with the other updates, a batch at a time, once every row is planned.
          updates.push({
            result,
            problems: row.problems,
            id: existing.id,
            update,
            ...(specsChanged ? { specs: specs ?? {} } : {}),
          });
        } else {
          const parsed = CreateProductRequestSchema.safeParse({
            ...body,
            ...(row.code === '' ? {} : { code: row.code }),
            ...(specs ? { specs } : {}),
          });
          if (!parsed.success) row.problems.push(...zodProblems(parsed.error, locale));
          if (!parsed.success || row.problems.length > 0) continue;
          const input: CreateInput = parsed.data;
          result.action = 'create';
          result.changes = Object.entries(body)
            .filter(([, value]) => shown(value) !== '')
            .map(([field, value]) => ({
              column: COLUMN_OF_FIELD[field] === undefined ? field : COLUMN_OF_FIELD[field],
              from: '',
              to: shown(value),
            }));
          const parcel = parcelChanges(NO_PARCEL, askedParcel);
          if (parcel) result.changes.push(...parcel.changes);
          try {
            await tx.transaction(async (savepoint) => {
              const created = await createProduct({ ...txDeps, db: savepoint }, input);
              if (set) {
                set.productId = created._id;
                set.numbers = { price: input.price, discount: input.discount, stock: input.stock };
              }
              await writeCodeAndSpecs(savepoint, created._id, {
                ...(row.code !== '' && !('code' in input) ? { code: row.code } : {}),
                ...(specs && !('specs' in input) ? { specs } : {}),
              });
              if (parcel) await writeProductParcel(savepoint, created._id, parcel.parcel);
            });
          } catch (error) {
            const problem = problemOfWrite(error, locale, words);
            if (!problem) throw error;
            result.action = 'reject';
            row.problems.push(problem);
          }
        }
      }

      for (const row of variantLines) planned.push(readVariantLine(row, sets, lookups, words));
      const variantWrites = [...sets.values()].flatMap((set) => {
        const input = plannedVariants(set, locale, storedParcels?.variantsByCode ?? new Map());
        return input ? [{ set, input }] : [];
      });

      for (let start = 0; start < updates.length; start += UPDATE_BATCH) {
        await writeUpdates(txDeps, updates.slice(start, start + UPDATE_BATCH), locale, words);
      }
      for (const write of parcelWrites)
        if (write.result.action !== 'reject')
          await writeProductParcel(tx, write.productId, write.parcel);
      for (const { set, input } of variantWrites) {
        if (set.row.problems.length > 0) continue;
        try {
          await tx.transaction(async (savepoint) => {
            await setProductVariants(savepoint, input, deps.publicUrl, actorUserId);
            for (const line of set.lines)
              if (line.parcelWrite && set.productId !== undefined)
                await writeVariantParcel(savepoint, set.productId, line.row.code, line.parcelWrite);
          });
        } catch (error) {
          const problem = problemOfWrite(error, locale, words);
          if (!problem) throw error;
          set.row.problems.push({ ...problem, column: problem.column || 'variant' });
        }
      }

      for (const row of planned) if (row.problems.length > 0) row.action = 'reject';
      planned.sort((a, b) => a.row - b.row);
      const plan = planOf(planned);
      if (!confirm) throw new DryRunDone(plan);
      if (plan.hash !== confirm.planHash)
        throw new AppError(
          'CONFLICT',
          transferText((t) => t.planChanged),
        );
      if (plan.counts.reject > 0)
        throw new AppError(
          'CONFLICT',
          transferText((t) => t.rowsRejected(plan.counts.reject)),
        );
      return plan;
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.plan;
    throw error;
  }
}

/**
 * The plan as answered: counts, the rows that are not unchanged, and the hash of every row's
 * action and changes (with the values kept before them), which a concurrent edit alters.
 */
function planOf(rows: ImportPlanRow[]): ImportPlan {
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, reject: 0 };
  for (const row of rows) counts[row.action] += 1;
  const hash = createHash('sha256')
    .update(
      JSON.stringify(
        rows.map((row) => [
          row.row,
          row.code,
          row.action,
          row.changes,
          row.problems.map((problem) => problem.column),
        ]),
      ),
    )
    .digest('hex');
  return { hash, counts, rows: rows.filter((row) => row.action !== 'unchanged') };
}
