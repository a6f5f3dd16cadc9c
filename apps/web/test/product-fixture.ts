import type { Product } from '@shop/contract';

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
