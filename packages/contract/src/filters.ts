import { z } from 'zod';
import { ATTRIBUTE_ID_PATTERN, MAX_FILTERED_ATTRIBUTES, PRODUCT_SORTS } from './constants';

// Issue 42: listings and search results narrowed by specifications, stock and price, sorted, with
// the counts a filter column shows (docs/contract.md, "Filters").

const bound = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .min(-1e12, `${name} must be at least -1000000000000`)
    .max(1e12, `${name} must be at most 1000000000000`);

/** A number range: either end may be open; `min` never above `max`. */
export const NumberRangeSchema = z
  .strictObject({ min: bound('min').optional(), max: bound('max').optional() })
  .refine((range) => range.min === undefined || range.max === undefined || range.min <= range.max, {
    error: 'range must have its min at most its max',
  });
export type NumberRange = z.infer<typeof NumberRangeSchema>;

const choiceValue = z
  .string({ error: 'choice must be text' })
  .max(40, 'choice must be at most 40 characters')
  .regex(ATTRIBUTE_ID_PATTERN, 'choice must be a choice value (lower-case letters, digits, -)');

/**
 * What one attribute is narrowed to, by its kind: a choice attribute's values (any of them), a
 * number attribute's range (in its unit), or a yes/no attribute's answer.
 */
export const SpecFilterSchema = z.union(
  [
    // At most MAX_FILTER_CHOICES: the API checks it, to say so (a union names no branch's error).
    z.array(choiceValue).min(1, 'choices must name at least 1'),
    NumberRangeSchema,
    z.boolean(),
  ],
  { error: 'filter must be a list of choices, a range {min, max} or true/false' },
);
export type SpecFilter = z.infer<typeof SpecFilterSchema>;

export const ProductFiltersSchema = z.strictObject({
  /** By attribute id (`dien-ap`): choices, a range or yes/no, as the attribute's kind takes. */
  specs: z
    .record(
      z.string().regex(ATTRIBUTE_ID_PATTERN, 'attribute must be an attribute id').max(40),
      SpecFilterSchema,
    )
    .refine((specs) => Object.keys(specs).length <= MAX_FILTERED_ATTRIBUTES, {
      error: `specs must name at most ${MAX_FILTERED_ATTRIBUTES} attributes`,
    })
    .optional(),
  /** Only products in stock. */
  inStock: z.boolean({ error: 'inStock must be true or false' }).optional(),
  /** The price paid (after the discount), in dong. */
  price: NumberRangeSchema.optional(),
});
export type ProductFilters = z.infer<typeof ProductFiltersSchema>;

/**
 * The fields a listing or search request may add (all optional: without them the answer is
 * today's, byte for byte).
 */
export const FilterRequestFields = {
  filters: ProductFiltersSchema.optional(),
  sort: z.enum(PRODUCT_SORTS, { error: 'sort must be newest, price-asc or price-desc' }).optional(),
  /** Also answer `facets`: what the filter column shows. */
  facets: z.boolean({ error: 'facets must be true or false' }).optional(),
};

/** One choice of a facet, with how many products it would show among the other filters chosen. */
export const FacetChoiceSchema = z.object({
  value: z.string(),
  label: z.string(),
  label_en: z.string().optional(),
  count: z.number().int(),
});

/** One distinct value of a number facet, with how many products carry it among the other filters. */
export const FacetNumberValueSchema = z.object({ value: z.number(), count: z.number().int() });

/**
 * A filterable attribute used by what is shown. Counts and ranges are over the products the other
 * filters chosen leave (the attribute's own filter does not narrow its own counts):
 * - choice: its choices with their counts (those with none left out);
 * - number: the lowest and highest value (`min`, `max`), and when the products carry at most
 *   MAX_FACET_NUMBER_VALUES distinct values, each with its count (`values`, ascending);
 * - boolean: how many say yes and no.
 */
export const AttributeFacetSchema = z.object({
  id: z.string(),
  label: z.string(),
  label_en: z.string().optional(),
  kind: z.enum(['number', 'choice', 'boolean']),
  unit: z.string(),
  choices: z.array(FacetChoiceSchema).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  values: z.array(FacetNumberValueSchema).optional(),
  yes: z.number().int().optional(),
  no: z.number().int().optional(),
});
export type AttributeFacet = z.infer<typeof AttributeFacetSchema>;

export const FacetsSchema = z.object({
  attributes: z.array(AttributeFacetSchema),
  /** The lowest and highest price paid among the other filters; absent when none is left. */
  price: z.object({ min: z.number().int(), max: z.number().int() }).optional(),
  /** How many of the products the other filters leave are in stock. */
  inStock: z.number().int(),
});
export type Facets = z.infer<typeof FacetsSchema>;
