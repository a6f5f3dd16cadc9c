import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address, AddressFields } from '@shop/contract';
import { bodiesSentTo, storeTestTokens, stubApi } from '../../../test/api-stub';
import { jsonResponse, okBody, renderRoutes, userFixture } from '../../../test/render-route';
import { addressFixture } from '../../../test/shop-fixtures';
import { AddressPage } from './address-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

const LABELS = ['Address Line', 'City', 'State', 'Pincode', 'Country', 'Mobile No.'];

/** A logged-in shopper whose saved addresses start as `addresses` and change with the calls. */
function serveAddresses(addresses: Address[]) {
  let saved = addresses;
  return stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture())),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody(saved)),
    'POST /api/address/create': ({ body }) => {
      const address = addressFixture(body as AddressFields);
      saved = [...saved, address];
      return jsonResponse(okBody(address, 'Address Created Successfully'), 201);
    },
    'PUT /api/address/update': ({ body }) => {
      const changed = body as AddressFields & { _id: string };
      saved = saved.map((each) => (each._id === changed._id ? { ...each, ...changed } : each));
      return jsonResponse(
        okBody(
          saved.find((each) => each._id === changed._id),
          'Address Updated',
        ),
      );
    },
    'DELETE /api/address/disable': ({ body }) => {
      const { _id } = body as { _id: string };
      saved = saved.map((each) => (each._id === _id ? { ...each, status: false } : each));
      return jsonResponse(okBody(null, 'Address Remove'));
    },
  });
}

function renderPage() {
  storeTestTokens();
  renderRoutes([{ path: '/dashboard/address', Component: AddressPage }], '/dashboard/address');
}

describe('AddressPage', () => {
  it('shows each active address with line, city, state, country, pincode and mobile', async () => {
    serveAddresses([
      addressFixture({ address_line: '5 Hai Bà Trưng', pincode: '100000', mobile: '0987000111' }),
      addressFixture({ address_line: '7 Gone Street', status: false }),
    ]);
    renderPage();

    expect(await screen.findByText('5 Hai Bà Trưng')).toBeTruthy();
    expect(screen.getByText('Việt Nam - 100000')).toBeTruthy();
    expect(screen.getByText('0987000111')).toBeTruthy();
    expect(screen.queryByText('7 Gone Street')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add address' })).toBeTruthy();
  });

  it('requires all six fields before sending a new address', async () => {
    const fetchMock = serveAddresses([]);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Add Address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Address' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => {
      for (const label of LABELS) {
        expect(within(dialog).getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
      }
    });
    expect(bodiesSentTo(fetchMock, 'POST /api/address/create')).toEqual([]);
  });

  it('saves a new address, closes the dialog and lists it', async () => {
    const fetchMock = serveAddresses([]);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Address' });
    const values = ['3 Trần Phú', 'Nha Trang', 'Khánh Hòa', '650000', 'Việt Nam', '0905123456'];
    for (const [index, label] of LABELS.entries()) {
      await user.type(within(dialog).getByLabelText(label), values[index] ?? '');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Address Created Successfully')).toBeTruthy();
    expect(await screen.findByText('3 Trần Phú')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodiesSentTo(fetchMock, 'POST /api/address/create')).toEqual([
      {
        address_line: '3 Trần Phú',
        city: 'Nha Trang',
        state: 'Khánh Hòa',
        pincode: '650000',
        country: 'Việt Nam',
        mobile: '0905123456',
      },
    ]);
  });

  it('opens Edit Address filled in and sends the change with the id', async () => {
    const address = addressFixture({ city: 'Huế' });
    const fetchMock = serveAddresses([address]);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit address' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Address' });
    const city = within(dialog).getByLabelText('City');
    expect(city).toHaveProperty('value', 'Huế');
    await user.clear(city);
    await user.type(city, 'Đà Nẵng');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Đà Nẵng')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT /api/address/update')).toEqual([
      expect.objectContaining({ _id: address._id, city: 'Đà Nẵng' }),
    ]);
  });

  it('removes an address, toasts "Address Remove" and hides it', async () => {
    const address = addressFixture({ address_line: '8 Lý Thường Kiệt' });
    const fetchMock = serveAddresses([address]);
    const user = userEvent.setup();
    renderPage();

    await screen.findByText('8 Lý Thường Kiệt');
    await user.click(screen.getByRole('button', { name: 'Remove address' }));

    expect(await screen.findByText('Address Remove')).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByText('8 Lý Thường Kiệt')).toBeNull();
    });
    expect(bodiesSentTo(fetchMock, 'DELETE /api/address/disable')).toEqual([{ _id: address._id }]);
  });
});
