import { inBoth } from '../../http/answer-texts';
import type { Address, AddressFields, AdministrativeUnit, DeliveryAddress } from '@shop/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../app-error';
import {
  disableAddress,
  insertAddress,
  selectActiveAddresses,
  updateActiveAddress,
  type AddressRow,
  type DeliveryRow,
  type StoredAddressFields,
} from './addresses.repo';
import { administrativeUnits } from './administrative-units';

export interface AddressesDeps {
  db: Database;
}

/** The address as answers show it; the units' codes only on an address picked from the lists. */
export function toDeliveryAddress(row: DeliveryRow): DeliveryAddress {
  return {
    address_line: row.addressLine,
    city: row.city,
    state: row.state,
    country: row.country,
    pincode: row.pincode,
    mobile: row.mobile,
    ...(row.provinceCode && row.wardCode
      ? { province_code: row.provinceCode, ward_code: row.wardCode }
      : {}),
    ...(row.recipient ? { recipient: row.recipient } : {}),
  };
}

/**
 * The fields to store: with the units' codes, the official names replace whatever `city` and
 * `state` said, so older clients reading those still see the ward and the province. A ward of
 * another province, an unknown code, or one code without the other is a 400 naming the field.
 */
export function resolveUnits(fields: AddressFields): StoredAddressFields {
  const { province_code: provinceCode, ward_code: wardCode, recipient: named, ...text } = fields;
  // Blank or null clears the name; left out (an older client), the stored one stays.
  const recipient = named === undefined ? undefined : named || null;
  if (provinceCode === undefined && wardCode === undefined)
    return { ...text, recipient, units: null };
  if (provinceCode === undefined)
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.provinceFirst),
      {
        field: 'province_code',
      },
    );
  if (wardCode === undefined)
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.wardNeeded),
      { field: 'ward_code' },
    );
  const units = administrativeUnits();
  const province = units.province(provinceCode);
  if (!province)
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.noSuchProvince),
      {
        field: 'province_code',
      },
    );
  const ward = units.wardIn(provinceCode, wardCode);
  if (!ward)
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.wardNotIn(province.fullName)),
      {
        field: 'ward_code',
      },
    );
  return {
    ...text,
    recipient,
    city: ward.fullName,
    state: province.fullName,
    units: {
      provinceCode,
      provinceName: province.fullName,
      wardCode,
      wardName: ward.fullName,
    },
  };
}

/** The provinces, for the address dialog. */
export function listProvinces(): AdministrativeUnit[] {
  return administrativeUnits().provinces;
}

/** The wards of one province; an unknown province is a 404. */
export function listWards(provinceCode: string): AdministrativeUnit[] {
  const wards = administrativeUnits().wardsOf(provinceCode);
  if (!wards)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.noSuchProvince),
    );
  return wards;
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
  return toAddress(await insertAddress(deps.db, userId, resolveUnits(fields)));
}

/** Rewrites one of the caller's addresses; a removed one or someone else's is a 404. */
export async function updateAddress(
  deps: AddressesDeps,
  userId: string,
  id: string,
  fields: AddressFields,
): Promise<Address> {
  const row = await updateActiveAddress(deps.db, userId, id, resolveUnits(fields));
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.addressNotFound),
    );
  return toAddress(row);
}

/**
 * Removes one of the caller's addresses softly (status false): orders keep their own copy, and
 * removing twice is not an error.
 */
export async function removeAddress(deps: AddressesDeps, userId: string, id: string) {
  if (!(await disableAddress(deps.db, userId, id)))
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.addressNotFound),
    );
}

/** The caller's addresses still in use (removed ones are left out), oldest first. */
export async function listAddresses(deps: AddressesDeps, userId: string): Promise<Address[]> {
  return (await selectActiveAddresses(deps.db, userId)).map(toAddress);
}
