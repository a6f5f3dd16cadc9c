import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses } from '../../db/schema';

export interface AddressRow {
  id: string;
  userId: string;
  addressLine: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  mobile: string;
  provinceCode: string | null;
  wardCode: string | null;
  /** Who receives the parcel; null when the shopper named no one. */
  recipient: string | null;
  status: boolean;
}

/** An address's fields as stored: the official units' codes and names when it was picked. */
export interface StoredAddressFields {
  address_line: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  mobile: string;
  /** Null clears the stored name; undefined leaves it as it is (an older client's update). */
  recipient: string | null | undefined;
  units: { provinceCode: string; provinceName: string; wardCode: string; wardName: string } | null;
}

/** What an order's delivery needs of an address (the recipient, when the query selected it). */
export type DeliveryRow = Omit<AddressRow, 'id' | 'userId' | 'status' | 'recipient'> & {
  recipient?: string | null;
};

/** The columns of a `DeliveryRow`, for a query that selects them beside others (an order's). */
export const deliveryColumns = {
  addressLine: addresses.addressLine,
  city: addresses.city,
  state: addresses.state,
  country: addresses.country,
  pincode: addresses.pincode,
  mobile: addresses.mobile,
  provinceCode: addresses.provinceCode,
  wardCode: addresses.wardCode,
  recipient: addresses.recipient,
};

const addressColumns = {
  id: addresses.id,
  userId: addresses.userId,
  ...deliveryColumns,
  status: addresses.status,
};

const toColumns = (fields: StoredAddressFields) => ({
  addressLine: fields.address_line,
  city: fields.city,
  state: fields.state,
  country: fields.country,
  pincode: fields.pincode,
  mobile: fields.mobile,
  // Rewriting a picked address as free text (an older client) forgets the units.
  provinceCode: fields.units?.provinceCode ?? null,
  provinceName: fields.units?.provinceName ?? null,
  wardCode: fields.units?.wardCode ?? null,
  wardName: fields.units?.wardName ?? null,
  ...(fields.recipient === undefined ? {} : { recipient: fields.recipient }),
});

export async function insertAddress(
  db: Database,
  userId: string,
  fields: StoredAddressFields,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...toColumns(fields) })
    .returning(addressColumns);
  if (!row) throw new Error('address not inserted');
  return row;
}

/** Rewrites one of the user's addresses still in use; nothing when there is none. */
export async function updateActiveAddress(
  db: Database,
  userId: string,
  id: string,
  fields: StoredAddressFields,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set(toColumns(fields))
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), eq(addresses.status, true)))
    .returning(addressColumns);
  return row;
}

/** Marks one of the user's addresses removed; false when the user has no such address. */
export async function disableAddress(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(addresses)
    .set({ status: false })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

/** The user's addresses still in use, oldest first. */
export async function selectActiveAddresses(db: Database, userId: string): Promise<AddressRow[]> {
  return db
    .select(addressColumns)
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.status, true)))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
}
