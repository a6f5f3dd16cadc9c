import {
  keyFromLabel,
  type Attribute,
  type AttributeChoice,
  type AttributeKind,
  type CreateAttributeRequestSchema,
  type UpdateAttributeRequestSchema,
} from '@shop/contract';
import type { z } from 'zod';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { inBoth } from '../../http/answer-texts';
import { attributeTexts } from './attribute-texts';
import {
  countHeldValues,
  deleteAttribute as deleteAttributeRow,
  heldChoiceValues,
  insertAttribute,
  replaceAttributeScopes,
  selectAttributes,
  updateAttribute as updateAttributeRow,
  type AttributeRow,
  type AttributeValues,
} from './attributes.repo';
import { selectExistingIds } from './catalog-admin.repo';
import type { CatalogDeps } from './catalog.service';

type CreateAttributeInput = z.output<typeof CreateAttributeRequestSchema>;
type UpdateAttributeInput = z.output<typeof UpdateAttributeRequestSchema>;

export function toAttribute(row: AttributeRow): Attribute {
  return {
    _id: row.id,
    label: row.label,
    ...(row.labelEn ? { label_en: row.labelEn } : {}),
    kind: row.kind,
    unit: row.unit,
    choices: row.choices,
    ...(row.cardRank === null ? {} : { card_rank: row.cardRank }),
    filterable: row.filterable,
    position: row.position,
    category: row.category,
    subCategory: row.subCategory,
  };
}

/** Every attribute, by position then label (the storefront's tables and cards, the admin list). */
export async function listAttributes(deps: Pick<CatalogDeps, 'db'>): Promise<Attribute[]> {
  return (await selectAttributes(deps.db)).map(toAttribute);
}

async function loadAttribute(db: Database, id: string): Promise<Attribute> {
  const [row] = await selectAttributes(db, id);
  if (!row) throw new AppError('NOT_FOUND', attributeTexts.attributeNotFound);
  return toAttribute(row);
}

const badRequest = (text: { vi: string; en: string }, field: string): never => {
  throw new AppError('BAD_REQUEST', text, { field });
};

/** A definition's kind, unit and choices agree: choices for a choice only, listed once each. */
function checkDefinition(kind: AttributeKind, unit: string, choices: AttributeChoice[]): void {
  if (unit !== '' && kind !== 'number') badRequest(attributeTexts.unitOnlyForNumber, 'unit');
  if (kind !== 'choice') {
    if (choices.length > 0) badRequest(attributeTexts.choicesOnlyForChoice, 'choices');
    return;
  }
  if (choices.length === 0) badRequest(attributeTexts.choicesNeeded, 'choices');
  const seen = new Set<string>();
  for (const choice of choices) {
    if (choice.value === '') badRequest(attributeTexts.choiceNoKey(choice.label), 'choices');
    if (seen.has(choice.value)) badRequest(attributeTexts.choiceRepeated(choice.value), 'choices');
    seen.add(choice.value);
  }
}

async function requireScopes(
  db: Database,
  scope: { category?: string[] | undefined; subCategory?: string[] | undefined },
): Promise<void> {
  for (const [table, ids] of [
    ['categories', scope.category],
    ['subcategories', scope.subCategory],
  ] as const) {
    if (!ids || ids.length === 0) continue;
    const found = await selectExistingIds(db, table, ids);
    const missing = ids.filter((id) => !found.has(id)).join(', ');
    if (missing === '') continue;
    if (table === 'categories')
      badRequest(
        inBoth((t) => t.noSuchCategories(missing)),
        'category',
      );
    else
      badRequest(
        inBoth((t) => t.noSuchSubCategories(missing)),
        'subCategory',
      );
  }
}

/** Adds an attribute; its id, left out, is made from its Vietnamese label ("Điện áp" → dien-ap). */
export async function createAttribute(
  deps: Pick<CatalogDeps, 'db'>,
  input: CreateAttributeInput,
): Promise<Attribute> {
  const id = input._id ?? keyFromLabel(input.label);
  if (id === '') badRequest(attributeTexts.noKeyFromLabel, '_id');
  checkDefinition(input.kind, input.unit, input.choices);
  return deps.db.transaction(async (tx) => {
    await requireScopes(tx, input);
    const values: AttributeValues = {
      label: input.label,
      labelEn: input.label_en ?? '',
      kind: input.kind,
      unit: input.unit,
      choices: input.choices,
      cardRank: input.card_rank,
      filterable: input.filterable,
      position: input.position,
    };
    if (!(await insertAttribute(tx, id, values)))
      throw new AppError('CONFLICT', attributeTexts.attributeExists(id));
    await replaceAttributeScopes(tx, id, input);
    return loadAttribute(tx, id);
  });
}

/**
 * Changes the fields sent; the id stays. A kind cannot change while products hold values of it,
 * nor can a choice that products hold be removed (409): the owner clears those values first.
 * Moving to a kind without a unit or choices drops them when the call does not send them.
 */
export async function updateAttribute(
  deps: Pick<CatalogDeps, 'db'>,
  input: UpdateAttributeInput,
): Promise<Attribute> {
  return deps.db.transaction(async (tx) => {
    const current = await loadAttribute(tx, input._id);
    const kind = input.kind ?? current.kind;
    const unit = input.unit ?? (kind === 'number' ? current.unit : '');
    const choices = input.choices ?? (kind === 'choice' ? current.choices : []);
    checkDefinition(kind, unit, choices);
    if (kind !== current.kind) {
      const held = await countHeldValues(tx, input._id);
      if (held > 0) throw new AppError('CONFLICT', attributeTexts.kindHeld(held));
    } else if (kind === 'choice') {
      const kept = new Set(choices.map((choice) => choice.value));
      const lost = (await heldChoiceValues(tx, input._id)).filter((value) => !kept.has(value));
      if (lost.length > 0)
        throw new AppError('CONFLICT', attributeTexts.choicesHeld(lost.join(', ')));
    }
    await requireScopes(tx, input);
    const values: Partial<AttributeValues> = { kind, unit, choices };
    if (input.label !== undefined) values.label = input.label;
    if (input.label_en !== undefined) values.labelEn = input.label_en;
    if (input.card_rank !== undefined) values.cardRank = input.card_rank;
    if (input.filterable !== undefined) values.filterable = input.filterable;
    if (input.position !== undefined) values.position = input.position;
    await updateAttributeRow(tx, input._id, values);
    await replaceAttributeScopes(tx, input._id, input);
    return loadAttribute(tx, input._id);
  });
}

/** Deletes an attribute and, with it, every product's value of it (migration 0031's trigger). */
export async function deleteAttribute(deps: Pick<CatalogDeps, 'db'>, id: string): Promise<void> {
  if (!(await deleteAttributeRow(deps.db, id)))
    throw new AppError('NOT_FOUND', attributeTexts.attributeNotFound);
}
