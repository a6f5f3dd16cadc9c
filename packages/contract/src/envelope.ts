import { z } from 'zod';

/** One field's problem in a 400 answer. */
export const FieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** Every JSON answer: `success` and `error` are opposites; `data` and extra fields per endpoint. */
export const EnvelopeBaseSchema = z.object({
  success: z.boolean(),
  error: z.boolean(),
  message: z.string(),
});

export const ErrorEnvelopeSchema = EnvelopeBaseSchema.extend({
  errors: z.array(FieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** A successful answer carrying `data` of the given schema. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return EnvelopeBaseSchema.extend({ data });
}

export interface Envelope<T> {
  success: boolean;
  error: boolean;
  message: string;
  data: T;
}
