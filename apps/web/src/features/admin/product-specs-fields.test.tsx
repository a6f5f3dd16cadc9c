import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Attribute } from '@shop/contract';
import { attributeFixture } from '@shop/contract/testing';
import { axialFans, fans, renderUploadForm } from './upload-form.test-support';
import { typedNumber } from './product-specs-fields';

const ATTRIBUTES: Attribute[] = [
  attributeFixture({
    _id: 'cong-suat',
    label: 'Công suất',
    label_en: 'Power',
    kind: 'number',
    unit: 'kW',
    category: [fans._id],
  }),
  attributeFixture({
    _id: 'cap-bao-ve',
    label: 'Cấp bảo vệ',
    label_en: 'Protection rating',
    kind: 'choice',
    choices: [{ value: 'ip55', label: 'IP55' }],
    subCategory: [axialFans._id],
  }),
  attributeFixture({
    _id: 'chong-chay-no',
    label: 'Chống cháy nổ',
    label_en: 'Explosion-proof',
    kind: 'boolean',
    category: [fans._id],
  }),
  attributeFixture({
    _id: 'ren',
    label: 'Ren',
    label_en: 'Thread',
    kind: 'text',
    category: ['65a1b2c3d4e5f60718293a99'],
  }),
];

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('the product form’s specification inputs', { timeout: 30_000 }, () => {
  it('reads numbers typed with a comma or a dot, and keeps what is not one for the server', () => {
    expect(typedNumber(' 1,5 ')).toBe(1.5);
    expect(typedNumber('380')).toBe(380);
    expect(typedNumber('')).toBeUndefined();
    expect(typedNumber('abc')).toBe('abc');
  });

  it('offers the attributes of the chosen category and sub-category and sends their values', async () => {
    const { fetchMock, ready } = renderUploadForm({
      lists: (url) => (url === '/api/attribute/get' ? ATTRIBUTES : undefined),
    });
    await ready(20_000);
    const user = userEvent.setup();
    expect(
      screen.getByText('Choose a category or sub-category to enter its specifications.'),
    ).toBeTruthy();

    await user.type(screen.getByLabelText('Name'), 'Quạt hướng trục phi 500');
    await user.type(screen.getByLabelText('Description'), 'Quạt chống cháy nổ.');
    await user.type(screen.getByLabelText('Unit'), 'cái');
    await user.type(screen.getByLabelText('Number of Stock'), '3');
    await user.type(screen.getByLabelText('Price'), '4500000');
    await user.type(screen.getByLabelText('Discount'), '0');
    await screen.findByRole('option', { name: fans.name });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), fans.name);
    await user.type(await screen.findByLabelText('Power (kW)'), '1,5');
    await user.selectOptions(screen.getByLabelText('Explosion-proof'), 'Yes');
    expect(screen.queryByLabelText('Protection rating')).toBeNull();
    expect(screen.queryByLabelText('Thread')).toBeNull();
    await screen.findByRole('option', { name: axialFans.name });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sub Category' }),
      axialFans.name,
    );
    await user.selectOptions(await screen.findByLabelText('Protection rating'), 'IP55');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => {
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/product/create')).toBe(true);
    });
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/product/create') ?? [];
    expect(JSON.parse(init?.body as string)).toMatchObject({
      specs: { 'cong-suat': 1.5, 'chong-chay-no': true, 'cap-bao-ve': 'ip55' },
    });
  });
});
