import {
  MAX_SPEC_NUMBER,
  MAX_SPEC_TEXT_LENGTH,
  type AttributeKind,
  type AttributeChoice,
  type SpecValues,
} from '@shop/contract';
import { eq, inArray } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import {
  attributeCategories,
  attributes,
  attributeSubcategories,
  productCategories,
  productSubcategories,
  products,
} from '../../db/schema';
import { attributeTexts } from './attribute-texts';

/**
 * A product's specification values checked against the attributes (issue 42). Every writer of
 * products calls it before writing `specs`: the admin's create and update, and an import building
 * products through the same service functions.
 */

/** The categories and sub-categories a product is in (or will be, once written). */
export interface SpecScope {
  category: readonly string[];
  subCategory: readonly string[];
}

interface CheckedAttribute {
  id: string;
  label: string;
  kind: AttributeKind;
  choices: AttributeChoice[];
  category: Set<string>;
  subCategory: Set<string>;
}

async function attributesFor(db: Database, ids: string[]): Promise<Map<string, CheckedAttribute>> {
  const found = new Map<string, CheckedAttribute>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      id: attributes.id,
      label: attributes.label,
      kind: attributes.kind,
      choices: attributes.choices,
    })
    .from(attributes)
    .where(inArray(attributes.id, ids));
  for (const row of rows)
    found.set(row.id, { ...row, category: new Set(), subCategory: new Set() });
  const [categoryLinks, subCategoryLinks] = [
    await db
      .select()
      .from(attributeCategories)
      .where(inArray(attributeCategories.attributeId, ids)),
    await db
      .select()
      .from(attributeSubcategories)
      .where(inArray(attributeSubcategories.attributeId, ids)),
  ];
  for (const link of categoryLinks) found.get(link.attributeId)?.category.add(link.categoryId);
  for (const link of subCategoryLinks)
    found.get(link.attributeId)?.subCategory.add(link.subcategoryId);
  return found;
}

const refuse = (id: string, text: { vi: string; en: string }): never => {
  throw new AppError('BAD_REQUEST', text, { field: `specs.${id}` });
};

/** One value as stored, or a refusal naming its attribute. Empty text means "no value". */
function checkedValue(
  attribute: CheckedAttribute,
  value: SpecValues[string],
): SpecValues[string] | undefined {
  const { id, label } = attribute;
  switch (attribute.kind) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value))
        return refuse(id, attributeTexts.specNeedsNumber(label));
      if (Math.abs(value) > MAX_SPEC_NUMBER)
        return refuse(
          id,
          attributeTexts.specNumberRange(label, MAX_SPEC_NUMBER.toLocaleString('en')),
        );
      return value;
    case 'choice': {
      if (typeof value === 'string' && attribute.choices.some((choice) => choice.value === value))
        return value;
      const listed = attribute.choices.map((choice) => choice.value).join(', ');
      return refuse(id, attributeTexts.specNeedsChoice(label, listed));
    }
    case 'boolean':
      if (typeof value !== 'boolean') return refuse(id, attributeTexts.specNeedsYesNo(label));
      return value;
    case 'text': {
      if (typeof value !== 'string')
        return refuse(id, attributeTexts.specNeedsText(label, MAX_SPEC_TEXT_LENGTH));
      const text = value.trim();
      if (text === '') return undefined;
      if (text.length > MAX_SPEC_TEXT_LENGTH)
        return refuse(id, attributeTexts.specNeedsText(label, MAX_SPEC_TEXT_LENGTH));
      return text;
    }
  }
}

/**
 * The values to store for a product in `scope`: each names an attribute that exists and is used by
 * one of the scope's categories or sub-categories, and is of its kind (a number within
 * ±MAX_SPEC_NUMBER, one of a choice's values, true or false, text of at most MAX_SPEC_TEXT_LENGTH
 * characters, trimmed; empty text is left out). Throws a 400 naming the first attribute at fault
 * (`field` `specs.<id>`); nothing is written.
 */
export async function checkProductSpecs(
  db: Database,
  specs: SpecValues,
  scope: SpecScope,
): Promise<SpecValues> {
  const ids = Object.keys(specs);
  const known = await attributesFor(db, ids);
  const checked: SpecValues = {};
  for (const id of ids) {
    const attribute = known.get(id);
    if (!attribute) return refuse(id, attributeTexts.specUnknown(id));
    const inScope =
      scope.category.some((category) => attribute.category.has(category)) ||
      scope.subCategory.some((subCategory) => attribute.subCategory.has(subCategory));
    if (!inScope) refuse(id, attributeTexts.specOutOfScope(attribute.label));
    const value = checkedValue(attribute, specs[id] as SpecValues[string]);
    if (value !== undefined) checked[id] = value;
  }
  return checked;
}

/** A stored product's categories and sub-categories; undefined when there is no such product. */
export async function productSpecScope(
  db: Database,
  productId: string,
): Promise<SpecScope | undefined> {
  const [found] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!found) return undefined;
  const category = await db
    .select({ id: productCategories.categoryId })
    .from(productCategories)
    .where(eq(productCategories.productId, productId));
  const subCategory = await db
    .select({ id: productSubcategories.subcategoryId })
    .from(productSubcategories)
    .where(eq(productSubcategories.productId, productId));
  return { category: category.map((row) => row.id), subCategory: subCategory.map((row) => row.id) };
}
