/**
 * Staff roles and the admin areas they may use (issue 45). Every admin row of the endpoint table
 * names its area (`area` in `endpoint-schemas.ts`); the API admits a staff member to a row only
 * when their role may use its area, and the web shows each role only the screens of its areas.
 * The spec's ADMIN is the owner: an ADMIN account without a staff role keeps every power.
 */
import { z } from 'zod';
import { EmailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, STAFF_ROLES } from './users';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';
import { TEXT } from './constants';

// The areas and who may use them live apart, free of zod, so the storefront's session (which asks
// whether to show the dashboard link) downloads no schema library (issue 41, decision 049).
export { STAFF_AREAS, STAFF_AREAS_OF, staffMayUse, type StaffArea } from './staff-areas';

export const StaffRoleSchema = z.enum(STAFF_ROLES, {
  error: `role must be one of ${STAFF_ROLES.join(', ')}`,
});

const StaffMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
  status: z.enum(['Active', 'Inactive', 'Suspended']),
  last_login_date: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

const StaffInvitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

const StaffListSchema = z.object({
  members: z.array(StaffMemberSchema),
  /** Invitations not yet accepted and not expired. */
  invitations: z.array(StaffInvitationSchema),
});
export type StaffList = z.infer<typeof StaffListSchema>;
export const StaffListResponseSchema = okEnvelope(StaffListSchema);

export const StaffInviteRequestSchema = z.strictObject({
  email: EmailSchema,
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(100, 'name must be at most 100 characters'),
  role: StaffRoleSchema,
});
export type StaffInviteRequest = z.input<typeof StaffInviteRequestSchema>;

export const StaffRoleRequestSchema = z.strictObject({ userId: IdSchema, role: StaffRoleSchema });
export type StaffRoleRequest = z.input<typeof StaffRoleRequestSchema>;

export const StaffRemoveRequestSchema = z.strictObject({ userId: IdSchema });
export type StaffRemoveRequest = z.input<typeof StaffRemoveRequestSchema>;

export const StaffInvitationCancelRequestSchema = z.strictObject({
  invitationId: IdSchema,
});
export type StaffInvitationCancelRequest = z.input<typeof StaffInvitationCancelRequestSchema>;

const InvitationTokenSchema = z
  .string({ error: 'token is required' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'token must be the code of an invitation link');

export const InvitationDetailsRequestSchema = z.strictObject({ token: InvitationTokenSchema });
export type InvitationDetailsRequest = z.input<typeof InvitationDetailsRequestSchema>;

export const InvitationDetailsResponseSchema = okEnvelope(
  z.object({ email: z.string(), name: z.string(), role: StaffRoleSchema, expiresAt: z.string() }),
);

export const AcceptInvitationRequestSchema = z
  .strictObject({
    token: InvitationTokenSchema,
    password: z
      .string({ error: 'password is required' })
      .min(PASSWORD_MIN_LENGTH, `password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    confirmPassword: z.string({ error: 'confirmPassword is required' }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: TEXT.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type AcceptInvitationRequest = z.input<typeof AcceptInvitationRequestSchema>;

export const AcceptInvitationResponseSchema = okEnvelope(
  z.object({ email: z.string(), role: StaffRoleSchema }),
);

/** How long an invitation link works. */
export const STAFF_INVITATION_VALID_HOURS = 72;
