import { z } from 'zod';
import { ATTRIBUTE_ID_PATTERN } from './constants';

// The industrial catalogue's words (issue 42): product codes and technical specifications.

// ---- Product codes ----

/**
 * A product's code (SKU) as stored: upper-case letters, digits and `-` `.` `/`, 2 to 40 characters,
 * starting with a letter or a digit (migration 0031). A variant's code (issue 43) is its product's,
 * a `-` and a suffix.
 */
export const PRODUCT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9./-]{1,39}$/;

/** A code as typed: trimmed and upper-cased before it is checked ("dt-u 380" is refused: a space). */
export function normalProductCode(typed: string): string {
  return typed.trim().toUpperCase();
}

export const ProductCodeSchema = z
  .string({ error: 'code must be text' })
  .transform(normalProductCode)
  .pipe(
    z
      .string()
      .regex(
        PRODUCT_CODE_PATTERN,
        'code must be 2 to 40 letters, digits, "-", "." or "/", starting with a letter or a digit',
      ),
  );

// ---- Specifications ----

/**
 * What an attribute holds: a number in its unit (filtered by a range), one of its choices
 * (filtered by a list with counts), yes or no, or free text (shown, not filtered).
 */
export const ATTRIBUTE_KINDS = ['number', 'choice', 'boolean', 'text'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

/** One choice of a `choice` attribute: the value stored, its Vietnamese and English labels. */
export const AttributeChoiceSchema = z.object({
  value: z.string().regex(ATTRIBUTE_ID_PATTERN).max(40),
  label: z.string(),
  /** Absent when it has none; en shows `label` then. */
  label_en: z.string().optional(),
});
export type AttributeChoice = z.infer<typeof AttributeChoiceSchema>;

/** An attribute as the API returns it. */
export const AttributeSchema = z.object({
  _id: z.string(),
  label: z.string(),
  label_en: z.string().optional(),
  kind: z.enum(ATTRIBUTE_KINDS),
  /** The unit a number is in ("V", "kW", "mm", "m³/h"); '' for none. */
  unit: z.string(),
  choices: z.array(AttributeChoiceSchema),
  /** 1–9: shown on product cards, lowest first (three at most); absent: not on cards. */
  card_rank: z.number().int().optional(),
  filterable: z.boolean(),
  position: z.number().int(),
  /** The ids of the categories and sub-categories whose products use it. */
  category: z.array(z.string()),
  subCategory: z.array(z.string()),
});
export type Attribute = z.infer<typeof AttributeSchema>;

/** A product's specification values by attribute id: a number, a choice's value, yes/no or text. */
export const SpecValuesSchema = z.record(
  z.string(),
  z.union([z.number(), z.string(), z.boolean()]),
);
export type SpecValues = z.infer<typeof SpecValuesSchema>;
export type SpecValue = SpecValues[string];
