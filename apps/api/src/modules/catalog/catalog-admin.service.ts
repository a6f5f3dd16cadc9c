import { inBoth } from '../../http/answer-texts';
import type {
  Category,
  CreateProductRequestSchema,
  CreateSubCategoryRequestSchema,
  Product,
  SubCategory,
  UpdateProductRequestSchema,
  UpdateSubCategoryRequestSchema,
} from '@shop/contract';
import type { z } from 'zod';
import { isForeignKeyViolation } from '../../db/errors';
import { codeTakenBy } from './product-code-conflict';
import { AppError } from '../../app-error';
import { toStoredRef } from '../files/image-store';
import {
  countCategoryUses,
  countSubCategoryUses,
  deleteCategory as deleteCategoryRow,
  deleteProduct as deleteProductRow,
  deleteSubCategory as deleteSubCategoryRow,
  insertCategory,
  insertProduct,
  insertSubCategory,
  replaceProductCategories,
  replaceProductSubCategories,
  replaceSubCategoryLinks,
  selectExistingIds,
  selectSubCategory,
  updateCategory as updateCategoryRow,
  updateProduct as updateProductRow,
  updateSubCategory as updateSubCategoryRow,
  type ProductValues,
} from './catalog-admin.repo';
import type { Database } from '../../db/client';
import { getProductDetails, toCategory, type CatalogDeps } from './catalog.service';
import { checkProductSpecs, productSpecScope } from './product-specs';
import { setStockContext } from '../stock/stock-context.repo';
import { refuseNumbersOwnedByVariants } from './variant-owned-numbers';
import { deleteProductDocumentRows } from '../documents/product-documents.repo';
import { removeDocumentFiles, type DocumentFileCleanup } from '../documents/product-document-files';

type CreateSubCategoryInput = z.output<typeof CreateSubCategoryRequestSchema>;
type UpdateSubCategoryInput = z.output<typeof UpdateSubCategoryRequestSchema>;
type CreateProductInput = z.output<typeof CreateProductRequestSchema>;
type UpdateProductInput = z.output<typeof UpdateProductRequestSchema>;

async function requireExisting(
  db: Database,
  table: 'categories' | 'subcategories',
  ids: string[],
): Promise<void> {
  const found = await selectExistingIds(db, table, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const list = missing.join(', ');
    const text =
      table === 'categories'
        ? inBoth((t) => t.noSuchCategories(list))
        : inBoth((t) => t.noSuchSubCategories(list));
    throw new AppError('BAD_REQUEST', text, {
      field: table === 'categories' ? 'category' : 'subCategory',
    });
  }
}

async function loadSubCategory(deps: CatalogDeps, id: string): Promise<SubCategory> {
  const row = await selectSubCategory(deps.db, id);
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.subCategoryNotFound),
    );
  return {
    ...toCategory(row, deps.publicUrl),
    category: row.categories
      .map((category) => toCategory(category, deps.publicUrl))
      .sort((a, b) => a.name.localeCompare(b.name, 'vi')),
  };
}

export async function addCategory(
  deps: CatalogDeps,
  input: { name: string; name_en?: string | undefined; image: string },
): Promise<Category> {
  const row = await insertCategory(deps.db, {
    name: input.name,
    ...(input.name_en !== undefined ? { nameEn: input.name_en } : {}),
    image: toStoredRef(input.image, deps.publicUrl),
  });
  return toCategory(row, deps.publicUrl);
}

export async function updateCategory(
  deps: CatalogDeps,
  input: {
    _id: string;
    name?: string | undefined;
    name_en?: string | undefined;
    image?: string | undefined;
  },
): Promise<Category> {
  const row = await updateCategoryRow(deps.db, input._id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.name_en !== undefined ? { nameEn: input.name_en } : {}),
    ...(input.image !== undefined ? { image: toStoredRef(input.image, deps.publicUrl) } : {}),
  });
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.categoryNotFound),
    );
  return toCategory(row, deps.publicUrl);
}

/** Deletes an unused category; one still used by sub-categories or products is a 409. */
export async function deleteCategory(deps: CatalogDeps, id: string): Promise<void> {
  await deps.db
    .transaction(async (tx) => {
      const uses = await countCategoryUses(tx, id);
      if (uses.subCategories > 0 || uses.products > 0) {
        throw new AppError(
          'CONFLICT',
          inBoth((t) => t.categoryUsedBy(uses.subCategories, uses.products)),
        );
      }
      if (!(await deleteCategoryRow(tx, id)))
        throw new AppError(
          'NOT_FOUND',
          inBoth((t) => t.categoryNotFound),
        );
    })
    .catch((error: unknown) => {
      // A sub-category or product linked between the count and the delete.
      if (isForeignKeyViolation(error))
        throw new AppError(
          'CONFLICT',
          inBoth((t) => t.categoryInUse),
        );
      throw error;
    });
}

export async function createSubCategory(
  deps: CatalogDeps,
  input: CreateSubCategoryInput,
): Promise<SubCategory> {
  const id = await deps.db.transaction(async (tx) => {
    await requireExisting(tx, 'categories', input.category);
    const created = await insertSubCategory(tx, {
      name: input.name,
      ...(input.name_en !== undefined ? { nameEn: input.name_en } : {}),
      image: toStoredRef(input.image, deps.publicUrl),
    });
    await replaceSubCategoryLinks(tx, created, input.category);
    return created;
  });
  return loadSubCategory(deps, id);
}

export async function updateSubCategory(
  deps: CatalogDeps,
  input: UpdateSubCategoryInput,
): Promise<SubCategory> {
  await deps.db.transaction(async (tx) => {
    const found = await updateSubCategoryRow(tx, input._id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.name_en !== undefined ? { nameEn: input.name_en } : {}),
      ...(input.image !== undefined ? { image: toStoredRef(input.image, deps.publicUrl) } : {}),
    });
    if (!found)
      throw new AppError(
        'NOT_FOUND',
        inBoth((t) => t.subCategoryNotFound),
      );
    if (input.category) {
      await requireExisting(tx, 'categories', input.category);
      await replaceSubCategoryLinks(tx, input._id, input.category);
    }
  });
  return loadSubCategory(deps, input._id);
}

/** Deletes an unused sub-category; one still used by products is a 409. */
export async function deleteSubCategory(deps: CatalogDeps, id: string): Promise<void> {
  await deps.db
    .transaction(async (tx) => {
      const products = await countSubCategoryUses(tx, id);
      if (products > 0) {
        throw new AppError(
          'CONFLICT',
          inBoth((t) => t.subCategoryUsedBy(products)),
        );
      }
      if (!(await deleteSubCategoryRow(tx, id)))
        throw new AppError(
          'NOT_FOUND',
          inBoth((t) => t.subCategoryNotFound),
        );
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error))
        throw new AppError(
          'CONFLICT',
          inBoth((t) => t.subCategoryInUse),
        );
      throw error;
    });
}

function productValues(
  deps: CatalogDeps,
  input: Partial<CreateProductInput>,
): Partial<ProductValues> {
  const values: Partial<ProductValues> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.name_en !== undefined) values.nameEn = input.name_en;
  if (input.image !== undefined)
    values.image = input.image.map((url) => toStoredRef(url, deps.publicUrl));
  if (input.unit !== undefined) values.unit = input.unit;
  if (input.stock !== undefined) values.stock = input.stock;
  if (input.price !== undefined) values.price = input.price;
  if (input.discount !== undefined) values.discount = input.discount;
  if (input.description !== undefined) values.description = input.description;
  if (input.description_en !== undefined) values.descriptionEn = input.description_en;
  if (input.more_details !== undefined) values.moreDetails = input.more_details;
  if (input.max_per_order !== undefined) values.maxPerOrder = input.max_per_order;
  if (input.low_stock_threshold !== undefined) values.lowStockThreshold = input.low_stock_threshold;
  if (input.code !== undefined) values.code = input.code;
  return values;
}

/**
 * Creates a product from the listed fields only; its categories and sub-categories must exist. Its
 * first stock is its opening stock movement, by `actorUserId` (absent: the caller's context).
 */
export async function createProduct(
  deps: CatalogDeps,
  input: CreateProductInput,
  actorUserId?: string,
): Promise<Product> {
  const writing = deps.db.transaction(async (tx) => {
    if (actorUserId !== undefined) await setStockContext(tx, { reason: 'opening', actorUserId });
    await requireExisting(tx, 'categories', input.category);
    await requireExisting(tx, 'subcategories', input.subCategory);
    const values = productValues(deps, input);
    const specs = input.specs && (await checkProductSpecs(tx, input.specs, input));
    const created = await insertProduct(tx, {
      name: input.name,
      image: values.image ?? [],
      unit: input.unit,
      stock: input.stock,
      price: input.price,
      discount: input.discount,
      description: input.description,
      ...(values.nameEn === undefined ? {} : { nameEn: values.nameEn }),
      ...(values.descriptionEn === undefined ? {} : { descriptionEn: values.descriptionEn }),
      moreDetails: input.more_details,
      ...(specs === undefined ? {} : { specs }),
      ...(values.maxPerOrder === undefined ? {} : { maxPerOrder: values.maxPerOrder }),
      ...(values.lowStockThreshold === undefined
        ? {}
        : { lowStockThreshold: values.lowStockThreshold }),
      ...(values.code === undefined ? {} : { code: values.code }),
    });
    await replaceProductCategories(tx, created, input.category);
    await replaceProductSubCategories(tx, created, input.subCategory);
    return created;
  });
  const id = await writing.catch(codeTakenBy(input.code));
  return getProductDetails(deps, id);
}

/**
 * Changes only the fields sent. A changed stock is a correction by `actorUserId` (absent: the
 * caller's stock context, migration 0048).
 */
export async function updateProductDetails(
  deps: CatalogDeps,
  input: UpdateProductInput,
  actorUserId?: string,
): Promise<Product> {
  const writing = deps.db.transaction(async (tx) => {
    if (actorUserId !== undefined && input.stock !== undefined)
      await setStockContext(tx, { reason: 'correction', actorUserId });
    const values = productValues(deps, input);
    await refuseNumbersOwnedByVariants(tx, input._id, values);
    if (input.specs !== undefined) {
      const stored = await productSpecScope(tx, input._id);
      if (stored)
        values.specs = await checkProductSpecs(tx, input.specs, {
          category: input.category ?? stored.category,
          subCategory: input.subCategory ?? stored.subCategory,
        });
    }
    if (!(await updateProductRow(tx, input._id, values))) {
      throw new AppError(
        'NOT_FOUND',
        inBoth((t) => t.productNotFound),
      );
    }
    if (input.category) {
      await requireExisting(tx, 'categories', input.category);
      await replaceProductCategories(tx, input._id, input.category);
    }
    if (input.subCategory) {
      await requireExisting(tx, 'subcategories', input.subCategory);
      await replaceProductSubCategories(tx, input._id, input.subCategory);
    }
  });
  await writing.catch(codeTakenBy(input.code));
  return getProductDetails(deps, input._id);
}

/**
 * Deletes a product, the cart lines holding it and its documents; orders keep their own copy of it
 * (its images too: past orders show them, so image files stay). The documents' PDFs are removed
 * once the deletion has committed (`documentFiles`; see removeDocumentFiles).
 */
export async function deleteProduct(
  deps: CatalogDeps,
  id: string,
  documentFiles?: DocumentFileCleanup,
): Promise<void> {
  const files = await deps.db.transaction(async (tx) => {
    const documents = await deleteProductDocumentRows(tx, id);
    if (!(await deleteProductRow(tx, id)))
      throw new AppError(
        'NOT_FOUND',
        inBoth((t) => t.productNotFound),
      );
    return documents;
  });
  if (documentFiles) await removeDocumentFiles(deps.db, documentFiles, files);
}
