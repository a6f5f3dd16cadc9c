/**
 * The admin areas and the staff roles that may use them (issue 45), without zod: the storefront's
 * session reads `staffMayUse` to show the dashboard link, and a module of schemas would bring the
 * whole schema library into every page's download (decision 049). `staff.ts` re-exports them.
 */
import type { StaffRole } from './users';

export const STAFF_AREAS = [
  'orders',
  'customers',
  'payments',
  'catalogue',
  'stock',
  'settings',
  'staff',
] as const;
/** What an admin endpoint (and an admin screen) is about. */
export type StaffArea = (typeof STAFF_AREAS)[number];

/**
 * The areas each role may use. OWNER: everything; ORDERS: orders, customers and payments;
 * CATALOGUE: catalogue and stock (no money).
 */
export const STAFF_AREAS_OF: Readonly<Record<StaffRole, readonly StaffArea[]>> = {
  OWNER: STAFF_AREAS,
  ORDERS: ['orders', 'customers', 'payments'],
  CATALOGUE: ['catalogue', 'stock'],
};

/**
 * Whether a staff role may use an area. An admin row without an area is the owner's alone (its
 * missing area fails the contract's test; until it has one, nobody else is let in).
 */
export function staffMayUse(role: StaffRole, area: StaffArea | undefined): boolean {
  if (area === undefined) return role === 'OWNER';
  return STAFF_AREAS_OF[role].includes(area);
}
