import { z } from 'zod';

/** One field's problem in a 400 answer. */
export interface FieldError {
  path: string;
  message: string;
}

/** Every JSON answer: `success` and `error` are opposites; `data` and extra fields per endpoint. */
const EnvelopeBaseSchema = z.object({
  success: z.boolean(),
  error: z.boolean(),
  message: z.string(),
});

/** A refused call: the base, and each field's problem when the input was invalid. */
export type ErrorEnvelope = z.infer<typeof EnvelopeBaseSchema> & { errors?: FieldError[] };

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
