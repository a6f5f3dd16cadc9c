import { hash } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import {
  pathInLocale,
  STAFF_INVITATION_VALID_HOURS,
  type Locale,
  type StaffList,
  type StaffRole,
} from '@shop/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../app-error';
import type { Mailer } from '../mail/mailer';
import type { LiveSessions } from '../users/live-sessions';
import { hashSecret } from '../users/tokens';
import { revokeAllRefreshTokens } from '../users/users.repo';
import { staffInvitationMail } from './staff-mail';
import {
  claimInvitation,
  deleteOpenInvitation,
  demoteStaff,
  makeStaffAccount,
  saveInvitation,
  selectAccountByEmail,
  selectOpenInvitationByHash,
  selectOpenInvitations,
  selectStaffMember,
  selectStaffMembers,
  setInvitationAcceptedBy,
  setStaffRole,
} from './staff.repo';
import { staffTexts } from './staff-texts';

export interface StaffDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** This process's session answers: a removal drops the member's at once. */
  sessions: Pick<LiveSessions, 'forgetUser'>;
}

/** The staff and the open invitations, as the staff screen shows them. */
export async function staffList(db: Database): Promise<StaffList> {
  const [members, invitations] = [await selectStaffMembers(db), await selectOpenInvitations(db)];
  return {
    members: members.map((member) => ({
      _id: member.id,
      name: member.name,
      email: member.email,
      role: member.staffRole ?? 'OWNER',
      status: member.status,
      last_login_date: member.lastLoginDate ? member.lastLoginDate.toISOString() : null,
    })),
    invitations: invitations.map((invitation) => ({
      _id: invitation.id,
      email: invitation.email,
      name: invitation.name,
      role: invitation.staffRole,
      invitedBy: invitation.invitedBy ?? '',
      createdAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
    })),
  };
}

/**
 * Invites a person by e-mail: a new link (a second invitation of the address replaces the first),
 * mailed in the owner's locale. An address that is already staff is refused with a 409.
 */
export async function inviteStaff(
  deps: StaffDeps,
  ownerId: string,
  request: { email: string; name: string; role: StaffRole },
  locale: Locale,
): Promise<StaffList> {
  deps.mailer.assertCanSend();
  const holder = await selectAccountByEmail(deps.db, request.email);
  if (holder?.role === 'ADMIN') throw new AppError('CONFLICT', staffTexts.alreadyStaff);
  const token = randomBytes(32).toString('base64url');
  await saveInvitation(deps.db, {
    email: request.email,
    name: request.name,
    staffRole: request.role,
    tokenHash: hashSecret(token),
    invitedBy: ownerId,
    expiresAt: new Date(Date.now() + STAFF_INVITATION_VALID_HOURS * 60 * 60_000),
  });
  const link = `${deps.publicUrl}${pathInLocale(`/staff-invitation?token=${encodeURIComponent(token)}`, locale)}`;
  await deps.mailer.send(staffInvitationMail(request, link, locale));
  return staffList(deps.db);
}

/** Withdraws an invitation not yet accepted: its link stops working. */
export async function cancelInvitation(db: Database, invitationId: string): Promise<StaffList> {
  if (!(await deleteOpenInvitation(db, invitationId)))
    throw new AppError('NOT_FOUND', staffTexts.invitationNotFound);
  return staffList(db);
}

/** A staff member other than the caller, or a refusal saying why. */
async function otherStaffMember(db: Database, callerId: string, userId: string): Promise<void> {
  if (userId === callerId) throw new AppError('CONFLICT', staffTexts.notYourself);
  if (!(await selectStaffMember(db, userId))) throw new AppError('NOT_FOUND', staffTexts.notStaff);
}

/**
 * Changes another staff member's role. It applies from their next call: the API reads the role
 * from the database on every admin call. Never the caller's own (an owner always remains).
 */
export async function changeStaffRole(
  db: Database,
  callerId: string,
  request: { userId: string; role: StaffRole },
): Promise<StaffList> {
  await otherStaffMember(db, callerId, request.userId);
  if (!(await setStaffRole(db, request.userId, request.role)))
    throw new AppError('NOT_FOUND', staffTexts.notStaff);
  return staffList(db);
}

/**
 * Removes another staff member: their account becomes a shopper's again (what they did keeps their
 * name) and every login of theirs ends at once.
 */
export async function removeStaff(
  deps: StaffDeps,
  callerId: string,
  userId: string,
): Promise<StaffList> {
  await otherStaffMember(deps.db, callerId, userId);
  const removed = await deps.db.transaction(async (tx) => {
    if (!(await demoteStaff(tx, userId))) return false;
    await revokeAllRefreshTokens(tx, userId);
    return true;
  });
  if (!removed) throw new AppError('NOT_FOUND', staffTexts.notStaff);
  deps.sessions.forgetUser(userId);
  return staffList(deps.db);
}

/** What an open invitation link is for; 404 once it was used, withdrawn or expired. */
export async function invitationDetails(db: Database, token: string) {
  const invitation = await selectOpenInvitationByHash(db, hashSecret(token));
  if (!invitation) throw new AppError('NOT_FOUND', staffTexts.invitationClosed);
  return {
    email: invitation.email,
    name: invitation.name,
    role: invitation.staffRole,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Accepts an invitation: the link works once (two racing acceptances: one wins, the other is
 * refused), and the account of its address becomes staff with the password set here. Every
 * earlier login of that account ends, as a password reset ends them.
 */
export async function acceptInvitation(
  deps: StaffDeps,
  request: { token: string; password: string },
): Promise<{ email: string; role: StaffRole }> {
  const tokenHash = hashSecret(request.token);
  if (!(await selectOpenInvitationByHash(deps.db, tokenHash)))
    throw new AppError('NOT_FOUND', staffTexts.invitationClosed);
  const passwordHash = await hash(request.password);
  const accepted = await deps.db.transaction(async (tx) => {
    const invitation = await claimInvitation(tx, tokenHash);
    if (!invitation) throw new AppError('NOT_FOUND', staffTexts.invitationClosed);
    const userId = await makeStaffAccount(tx, { ...invitation, passwordHash });
    if (userId === undefined) throw new AppError('CONFLICT', staffTexts.alreadyStaff);
    await setInvitationAcceptedBy(tx, invitation.id, userId);
    await revokeAllRefreshTokens(tx, userId);
    return { userId, email: invitation.email, role: invitation.staffRole };
  });
  deps.sessions.forgetUser(accepted.userId);
  return { email: accepted.email, role: accepted.role };
}
