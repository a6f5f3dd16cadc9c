import {
  DEFAULT_PARCEL_WEIGHT_GRAMS,
  endpoints,
  type CategoryParcel,
  type ParcelSize,
  type ProductParcel,
  type SetCategoryParcelRequestSchema,
  type SetProductParcelRequestSchema,
} from '@shop/contract';
import type { z } from 'zod';
import { AppError } from '../../app-error';
import { inBoth, requestLocale } from '../../http/answer-texts';
import type { Database } from '../../db/client';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import {
  selectCategoryParcel,
  selectProductParcel,
  updateCategoryParcel,
  updateProductParcel,
  updateVariantParcel,
} from './parcel-sizes.repo';
import { parcelSizeTexts, parcelText } from './parcel-size-texts';

/* The parcel weight and size of products, variants and categories (issue 48, decision 053). */

/** A product's values and its variants', with the weight the carrier is told for each. */
export async function productParcel(db: Database, productId: string): Promise<ProductParcel> {
  const row = await selectProductParcel(db, productId);
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.productNotFound),
    );
  // As the shipment's parcel lines read it (selectParcelLines): variant, product, categories, shop.
  const weightGrams =
    row.parcel.weight_grams ?? row.categoryDefault.weight_grams ?? DEFAULT_PARCEL_WEIGHT_GRAMS;
  return {
    productId,
    parcel: row.parcel,
    categoryDefault: row.categoryDefault,
    defaultWeightGrams: DEFAULT_PARCEL_WEIGHT_GRAMS,
    weightGrams,
    variants: row.variants.map((variant) => ({
      ...variant,
      weightGrams: variant.parcel.weight_grams ?? weightGrams,
    })),
  };
}

/** Sets the values of a product (no `variantId`) or of one of its variants. */
export async function setProductParcel(
  db: Database,
  request: z.output<typeof SetProductParcelRequestSchema>,
): Promise<ProductParcel> {
  const { productId, variantId } = request;
  const parcel: ParcelSize = request.parcel;
  if (variantId === undefined) {
    if (!(await updateProductParcel(db, productId, parcel)))
      throw new AppError(
        'NOT_FOUND',
        inBoth((t) => t.productNotFound),
      );
  } else if (!(await updateVariantParcel(db, productId, variantId, parcel))) {
    throw new AppError(
      'NOT_FOUND',
      parcelText((t) => t.variantNotOfProduct(variantId)),
      {
        field: 'variantId',
      },
    );
  }
  return productParcel(db, productId);
}

export async function categoryParcel(db: Database, categoryId: string): Promise<CategoryParcel> {
  const parcel = await selectCategoryParcel(db, categoryId);
  if (!parcel)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.categoryNotFound),
    );
  return { categoryId, parcel, defaultWeightGrams: DEFAULT_PARCEL_WEIGHT_GRAMS };
}

export async function setCategoryParcel(
  db: Database,
  request: z.output<typeof SetCategoryParcelRequestSchema>,
): Promise<CategoryParcel> {
  if (!(await updateCategoryParcel(db, request.categoryId, request.parcel)))
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.categoryNotFound),
    );
  return categoryParcel(db, request.categoryId);
}

/**
 * The admin's parcel calls (catalogue area, by the table). No storefront answer carries these
 * values, so no cached answer is forgotten; the next fee quote and shipment read them.
 */
export function registerParcelSizeRoutes(routes: EndpointRouter, db: Database): void {
  routes.add(endpoints.productParcel, async (request) =>
    ok(await productParcel(db, request.body.productId)),
  );
  routes.add(endpoints.setProductParcel, async (request) =>
    ok(await setProductParcel(db, request.body), parcelSizeTexts[requestLocale(request)].saved),
  );
  routes.add(endpoints.categoryParcel, async (request) =>
    ok(await categoryParcel(db, request.body.categoryId)),
  );
  routes.add(endpoints.setCategoryParcel, async (request) =>
    ok(await setCategoryParcel(db, request.body), parcelSizeTexts[requestLocale(request)].saved),
  );
}
