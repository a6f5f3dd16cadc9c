import { eq } from 'drizzle-orm';
import type { SpecValues } from '@shop/contract';
import type { Database } from '../db/client';
import { products, type StoredProductOption } from '../db/schema';
import { writeProductVariants } from '../modules/catalog/product-variants.repo';

/** A demo product with options: its options, its own row's values, and its other variants. */
export interface DemoVariantProduct {
  /** The product's name in the demo catalogue (its row is the default variant). */
  name: string;
  options: StoredProductOption[];
  /** The default variant's value of each option. */
  defaultValues: string[];
  variants: {
    code: string;
    values: string[];
    price: number;
    discount: number;
    stock: number;
    /** Its own values over the product's. */
    specs: SpecValues;
  }[];
}

/**
 * The demo's near-copies folded into one product with variants (issue 43): the U heater sold
 * before as "Điện trở đốt nóng chữ U 220V 2kW" (DTU-220-2K) and "Điện trở chữ U 380V 3kW inox 304
 * dài 800mm" (DTU-380-3K-800) is one heater at two voltages and powers. Each variant keeps its old
 * code, price, discount, stock and values; the 220V one has the cool-coloured drawing of its own.
 * The other U heaters stay products of their own: another sheath (inox 316), a flange for water,
 * fins, a phi 14 tube (the 5kW at 1200 mm); and the phi 10 one at 700 mm and 380V 2kW, kept apart
 * so that this product shows a combination it does not offer (380V 2kW) disabled, and so that
 * narrowing the U heaters to 380V and 2–3 kW (issue 42's journey) finds several products.
 */
export const DEMO_VARIANT_PRODUCTS: readonly DemoVariantProduct[] = [
  {
    name: 'Điện trở chữ U inox 304',
    options: [
      { name: 'Điện áp', name_en: 'Voltage', values: ['220V', '380V'] },
      { name: 'Công suất', name_en: 'Power', values: ['2kW', '3kW'] },
    ],
    defaultValues: ['380V', '3kW'],
    variants: [
      {
        code: 'DTU-220-2K',
        values: ['220V', '2kW'],
        price: 185000,
        discount: 0,
        stock: 120,
        specs: {
          'dien-ap': 220,
          'cong-suat': 2,
          'duong-kinh-ong': 10,
          'chieu-dai': 600,
          ren: 'M4',
          'kieu-dau-noi': 'cos-ren',
        },
      },
    ],
  },
];

/**
 * Writes the options and variants of the demo products above (after the products and their
 * attributes); `image` is the stored reference each non-default variant shows first.
 */
export async function insertDemoVariants(db: Database, image: string): Promise<void> {
  for (const product of DEMO_VARIANT_PRODUCTS) {
    const [row] = await db
      .select({
        id: products.id,
        code: products.code,
        price: products.price,
        discount: products.discount,
        stock: products.stock,
      })
      .from(products)
      .where(eq(products.name, product.name));
    if (!row) throw new Error(`demo product ${product.name} missing`);
    await writeProductVariants(
      db,
      row.id,
      product.options,
      { ...row, values: product.defaultValues },
      product.variants.map((variant) => ({ ...variant, image })),
    );
  }
}
