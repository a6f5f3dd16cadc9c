import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, AccessTokens } from './tokens';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const CLAIMS = { userId: '65a1b2c3d4e5f60718293a50', role: 'USER', familyId: 'f1' } as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('AccessTokens', () => {
  it('verifies a token it signed, again and again', async () => {
    const tokens = AccessTokens.fromSecret(SECRET);
    const token = await tokens.sign(CLAIMS);

    await expect(tokens.verify(token)).resolves.toEqual(CLAIMS);
    await expect(tokens.verify(token)).resolves.toEqual(CLAIMS);
  });

  it('refuses a token once it has expired, though it was verified before', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T08:00:00Z') });
    const tokens = AccessTokens.fromSecret(SECRET);
    const token = await tokens.sign(CLAIMS);
    await expect(tokens.verify(token)).resolves.toEqual(CLAIMS);

    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    await expect(tokens.verify(token)).rejects.toMatchObject({
      message: 'Access token expired',
    });
  });

  it('refuses a token changed after signing, and one signed with another secret', async () => {
    const tokens = AccessTokens.fromSecret(SECRET);
    const token = await tokens.sign(CLAIMS);
    await tokens.verify(token);
    const [header, payload, signature = ''] = token.split('.');
    const admin = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        role: 'ADMIN',
      }),
    ).toString('base64url');

    await expect(tokens.verify(`${header}.${admin}.${signature}`)).rejects.toMatchObject({
      message: 'Invalid access token',
    });
    const other = await AccessTokens.fromSecret(`${SECRET}-other`).sign(CLAIMS);
    await expect(tokens.verify(other)).rejects.toMatchObject({ message: 'Invalid access token' });
  });
});
