import { DEFAULT_PARCEL_WEIGHT_GRAMS } from '@shop/contract';
import type { ParcelSize, Product, ProductParcel } from '@shop/contract';

/** A complete product as the API returns it; tests override what they look at. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    _id: '65a1b2c3d4e5f60718293a4b',
    name: 'Điện trở đốt nóng chữ U 2000W',
    image: ['/images/65a1b2c3d4e5f60718293a4c.webp'],
    category: [],
    subCategory: [],
    unit: '1 cái',
    stock: 5,
    price: 1_000_000,
    discount: 15,
    description: 'Ống inox 304.\nĐường kính 8 mm.',
    more_details: {},
    ...overrides,
  };
}

const NO_PARCEL: ParcelSize = {
  weight_grams: null,
  length_cm: null,
  width_cm: null,
  height_cm: null,
};

/**
 * The product form's parcel field's answer (`POST /api/admin/product-parcel`) for a product with
 * no weight or size anywhere: the carrier is told the shop's default weight.
 */
export function productParcelFixture(product: Product): ProductParcel {
  return {
    productId: product._id,
    parcel: NO_PARCEL,
    categoryDefault: NO_PARCEL,
    defaultWeightGrams: DEFAULT_PARCEL_WEIGHT_GRAMS,
    weightGrams: DEFAULT_PARCEL_WEIGHT_GRAMS,
    variants: [],
  };
}
