/** The address book's calls. */
import type {
  AdministrativeUnitsResponseSchema,
  WardsRequestSchema,
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

/** The provinces and cities, for the address dialog (public, long cached). */
export const addressProvinces: Endpoint<undefined, typeof AdministrativeUnitsResponseSchema> = {
  method: 'GET',
  path: '/api/address/provinces',
};

/** The wards and communes of one province (`?province=01`), public and long cached. */
export const addressWards: Endpoint<
  typeof WardsRequestSchema,
  typeof AdministrativeUnitsResponseSchema
> = { method: 'GET', path: '/api/address/wards' };
