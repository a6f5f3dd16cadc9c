import { describe, expect, it } from 'vitest';
import { productFixture } from '../../../test/product-fixture';
import {
  emptyProductFormValues,
  productFormResolver,
  productFormValuesOf,
} from './product-form-values';
import type { ProductFormValues } from './product-form-values';

// The product form's optional English name and description (issue 41), checked by the contract's
// schema as the server checks them.

const filled: ProductFormValues = {
  ...emptyProductFormValues(),
  name: 'Quạt hút 350W',
  description: 'Quạt hút gió',
  unit: 'cái',
  stock: '3',
  price: '900000',
  discount: '0',
};

async function resolve(values: ProductFormValues) {
  return productFormResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
}

describe('the product form English texts', () => {
  it('sends them when typed, trimmed, and leaves them out when empty', async () => {
    const typed = await resolve({
      ...filled,
      name_en: ' Exhaust fan 350W ',
      description_en: 'Workshop exhaust fan',
    });
    expect(typed.errors).toEqual({});
    expect(typed.values).toMatchObject({
      name_en: 'Exhaust fan 350W',
      description_en: 'Workshop exhaust fan',
    });

    const empty = await resolve({ ...filled, name_en: '  ' });
    expect(empty.errors).toEqual({});
    expect(empty.values).not.toHaveProperty('name_en');
    expect(empty.values).not.toHaveProperty('description_en');
  });

  it('refuses an English name over 200 characters on its own field', async () => {
    const result = await resolve({ ...filled, name_en: 'x'.repeat(201) });
    expect(Object.keys(result.errors)).toEqual(['name_en']);
  });

  it('starts an edit from the product’s English texts, or empty when it has none', () => {
    expect(
      productFormValuesOf(productFixture({ name_en: 'U heater', description_en: 'Stainless' })),
    ).toMatchObject({ name_en: 'U heater', description_en: 'Stainless' });
    expect(productFormValuesOf(productFixture())).toMatchObject({
      name_en: '',
      description_en: '',
    });
  });
});
