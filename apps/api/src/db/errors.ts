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
/**
 * PostgreSQL chose this transaction to end a deadlock (it rolled back entirely). Two checkouts that
 * each take the last units of products in shared listings may meet so (decision 048, addendum):
 * the transaction is safe to run again.
 */
export const isDeadlock = (error: unknown): boolean => sqlStateOf(error) === '40P01';
