/** The address book's calls. */
import type {
  AddressRemovedResponseSchema,
  AddressResponseSchema,
  CreateAddressRequestSchema,
  DisableAddressRequestSchema,
  UpdateAddressRequestSchema,
} from '../addresses';
import type { Endpoint } from './endpoint';

export const createAddress: Endpoint<
  typeof CreateAddressRequestSchema,
  typeof AddressResponseSchema
> = { method: 'POST', path: '/api/address/create' };

export const updateAddress: Endpoint<
  typeof UpdateAddressRequestSchema,
  typeof AddressResponseSchema
> = { method: 'PUT', path: '/api/address/update' };

export const disableAddress: Endpoint<
  typeof DisableAddressRequestSchema,
  typeof AddressRemovedResponseSchema
> = { method: 'DELETE', path: '/api/address/disable' };

// ---- Orders ----
