import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDocument } from '@shop/contract';
import { bodiesSentTo, stubApi } from '../../../test/api-stub';
import { errorBody, jsonResponse, renderRoute } from '../../../test/render-route';
import { defaultDocumentName, ProductDocumentsField } from './product-documents-field';

const productId = '65a1b2c3d4e5f60718293a4b';
const sheet: ProductDocument = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  name: 'Bảng thông số',
  kind: 'datasheet',
  size: 1_258_291,
  url: 'http://localhost:3000/documents/aaaaaaaaaaaaaaaaaaaaaaaa.pdf',
};
const wiring: ProductDocument = {
  _id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  name: 'Sơ đồ đấu dây',
  kind: 'wiring',
  size: 20_480,
  url: 'http://localhost:3000/documents/bbbbbbbbbbbbbbbbbbbbbbbb.pdf',
};
const ok = (data: unknown) => jsonResponse({ success: true, error: false, message: 'ok', data });

function serve(documents: ProductDocument[], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'POST /api/product/get-product-details': () =>
      ok({ _id: productId, name: 'Điện trở', documents }),
    ...extra,
  });
}

const renderField = (locale: 'vi' | 'en') => {
  renderRoute('/', () => <ProductDocumentsField productId={productId} />, '/', locale);
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductDocumentsField', () => {
  it('lists the documents in Vietnamese and saves a new order, a kind, a name, a removal', async () => {
    const fetchMock = serve([sheet, wiring], {
      'PUT /api/product/documents/reorder': () => ok([wiring, sheet]),
      'PUT /api/product/documents/update': ({ body }) =>
        ok([wiring, { ...sheet, ...(body as Partial<ProductDocument>) }]),
      'DELETE /api/product/documents/remove': () => ok([{ ...sheet, name: 'Thông số mới' }]),
    });
    const user = userEvent.setup();
    renderField('vi');
    const list = await screen.findByRole('list', { name: 'Tài liệu kỹ thuật' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('1,2 MB')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Đưa Bảng thông số xuống dưới' }));
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'PUT /api/product/documents/reorder')).toEqual([
        { productId, documentIds: [wiring._id, sheet._id] },
      ]);
    });

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Loại của Bảng thông số' }),
      'Chứng nhận',
    );
    const name = screen.getByRole('textbox', { name: 'Tên của Bảng thông số' });
    await user.clear(name);
    await user.type(name, 'Thông số mới{Enter}');
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'PUT /api/product/documents/update')).toEqual([
        { productId, documentId: sheet._id, kind: 'certificate' },
        { productId, documentId: sheet._id, name: 'Thông số mới' },
      ]);
    });

    await user.click(await screen.findByRole('button', { name: 'Xoá Sơ đồ đấu dây' }));
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'DELETE /api/product/documents/remove')).toEqual([
        { productId, documentId: wiring._id },
      ]);
    });
  });

  it('shows the shop’s refusal clearly', async () => {
    serve([sheet], {
      'DELETE /api/product/documents/remove': () =>
        jsonResponse(errorBody('This product has no such document'), 404),
    });
    const user = userEvent.setup();
    renderField('en');
    await user.click(await screen.findByRole('button', { name: 'Remove Bảng thông số' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This product has no such document',
    );
  });

  it('names a chosen PDF after its file and refuses one over 20 MB before sending it', async () => {
    serve([]);
    const user = userEvent.setup({ applyAccept: false });
    renderField('en');
    expect(await screen.findByText('This product has no documents yet.')).toBeTruthy();
    const input = screen.getByLabelText('Choose a PDF file');
    await user.upload(
      input,
      new File(['%PDF-1.4'], 'Wiring_380V.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('textbox', { name: 'Document name' })).toHaveProperty(
      'value',
      'Wiring 380V',
    );
    expect(screen.getByRole('combobox', { name: 'Document kind' })).toHaveProperty(
      'value',
      'datasheet',
    );

    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'huge.pdf is too large: at most 20 MB',
    );
    const html = new File(['<html>'], 'page.html', { type: 'text/html' });
    await user.upload(input, html);
    expect((await screen.findByRole('alert')).textContent).toBe('page.html is not a PDF file');
  });

  it('asks to save a new product first', async () => {
    renderRoute('/', () => <ProductDocumentsField />, '/', 'vi');
    expect(
      await screen.findByText('Lưu sản phẩm trước, rồi mở lại để thêm tài liệu.'),
    ).toBeTruthy();
  });

  it('makes a default name from the file name', () => {
    expect(defaultDocumentName('Datasheet_U-heater.PDF')).toBe('Datasheet U-heater');
    expect(defaultDocumentName(`${'x'.repeat(200)}.pdf`)).toHaveLength(120);
  });
});
