import { eq } from 'drizzle-orm';
import type { StaffRole } from '@shop/contract';
import { users } from '../src/db/schema';
import { makeAdmin, type Shopper } from './shop-fixtures';
import type { TestShop } from './test-shop';

/** An active staff member of a role, with a valid access token (made as `makeAdmin` makes one). */
export async function makeStaff(
  shop: TestShop,
  role: StaffRole,
  name = role === 'ORDERS' ? 'Trần Thị Đơn' : 'Lê Văn Kho',
): Promise<Shopper> {
  const staff = await makeAdmin(shop);
  await shop.db.update(users).set({ staffRole: role, name }).where(eq(users.id, staff.id));
  return staff;
}
