import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

/** True while the account refuses logins after too many failures. */
export async function isLoginLocked(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: loginFailures.userId })
    .from(loginFailures)
    .where(and(eq(loginFailures.userId, userId), gt(loginFailures.lockedUntil, sql`now()`)))
    .limit(1);
  return row !== undefined;
}

/**
 * Counts one failed login in one statement (so processes racing on the same account count every
 * failure): a window older than `windowSeconds` starts again at one; reaching `maxFailures` locks
 * the account for `lockSeconds`.
 */
export async function recordLoginFailure(
  db: Database,
  userId: string,
  limits: { maxFailures: number; windowSeconds: number; lockSeconds: number },
): Promise<void> {
  const window = sql`make_interval(secs => ${limits.windowSeconds})`;
  const lock = sql`make_interval(secs => ${limits.lockSeconds})`;
  const stale = sql`login_failures.window_started_at <= now() - ${window}`;
  const failures = sql`CASE WHEN ${stale} THEN 1 ELSE login_failures.failures + 1 END`;
  await db.execute(sql`
    INSERT INTO login_failures (user_id, failures, window_started_at, locked_until)
    VALUES (${userId}, 1, now(), CASE WHEN 1 >= ${limits.maxFailures} THEN now() + ${lock} END)
    ON CONFLICT (user_id) DO UPDATE SET
      failures = ${failures},
      window_started_at = CASE WHEN ${stale} THEN now() ELSE login_failures.window_started_at END,
      locked_until = CASE
        WHEN ${failures} >= ${limits.maxFailures} THEN now() + ${lock}
        ELSE login_failures.locked_until
      END`);
}

/** A successful login forgets the account's failures. */
export async function clearLoginFailures(db: Database, userId: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.userId, userId));
}
