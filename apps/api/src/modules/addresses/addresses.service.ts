import type { Address, AddressFields, DeliveryAddress } from '@shop/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../app-error';
import {
  disableAddress,
  insertAddress,
  selectActiveAddresses,
  updateActiveAddress,
  type AddressRow,
  type DeliveryRow,
} from './addresses.repo';

export interface AddressesDeps {
  db: Database;
}

export const ADDRESS_NOT_FOUND = 'Address not found';

export function toDeliveryAddress(row: DeliveryRow): DeliveryAddress {
  return {
    address_line: row.addressLine,
    city: row.city,
    state: row.state,
    country: row.country,
    pincode: row.pincode,
    mobile: row.mobile,
  };
}

function toAddress(row: AddressRow): Address {
  return { _id: row.id, userId: row.userId, ...toDeliveryAddress(row), status: row.status };
}

/** Saves a new delivery address for the caller. */
export async function createAddress(
  deps: AddressesDeps,
  userId: string,
  fields: AddressFields,
): Promise<Address> {
  return toAddress(await insertAddress(deps.db, userId, fields));
}

/** Rewrites one of the caller's addresses; a removed one or someone else's is a 404. */
export async function updateAddress(
  deps: AddressesDeps,
  userId: string,
  id: string,
  fields: AddressFields,
): Promise<Address> {
  const row = await updateActiveAddress(deps.db, userId, id, fields);
  if (!row) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
  return toAddress(row);
}

/**
 * Removes one of the caller's addresses softly (status false): orders keep their own copy, and
 * removing twice is not an error.
 */
export async function removeAddress(deps: AddressesDeps, userId: string, id: string) {
  if (!(await disableAddress(deps.db, userId, id)))
    throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
}

/** The caller's addresses still in use (removed ones are left out), oldest first. */
export async function listAddresses(deps: AddressesDeps, userId: string): Promise<Address[]> {
  return (await selectActiveAddresses(deps.db, userId)).map(toAddress);
}
