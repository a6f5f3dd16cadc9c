import { z } from 'zod';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';
import { ATTRIBUTE_ID_PATTERN } from './constants';
import { ATTRIBUTE_KINDS, AttributeSchema, SpecValuesSchema, type SpecValues } from './specs';
import { foldVietnamese } from './vn-text';

// The owner's specification attributes (issue 42): what the admin sends to define them, and the
// public list the storefront draws specification tables and card lines from.

/** The longest attribute id or choice value (migration 0031). */
export const MAX_ATTRIBUTE_KEY_LENGTH = 40;
/** The most choices one attribute may list. */
export const MAX_ATTRIBUTE_CHOICES = 100;
/** The longest text value a product may hold for a `text` attribute. */
export const MAX_SPEC_TEXT_LENGTH = 200;
/** Numbers beyond this (either sign) are refused: no voltage, length or airflow is that large. */
export const MAX_SPEC_NUMBER = 1_000_000_000;

/**
 * A key made from a label: Vietnamese folded to plain letters, anything else a hyphen
 * ("Điện áp" → `dien-ap`, "Inox 304" → `inox-304`); '' when the label has no letter or digit.
 */
export function keyFromLabel(label: string): string {
  return foldVietnamese(label)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_ATTRIBUTE_KEY_LENGTH)
    .replace(/-+$/, '');
}

const AttributeKeySchema = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(
      MAX_ATTRIBUTE_KEY_LENGTH,
      `${field} must be at most ${MAX_ATTRIBUTE_KEY_LENGTH} characters`,
    )
    .regex(
      ATTRIBUTE_ID_PATTERN,
      `${field} must be lower-case letters and digits joined by single hyphens`,
    );

export const AttributeIdSchema = AttributeKeySchema('_id');

const LabelSchema = z
  .string({ error: 'label is required' })
  .trim()
  .min(1, 'label is required')
  .max(60, 'label must be at most 60 characters');
const LabelEnSchema = z
  .string({ error: 'label_en must be text' })
  .trim()
  .max(60, 'label_en must be at most 60 characters');

/** A choice as the admin sends it: its value may be left out (made from its label). */
const ChoiceInputSchema = z
  .object({
    value: AttributeKeySchema('choices.value').optional(),
    label: z
      .string({ error: 'choices.label is required' })
      .trim()
      .min(1, 'choices.label is required')
      .max(60, 'choices.label must be at most 60 characters'),
    label_en: LabelEnSchema.optional(),
  })
  .transform(({ value, label, label_en }) => ({
    value: value || keyFromLabel(label),
    label,
    ...(label_en ? { label_en } : {}),
  }));

const ChoicesSchema = z
  .array(ChoiceInputSchema, { error: 'choices must be a list' })
  .max(MAX_ATTRIBUTE_CHOICES, `choices must list at most ${MAX_ATTRIBUTE_CHOICES}`);

const CardRankSchema = z
  .number({ error: 'card_rank must be a whole number from 1 to 9' })
  .int('card_rank must be a whole number from 1 to 9')
  .min(1, 'card_rank must be a whole number from 1 to 9')
  .max(9, 'card_rank must be a whole number from 1 to 9')
  .nullable();

const PositionSchema = z
  .number({ error: 'position must be a whole number' })
  .int('position must be a whole number')
  .min(0, 'position must be at least 0')
  .max(10_000, 'position must be at most 10000');

const ScopeIdsSchema = z
  .array(IdSchema, { error: 'must be a list of ids' })
  .max(100, 'at most 100 links')
  .transform((ids) => [...new Set(ids)]);

const attributeFields = {
  label: LabelSchema,
  /** Empty: none (en shows `label`). */
  label_en: LabelEnSchema.optional(),
  kind: z.enum(ATTRIBUTE_KINDS, { error: 'kind must be number, choice, boolean or text' }),
  /** The unit a number is in ("V", "kW"); '' for none. */
  unit: z
    .string({ error: 'unit must be text' })
    .trim()
    .max(20, 'unit must be at most 20 characters'),
  choices: ChoicesSchema,
  /** null: not on product cards. */
  card_rank: CardRankSchema,
  filterable: z.boolean({ error: 'filterable must be true or false' }),
  position: PositionSchema,
  category: ScopeIdsSchema,
  subCategory: ScopeIdsSchema,
};

/** A new attribute; its `_id`, left out, is made from its Vietnamese label. */
export const CreateAttributeRequestSchema = z.object({
  _id: AttributeIdSchema.optional(),
  label: attributeFields.label,
  label_en: attributeFields.label_en,
  kind: attributeFields.kind,
  unit: attributeFields.unit.default(''),
  choices: attributeFields.choices.default([]),
  card_rank: attributeFields.card_rank.default(null),
  filterable: attributeFields.filterable.default(true),
  position: attributeFields.position.default(0),
  category: attributeFields.category.default([]),
  subCategory: attributeFields.subCategory.default([]),
});
export type CreateAttributeRequest = z.input<typeof CreateAttributeRequestSchema>;

/** An update changes only the fields it sends; the id never changes. */
export const UpdateAttributeRequestSchema = z.object({
  _id: AttributeIdSchema,
  label: attributeFields.label.optional(),
  label_en: attributeFields.label_en,
  kind: attributeFields.kind.optional(),
  unit: attributeFields.unit.optional(),
  choices: attributeFields.choices.optional(),
  card_rank: attributeFields.card_rank.optional(),
  filterable: attributeFields.filterable.optional(),
  position: attributeFields.position.optional(),
  category: attributeFields.category.optional(),
  subCategory: attributeFields.subCategory.optional(),
});
export type UpdateAttributeRequest = z.input<typeof UpdateAttributeRequestSchema>;

export const DeleteAttributeRequestSchema = z.object({ _id: AttributeIdSchema });
export type DeleteAttributeRequest = z.input<typeof DeleteAttributeRequestSchema>;

export const AttributeResponseSchema = okEnvelope(AttributeSchema);
/** Every attribute, by `position` then label. */
export const AttributeListResponseSchema = okEnvelope(z.array(AttributeSchema));

/**
 * A product's values as the admin sends them (`specs` of a product create or update): at most 100,
 * keyed by attribute id; checked against the attributes by the API. On an update the values sent
 * replace the product's (send `{}` to clear them).
 */
export const ProductSpecsInputSchema = SpecValuesSchema.refine(
  (values: SpecValues) => Object.keys(values).length <= 100,
  'specs must hold at most 100 values',
);
