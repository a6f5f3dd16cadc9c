import type { StubHandler } from './api-stub';
import type { HeaterQuote, HeaterRequestDetail, StaffProductChoice } from '@shop/contract';
import { jsonResponse, okBody, userFixture } from './render-route';

// A made-to-order request (issue 46) as the staff's inbox and quote builder are answered it, and
// the calls of their pages; tests override what they look at.

export const HEATER_REQUEST_ID = '65a1b2c3d4e5f60718294a01';
export const HEATER_REQUEST_NUMBER = 'RFQ-20261129-ABCDEF';

/** A guest's request for a U heater, new, with no attachment or note. */
export function heaterRequestDetail(
  overrides: Partial<HeaterRequestDetail> = {},
): HeaterRequestDetail {
  return {
    _id: HEATER_REQUEST_ID,
    number: HEATER_REQUEST_NUMBER,
    status: 'new',
    heater: {
      kind: 'tubular',
      shape: 'u',
      tubeDiameterMm: 8,
      legLengthMm: 400,
      legSpacingMm: 40,
      coldEndMm: 50,
      fitting: 'Ren G1/2 inox',
      voltage: 220,
      power: 2000,
      sheathMaterial: 'ss304',
      medium: 'water',
    },
    quantity: 20,
    wantedDate: '2026-12-15',
    note: '',
    contact: {
      name: 'Nguyễn Văn Khách',
      phone: '0912 345 678',
      email: 'khach@example.vn',
      company: 'Công ty TNHH Nhựa Bình Dương',
      taxCode: '',
    },
    userId: null,
    locale: 'vi',
    assignedTo: null,
    assignedName: '',
    staffNotes: '',
    attachments: [],
    wattDensity: null,
    staff: [],
    createdAt: '2026-11-29T03:15:00.000Z',
    updatedAt: '2026-11-29T03:15:00.000Z',
    ...overrides,
  };
}

/** A catalogue product the staff's search finds: a default and a variant out of stock. */
export const QUOTE_PRODUCT: StaffProductChoice = {
  productId: '65a1b2c3d4e5f60718294d01',
  name: 'Bộ điều khiển nhiệt độ REX-C100',
  unit: 'cái',
  variants: [
    { variantId: null, label: '', code: 'REX-C100', price: 350_000, discount: 0, stock: 12 },
    {
      variantId: '65a1b2c3d4e5f60718294d02',
      label: 'Relay SSR',
      code: 'REX-C100-SSR',
      price: 390_000,
      discount: 5,
      stock: 0,
    },
  ],
};

type QuoteLine = HeaterQuote['lines'][number];

/** A quoted catalogue line of `QUOTE_PRODUCT`'s default, for one piece at 8 %. */
export function catalogueQuoteLine(overrides: Partial<QuoteLine> = {}): QuoteLine {
  return {
    kind: 'catalogue',
    productId: QUOTE_PRODUCT.productId,
    variantId: null,
    variantLabel: '',
    name: QUOTE_PRODUCT.name,
    code: 'REX-C100',
    unit: 'cái',
    image: [],
    quantity: 1,
    unitPrice: 350_000,
    discount: 0,
    vatRate: '8',
    totalAmt: 350_000,
    vatAmt: 25_926,
    ...overrides,
  };
}

export const HEATER_DETAILS = 'POST /api/admin/heater-requests/details';
export const HEATER_QUOTES = 'POST /api/admin/heater-quotes/list';

/** What every admin page asks first: the owner's account and their (empty) cart and orders. */
export const ADMIN_ACCOUNT: Record<string, StubHandler> = {
  'GET /api/user/user-details': () => jsonResponse(okBody(userFixture({ role: 'ADMIN' }))),
  'GET /api/cart/get': () => jsonResponse(okBody([])),
  'GET /api/address/get': () => jsonResponse(okBody([])),
  'GET /api/order/order-list': () => jsonResponse(okBody([])),
};
