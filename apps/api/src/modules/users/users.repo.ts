import { and, asc, desc, eq, exists, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Locale, StaffRole } from '@shop/contract';
import type { Database } from '../../db/client';
import {
  addresses,
  cartLines,
  orders,
  passwordResetCodes,
  refreshTokens,
  users,
} from '../../db/schema';

/** An account as the users module reads it (the search key is the customers screen's). */
export type UserRow = Omit<typeof users.$inferSelect, 'searchText'>;

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  passwordHash: users.passwordHash,
  avatar: users.avatar,
  mobile: users.mobile,
  verifyEmail: users.verifyEmail,
  lastLoginDate: users.lastLoginDate,
  status: users.status,
  role: users.role,
  staffRole: users.staffRole,
  invoiceDetails: users.invoiceDetails,
  locale: users.locale,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export async function insertUser(
  db: Database,
  values: { name: string; email: string; passwordHash: string; locale?: Locale | undefined },
): Promise<UserRow> {
  // role, status and verify_email keep their defaults: a caller never chooses them.
  const [row] = await db.insert(users).values(values).returning(userColumns);
  if (!row) throw new Error('user not inserted');
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Records a login, and the locale it was made in when the request named one. */
export async function recordLogin(db: Database, userId: string, locale?: Locale): Promise<void> {
  await db
    .update(users)
    .set(locale ? { lastLoginDate: sql`now()`, locale } : { lastLoginDate: sql`now()` })
    .where(eq(users.id, userId));
}

/** Changes name and mobile; the e-mail changes only through its confirmation link. */
export async function updateUserProfile(
  db: Database,
  userId: string,
  values: { name: string; mobile: string; locale?: Locale | undefined },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(values)
    .where(eq(users.id, userId))
    .returning(userColumns);
  return row;
}

/** Remembers the VAT invoice details of the user's latest order, to offer them at the next. */
export async function rememberInvoiceDetails(
  db: Database,
  userId: string,
  invoice: Record<string, string>,
): Promise<void> {
  await db.update(users).set({ invoiceDetails: invoice }).where(eq(users.id, userId));
}

/** Makes a confirmed address the account's e-mail: following the link proved it is theirs. */
export async function setConfirmedEmail(
  db: Database,
  userId: string,
  email: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ email, verifyEmail: true })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Sets the avatar; answers the one it replaced (read under the row's lock, so each is answered once). */
export async function updateUserAvatar(
  db: Database,
  userId: string,
  avatar: string,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.update(users).set({ avatar }).where(eq(users.id, userId));
    return before?.avatar;
  });
}

export async function updateUserPassword(
  db: Database,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Ids of what the user has, for the public user's `address_details`, `shopping_cart`, `orderHistory`. */
export async function selectUserLinks(db: Database, userId: string) {
  const [addressRows, cartRows, orderRows] = await Promise.all([
    db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.status, true)))
      .orderBy(asc(addresses.createdAt)),
    db
      .select({ id: cartLines.id })
      .from(cartLines)
      .where(eq(cartLines.userId, userId))
      .orderBy(asc(cartLines.createdAt)),
    db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt)),
  ]);
  return {
    addressIds: addressRows.map((row) => row.id),
    cartLineIds: cartRows.map((row) => row.id),
    orderIds: orderRows.map((row) => row.id),
  };
}

// ---- refresh tokens

export async function insertRefreshToken(
  db: Database,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function findRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks the token used; false when another request used it first (a reuse in a race). */
export async function markRefreshTokenUsed(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeRefreshFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Whether a login still stands: 'live' while the account is active and the login (refresh-token
 * family) is not revoked; 'suspended' when the shop suspended the account (its own message);
 * 'ended' otherwise.
 */
export type LoginStanding = 'live' | 'ended' | 'suspended';

export async function loginStanding(
  db: Database,
  userId: string,
  familyId: string,
): Promise<LoginStanding> {
  const liveFamily = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
  const [row] = await db
    .select({ status: users.status, familyLive: exists(liveFamily) })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    // Asked for logged-in requests every few seconds per login: parsed and planned once per
    // connection on PostgreSQL.
    .prepare('users_login_standing_status')
    .execute();
  if (row?.status === 'Suspended') return 'suspended';
  return row?.status === 'Active' && row.familyLive ? 'live' : 'ended';
}

export async function revokeAllRefreshTokens(db: Database, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

// ---- password reset codes

export async function insertResetCode(
  db: Database,
  values: { userId: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetCodes).values(values);
}

export type ResetCodeRow = typeof passwordResetCodes.$inferSelect;

/** The user's newest code that is neither used nor expired; older codes are superseded by it. */
export async function findLatestResetCode(
  db: Database,
  userId: string,
): Promise<ResetCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.userId, userId))
    .orderBy(desc(passwordResetCodes.createdAt), desc(passwordResetCodes.id))
    .limit(1);
  return row;
}

/** Counts one wrong try, only while fewer than `maxAttempts` were made (atomic under races). */
export async function recordWrongResetAttempt(
  db: Database,
  id: string,
  maxAttempts: number,
): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(and(eq(passwordResetCodes.id, id), lt(passwordResetCodes.attempts, maxAttempts)));
}

/**
 * Marks a code verified once, with the hash of the secret its verifier holds; false if it was
 * verified, used or exhausted meanwhile.
 */
export async function markResetCodeVerified(
  db: Database,
  id: string,
  maxAttempts: number,
  resetTokenHash: string,
): Promise<boolean> {
  const rows = await db
    .update(passwordResetCodes)
    .set({ verifiedAt: sql`now()`, resetTokenHash })
    .where(
      and(
        eq(passwordResetCodes.id, id),
        isNull(passwordResetCodes.verifiedAt),
        isNull(passwordResetCodes.usedAt),
        lt(passwordResetCodes.attempts, maxAttempts),
        gt(passwordResetCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: passwordResetCodes.id });
  return rows.length === 1;
}

/**
 * Consumes a code verified after `verifiedSince` by the holder of the secret; false if there is
 * none (or it was used, or verified by someone else).
 */
export async function consumeVerifiedResetCode(
  db: Database,
  userId: string,
  verifiedSince: Date,
  resetTokenHash: string,
): Promise<boolean> {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.verifiedAt, verifiedSince),
        eq(passwordResetCodes.resetTokenHash, resetTokenHash),
      ),
    )
    .returning({ id: passwordResetCodes.id });
  return rows.length > 0;
}

/**
 * The staff role of an active ADMIN account; undefined for anyone else. An ADMIN without a role
 * (made by the create-admin command) is an owner.
 */
export async function activeStaffRole(
  db: Database,
  userId: string,
): Promise<StaffRole | undefined> {
  const [row] = await db
    .select({ staffRole: users.staffRole })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'ADMIN'), eq(users.status, 'Active')))
    .limit(1);
  return row ? (row.staffRole ?? 'OWNER') : undefined;
}
