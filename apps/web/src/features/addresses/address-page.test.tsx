import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address, AddressFields, AdministrativeUnit, Locale } from '@shop/contract';
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

const PROVINCES: AdministrativeUnit[] = [
  { code: '01', name: 'Hà Nội', fullName: 'Thành phố Hà Nội', nameEn: 'Ha Noi' },
  { code: '56', name: 'Khánh Hòa', fullName: 'Tỉnh Khánh Hòa', nameEn: 'Khanh Hoa' },
  { code: '79', name: 'Hồ Chí Minh', fullName: 'Thành phố Hồ Chí Minh', nameEn: 'Ho Chi Minh' },
];
const WARDS: Record<string, AdministrativeUnit[]> = {
  '01': [
    { code: '00004', name: 'Ba Đình', fullName: 'Phường Ba Đình', nameEn: 'Ba Dinh' },
    { code: '00008', name: 'Ngọc Hà', fullName: 'Phường Ngọc Hà', nameEn: 'Ngoc Ha' },
  ],
  '79': [
    { code: '26734', name: 'Tân Bình', fullName: 'Phường Tân Bình', nameEn: 'Tan Binh' },
    { code: '27460', name: 'Bình Tân', fullName: 'Phường Bình Tân', nameEn: 'Binh Tan' },
  ],
  '56': [
    { code: '22333', name: 'Nha Trang', fullName: 'Phường Nha Trang', nameEn: 'Nha Trang' },
    {
      code: '22366',
      name: 'Bắc Nha Trang',
      fullName: 'Phường Bắc Nha Trang',
      nameEn: 'Bac Nha Trang',
    },
  ],
};

/** The province and ward lists the address dialog picks from. */
const unitRoutes = {
  'GET /api/address/provinces': () => jsonResponse(okBody(PROVINCES)),
  ...Object.fromEntries(
    Object.entries(WARDS).map(([province, wards]) => [
      `GET /api/address/wards?province=${province}`,
      () => jsonResponse(okBody(wards)),
    ]),
  ),
};

/** Types `typed` into the search list labelled `label` and picks the option named `option`. */
async function pickFromList(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  label: string,
  typed: string,
  option: string,
) {
  await user.type(within(dialog).getByRole('combobox', { name: label }), typed);
  await user.click(await within(dialog).findByRole('option', { name: option }));
}

/** A logged-in shopper whose saved addresses start as `addresses` and change with the calls. */
function serveAddresses(addresses: Address[]) {
  let saved = addresses;
  return stubApi({
    ...unitRoutes,
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture())),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody(saved)),
    'POST /api/address/create': ({ body }) => {
      const { recipient, ...fields } = body as AddressFields;
      const address = addressFixture({ ...fields, ...(recipient ? { recipient } : {}) });
      saved = [...saved, address];
      return jsonResponse(okBody(address, 'Address Created Successfully'), 201);
    },
    'PUT /api/address/update': ({ body }) => {
      const { recipient, ...changed } = body as AddressFields & { _id: string };
      saved = saved.map((each) =>
        each._id === changed._id
          ? { ...each, ...changed, ...(recipient ? { recipient } : {}) }
          : each,
      );
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

/** The page's header button that opens the Add dialog (the tile at the list's end says the same). */
function addButton(heading: HTMLElement): HTMLElement {
  const button = heading.parentElement?.querySelector('button');
  if (!button) throw new Error('no Add button beside the heading');
  return button;
}

function renderPage(locale: Locale = 'en') {
  storeTestTokens();
  renderRoutes(
    [{ path: '/dashboard/address', Component: AddressPage }],
    '/dashboard/address',
    undefined,
    locale,
  );
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
    // The country starts as Việt Nam; emptied, it is required like the rest.
    await user.clear(within(dialog).getByLabelText('Country'));
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
    // Province first, then its ward, both found without diacritics.
    await pickFromList(user, dialog, 'State', 'khanh hoa', 'Tỉnh Khánh Hòa');
    await pickFromList(user, dialog, 'City', 'nha trang', 'Phường Nha Trang');
    // The country starts as Việt Nam; the postal code comes from the province, and may be corrected.
    expect(within(dialog).getByLabelText('Country')).toHaveProperty('value', 'Việt Nam');
    const pincode = within(dialog).getByLabelText('Pincode');
    expect(pincode).toHaveProperty('value', '57000');
    await user.clear(pincode);
    await user.type(pincode, '57106');
    await user.type(within(dialog).getByLabelText('Address Line'), '3 Trần Phú');
    await user.type(within(dialog).getByLabelText('Mobile No.'), '0905123456');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Address Created Successfully')).toBeTruthy();
    expect(await screen.findByText('3 Trần Phú')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodiesSentTo(fetchMock, 'POST /api/address/create')).toEqual([
      {
        address_line: '3 Trần Phú',
        city: 'Phường Nha Trang',
        state: 'Tỉnh Khánh Hòa',
        pincode: '57106',
        country: 'Việt Nam',
        mobile: '0905123456',
        recipient: '',
        province_code: '56',
        ward_code: '22333',
      },
    ]);
  });

  it('opens Edit Address filled in and sends the change with the id', async () => {
    // An address saved as free text before the lists: its old city and state are shown, and the
    // province and ward are picked again.
    const address = addressFixture({ city: 'Huế', address_line: '12 Lê Lợi' });
    const fetchMock = serveAddresses([address]);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit address' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Address' });
    expect(within(dialog).getByText(/Old address: Huế/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Address Line')).toHaveProperty('value', '12 Lê Lợi');
    await pickFromList(user, dialog, 'State', 'ha noi', 'Thành phố Hà Nội');
    await pickFromList(user, dialog, 'City', 'ba dinh', 'Phường Ba Đình');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Phường Ba Đình')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT /api/address/update')).toEqual([
      expect.objectContaining({
        _id: address._id,
        address_line: '12 Lê Lợi',
        city: 'Phường Ba Đình',
        state: 'Thành phố Hà Nội',
        province_code: '01',
        ward_code: '00004',
      }),
    ]);
  });

  it('finds a ward typed without diacritics, and lists wards only once a province is chosen', async () => {
    const fetchMock = serveAddresses([]);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Address' });
    const ward = within(dialog).getByRole('combobox', { name: 'City' });
    expect(ward).toHaveProperty('disabled', true);
    expect(ward.getAttribute('placeholder')).toBe('Choose the State first');
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/address/wards'))).toBe(false);

    await user.type(within(dialog).getByRole('combobox', { name: 'State' }), 'HA NOI');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Thành phố Hà Nội']);
    await user.click(within(dialog).getByRole('option', { name: 'Thành phố Hà Nội' }));

    expect(ward).toHaveProperty('disabled', false);
    await user.type(ward, 'ba dinh');
    await waitFor(() => {
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Phường Ba Đình']);
    });
    // Only the folded Vietnamese name has "phuong" (the English name is "Ba Dinh").
    await user.clear(ward);
    await user.type(ward, 'phuong ba d');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Phường Ba Đình']);
    await user.clear(ward);
    await user.type(ward, 'xyz');
    expect(within(dialog).queryAllByRole('option')).toEqual([]);
    expect(within(dialog).getByText('No match')).toBeTruthy();
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

  it('asks for the Vietnamese fields in order on a vi page, with the recipient sent', async () => {
    const fetchMock = serveAddresses([]);
    const user = userEvent.setup();
    renderPage('vi');

    await user.click(await screen.findByRole('heading', { name: 'Địa chỉ' }).then(addButton));
    const dialog = screen.getByRole('dialog', { name: 'Thêm địa chỉ' });
    const labels = [...dialog.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual([
      'Người nhận',
      'Số điện thoại',
      'Tỉnh / Thành phố',
      'Phường / Xã',
      'Số nhà, tên đường',
      'Mã bưu chính',
      'Quốc gia',
    ]);
    await user.type(within(dialog).getByLabelText('Người nhận'), 'Anh Bình');
    await user.type(within(dialog).getByLabelText('Số điện thoại'), '0905123456');
    // "hcm" finds the city by the name people type; its postal code is filled in.
    await pickFromList(user, dialog, 'Tỉnh / Thành phố', 'hcm', 'Thành phố Hồ Chí Minh');
    expect(within(dialog).getByLabelText('Mã bưu chính')).toHaveProperty('value', '70000');
    // The exact name first: Bình Tân before Tân Bình.
    await user.type(within(dialog).getByRole('combobox', { name: 'Phường / Xã' }), 'binh tan');
    await waitFor(() => {
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Phường Bình Tân', 'Phường Tân Bình']);
    });
    await user.click(within(dialog).getByRole('option', { name: 'Phường Bình Tân' }));
    await user.type(within(dialog).getByLabelText('Số nhà, tên đường'), '9 Tên Lửa');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu địa chỉ' }));

    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/address/create')).toEqual([
        expect.objectContaining({
          recipient: 'Anh Bình',
          state: 'Thành phố Hồ Chí Minh',
          city: 'Phường Bình Tân',
          pincode: '70000',
          province_code: '79',
          ward_code: '27460',
        }),
      ]);
    });
    // The saved card names the recipient first.
    expect(await screen.findByText('Anh Bình')).toBeTruthy();
  });

  it('says a missing field in Vietnamese, by its Vietnamese name, on a vi page', async () => {
    serveAddresses([]);
    const user = userEvent.setup();
    renderPage('vi');

    await user.click(await screen.findByRole('heading', { name: 'Địa chỉ' }).then(addButton));
    const dialog = screen.getByRole('dialog', { name: 'Thêm địa chỉ' });
    await user.click(within(dialog).getByRole('button', { name: 'Lưu địa chỉ' }));

    expect(await within(dialog).findByText('Vui lòng nhập Số nhà, tên đường')).toBeTruthy();
    expect(within(dialog).getByText('Chọn tỉnh / thành phố trong danh sách')).toBeTruthy();
    expect(within(dialog).getByText('Vui lòng nhập Số điện thoại')).toBeTruthy();
  });
});
