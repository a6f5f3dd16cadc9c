import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailChanges } from '../../db/schema';

/** Stores the account's pending e-mail change, replacing any earlier one (and its links). */
export async function savePendingEmailChange(
  db: Database,
  values: {
    userId: string;
    newEmail: string;
    tokenHash: string;
    cancelHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insert(emailChanges)
    .values(values)
    .onConflictDoUpdate({
      target: emailChanges.userId,
      set: {
        newEmail: values.newEmail,
        tokenHash: values.tokenHash,
        cancelHash: values.cancelHash,
        expiresAt: values.expiresAt,
        createdAt: sql`now()`,
      },
    });
}

/** Takes the unexpired change of this link: it is deleted, so a link works once. */
export async function takePendingEmailChange(
  db: Database,
  tokenHash: string,
): Promise<{ userId: string; newEmail: string } | undefined> {
  const [row] = await db
    .delete(emailChanges)
    .where(and(eq(emailChanges.tokenHash, tokenHash), gt(emailChanges.expiresAt, sql`now()`)))
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
  return row;
}

/**
 * Deletes the unexpired change whose notice carried this cancel link; answers its account, or
 * nothing when the change was already confirmed, cancelled, replaced or expired.
 */
export async function cancelPendingEmailChange(
  db: Database,
  cancelHash: string,
): Promise<{ userId: string; newEmail: string } | undefined> {
  const [row] = await db
    .delete(emailChanges)
    .where(and(eq(emailChanges.cancelHash, cancelHash), gt(emailChanges.expiresAt, sql`now()`)))
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
  return row;
}

/** Voids every pending change of the account: its confirmation and cancel links stop working. */
export async function dropPendingEmailChanges(db: Database, userId: string): Promise<void> {
  await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
}
