import type { AttributeChoice, AttributeKind } from '@shop/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  attributeCategories,
  attributes,
  attributeSubcategories,
  productSpecs,
} from '../../db/schema';

/** An attribute as stored, with the categories and sub-categories that use it. */
export interface AttributeRow {
  id: string;
  label: string;
  labelEn: string;
  kind: AttributeKind;
  unit: string;
  choices: AttributeChoice[];
  cardRank: number | null;
  filterable: boolean;
  position: number;
  category: string[];
  subCategory: string[];
}

export type AttributeValues = Omit<AttributeRow, 'id' | 'category' | 'subCategory'>;

const columns = {
  id: attributes.id,
  label: attributes.label,
  labelEn: attributes.labelEn,
  kind: attributes.kind,
  unit: attributes.unit,
  choices: attributes.choices,
  cardRank: attributes.cardRank,
  filterable: attributes.filterable,
  position: attributes.position,
};

/** Every attribute (or one), by position then label, with its scopes. */
export async function selectAttributes(db: Database, id?: string): Promise<AttributeRow[]> {
  const rows = await (
    id === undefined
      ? db.select(columns).from(attributes)
      : db.select(columns).from(attributes).where(eq(attributes.id, id))
  ).orderBy(asc(attributes.position), asc(attributes.label), asc(attributes.id));
  const categoryLinks = await db.select().from(attributeCategories);
  const subCategoryLinks = await db.select().from(attributeSubcategories);
  const byId = new Map<string, AttributeRow>();
  for (const row of rows) byId.set(row.id, { ...row, category: [], subCategory: [] });
  for (const link of categoryLinks) byId.get(link.attributeId)?.category.push(link.categoryId);
  for (const link of subCategoryLinks)
    byId.get(link.attributeId)?.subCategory.push(link.subcategoryId);
  for (const row of byId.values()) {
    row.category.sort();
    row.subCategory.sort();
  }
  return [...byId.values()];
}

/** Inserts an attribute; false when its id is taken. */
export async function insertAttribute(
  db: Database,
  id: string,
  values: AttributeValues,
): Promise<boolean> {
  const rows = await db
    .insert(attributes)
    .values({ id, ...values })
    .onConflictDoNothing()
    .returning({ id: attributes.id });
  return rows.length === 1;
}

/** Changes the fields given; false when there is no such attribute. */
export async function updateAttribute(
  db: Database,
  id: string,
  values: Partial<AttributeValues>,
): Promise<boolean> {
  const rows =
    Object.keys(values).length === 0
      ? await db.select({ id: attributes.id }).from(attributes).where(eq(attributes.id, id))
      : await db
          .update(attributes)
          .set(values)
          .where(eq(attributes.id, id))
          .returning({ id: attributes.id });
  return rows.length === 1;
}

/** Deletes an attribute; the 0031 trigger and cascades remove the products' values of it. */
export async function deleteAttribute(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(attributes)
    .where(eq(attributes.id, id))
    .returning({ id: attributes.id });
  return rows.length === 1;
}

export async function replaceAttributeScopes(
  db: Database,
  id: string,
  scope: { category?: string[]; subCategory?: string[] },
): Promise<void> {
  if (scope.category) {
    await db.delete(attributeCategories).where(eq(attributeCategories.attributeId, id));
    if (scope.category.length > 0)
      await db
        .insert(attributeCategories)
        .values(scope.category.map((categoryId) => ({ attributeId: id, categoryId })));
  }
  if (scope.subCategory) {
    await db.delete(attributeSubcategories).where(eq(attributeSubcategories.attributeId, id));
    if (scope.subCategory.length > 0)
      await db
        .insert(attributeSubcategories)
        .values(scope.subCategory.map((subcategoryId) => ({ attributeId: id, subcategoryId })));
  }
}

/** How many products hold a value of the attribute. */
export async function countHeldValues(db: Database, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productSpecs)
    .where(eq(productSpecs.attributeId, id));
  return row?.n ?? 0;
}

/** Which of these choice values products hold for the attribute. */
export async function heldChoiceValues(db: Database, id: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ txt: productSpecs.txt })
    .from(productSpecs)
    .where(sql`${productSpecs.attributeId} = ${id} AND ${productSpecs.txt} IS NOT NULL`);
  return rows.map((row) => row.txt ?? '').sort();
}
