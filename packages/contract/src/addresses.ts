import { z } from 'zod';
import { TEXT } from './constants';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';

/** Length limits of the address fields; the database's CHECKs are the same. */
const ADDRESS_LIMITS = {
  address_line: 200,
  city: 100,
  state: 100,
  country: 100,
  pincode: 20,
  mobile: 20,
} as const;

export const ADDRESS_TEXT = { removed: TEXT.addressRemoved } as const;

function requiredText(field: keyof typeof ADDRESS_LIMITS) {
  const max = ADDRESS_LIMITS[field];
  return z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
}

/** The six fields an address form sends; all required, trimmed. */
export const AddressFieldsSchema = z.object({
  address_line: requiredText('address_line'),
  city: requiredText('city'),
  state: requiredText('state'),
  country: requiredText('country'),
  pincode: requiredText('pincode').regex(
    /^[0-9A-Za-z][0-9A-Za-z -]*$/,
    'pincode must be letters, digits, spaces or dashes',
  ),
  mobile: requiredText('mobile').regex(
    /^\+?[0-9][0-9 .-]{6,17}[0-9]$/,
    'mobile must be a phone number of 8 to 20 characters',
  ),
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
