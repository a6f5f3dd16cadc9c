import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { CreateProductRequestSchema } from '@shop/contract';
import type {
  Category,
  CreateProductRequest,
  Product,
  SpecValues,
  SubCategoryRef,
} from '@shop/contract';

/**
 * What the product form holds. Numbers stay the text typed (the contract takes digit strings), and
 * custom fields are a list: their names are free text, and react-hook-form would read a dot in a
 * name ("Ø 6.5") as a path.
 */
export interface ProductFormValues {
  name: string;
  /** Optional (issue 41): empty, the English pages show `name`; an edit sent empty removes it. */
  name_en: string;
  description: string;
  /** Optional, as `name_en`. */
  description_en: string;
  image: string[];
  category: Category[];
  subCategory: SubCategoryRef[];
  unit: string;
  stock: string;
  price: string;
  discount: string;
  /** Empty: not sent, so a new product gets the shop's default and an edit keeps its value. */
  max_per_order: string;
  /** Empty: not sent; a new product then uses the shop's default, and an edit clears its own. */
  low_stock_threshold: string;
  details: { name: string; value: string }[];
  /** The product's code (issue 42); empty: not sent (a new product is given one, an edit keeps it). */
  code: string;
  /**
   * Specification values by attribute id (issue 42), as the product form's inputs set them. Absent
   * (a new product, or one without values, left untouched): not sent.
   */
  specs?: SpecValues;
}

/** What the form hands over once valid: the contract's parsed request (ids, whole numbers). */
export type ProductRequest = z.output<typeof CreateProductRequestSchema>;

export function emptyProductFormValues(): ProductFormValues {
  return {
    name: '',
    name_en: '',
    description: '',
    description_en: '',
    image: [],
    category: [],
    subCategory: [],
    unit: '',
    stock: '',
    price: '',
    discount: '',
    max_per_order: '',
    low_stock_threshold: '',
    details: [],
    code: '',
  };
}

export function productFormValuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    name_en: product.name_en ?? '',
    description: product.description,
    description_en: product.description_en ?? '',
    image: product.image,
    category: product.category,
    subCategory: product.subCategory,
    unit: product.unit,
    stock: String(product.stock),
    price: String(product.price),
    discount: String(product.discount),
    max_per_order: product.max_per_order === undefined ? '' : String(product.max_per_order),
    low_stock_threshold:
      product.low_stock_threshold === undefined ? '' : String(product.low_stock_threshold),
    details: Object.entries(product.more_details).map(([name, value]) => ({ name, value })),
    code: product.code ?? '',
    ...(product.specs && Object.keys(product.specs).length > 0 ? { specs: product.specs } : {}),
  };
}

function toRequestBody({
  details,
  max_per_order,
  low_stock_threshold,
  name_en,
  description_en,
  code,
  ...fields
}: ProductFormValues): CreateProductRequest {
  return {
    ...fields,
    // Sent only when typed; the edit dialog removes one left empty (product-list-panel.tsx).
    ...(name_en.trim() === '' ? {} : { name_en }),
    ...(description_en.trim() === '' ? {} : { description_en }),
    ...(max_per_order.trim() === '' ? {} : { max_per_order }),
    ...(low_stock_threshold.trim() === '' ? {} : { low_stock_threshold }),
    ...(code.trim() === '' ? {} : { code }),
    more_details: Object.fromEntries(details.map(({ name, value }) => [name, value])),
  };
}

const NUMBER_FIELDS = ['stock', 'price', 'discount'] as const;

/** The form's path for a contract issue's path: a custom field's issue goes to its input. */
function formPathOf(issuePath: readonly PropertyKey[], values: ProductFormValues): string {
  const [field, key] = issuePath;
  if (field === 'more_details') {
    const index = values.details.findIndex((detail) => detail.name === key);
    return index >= 0 ? `details.${String(index)}.value` : 'details';
  }
  return String(field);
}

/** Names the empty field: "price is required" reads better than "must be a whole number". */
function messageOf(message: string, path: string, values: ProductFormValues): string {
  const blankNumber = NUMBER_FIELDS.find((field) => field === path && !values[field].trim());
  if (blankNumber) return `${blankNumber} is required`;
  const detail = /^details\.(\d+)\.value$/.exec(path);
  const custom = detail ? values.details[Number(detail[1])] : undefined;
  if (custom && !custom.value.trim()) return `${custom.name} is required`;
  return message;
}

/**
 * Validates with the contract's CreateProductRequestSchema, the one the server uses, so the form
 * refuses exactly what the server would.
 */
export const productFormResolver: Resolver<ProductFormValues, unknown, ProductRequest> = (
  values,
  _context,
  options,
) => {
  const parsed = CreateProductRequestSchema.safeParse(toRequestBody(values));
  if (parsed.success) return { values: parsed.data, errors: {} };

  const errors: Record<string, FieldError> = {};
  for (const issue of parsed.error.issues) {
    const path = formPathOf(issue.path, values);
    // The first problem of a field is the one to fix first.
    if (path in errors) continue;
    errors[path] = { type: issue.code, message: messageOf(issue.message, path, values) };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};
