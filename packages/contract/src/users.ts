import { z } from 'zod';
import { SavedInvoiceDetailsSchema } from './invoice';
import { OTP_LENGTH, TEXT } from './constants';
import { okEnvelope } from './envelope';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const USER_ROLES = ['ADMIN', 'USER'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** An ADMIN's staff role (issue 45; the areas of each are in staff.ts). */
export const STAFF_ROLES = ['OWNER', 'ORDERS', 'CATALOGUE'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export const EmailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'email must be at most 254 characters')
  .pipe(z.email({ error: 'email must be a valid e-mail address' }));

const NameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(100, 'name must be at most 100 characters');

const MobileSchema = z
  .string({ error: 'mobile is required' })
  .trim()
  .regex(/^\+?[0-9][0-9 .-]{6,18}[0-9]$/, 'mobile must be a phone number of 8 to 20 digits');

const NewPasswordSchema = z
  .string({ error: 'password is required' })
  .min(PASSWORD_MIN_LENGTH, `password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const RegisterRequestSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: 'confirmPassword is required' }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: TEXT.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'password is required' })
    .min(1, 'password is required')
    .max(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequestSchema>;

const OtpSchema = z
  .string({ error: 'otp is required' })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `otp must be ${OTP_LENGTH} digits`);

export const VerifyOtpRequestSchema = z.object({ email: EmailSchema, otp: OtpSchema });
export type VerifyOtpRequest = z.input<typeof VerifyOtpRequestSchema>;

export const ResetPasswordRequestSchema = z
  .object({
    email: EmailSchema,
    newPassword: NewPasswordSchema,
    confirmPassword: z.string({ error: 'confirmPassword is required' }),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: TEXT.newPasswordsDiffer,
    path: ['confirmPassword'],
  });
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

export const UpdateUserRequestSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  mobile: MobileSchema,
  /**
   * The account's password as it is now: the server requires it only to change the e-mail, so a
   * stolen session cannot move the account. Name and mobile change without it.
   */
  currentPassword: z
    .string({ error: 'currentPassword must be a string' })
    .max(PASSWORD_MAX_LENGTH, `currentPassword must be at most ${PASSWORD_MAX_LENGTH} characters`)
    .optional(),
});
export type UpdateUserRequest = z.input<typeof UpdateUserRequestSchema>;

/** The user as the API shows it: never a password hash, a token or a code. */
const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string(),
  mobile: z.string(),
  verify_email: z.boolean(),
  last_login_date: z.string().nullable(),
  status: z.enum(['Active', 'Inactive', 'Suspended']),
  address_details: z.array(z.string()),
  shopping_cart: z.array(z.string()),
  orderHistory: z.array(z.string()),
  role: z.enum(USER_ROLES),
  /** An ADMIN's staff role: what the admin may use (staff.ts); absent for a shopper. */
  staff_role: z.enum(STAFF_ROLES).optional(),
  /** The VAT invoice details of the last order that asked for one; absent when none did. */
  invoice_details: SavedInvoiceDetailsSchema.optional(),
});
export type User = z.infer<typeof UserSchema>;

export const UserResponseSchema = okEnvelope(UserSchema);

/**
 * The profile update answers the user as stored: a new e-mail is not the account's until it is
 * confirmed, so `email` is still the old one and `pendingEmail` names the one awaiting the link.
 */
export const UpdateUserResponseSchema = okEnvelope(
  UserSchema.extend({ pendingEmail: z.string().optional() }),
);

/** The secret of the confirmation link mailed to a new account e-mail. */
export const ConfirmEmailRequestSchema = z.object({
  token: z
    .string({ error: 'token is required' })
    .trim()
    .min(1, 'token is required')
    .max(200, 'token must be at most 200 characters'),
});
export type ConfirmEmailRequest = z.input<typeof ConfirmEmailRequestSchema>;

/** The secret of the link in the notice to the old address, which cancels a pending change. */
export const CancelEmailChangeRequestSchema = ConfirmEmailRequestSchema;
export type CancelEmailChangeRequest = z.input<typeof CancelEmailChangeRequestSchema>;
/** Login answers `accesstoken` in lower case, as existing clients read it. */
export const LoginResponseSchema = okEnvelope(
  z.object({ accesstoken: z.string(), refreshToken: z.string() }),
);
export const RefreshResponseSchema = okEnvelope(
  z.object({ accessToken: z.string(), refreshToken: z.string() }),
);
export const AvatarResponseSchema = okEnvelope(z.object({ _id: z.string(), avatar: z.string() }));
export const MessageResponseSchema = okEnvelope(z.null().optional());
