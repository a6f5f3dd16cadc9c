import { inBoth } from './answer-texts';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffMayUse, type StaffArea, type StaffRole, type UserRole } from '@shop/contract';
import type { AccessClaims, AccessTokens } from '../modules/users/tokens';
import { AppError } from '../app-error';

export const ACCESS_COOKIE = 'accessToken';
export const REFRESH_COOKIE = 'refreshToken';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard on routes that require a login. */
    auth?: AccessClaims;
  }
}

/**
 * The token a request carries: `Authorization: Bearer <token>` first, else the named cookie. A
 * Bearer value that is no token at all (empty, "null", "undefined") counts as no header, because
 * clients send those when their storage is empty.
 */
export function tokenFrom(request: FastifyRequest, cookieName: string): string | undefined {
  const bearer = bearerToken(request);
  if (bearer) return bearer;
  const cookie = request.cookies[cookieName];
  return cookie ? cookie : undefined;
}

/** The `Authorization: Bearer` token, if the request carries a real one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const value = match?.[1]?.trim();
  return value && value !== 'null' && value !== 'undefined' ? value : undefined;
}

/**
 * Guards run as `preValidation` hooks: before the body is validated, so a caller without the right
 * learns nothing about what a valid request would look like.
 */
export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Whether a validly signed token's login still stands (not logged out, account active): 'live',
 * 'ended', or 'suspended' when the shop suspended the account.
 */
export type SessionCheck = (claims: AccessClaims) => Promise<'live' | 'ended' | 'suspended'>;

/**
 * A preValidation hook that admits only logged-in callers, optionally only those of a role. The
 * token must be signed by us and its login must still stand: a token of a login that was ended
 * stops working at once, not when it expires.
 */
export function requireLogin(tokens: AccessTokens, isLive: SessionCheck, role?: UserRole): Guard {
  return async (request) => {
    const token = tokenFrom(request, ACCESS_COOKIE);
    if (!token)
      throw new AppError(
        'UNAUTHORIZED',
        inBoth((t) => t.pleaseLogin),
      );
    const claims = await tokens.verify(token);
    const standing = await isLive(claims);
    if (standing !== 'live') {
      throw new AppError(
        'UNAUTHORIZED',
        inBoth((t) => (standing === 'suspended' ? t.accountSuspended : t.loginEnded)),
      );
    }
    if (role && claims.role !== role) {
      throw new AppError(
        'FORBIDDEN',
        inBoth((t) => t.noPermission),
      );
    }
    request.auth = claims;
  };
}

/** The caller's claims on a route behind `requireLogin`. */
export function authOf(request: FastifyRequest): AccessClaims {
  if (!request.auth)
    throw new AppError(
      'UNAUTHORIZED',
      inBoth((t) => t.pleaseLogin),
    );
  return request.auth;
}

/**
 * The preValidation hooks of admin calls, one an area: an ADMIN token, and the account must still be
 * an active ADMIN in the database whose staff role may use the row's area (staff.ts), so a demoted,
 * removed or suspended admin loses access at once, not when the token expires. A row without an
 * area is the owner's alone.
 */
export function requireStaff(
  tokens: AccessTokens,
  isLive: SessionCheck,
  activeStaffRole: (userId: string) => Promise<StaffRole | undefined>,
): (area: StaffArea | undefined) => Guard {
  const adminToken = requireLogin(tokens, isLive, 'ADMIN');
  return (area) => async (request, reply) => {
    await adminToken(request, reply);
    const role = await activeStaffRole(authOf(request).userId);
    if (role === undefined || !staffMayUse(role, area)) {
      throw new AppError(
        'FORBIDDEN',
        inBoth((t) => t.noPermission),
      );
    }
  };
}
