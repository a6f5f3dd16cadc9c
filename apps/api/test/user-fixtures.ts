import { hash } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { refreshTokens, users } from '../src/db/schema';

let counter = 0;

/** A unique e-mail per call, so tests never share accounts (or rate-limit windows). */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export async function makeUser(
  db: Database,
  values: {
    email?: string;
    password?: string;
    role?: 'ADMIN' | 'USER';
    status?: 'Active' | 'Suspended';
    name?: string;
  } = {},
) {
  const email = values.email ?? uniqueEmail();
  const password = values.password ?? 'correct horse battery';
  const [row] = await db
    .insert(users)
    .values({
      email,
      name: values.name ?? 'Trần Thị Bình',
      passwordHash: await hash(password),
      role: values.role ?? 'USER',
      status: values.status ?? 'Active',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return { id: row.id, email, password };
}

/**
 * A login of the user made directly in the database (a refresh-token family): an access token
 * signed for its id is accepted for as long as the login stands. Answers the family id.
 */
export async function openLogin(db: Database, userId: string): Promise<string> {
  const familyId = randomBytes(12).toString('hex');
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: randomBytes(32).toString('hex'),
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  return familyId;
}

export async function logInAs(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const { data } = response.json<{ data: { accesstoken: string; refreshToken: string } }>();
  return { accessToken: data.accesstoken, refreshToken: data.refreshToken };
}

/** A multipart/form-data body with one file, as a browser's FormData would send it. */
export function multipartFile(field: string, fileName: string, contentType: string, bytes: Buffer) {
  const boundary = `----shop-test-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
