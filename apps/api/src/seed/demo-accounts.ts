import { verify } from '@node-rs/argon2';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/**
 * The demo logins `npm start` prints on a shop only this machine reaches. Their passwords are
 * published (in this file and the README), so a shop reachable by others seeds none and refuses
 * to start while an account can still log in with one.
 */
export const DEMO_ACCOUNTS = [
  {
    role: 'ADMIN',
    name: 'Quản trị viên',
    email: 'admin@example.com',
    password: 'admin12345',
    mobile: '0901234567',
  },
  {
    role: 'USER',
    name: 'Nguyễn Văn An',
    email: 'shopper@example.com',
    password: 'shopper12345',
    mobile: '0912345678',
  },
] as const;

const DEMO_EMAILS = DEMO_ACCOUNTS.map((account) => account.email);
const DEMO_PASSWORDS = DEMO_ACCOUNTS.map((account) => account.password);

/**
 * The e-mails of the active accounts that log in with a published demo password: the demo
 * e-mails, and every admin (one renamed but kept on its password). Shoppers' own accounts are not
 * tried: a customer who picks one of these passwords must not be able to stop the shop.
 */
export async function findAccountsOnDemoPasswords(db: Database): Promise<string[]> {
  const candidates = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        eq(users.status, 'Active'),
        or(inArray(users.email, DEMO_EMAILS), eq(users.role, 'ADMIN')),
      ),
    );
  const found: string[] = [];
  for (const account of candidates) {
    for (const password of DEMO_PASSWORDS) {
      if (await verify(account.passwordHash, password).catch(() => false)) {
        found.push(account.email);
        break;
      }
    }
  }
  return found.sort();
}

/** What the shop says when it refuses to start over demo passwords: who, and how to fix it. */
export function demoPasswordRefusal(emails: readonly string[]): string {
  return [
    'The shop is reachable by others, and these accounts still log in with a published demo password:',
    ...emails.map((email) => `  ${email}`),
    'Fix it by changing their passwords (log in and change it on the profile page), or create a',
    'real admin and remove the demo accounts:',
    '  npm run create-admin -- --email you@your-shop.vn --remove-demo-accounts',
  ].join('\n');
}
