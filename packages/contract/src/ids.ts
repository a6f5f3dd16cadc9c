import { z } from 'zod';

/**
 * Ids are 24 lower-case hex characters: 4 bytes of creation time (seconds) then 8 random bytes.
 * They never contain dashes, because a URL slug's id is its last dash-separated segment.
 */
const ID_PATTERN = /^[0-9a-f]{24}$/;

export const IdSchema = z
  .string({ error: 'must be an id' })
  .regex(ID_PATTERN, { error: 'must be a 24-character hexadecimal id' });

export type Id = z.infer<typeof IdSchema>;
