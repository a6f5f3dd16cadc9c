import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { attributeCategories } from '../../db/schema';
import {
  makeAttributes,
  makeCategory,
  makeProduct,
  POWER,
  type AttributeFixture,
  VOLTAGE,
} from '../../../test/catalogue-fixtures';
import { callAs, makeAdmin, type Shopper } from '../../../test/shop-fixtures';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../../../test/test-shop';
import { HEATER_OPTIONS, setVariants } from '../../../test/variant-fixtures';

// Issue 43: a variant's own specification values and image, over its product's (migration 0050).

let shop: TestShop;
let admin: Shopper;
let categoryId: string;
const LENGTH: AttributeFixture = {
  id: 'chieu-dai',
  label: 'Chiều dài',
  labelEn: 'Length',
  kind: 'number',
  unit: 'mm',
};
const TUBE: AttributeFixture = { id: 'duong-kinh-ong', label: 'Đường kính ống', kind: 'number' };
const ELSEWHERE: AttributeFixture = { id: 'so-canh', label: 'Số cánh', kind: 'number' };

beforeAll(async () => {
  shop = await createTestShop();
  admin = await makeAdmin(shop);
  await makeAttributes(shop.db, [VOLTAGE, POWER, LENGTH, TUBE, ELSEWHERE]);
  categoryId = await makeCategory(shop.db, 'Điện trở đốt nóng');
  await shop.db.insert(attributeCategories).values(
    [VOLTAGE.id, POWER.id, LENGTH.id, TUBE.id].map((attributeId) => ({
      attributeId,
      categoryId,
    })),
  );
});

afterAll(async () => {
  await shop.close();
});

async function heater(tag: string) {
  const productId = await makeProduct(shop.db, {
    name: `Điện trở chữ U ${tag}`,
    price: 265_000,
    categoryIds: [categoryId],
  });
  await shop.db.execute(
    sql`UPDATE products SET specs = '{"dien-ap": 380, "cong-suat": 3, "chieu-dai": 800}'
      WHERE id = ${productId}`,
  );
  return productId;
}

const variant = (code: string, values: string[], own: object = {}) => ({
  code,
  values,
  price: 185_000,
  discount: 0,
  stock: 5,
  ...own,
});

function details(productId: string) {
  return callAs<{ data: { specs: object; variants: Record<string, unknown>[] } }>(
    shop.app,
    undefined,
    'POST',
    '/api/product/get-product-details',
    { productId },
  );
}

const storedVariants = (productId: string) =>
  queryRows<{ code: string; specs: object; image: string | null }>(
    shop.db,
    sql`SELECT code, specs, image FROM product_variants WHERE product_id = ${productId}
      ORDER BY position`,
  );

describe('a variant’s own specification values and image', () => {
  it('are stored and answered over the product’s (the image as a public url), and lose a deleted attribute’s value', async () => {
    const productId = await heater('V1');
    const image = `${TEST_PUBLIC_URL}/images/aaaaaaaaaaaaaaaaaaaaaaaa.webp`;
    const { status, body } = await setVariants(shop, admin, {
      productId,
      options: HEATER_OPTIONS,
      variants: [
        variant('UV1-380-3', ['380V', '3kW']),
        variant('UV1-220-2', ['220V', '2kW'], {
          specs: { 'dien-ap': 220, 'cong-suat': 2, 'chieu-dai': 600, 'duong-kinh-ong': 10 },
          image,
        }),
        variant('UV1-380-2', ['380V', '2kW']),
      ],
    });
    expect(status).toBe(200);
    const [own, plain] = body.data.variants.slice(1);
    expect(own).toMatchObject({ specs: { 'dien-ap': 220, 'chieu-dai': 600 }, image });
    expect(plain).not.toHaveProperty('specs');
    expect(plain).not.toHaveProperty('image');
    expect(await storedVariants(productId)).toEqual([
      {
        code: 'UV1-220-2',
        specs: { 'dien-ap': 220, 'cong-suat': 2, 'chieu-dai': 600, 'duong-kinh-ong': 10 },
        image: '/images/aaaaaaaaaaaaaaaaaaaaaaaa.webp',
      },
      { code: 'UV1-380-2', specs: {}, image: null },
    ]);

    const answered = await details(productId);
    expect(answered.body.data.specs).toEqual({ 'dien-ap': 380, 'cong-suat': 3, 'chieu-dai': 800 });
    expect(answered.body.data.variants[0]).not.toHaveProperty('specs');
    expect(answered.body.data.variants[1]).toMatchObject({ specs: { 'dien-ap': 220 }, image });

    // An attribute deleted takes its values from the variants too.
    await shop.db.execute(sql`DELETE FROM attributes WHERE id = 'duong-kinh-ong'`);
    expect((await storedVariants(productId))[0]?.specs).toEqual({
      'dien-ap': 220,
      'cong-suat': 2,
      'chieu-dai': 600,
    });
  });

  it('refuses values the product’s own would refuse, and any for the default variant; nothing written', async () => {
    const productId = await heater('V2');
    const ok = await setVariants(shop, admin, {
      productId,
      options: HEATER_OPTIONS,
      variants: [variant('UV2-380-3', ['380V', '3kW']), variant('UV2-220-2', ['220V', '2kW'])],
    });
    expect(ok.status).toBe(200);
    const before = await storedVariants(productId);
    for (const [own, where] of [
      [{ specs: { 'dien-ap': 'hai trăm' } }, 1],
      [{ specs: { 'khong-co': 1 } }, 1],
      [{ specs: { 'so-canh': 4 } }, 1],
      [{ specs: { 'dien-ap': 220 } }, 0],
      [{ image: `${TEST_PUBLIC_URL}/images/aaaaaaaaaaaaaaaaaaaaaaaa.webp` }, 0],
      [{ image: 'javascript:alert(1)' }, 1],
    ] as const) {
      const variants = [
        variant('UV2-380-3', ['380V', '3kW']),
        variant('UV2-220-2', ['220V', '2kW']),
      ];
      variants[where] = { ...variants[where], ...own } as (typeof variants)[number];
      const { status, body } = await setVariants(shop, admin, {
        productId,
        options: HEATER_OPTIONS,
        variants,
      });
      expect(status, JSON.stringify(own)).toBe(400);
      if (where === 0)
        expect(body.message).toBe(
          'The default variant’s specifications and images are the product’s own: change them in the product form',
        );
    }
    expect(await storedVariants(productId)).toEqual(before);
  });
});
