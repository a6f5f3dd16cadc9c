import { z } from 'zod';
import { TEXT } from './constants';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';
import { MOBILE_INVALID_MESSAGE, normaliseVietnameseMobile } from './vn-text';

/** Length limits of the address fields; the database's CHECKs are the same. */
const ADDRESS_LIMITS = {
  address_line: 200,
  city: 100,
  state: 100,
  country: 100,
  pincode: 20,
  mobile: 20,
} as const;

/** The longest name of the person who receives the parcel (the database's CHECK is the same). */
export const RECIPIENT_MAX_LENGTH = 100;

export const ADDRESS_TEXT = { removed: TEXT.addressRemoved } as const;

function requiredText(field: keyof typeof ADDRESS_LIMITS) {
  const max = ADDRESS_LIMITS[field];
  return z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
}

/** A province's official code (2 digits) or a ward's (5 digits). */
export const PROVINCE_CODE_PATTERN = /^\d{2}$/;
export const WARD_CODE_PATTERN = /^\d{5}$/;

/**
 * The six fields an address form sends, all required and trimmed, and optionally the official
 * codes of the province and the ward (both or neither). With the codes the server writes the
 * official names into `state` and `city`; older clients send free text without them.
 */
export const AddressFieldsSchema = z.object({
  address_line: requiredText('address_line'),
  city: requiredText('city'),
  state: requiredText('state'),
  country: requiredText('country'),
  pincode: requiredText('pincode').regex(
    /^[0-9A-Za-z][0-9A-Za-z -]*$/,
    'pincode must be letters, digits, spaces or dashes',
  ),
  // Stored in the national form (0912345678) whatever spacing or +84 the shopper typed.
  mobile: requiredText('mobile').transform((value, context) => {
    const mobile = normaliseVietnameseMobile(value);
    if (mobile) return mobile;
    context.addIssue({ code: 'custom', message: MOBILE_INVALID_MESSAGE });
    return z.NEVER;
  }),
  /**
   * Who receives the parcel, when not the account's owner (optional, added in issue 41). Blank or
   * null clears it; left out on an update, the stored one stays (older clients do not send it).
   */
  recipient: z
    .string({ error: 'recipient must be text' })
    .trim()
    .max(RECIPIENT_MAX_LENGTH, `recipient must be at most ${RECIPIENT_MAX_LENGTH} characters`)
    .nullish(),
  province_code: z
    .string({ error: 'province_code must be text' })
    .regex(PROVINCE_CODE_PATTERN, 'province_code must be a province code of 2 digits')
    .optional(),
  ward_code: z
    .string({ error: 'ward_code must be text' })
    .regex(WARD_CODE_PATTERN, 'ward_code must be a ward code of 5 digits')
    .optional(),
});
export type AddressFields = z.infer<typeof AddressFieldsSchema>;

// ---- Requests ----

export const CreateAddressRequestSchema = AddressFieldsSchema;
export type CreateAddressRequest = z.input<typeof CreateAddressRequestSchema>;

/** Old clients also send `userId`; unknown keys are dropped, the owner is always the caller. */
export const UpdateAddressRequestSchema = AddressFieldsSchema.extend({ _id: IdSchema });
export type UpdateAddressRequest = z.input<typeof UpdateAddressRequestSchema>;

export const DisableAddressRequestSchema = z.object({ _id: IdSchema });
export type DisableAddressRequest = z.infer<typeof DisableAddressRequestSchema>;

// ---- Responses ----

/** The six fields as the API answers them; an order keeps a copy as it was when ordering. */
export const DeliveryAddressSchema = z.object({
  address_line: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.string(),
  mobile: z.string(),
  /** The official codes, present on addresses picked from the lists (none on older ones). */
  province_code: z.string().optional(),
  ward_code: z.string().optional(),
  /** Who receives the parcel; present only when the shopper named someone. */
  recipient: z.string().optional(),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

// The six fields spread between the ids and the status (not `.extend`, which would append them),
// so answers keep their key order: ids, fields, status.
const AddressSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  ...DeliveryAddressSchema.shape,
  /** False once removed; `GET /api/address/get` lists only addresses still in use. */
  status: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressResponseSchema = okEnvelope(AddressSchema);
export const AddressListResponseSchema = okEnvelope(z.array(AddressSchema));
export const AddressRemovedResponseSchema = okEnvelope(z.null());

// ---- Administrative units (provinces and wards since 1 July 2025) ----

/** A province or a ward as the address dialog lists it. */
export const AdministrativeUnitSchema = z.object({
  code: z.string(),
  /** Short name ("Ba Đình"). */
  name: z.string(),
  /** Full name ("Phường Ba Đình"), written into the address. */
  fullName: z.string(),
  /** English name without diacritics ("Ba Dinh"). */
  nameEn: z.string(),
});
export type AdministrativeUnit = z.infer<typeof AdministrativeUnitSchema>;

export const AdministrativeUnitsResponseSchema = okEnvelope(z.array(AdministrativeUnitSchema));

export const WardsRequestSchema = z.object({
  province: z
    .string({ error: 'province is required' })
    .regex(PROVINCE_CODE_PATTERN, 'province must be a province code of 2 digits'),
});
export type WardsRequest = z.input<typeof WardsRequestSchema>;
