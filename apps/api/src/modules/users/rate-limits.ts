// Per-IP limits of the account calls that guess or spam (per-e-mail limits live in the services).
// Each route that uses one counts its own calls.

export const STRICT_LIMIT = { rateLimit: { max: 20, timeWindow: '15 minutes' } };
// Logins are limited loosely per IP: a whole factory office may share one address.
export const LOGIN_LIMIT = { rateLimit: { max: 100, timeWindow: '5 minutes' } };
