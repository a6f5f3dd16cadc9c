import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailChanges } from '../../db/schema';

/** Stores the account's pending e-mail change, replacing any earlier one (and its link). */
export async function savePendingEmailChange(
  db: Database,
  values: { userId: string; newEmail: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(emailChanges)
    .values(values)
    .onConflictDoUpdate({
      target: emailChanges.userId,
      set: {
        newEmail: values.newEmail,
        tokenHash: values.tokenHash,
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
