import { makeProduct } from './catalogue-fixtures';
import { callAs, type Shopper } from './shop-fixtures';
import type { TestShop } from './test-shop';

/** A variant as the admin's `PUT /api/product/variants` answers it. */
export interface VariantAnswer {
  _id: string;
  code: string;
  values: string[];
  label: string;
  price: number;
  discount: number;
  stock: number;
  isDefault: boolean;
}

/** The voltage × power options of the U heater (issue 43). */
export const HEATER_OPTIONS = [
  { name: 'Điện áp', name_en: 'Voltage', values: ['220V', '380V'] },
  { name: 'Công suất', name_en: 'Power', values: ['2kW', '3kW'] },
];

/** Sets a product's options and variants as `admin`; answers the call's status and body. */
export function setVariants(shop: TestShop, admin: Shopper, body: object, locale = 'en') {
  return callAs<{
    success: boolean;
    message: string;
    data: { productId: string; options: unknown[]; variants: VariantAnswer[] };
  }>(shop.app, admin, 'PUT', '/api/product/variants', body, { 'accept-language': locale });
}

/**
 * A U heater with three variants (the default 220V 2kW, 380V 3kW and 220V 3kW), each its own code,
 * price and stock. Codes are made unique from `tag`.
 */
export async function makeHeaterWithVariants(
  shop: TestShop,
  admin: Shopper,
  tag: string,
  stock: { default?: number; v380?: number; v220?: number } = {},
) {
  const productId = await makeProduct(shop.db, { name: 'Điện trở chữ U', price: 185_000 });
  const { status, body } = await setVariants(shop, admin, {
    productId,
    options: HEATER_OPTIONS,
    variants: [
      {
        code: `U${tag}-220-2`,
        values: ['220V', '2kW'],
        price: 185_000,
        discount: 0,
        stock: stock.default ?? 10,
      },
      {
        code: `U${tag}-380-3`,
        values: ['380V', '3kW'],
        price: 260_000,
        discount: 10,
        stock: stock.v380 ?? 10,
      },
      {
        code: `U${tag}-220-3`,
        values: ['220V', '3kW'],
        price: 240_000,
        discount: 0,
        stock: stock.v220 ?? 10,
      },
    ],
  });
  if (status !== 200) throw new Error(`variants not set: ${JSON.stringify(body)}`);
  const [, v380, v220] = body.data.variants;
  if (!v380 || !v220) throw new Error('variants missing');
  return { productId, v380, v220 };
}
