import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@shop/contract';
import type { Database } from '../../db/client';
import { staffInvitations, users } from '../../db/schema';

/** The staff: every ADMIN account, owners first, then by name. */
export async function selectStaffMembers(db: Database) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      staffRole: users.staffRole,
      status: users.status,
      lastLoginDate: users.lastLoginDate,
    })
    .from(users)
    .where(eq(users.role, 'ADMIN'))
    .orderBy(asc(users.createdAt), asc(users.id));
}

const inviter = alias(users, 'inviter');

/** The invitations not yet accepted whose links still work, newest first, with who sent them. */
export async function selectOpenInvitations(db: Database) {
  return db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      name: staffInvitations.name,
      staffRole: staffInvitations.staffRole,
      invitedBy: inviter.name,
      createdAt: staffInvitations.createdAt,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .leftJoin(inviter, eq(inviter.id, staffInvitations.invitedBy))
    .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, sql`now()`)))
    .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id));
}

/** The account holding an e-mail: its id and role, or undefined. */
export async function selectAccountByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** An ADMIN account's id, or undefined when the id is no ADMIN's. */
export async function selectStaffMember(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'ADMIN')))
    .limit(1);
  return row;
}

/** Replaces any open invitation of the address with a new one (one open invitation an address). */
export async function saveInvitation(
  db: Database,
  values: {
    email: string;
    name: string;
    staffRole: StaffRole;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.email, values.email), isNull(staffInvitations.acceptedAt)));
    await tx.insert(staffInvitations).values(values);
  });
}

/** Deletes an invitation not yet accepted; whether there was one. */
export async function deleteOpenInvitation(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt)))
    .returning({ id: staffInvitations.id });
  return rows.length > 0;
}

/** The invitation of a link's secret, while it is neither accepted nor expired. */
const openWithSecret = (tokenHash: string) =>
  and(
    eq(staffInvitations.tokenHash, tokenHash),
    isNull(staffInvitations.acceptedAt),
    gt(staffInvitations.expiresAt, sql`now()`),
  );

/** The open invitation a link's secret names, or undefined (unknown, used or expired). */
export async function selectOpenInvitationByHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      name: staffInvitations.name,
      staffRole: staffInvitations.staffRole,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .where(openWithSecret(tokenHash))
    .limit(1);
  return row;
}

/**
 * Uses an invitation once: marks it accepted if it is still open and has not expired, and answers
 * it; undefined when it was used, withdrawn or expired (two racing acceptances: one wins).
 */
export async function claimInvitation(db: Database, tokenHash: string) {
  const [row] = await db
    .update(staffInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(openWithSecret(tokenHash))
    .returning({
      id: staffInvitations.id,
      email: staffInvitations.email,
      name: staffInvitations.name,
      staffRole: staffInvitations.staffRole,
    });
  return row;
}

/** Records which account an accepted invitation made staff. */
export async function setInvitationAcceptedBy(
  db: Database,
  invitationId: string,
  userId: string,
): Promise<void> {
  await db
    .update(staffInvitations)
    .set({ acceptedBy: userId })
    .where(eq(staffInvitations.id, invitationId));
}

/**
 * Makes the account of an e-mail staff with the invitation's role and the password the invited
 * set: a new account when the address has none, else the shopper's own account (the link came to
 * their inbox, as a password reset's would). Undefined when the address is already an ADMIN's.
 */
export async function makeStaffAccount(
  db: Database,
  values: { email: string; name: string; staffRole: StaffRole; passwordHash: string },
): Promise<string | undefined> {
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, values.email))
    .for('update')
    .limit(1);
  if (existing?.role === 'ADMIN') return undefined;
  if (existing) {
    await db
      .update(users)
      .set({
        role: 'ADMIN',
        staffRole: values.staffRole,
        passwordHash: values.passwordHash,
        verifyEmail: true,
      })
      .where(eq(users.id, existing.id));
    return existing.id;
  }
  const [created] = await db
    .insert(users)
    .values({
      email: values.email,
      name: values.name,
      passwordHash: values.passwordHash,
      role: 'ADMIN',
      staffRole: values.staffRole,
      verifyEmail: true,
    })
    .returning({ id: users.id });
  return created?.id;
}

/** Sets an ADMIN's role; whether the id was an ADMIN's. */
export async function setStaffRole(
  db: Database,
  userId: string,
  staffRole: StaffRole,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ staffRole })
    .where(and(eq(users.id, userId), eq(users.role, 'ADMIN')))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Makes an ADMIN a shopper again (the account and its history stay); whether it was an ADMIN. */
export async function demoteStaff(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role: 'USER', staffRole: null })
    .where(and(eq(users.id, userId), eq(users.role, 'ADMIN')))
    .returning({ id: users.id });
  return rows.length > 0;
}
