/** The orders the staff take (ADMIN only, issue 44). */
import type { AdminOrderDetailResponseSchema } from '../admin-orders';
import type {
  OrderEditRequestSchema,
  StaffOrderCreateRequestSchema,
  StaffOrderCreatedResponseSchema,
  StaffProductSearchRequestSchema,
  StaffProductSearchResponseSchema,
} from '../staff-orders';
import type { Endpoint } from './endpoint';

export const adminStaffOrderCreate: Endpoint<
  typeof StaffOrderCreateRequestSchema,
  typeof StaffOrderCreatedResponseSchema
> = { method: 'POST', path: '/api/admin/orders/create' };

export const adminStaffOrderProducts: Endpoint<
  typeof StaffProductSearchRequestSchema,
  typeof StaffProductSearchResponseSchema
> = { method: 'POST', path: '/api/admin/orders/products' };

export const adminOrderEdit: Endpoint<
  typeof OrderEditRequestSchema,
  typeof AdminOrderDetailResponseSchema
> = { method: 'POST', path: '/api/admin/orders/edit' };
