/** The admin's dashboard figures (ADMIN only, checked on the server). */
import type { AdminDashboardResponseSchema } from '../admin-dashboard';
import type { Endpoint } from './endpoint';

export const adminDashboard: Endpoint<undefined, typeof AdminDashboardResponseSchema> = {
  method: 'GET',
  path: '/api/admin/dashboard',
};
