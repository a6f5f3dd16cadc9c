import { z } from 'zod';
import {
  variantLabel,
  type SpecValues,
  type ProductOption,
  type ProductVariant,
  type SetProductVariantsRequestSchema,
} from '@shop/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { StoredProductOption } from '../../db/schema';
import { inBoth, type AnswerText } from '../../http/answer-texts';
import {
  codesHeldElsewhere,
  selectProductVariants,
  writeProductVariants,
  type ProductVariantsRow,
  type VariantWrite,
} from './product-variants.repo';
import { variantTexts } from './variant-texts';
import { setStockContext } from '../stock/stock-context.repo';
import { toPublicUrl, toStoredRef } from '../files/image-store';
import { checkProductSpecs, productSpecScope } from './product-specs';

type SetVariantsInput = z.output<typeof SetProductVariantsRequestSchema>;

/** A product's options and variants as the answers show them (none for a product without). */
export interface VariantsAnswer {
  options: ProductOption[];
  variants: ProductVariant[];
}

/**
 * A product's options and variants as the answers show them, the default variant first; a
 * variant's own specification values and image (migration 0050) only when it has them.
 */
export function toVariantsAnswer(row: ProductVariantsRow, publicUrl: string): VariantsAnswer {
  if (row.options === null) return { options: [], variants: [] };
  const defaultValues = row.values ?? [];
  return {
    options: row.options.map((option) => ({
      name: option.name,
      ...(option.name_en === '' ? {} : { name_en: option.name_en }),
      values: option.values,
    })),
    variants: [
      {
        _id: row.productId,
        code: row.code,
        values: defaultValues,
        label: variantLabel(defaultValues),
        price: row.price,
        discount: row.discount,
        stock: row.stock,
        isDefault: true,
      },
      ...row.variants.map((variant) => ({
        _id: variant.id,
        code: variant.code,
        values: variant.values,
        label: variantLabel(variant.values),
        price: variant.price,
        discount: variant.discount,
        stock: variant.stock,
        isDefault: false,
        ...(Object.keys(variant.specs).length > 0 ? { specs: variant.specs } : {}),
        ...(variant.image === null ? {} : { image: toPublicUrl(variant.image, publicUrl) }),
      })),
    ],
  };
}

/** A product's options and variants, read for its details answer; undefined when it is gone. */
export async function productVariantsOf(
  db: Database,
  productId: string,
  publicUrl: string,
): Promise<VariantsAnswer | undefined> {
  const row = (await selectProductVariants(db, [productId])).get(productId);
  return row && toVariantsAnswer(row, publicUrl);
}

function refuse(text: AnswerText, field: string): never {
  throw new AppError('BAD_REQUEST', text, { field });
}

/** The options as stored, checked: names and each option's values told apart regardless of case. */
function checkedOptions(input: SetVariantsInput): StoredProductOption[] {
  const names = new Set<string>();
  return input.options.map((option) => {
    const name = option.name.toLocaleLowerCase('vi');
    if (names.has(name)) refuse(variantTexts.optionNameRepeated(option.name), 'options');
    names.add(name);
    const values = new Set<string>();
    for (const value of option.values) {
      const folded = value.toLocaleLowerCase('vi');
      if (values.has(folded))
        refuse(variantTexts.optionValueRepeated(option.name, value), 'options');
      values.add(folded);
    }
    return { name: option.name, name_en: option.name_en ?? '', values: option.values };
  });
}

/** Every variant has one offered value per option, no combination twice, no code twice. */
function checkVariants(input: SetVariantsInput, options: readonly StoredProductOption[]): void {
  if (options.length === 0 && input.variants.length !== 1)
    refuse(variantTexts.oneVariantWithoutOptions, 'variants');
  const combinations = new Set<string>();
  const codes = new Set<string>();
  for (const variant of input.variants) {
    if (variant.values.length !== options.length)
      refuse(variantTexts.valuesPerOption(variant.code, options.length), 'variants');
    for (const [at, value] of variant.values.entries()) {
      const option = options[at];
      if (option && !option.values.includes(value))
        refuse(variantTexts.valueNotOffered(variant.code, value, option.name), 'variants');
    }
    const combination = JSON.stringify(variant.values);
    if (combinations.has(combination))
      refuse(variantTexts.combinationRepeated(variantLabel(variant.values)), 'variants');
    combinations.add(combination);
    if (codes.has(variant.code)) refuse(variantTexts.codeRepeated(variant.code), 'variants');
    codes.add(variant.code);
  }
}

/** The variants' ids name the product (the first, if any) and its own variants, each once. */
function checkIds(input: SetVariantsInput, stored: ProductVariantsRow): void {
  const [first, ...others] = input.variants;
  if (first?._id !== undefined && first._id !== input.productId)
    refuse(variantTexts.defaultVariantId, 'variants');
  const ownIds = new Set(stored.variants.map((variant) => variant.id));
  const seen = new Set<string>();
  for (const variant of others) {
    if (variant._id === undefined) continue;
    if (!ownIds.has(variant._id))
      throw new AppError('NOT_FOUND', variantTexts.variantNotOfProduct(variant._id), {
        field: 'variants',
      });
    if (seen.has(variant._id)) refuse(variantTexts.variantRepeated(variant._id), 'variants');
    seen.add(variant._id);
  }
}

/**
 * Checks a variant's own specification values as the product's are checked (known attributes of
 * its categories, each of its kind), reading the product's categories once.
 */
function variantSpecsChecker(
  tx: Database,
  productId: string,
): (specs: SpecValues) => Promise<SpecValues> {
  let scope: Awaited<ReturnType<typeof productSpecScope>>;
  return async (specs) => {
    if (Object.keys(specs).length === 0) return specs;
    scope ??= await productSpecScope(tx, productId);
    return checkProductSpecs(tx, specs, scope ?? { category: [], subCategory: [] });
  };
}

/**
 * Sets a product's options and all its variants (the admin's `PUT /api/product/variants`): checked
 * whole before anything is written, then written in one transaction with the product locked. The
 * first variant is the product's own row; no options and one variant make it a plain product.
 * Answers the options and variants as they now stand.
 */
export async function setProductVariants(
  db: Database,
  input: SetVariantsInput,
  publicUrl: string,
  actorUserId?: string,
): Promise<VariantsAnswer> {
  const options = checkedOptions(input);
  checkVariants(input, options);
  const [first, ...others] = input.variants;
  if (!first) return refuse(variantTexts.oneVariantWithoutOptions, 'variants');
  // The default variant is the product row: its values and images are the product's own.
  if (first.specs !== undefined || first.image !== undefined)
    refuse(variantTexts.defaultVariantOwnsNothing, 'variants');
  const writing = db.transaction(async (tx) => {
    const stored = (await selectProductVariants(tx, [input.productId], true)).get(input.productId);
    if (!stored)
      throw new AppError(
        'NOT_FOUND',
        inBoth((t) => t.productNotFound),
      );
    checkIds(input, stored);
    // A changed stock is a correction by the caller (migration 0048).
    if (actorUserId !== undefined) await setStockContext(tx, { reason: 'correction', actorUserId });
    const specsOf = variantSpecsChecker(tx, input.productId);
    const held = await codesHeldElsewhere(
      tx,
      input.productId,
      input.variants.map((variant) => variant.code),
    );
    if (held.length > 0)
      throw new AppError('CONFLICT', variantTexts.codesTaken(held.join(', ')), { field: 'code' });
    const write = (variant: (typeof input.variants)[number]): VariantWrite => ({
      id: variant._id,
      code: variant.code,
      values: variant.values,
      price: variant.price,
      discount: variant.discount,
      stock: variant.stock,
    });
    const writeOther = async (variant: (typeof input.variants)[number]): Promise<VariantWrite> => ({
      ...write(variant),
      specs: variant.specs && (await specsOf(variant.specs)),
      image: variant.image && toStoredRef(variant.image, publicUrl),
    });
    const otherWrites: VariantWrite[] = [];
    for (const variant of others) otherWrites.push(await writeOther(variant));
    await writeProductVariants(
      tx,
      input.productId,
      options.length === 0 ? null : options,
      write(first),
      otherWrites,
    );
    const written = (await selectProductVariants(tx, [input.productId])).get(input.productId);
    if (!written) throw new Error(`product ${input.productId} gone while locked`);
    return toVariantsAnswer(written, publicUrl);
  });
  return writing.catch((error: unknown) => {
    // A code another write took between the check and the commit (the unique indexes decide).
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', variantTexts.codeTakenMeanwhile, { field: 'code' });
    throw error;
  });
}
