import { inBoth } from '../../http/answer-texts';
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import {
  pathInLocale,
  SavedInvoiceDetailsSchema,
  type Locale,
  type SavedInvoiceDetails,
  type User,
} from '@shop/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../app-error';
import { removeImage, storeImage } from '../files/image-processing';
import { toPublicUrl, type ImageStore } from '../files/image-store';
import {
  findRefreshToken,
  findUserByEmail,
  findUserById,
  insertRefreshToken,
  insertUser,
  markRefreshTokenUsed,
  recordLogin,
  revokeAllRefreshTokens,
  revokeRefreshFamily,
  selectUserLinks,
  setConfirmedEmail,
  updateUserAvatar,
  updateUserProfile,
  type UserRow,
} from './users.repo';
import type { Mailer } from '../mail/mailer';
import { confirmNewEmailMail, emailChangeNoticeMail } from './account-mail';
import {
  cancelPendingEmailChange,
  savePendingEmailChange,
  takePendingEmailChange,
} from './email-changes.repo';
import type { LiveSessions } from './live-sessions';
import { SharedLimiter, type SharedCounters } from '../limits/shared-limiter';
import { clearLoginFailures, isLoginLocked, recordLoginFailure } from './login-failures.repo';
import {
  REFRESH_TOKEN_TTL_SECONDS,
  hashSecret,
  newRefreshToken,
  type AccessClaims,
  type AccessTokens,
} from './tokens';

export interface UsersDeps {
  db: Database;
  tokens: AccessTokens;
  store: ImageStore;
  publicUrl: string;
  sessions: LiveSessions;
  mailer: Mailer;
  limits: ProfileLimits;
}

/** How long the link confirming a new account e-mail works. */
export const EMAIL_CHANGE_VALID_HOURS = 24;

/**
 * Limits of e-mail changes, counted shop-wide in the database. Every attempt counts, before the
 * password and the address are checked: a 409 tells a taken address from a free one, so refusals
 * must spend the budget too, or the profile would map the shop's accounts.
 */
export class ProfileLimits {
  /** Each change mails two inboxes: a session must not become a way to flood them. */
  readonly emailChangesPerUser: SharedLimiter;
  /** Per caller's address too: many fresh accounts from one address share one budget. */
  readonly emailChangesPerAddress: SharedLimiter;
  constructor(counters: SharedCounters) {
    this.emailChangesPerUser = new SharedLimiter(counters, 'email-changes', 5, 60 * 60_000);
    this.emailChangesPerAddress = new SharedLimiter(counters, 'email-changes-ip', 10, 60 * 60_000);
  }
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/**
 * Per account, whatever the caller's address (the per-IP limit is loose, as a whole office may
 * share one): this many wrong passwords within the window lock the account's logins for a while.
 */
export const LOGIN_FAILURE_LIMITS = {
  maxFailures: 10,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
};

// Verified against when the e-mail is unknown, so both answers take as long as each other.
let dummyHash: Promise<string> | undefined;
const hashOfNothing = () => (dummyHash ??= hash(randomBytes(16).toString('hex')));

export async function toPublicUser(deps: UsersDeps, row: UserRow): Promise<User> {
  const links = await selectUserLinks(deps.db, row.id);
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    avatar: row.avatar ? toPublicUrl(row.avatar, deps.publicUrl) : '',
    mobile: row.mobile,
    verify_email: row.verifyEmail,
    last_login_date: row.lastLoginDate ? row.lastLoginDate.toISOString() : null,
    status: row.status,
    address_details: links.addressIds,
    shopping_cart: links.cartLineIds,
    orderHistory: links.orderIds,
    role: row.role,
    ...(row.role === 'ADMIN' ? { staff_role: row.staffRole ?? 'OWNER' } : {}),
    ...savedInvoiceOf(row),
  };
}

/** The remembered invoice details, as a key only when there are some (older clients see none). */
function savedInvoiceOf(row: UserRow): { invoice_details?: SavedInvoiceDetails } {
  const saved = SavedInvoiceDetailsSchema.safeParse(row.invoiceDetails);
  return saved.success ? { invoice_details: saved.data } : {};
}

/** Creates a shopper account. Role, status and e-mail verification are never the caller's to set. */
export async function registerUser(
  deps: UsersDeps,
  input: { name: string; email: string; password: string; locale?: Locale | undefined },
): Promise<User> {
  try {
    const row = await insertUser(deps.db, {
      name: input.name,
      email: input.email,
      passwordHash: await hash(input.password),
      locale: input.locale,
    });
    return await toPublicUser(deps, row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        'CONFLICT',
        inBoth((t) => t.emailRegistered),
      );
    throw error;
  }
}

async function startSession(
  deps: UsersDeps,
  user: Pick<UserRow, 'id' | 'role'>,
  familyId: string,
): Promise<TokenPair> {
  const refreshToken = newRefreshToken();
  await insertRefreshToken(deps.db, {
    userId: user.id,
    familyId,
    tokenHash: hashSecret(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  const accessToken = await deps.tokens.sign({ userId: user.id, role: user.role, familyId });
  return { accessToken, refreshToken };
}

/** Checks the password and starts a login (a new refresh-token family). */
export async function logIn(
  deps: UsersDeps,
  input: { email: string; password: string; locale?: Locale | undefined },
): Promise<TokenPair> {
  const user = await findUserByEmail(deps.db, input.email);
  // The password is checked even on a locked account, so a lock takes as long as a wrong password.
  const passwordMatches = user
    ? await verify(user.passwordHash, input.password)
    : await verify(await hashOfNothing(), input.password).then(() => false);
  if (!user)
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.invalidLogin),
    );
  // A locked account answers exactly as a wrong password, so the lock reveals no account; failures
  // during the lock do not extend it.
  if (await isLoginLocked(deps.db, user.id))
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.invalidLogin),
    );
  if (!passwordMatches) {
    await recordLoginFailure(deps.db, user.id, LOGIN_FAILURE_LIMITS);
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.invalidLogin),
    );
  }
  if (user.status !== 'Active') {
    throw new AppError(
      'FORBIDDEN',
      inBoth((t) => (user.status === 'Suspended' ? t.accountSuspended : t.accountInactive)),
    );
  }
  await recordLogin(deps.db, user.id, input.locale);
  await clearLoginFailures(deps.db, user.id);
  return startSession(deps, user, randomBytes(12).toString('hex'));
}

/**
 * Exchanges a refresh token for a new pair. Each refresh token works once: presenting a used one
 * means it was stolen or replayed, and the whole login (its family) is revoked.
 */
export async function refreshSession(
  deps: UsersDeps,
  refreshToken: string | undefined,
): Promise<TokenPair> {
  if (!refreshToken)
    throw new AppError(
      'UNAUTHORIZED',
      inBoth((t) => t.refreshTokenMissing),
    );
  const row = await findRefreshToken(deps.db, hashSecret(refreshToken));
  if (!row)
    throw new AppError(
      'UNAUTHORIZED',
      inBoth((t) => t.invalidRefreshToken),
    );
  // A suspension revokes the customer's logins: their refresh tokens say why they stopped.
  if (row.revokedAt) {
    const holder = await findUserById(deps.db, row.userId);
    throw new AppError(
      'UNAUTHORIZED',
      inBoth((t) => (holder?.status === 'Suspended' ? t.accountSuspended : t.invalidRefreshToken)),
    );
  }
  if (row.usedAt) {
    await revokeRefreshFamily(deps.db, row.familyId);
    deps.sessions.forgetUser(row.userId);
    throw new AppError(
      'UNAUTHORIZED',
      inBoth((t) => t.refreshTokenReused),
    );
  }
  if (row.expiresAt.getTime() <= Date.now())
    throw new AppError(
      'UNAUTHORIZED',
      inBoth((t) => t.refreshTokenExpired),
    );
  const user = await findUserById(deps.db, row.userId);
  if (!user || user.status !== 'Active' || !(await markRefreshTokenUsed(deps.db, row.id))) {
    await revokeRefreshFamily(deps.db, row.familyId);
    throw new AppError(
      'UNAUTHORIZED',
      inBoth((t) => (user?.status === 'Suspended' ? t.accountSuspended : t.invalidRefreshToken)),
    );
  }
  return startSession(deps, user, row.familyId);
}

/** Ends a login: the family of the access token, or else of the refresh token, is revoked. */
export async function logOut(
  deps: UsersDeps,
  credentials: { accessToken: string | undefined; refreshToken: string | undefined },
): Promise<void> {
  let claims: AccessClaims | undefined;
  if (credentials.accessToken)
    claims = await deps.tokens.verify(credentials.accessToken).catch(() => undefined);
  if (claims) {
    await revokeRefreshFamily(deps.db, claims.familyId);
    deps.sessions.forgetUser(claims.userId);
    return;
  }
  if (credentials.refreshToken) {
    const row = await findRefreshToken(deps.db, hashSecret(credentials.refreshToken));
    if (row) {
      await revokeRefreshFamily(deps.db, row.familyId);
      deps.sessions.forgetUser(row.userId);
    }
  }
}

async function requireUser(deps: UsersDeps, userId: string): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.userNotFound),
    );
  return user;
}

export async function getUserDetails(deps: UsersDeps, userId: string): Promise<User> {
  return toPublicUser(deps, await requireUser(deps, userId));
}

/** Refuses an e-mail change whose caller does not know the account's password. */
async function requireCurrentPassword(user: UserRow, password: string | undefined): Promise<void> {
  if (!password) {
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.currentPasswordNeeded),
      {
        field: 'currentPassword',
      },
    );
  }
  if (!(await verify(user.passwordHash, password).catch(() => false))) {
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.currentPasswordWrong),
      {
        field: 'currentPassword',
      },
    );
  }
}

/**
 * Writes name and mobile. A new e-mail needs the current password, and even then does not take
 * effect: a link to confirm it goes to the new address and a notice to the current one, with a
 * link that cancels it, so a stolen session cannot move the account (and its password resets) to
 * the thief's inbox.
 */
export async function updateUser(
  deps: UsersDeps,
  userId: string,
  input: {
    name: string;
    email: string;
    mobile: string;
    currentPassword?: string | undefined;
    /** The request's locale, when it names one: the account's mails go in it from now on. */
    locale?: Locale | undefined;
  },
  callerAddress: string,
): Promise<User & { pendingEmail?: string }> {
  const current = await requireUser(deps, userId);
  const changesEmail = input.email !== current.email;
  if (changesEmail) {
    // Counted before any check: refused attempts spend the budgets as much as accepted ones.
    await deps.limits.emailChangesPerUser.hit(userId);
    await deps.limits.emailChangesPerAddress.hit(callerAddress);
    await requireCurrentPassword(current, input.currentPassword);
    const holder = await findUserByEmail(deps.db, input.email);
    if (holder)
      throw new AppError(
        'CONFLICT',
        inBoth((t) => t.emailInUse),
      );
  }
  const updated = await updateUserProfile(deps.db, userId, {
    name: input.name,
    mobile: input.mobile,
    locale: input.locale,
  });
  if (!updated)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.userNotFound),
    );
  const user = await toPublicUser(deps, updated);
  if (!changesEmail) return user;

  const token = randomBytes(32).toString('base64url');
  const cancelToken = randomBytes(32).toString('base64url');
  await savePendingEmailChange(deps.db, {
    userId,
    newEmail: input.email,
    tokenHash: hashSecret(token),
    cancelHash: hashSecret(cancelToken),
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_VALID_HOURS * 60 * 60_000),
  });
  // The account's locale, just updated from the request's when it named one.
  const locale = updated.locale ?? 'en';
  const link = `${deps.publicUrl}${pathInLocale(`/confirm-email?token=${encodeURIComponent(token)}`, locale)}`;
  const cancelLink = `${deps.publicUrl}${pathInLocale(`/cancel-email-change?token=${encodeURIComponent(cancelToken)}`, locale)}`;
  await deps.mailer.send(
    confirmNewEmailMail(input.email, updated.name, link, EMAIL_CHANGE_VALID_HOURS, locale),
  );
  await deps.mailer.send(
    emailChangeNoticeMail(
      current.email,
      updated.name,
      input.email,
      cancelLink,
      EMAIL_CHANGE_VALID_HOURS,
      locale,
    ),
  );
  return { ...user, pendingEmail: input.email };
}

/**
 * Follows the cancel link of the notice to the old address: the pending change is dropped (its
 * confirmation link stops working) and every login of the account ends, as the session that asked
 * for the change may be a thief's.
 */
export async function cancelEmailChange(deps: UsersDeps, token: string): Promise<void> {
  const userId = await deps.db.transaction(async (tx) => {
    const change = await cancelPendingEmailChange(tx, hashSecret(token));
    if (!change) {
      throw new AppError(
        'BAD_REQUEST',
        inBoth((t) => t.cancelLinkInvalid),
        { field: 'token' },
      );
    }
    await revokeAllRefreshTokens(tx, change.userId);
    return change.userId;
  });
  deps.sessions.forgetUser(userId);
}

/** Follows a confirmation link: its new e-mail becomes the account's (verified), once. */
export async function confirmEmailChange(deps: UsersDeps, token: string): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      const change = await takePendingEmailChange(tx, hashSecret(token));
      if (!change || !(await setConfirmedEmail(tx, change.userId, change.newEmail))) {
        throw new AppError(
          'BAD_REQUEST',
          inBoth((t) => t.confirmLinkInvalid),
          {
            field: 'token',
          },
        );
      }
    });
  } catch (error) {
    // Someone registered or confirmed the address meanwhile.
    if (isUniqueViolation(error))
      throw new AppError(
        'CONFLICT',
        inBoth((t) => t.emailInUse),
      );
    throw error;
  }
}

/**
 * Stores the bytes as a square WebP avatar (415 if they are not an image) in place of the previous
 * one, whose files are deleted once the new avatar is stored and saved: repeated uploads do not
 * fill the disk.
 */
export async function uploadAvatar(
  deps: UsersDeps,
  userId: string,
  bytes: Buffer,
): Promise<{ _id: string; avatar: string }> {
  await requireUser(deps, userId);
  const ref = await storeImage(deps.store, bytes, { square: true });
  const previous = await updateUserAvatar(deps.db, userId, ref);
  if (previous !== undefined) await removeImage(deps.store, previous);
  return { _id: userId, avatar: toPublicUrl(ref, deps.publicUrl) };
}
