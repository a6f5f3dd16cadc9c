import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, refreshTokens, users } from '../db/schema';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** A password for a new admin when none is typed: 144 random bits, URL-safe text of 24 characters. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Makes the account of `email` an active admin with a verified e-mail and this password, creating
 * it when there is none. Its earlier logins end: whoever held them knew the old password.
 */
export async function createOrPromoteAdmin(
  db: Database,
  account: { email: string; password: string; name: string },
): Promise<'created' | 'promoted'> {
  const passwordHash = await hash(account.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email))
      .for('update');
    if (!existing) {
      await tx.insert(users).values({
        name: account.name,
        email: account.email,
        passwordHash,
        role: 'ADMIN',
        status: 'Active',
        verifyEmail: true,
      });
      return 'created';
    }
    await tx
      .update(users)
      .set({ passwordHash, role: 'ADMIN', status: 'Active', verifyEmail: true })
      .where(eq(users.id, existing.id));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(refreshTokens.userId, existing.id));
    return 'promoted';
  });
}

export interface DemoRemoval {
  deleted: string[];
  /** Demo accounts with orders: kept for the order history, suspended, password replaced. */
  suspended: string[];
}

/**
 * Removes the demo accounts (all but `keep`). One that has orders cannot go (its orders keep
 * pointing at it): it is suspended and its password replaced by one nobody knows instead.
 */
export async function removeDemoAccounts(db: Database, keep: string): Promise<DemoRemoval> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email).filter((email) => email !== keep);
  const removal: DemoRemoval = { deleted: [], suspended: [] };
  const unknowable = await hash(generatePassword());
  await db.transaction(async (tx) => {
    const demo = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    for (const account of demo) {
      const [withOrders] = await tx
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.userId, account.id));
      if ((withOrders?.n ?? 0) === 0) {
        await tx.delete(users).where(eq(users.id, account.id));
        removal.deleted.push(account.email);
      } else {
        await tx
          .update(users)
          .set({ status: 'Suspended', passwordHash: unknowable })
          .where(eq(users.id, account.id));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: sql`now()` })
          .where(eq(refreshTokens.userId, account.id));
        removal.suspended.push(account.email);
      }
    }
  });
  return removal;
}
