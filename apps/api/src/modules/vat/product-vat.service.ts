import type { ProductVat, SetProductVatRequest, VatRate } from '@shop/contract';
import { AppError } from '../../app-error';
import { inBoth } from '../../http/answer-texts';
import type { Database } from '../../db/client';
import { selectProductVat, updateProductVat, updateVariantVat } from './product-vat.repo';
import { vatTexts } from './vat-texts';

export interface ProductVatDeps {
  db: Database;
  /** The shop's default rate now (the settings'). */
  defaultRate: () => VatRate;
}

/** A product's rates as the admin's VAT field shows them; 404 for no such product. */
export async function productVat(deps: ProductVatDeps, productId: string): Promise<ProductVat> {
  const row = await selectProductVat(deps.db, productId);
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.productNotFound),
    );
  return { productId, rate: row.rate, defaultRate: deps.defaultRate(), variants: row.variants };
}

/**
 * Sets the rate of a product (no `variantId`) or of one of its variants. Orders already placed
 * keep the rate their lines were taxed at; the next checkout uses the new one.
 */
export async function setProductVat(
  deps: ProductVatDeps,
  request: SetProductVatRequest,
): Promise<ProductVat> {
  const { productId, variantId, rate } = request;
  if (variantId === undefined) {
    if (!(await updateProductVat(deps.db, productId, rate)))
      throw new AppError(
        'NOT_FOUND',
        inBoth((t) => t.productNotFound),
      );
  } else if (!(await updateVariantVat(deps.db, productId, variantId, rate))) {
    throw new AppError('NOT_FOUND', vatTexts.variantNotOfProduct(variantId), {
      field: 'variantId',
    });
  }
  return productVat(deps, productId);
}
