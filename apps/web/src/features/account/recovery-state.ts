/**
 * What the password-recovery pages pass each other in router state: the e-mail from
 * /forgot-password, and `verified` once /verification-otp accepted the code.
 */
export interface RecoveryState {
  email: string;
  verified?: boolean;
}

/** Reads router state that may be anything (a reload keeps it, a typed URL has none). */
export function readRecoveryState(state: unknown): RecoveryState | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  const { email } = state;
  if (typeof email !== 'string' || email === '') return null;
  return { email, verified: 'verified' in state && state.verified === true };
}
