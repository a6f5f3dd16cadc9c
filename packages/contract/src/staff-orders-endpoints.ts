/** The API's half of the staff order rows (`endpoints/staff-orders.ts`), spread into the table. */
import * as adminOrders from './admin-orders';
import * as staffOrders from './staff-orders';

export const staffOrderEndpointSchemas = {
  adminStaffOrderCreate: {
    auth: 'admin',
    area: 'orders',
    status: 201,
    request: staffOrders.StaffOrderCreateRequestSchema,
    response: staffOrders.StaffOrderCreatedResponseSchema,
    tag: 'admin',
    summary:
      'Take an order for a customer (phone, Zalo): catalogue lines, prices set by hand with a reason, shipping fee, how it is paid',
  },
  adminStaffOrderProducts: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: staffOrders.StaffProductSearchRequestSchema,
    response: staffOrders.StaffProductSearchResponseSchema,
    tag: 'admin',
    summary: 'The catalogue by name or code, with variants, prices and stock, for a staff order',
  },
  adminOrderEdit: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: staffOrders.OrderEditRequestSchema,
    response: adminOrders.AdminOrderDetailResponseSchema,
    tag: 'admin',
    summary:
      'Edit an order not yet shipped: its lines, quantities, prices and address; stock moved once, each change on the timeline',
  },
} as const;
