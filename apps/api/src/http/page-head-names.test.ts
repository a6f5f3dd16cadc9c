import { describe, expect, it } from 'vitest';
import { slugWithId } from '@shop/contract';
import type { Product, SubCategory } from '@shop/contract';
import { pageHead, type ShopIdentity } from './page-head';

// Issue 41: a page's head names products and categories as the page shows them, by its locale;
// slugs (and so canonical paths) come from the Vietnamese names in both.

const identity: ShopIdentity = {
  publicUrl: 'https://shop.example',
  shop: { name: 'Shop', address: 'Hà Nội', phone: '', email: '', taxCode: '' },
};
const category = {
  _id: '65a1b2c3d4e5f60718293b01',
  name: 'Quạt công nghiệp',
  name_en: 'Industrial fans',
  image: '',
};
const subCategory: SubCategory = {
  _id: '65a1b2c3d4e5f60718293b02',
  name: 'Quạt hút',
  image: '',
  category: [category],
};
const product: Product = {
  _id: '65a1b2c3d4e5f60718293a4b',
  name: 'Quạt hút công nghiệp 350W',
  name_en: 'Industrial exhaust fan 350W',
  image: [],
  category: [category],
  subCategory: [subCategory],
  unit: 'cái',
  stock: 3,
  price: 1_000_000,
  discount: 0,
  description: 'Quạt hút gió nhà xưởng.',
  description_en: 'Workshop exhaust fan.',
  more_details: {},
};
const productPage = {
  kind: 'product' as const,
  slug: slugWithId(product.name, product._id),
  productId: product._id,
};

function ok(head: ReturnType<typeof pageHead>) {
  if (head.status === 301) throw new Error('redirected');
  return head;
}

describe('page heads in either locale', () => {
  it('name a product in English on an English page', () => {
    const head = ok(pageHead(productPage, { product }, identity, 'en'));
    expect(head.title).toBe('Industrial exhaust fan 350W | Shop');
    expect(head.description).toBe('Workshop exhaust fan.');
    expect(JSON.stringify(head.jsonLd)).toContain('"name":"Industrial exhaust fan 350W"');
    expect(JSON.stringify(head.jsonLd)).toContain('"name":"Industrial fans"');
    // The sub-category has no English name: its Vietnamese one.
    expect(JSON.stringify(head.jsonLd)).toContain('"name":"Quạt hút"');
    expect(ok(pageHead(productPage, { product }, identity, 'en'))).toEqual(head);
  });

  it('name it in Vietnamese on a Vietnamese page, under the same canonical path', () => {
    const head = ok(pageHead(productPage, { product }, identity, 'vi'));
    expect(head.title).toBe('Quạt hút công nghiệp 350W | Shop');
    expect(head.description).toBe('Quạt hút gió nhà xưởng.');
    expect(JSON.stringify(head.jsonLd)).not.toContain('Industrial');
    expect(head.canonicalPath).toBe(
      ok(pageHead(productPage, { product }, identity, 'en')).canonicalPath,
    );
  });

  it('name a listing by its categories in the page’s locale', () => {
    const page = {
      kind: 'listing' as const,
      categorySlug: slugWithId(category.name, category._id),
      subCategorySlug: slugWithId(subCategory.name, subCategory._id),
      categoryId: category._id,
      subCategoryId: subCategory._id,
    };
    expect(ok(pageHead(page, { subCategories: [subCategory] }, identity, 'en')).title).toBe(
      'Quạt hút – Industrial fans | Shop',
    );
    expect(ok(pageHead(page, { subCategories: [subCategory] }, identity, 'vi')).title).toBe(
      'Quạt hút – Quạt công nghiệp | Shop',
    );
  });
});
