import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@shop/contract';
import { ProductCode } from '../../components/ui/product-code';
import { renderRoute } from '../../../test/render-route';
import { fillRequiredFields, renderUploadForm } from './upload-form.test-support';

// Issue 42: the product form's code field, and the code shown small under a product's name.

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const renderForm = (locale: Locale = 'en') => renderUploadForm({ locale });

describe('the product form code field', { timeout: 60_000 }, () => {
  it('sends a typed code upper-cased, and none when left empty (the shop gives one)', async () => {
    const { created } = renderForm();
    await screen.findByRole('button', { name: 'Submit' }, { timeout: 15_000 });
    const user = userEvent.setup();
    const field = screen.getByLabelText('Product code');
    expect(field.getAttribute('placeholder')).toBe(
      'E.g. DTU-220-2K. Left empty, the shop gives one (SP000123)',
    );

    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => {
      expect(created()).toHaveLength(1);
    });
    expect(created()[0]).not.toHaveProperty('code');

    // The form empties after a save; a second product with a code typed in lower case.
    await vi.waitFor(() => {
      expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
    });
    await fillRequiredFields(user);
    await user.type(screen.getByLabelText('Product code'), ' qht-300 ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => {
      expect(created()).toHaveLength(2);
    });
    expect(created()[1]).toMatchObject({ code: 'QHT-300' });
  });

  it('refuses a code with a space under the field, in Vietnamese on a vi page, sending nothing', async () => {
    const { created } = renderForm('vi');
    await screen.findByLabelText('Mã sản phẩm', undefined, { timeout: 15_000 });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mã sản phẩm'), 'DT U');
    const form = screen.getByLabelText('Mã sản phẩm').closest('form');
    const submit = within(form as HTMLElement)
      .getAllByRole('button')
      .at(-1);
    if (submit) await user.click(submit);
    expect(
      await screen.findByText(/^Mã sản phẩm gồm 2 đến 40 ký tự: chữ không dấu, số/),
    ).toBeTruthy();
    expect(screen.getByLabelText('Mã sản phẩm').getAttribute('aria-invalid')).toBe('true');
    expect(created()).toEqual([]);
  });
});

function Codes() {
  return (
    <>
      <ProductCode code="DTU-220-2K" />
      <ProductCode code="" />
      <ProductCode code={undefined} />
    </>
  );
}

describe('ProductCode', () => {
  it('says "Code: …" on an en page and nothing for a line without one', () => {
    renderRoute('/', Codes, '/', 'en');
    expect(screen.getByText('Code: DTU-220-2K')).toBeTruthy();
    expect(document.querySelectorAll('[data-product-code]')).toHaveLength(1);
  });

  it('says "Mã: …" on a vi page', () => {
    renderRoute('/', Codes, '/', 'vi');
    expect(screen.getByText('Mã: DTU-220-2K')).toBeTruthy();
  });
});
