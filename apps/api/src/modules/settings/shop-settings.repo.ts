import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopSettings, shopSettingsAudit, users } from '../../db/schema';

/** The settings the owner has changed: each field's path and its value. */
export async function selectSettingRows(db: Database): Promise<{ key: string; value: unknown }[]> {
  const rows = await db
    .select({ key: shopSettings.key, value: sql<string>`${shopSettings.value}::text` })
    .from(shopSettings);
  return rows.map((row) => ({ key: row.key, value: JSON.parse(row.value) as unknown }));
}

/**
 * A value as jsonb, written as its JSON text: the drivers differ in how they pass a bare string
 * to a jsonb column (PGlite's read `"123"` back as the number 123).
 */
function jsonb(value: unknown) {
  return sql`${JSON.stringify(value ?? null)}::jsonb`;
}

/** One setting's change, as saved and audited. */
export interface SettingChange {
  key: string;
  before: unknown;
  after: unknown;
}

/**
 * Writes the changed settings and one audit line each, in one transaction: the audit names the
 * admin by the e-mail they have now (kept if the account goes).
 */
export async function writeSettingChanges(
  db: Database,
  userId: string,
  changes: readonly SettingChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    for (const change of changes) {
      await tx
        .insert(shopSettings)
        .values({ key: change.key, value: jsonb(change.after), updatedBy: userId })
        .onConflictDoUpdate({
          target: shopSettings.key,
          set: { value: jsonb(change.after), updatedBy: userId, updatedAt: sql`now()` },
        });
    }
    await tx.insert(shopSettingsAudit).values(
      changes.map((change) => ({
        userId,
        userEmail: user?.email ?? userId,
        field: change.key,
        before: jsonb(change.before),
        after: jsonb(change.after),
      })),
    );
  });
}

export interface AuditRow {
  at: Date;
  userEmail: string;
  field: string;
  before: unknown;
  after: unknown;
}

/** The latest audit lines first. */
export async function selectAuditLines(db: Database, limit: number): Promise<AuditRow[]> {
  const rows = await db
    .select({
      at: shopSettingsAudit.at,
      userEmail: shopSettingsAudit.userEmail,
      field: shopSettingsAudit.field,
      before: sql<string>`${shopSettingsAudit.before}::text`,
      after: sql<string>`${shopSettingsAudit.after}::text`,
    })
    .from(shopSettingsAudit)
    .orderBy(desc(shopSettingsAudit.at), desc(shopSettingsAudit.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    before: JSON.parse(row.before) as unknown,
    after: JSON.parse(row.after) as unknown,
  }));
}
