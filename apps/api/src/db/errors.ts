/**
 * PostgreSQL's SQLSTATE of an error thrown by either driver. Drizzle wraps driver errors, so the
 * code may sit on the error or on its cause.
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string') {
      return current.code;
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';
export const isForeignKeyViolation = (error: unknown): boolean => sqlStateOf(error) === '23503';
