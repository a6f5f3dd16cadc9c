import { inBoth } from '../../http/answer-texts';
import { hash } from '@node-rs/argon2';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@shop/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../app-error';
import type { LiveSessions } from './live-sessions';
import { RateLimiter } from './rate-limiter';
import { SharedLimiter, type SharedCounters } from '../limits/shared-limiter';
import { hashSecret } from './tokens';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/otp-mail';
import { dropPendingEmailChanges } from './email-changes.repo';
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

export interface PasswordResetDeps {
  db: Database;
  mailer: Mailer;
  /** Keys the code hashes, so a leaked table does not give the codes away. */
  codeKey: string;
  limits: PasswordResetLimits;
  sessions: LiveSessions;
}

/**
 * A forgot-password answer takes at least this long, whether or not a code was made and mailed:
 * the few milliseconds of that work would otherwise tell a registered e-mail from an unknown one.
 */
export const FORGOT_PASSWORD_MIN_MS = 250;

/**
 * Limits of the reset flow. The per-e-mail one is counted in the database, so it holds for the
 * whole shop however many processes serve it; the per-IP flood limits stay in each process.
 */
export class PasswordResetLimits {
  /**
   * Counted per e-mail and address together, not per e-mail alone: with a per-e-mail count anyone
   * could spend an account's allowance and so keep its owner from getting a code. Spam to one
   * inbox is still bounded, by each address's own limit below.
   */
  readonly codesPerEmail: SharedLimiter;
  constructor(counters: SharedCounters) {
    this.codesPerEmail = new SharedLimiter(counters, 'reset-codes', 3, 15 * 60_000);
  }
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
  await deps.limits.codesPerEmail.hit(`${email} ${ip}`);
  const answerAt = Date.now() + FORGOT_PASSWORD_MIN_MS;
  await mailResetCode(deps, email);
  const wait = answerAt - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

async function mailResetCode(deps: PasswordResetDeps, email: string): Promise<void> {
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
  await deps.mailer.send(
    passwordResetMail(user.email, user.name, code, OTP_VALID_MINUTES, user.locale ?? 'en'),
  );
}

/**
 * Checks the newest code of the e-mail's account. A code works once, for 10 minutes, and not at all
 * after 5 wrong tries, even if the right one follows. Answers the secret that binds the reset step
 * to this caller: only its hash is stored, with the verified code.
 */
export async function verifyPasswordResetCode(
  deps: PasswordResetDeps,
  email: string,
  otp: string,
  ip: string,
): Promise<string> {
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
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.invalidOtp),
      { field: 'otp' },
    );
  }
  if (!sameHash(code.codeHash, hashCode(deps, user.id, otp))) {
    await recordWrongResetAttempt(deps.db, code.id, OTP_MAX_ATTEMPTS);
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.invalidOtp),
      { field: 'otp' },
    );
  }
  const resetToken = randomBytes(32).toString('base64url');
  if (!(await markResetCodeVerified(deps.db, code.id, OTP_MAX_ATTEMPTS, hashSecret(resetToken)))) {
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.invalidOtp),
      { field: 'otp' },
    );
  }
  return resetToken;
}

/**
 * Sets a new password after a verified code, ends every login of the account and voids its pending
 * e-mail change: an owner who resets because of a change notice keeps the account, even if the
 * thief still holds the confirmation link. Only the caller that verified the code may: it presents
 * the secret the verification handed it.
 */
export async function resetPassword(
  deps: PasswordResetDeps,
  email: string,
  newPassword: string,
  resetToken: string | undefined,
): Promise<void> {
  // Hashed first, whatever follows: a refusal takes as long for an unknown e-mail as for a user.
  const passwordHash = await hash(newPassword);
  const user = await findUserByEmail(deps.db, email);
  const notVerified = new AppError(
    'BAD_REQUEST',
    inBoth((t) => t.verifyOtpFirst),
  );
  if (!user || !resetToken) throw notVerified;
  await deps.db.transaction(async (tx) => {
    const since = new Date(Date.now() - RESET_WINDOW_MINUTES * 60_000);
    if (!(await consumeVerifiedResetCode(tx, user.id, since, hashSecret(resetToken))))
      throw notVerified;
    await updateUserPassword(tx, user.id, passwordHash);
    await revokeAllRefreshTokens(tx, user.id);
    await dropPendingEmailChanges(tx, user.id);
  });
  deps.sessions.forgetUser(user.id);
}
