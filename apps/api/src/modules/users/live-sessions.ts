import type { Database } from '../../db/client';
import type { AccessClaims } from './tokens';
import { loginStanding, type LoginStanding } from './users.repo';

const MAX_ENTRIES = 10_000;

/**
 * Whether an access token's login still stands: its account is active and its refresh-token
 * family is not revoked (by logout, a password reset or a replayed refresh token). Without this an
 * access token would outlive all of those by up to its 15 minutes.
 *
 * Answers are kept for `ttlMs` per login, so a busy page costs one query per few seconds. Changes
 * made through this process (logout, reset, a suspension) drop the user's entries at once; changes made by
 * another process or in the database show within `ttlMs`.
 */
export class LiveSessions {
  private readonly answers = new Map<string, { standing: LoginStanding; until: number }>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async standing(claims: AccessClaims): Promise<LoginStanding> {
    const key = `${claims.userId} ${claims.familyId}`;
    const now = this.now();
    const known = this.answers.get(key);
    if (known && known.until > now) return known.standing;
    const standing = await loginStanding(this.db, claims.userId, claims.familyId);
    if (this.ttlMs > 0) {
      if (this.answers.size >= MAX_ENTRIES) this.sweep(now);
      this.answers.set(key, { standing, until: now + this.ttlMs });
    }
    return standing;
  }

  /** Forgets what is known of the user's logins, after this process ended one or all of them. */
  forgetUser(userId: string): void {
    const prefix = `${userId} `;
    for (const key of this.answers.keys()) if (key.startsWith(prefix)) this.answers.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, answer] of this.answers) if (answer.until <= now) this.answers.delete(key);
    // Still full of fresh answers: start over rather than grow without bound.
    if (this.answers.size >= MAX_ENTRIES) this.answers.clear();
  }
}
