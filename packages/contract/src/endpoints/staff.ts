/** The owner's staff calls (area `staff`), and the invitation link's two public calls. */
import type {
  AcceptInvitationRequestSchema,
  AcceptInvitationResponseSchema,
  InvitationDetailsRequestSchema,
  InvitationDetailsResponseSchema,
  StaffInvitationCancelRequestSchema,
  StaffInviteRequestSchema,
  StaffListResponseSchema,
  StaffRemoveRequestSchema,
  StaffRoleRequestSchema,
} from '../staff';
import type { Endpoint } from './endpoint';

export const adminStaffList: Endpoint<undefined, typeof StaffListResponseSchema> = {
  method: 'GET',
  path: '/api/admin/staff',
};

export const adminStaffInvite: Endpoint<
  typeof StaffInviteRequestSchema,
  typeof StaffListResponseSchema
> = { method: 'POST', path: '/api/admin/staff/invite' };

export const adminStaffCancelInvitation: Endpoint<
  typeof StaffInvitationCancelRequestSchema,
  typeof StaffListResponseSchema
> = { method: 'POST', path: '/api/admin/staff/cancel-invitation' };

export const adminStaffRole: Endpoint<
  typeof StaffRoleRequestSchema,
  typeof StaffListResponseSchema
> = { method: 'PUT', path: '/api/admin/staff/role' };

export const adminStaffRemove: Endpoint<
  typeof StaffRemoveRequestSchema,
  typeof StaffListResponseSchema
> = { method: 'POST', path: '/api/admin/staff/remove' };

export const staffInvitationDetails: Endpoint<
  typeof InvitationDetailsRequestSchema,
  typeof InvitationDetailsResponseSchema
> = { method: 'POST', path: '/api/staff-invitation/details' };

export const acceptStaffInvitation: Endpoint<
  typeof AcceptInvitationRequestSchema,
  typeof AcceptInvitationResponseSchema
> = { method: 'POST', path: '/api/staff-invitation/accept' };
