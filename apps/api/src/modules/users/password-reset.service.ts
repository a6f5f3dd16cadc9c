import { hash } from '@node-rs/argon2';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@shop/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../app-error';
import { RateLimiter } from './rate-limiter';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/otp-mail';
import {
  consumeVerifiedResetCode,
  findLatestResetCode,
  findUserByEmail,
  insertResetCode,
  markResetCodeVerified,
  recordWrongResetAttempt,
  revokeAllRefreshTokens,
  updateUserPassword,
} from './users.repo';

export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** How long after a successful verification the new password may be set. */
export const RESET_WINDOW_MINUTES = 10;
const INVALID_OTP = 'Invalid or expired OTP';

export interface PasswordResetDeps {
  db: Database;
  mailer: Mailer;
  /** Keys the code hashes, so a leaked table does not give the codes away. */
  codeKey: string;
  limits: PasswordResetLimits;
}

/** Per-e-mail and per-IP limits of the reset flow (in memory, per process). */
export class PasswordResetLimits {
  readonly codesPerEmail = new RateLimiter(3, 15 * 60_000);
  readonly codesPerIp = new RateLimiter(10, 15 * 60_000);
  readonly verifiesPerIp = new RateLimiter(30, 15 * 60_000);
}

function hashCode(deps: PasswordResetDeps, userId: string, code: string): string {
  return createHmac('sha256', deps.codeKey).update(`${userId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Mails a one-time code to the e-mail's account. The answer is the same whether or not the e-mail
 * is registered; the limits count unknown e-mails too, so they reveal nothing either.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  email: string,
  ip: string,
): Promise<void> {
  // Without a mail server a public shop refuses for every e-mail alike, before anything is kept.
  deps.mailer.assertCanSend();
  deps.limits.codesPerIp.hit(ip);
  deps.limits.codesPerEmail.hit(email);
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.status !== 'Active') return;
  const code = randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
  await insertResetCode(deps.db, {
    userId: user.id,
    codeHash: hashCode(deps, user.id, code),
    expiresAt: new Date(Date.now() + OTP_VALID_MINUTES * 60_000),
  });
  await deps.mailer.send(passwordResetMail(user.email, user.name, code, OTP_VALID_MINUTES));
}

/**
 * Checks the newest code of the e-mail's account. A code works once, for 10 minutes, and not at all
 * after 5 wrong tries, even if the right one follows.
 */
export async function verifyPasswordResetCode(
  deps: PasswordResetDeps,
  email: string,
  otp: string,
  ip: string,
): Promise<void> {
  deps.limits.verifiesPerIp.hit(ip);
  const user = await findUserByEmail(deps.db, email);
  const code = user ? await findLatestResetCode(deps.db, user.id) : undefined;
  if (
    !user ||
    !code ||
    code.usedAt ||
    code.verifiedAt ||
    code.attempts >= OTP_MAX_ATTEMPTS ||
    code.expiresAt.getTime() <= Date.now()
  ) {
    throw new AppError('BAD_REQUEST', INVALID_OTP);
  }
  if (!sameHash(code.codeHash, hashCode(deps, user.id, otp))) {
    await recordWrongResetAttempt(deps.db, code.id, OTP_MAX_ATTEMPTS);
    throw new AppError('BAD_REQUEST', INVALID_OTP);
  }
  if (!(await markResetCodeVerified(deps.db, code.id, OTP_MAX_ATTEMPTS))) {
    throw new AppError('BAD_REQUEST', INVALID_OTP);
  }
}

/** Sets a new password after a verified code, and ends every login of the account. */
export async function resetPassword(
  deps: PasswordResetDeps,
  email: string,
  newPassword: string,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  const notVerified = new AppError('BAD_REQUEST', 'Verify the OTP sent to your e-mail first');
  if (!user) throw notVerified;
  const passwordHash = await hash(newPassword);
  await deps.db.transaction(async (tx) => {
    const since = new Date(Date.now() - RESET_WINDOW_MINUTES * 60_000);
    if (!(await consumeVerifiedResetCode(tx, user.id, since))) throw notVerified;
    await updateUserPassword(tx, user.id, passwordHash);
    await revokeAllRefreshTokens(tx, user.id);
  });
}
