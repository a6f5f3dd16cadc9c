import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopSettings, shopSettingsAudit, users } from '../../db/schema';

/** The settings the owner has changed: each field's path and its value. */
export async function selectSettingRows(db: Database): Promise<{ key: string; value: unknown }[]> {
  return db.select({ key: shopSettings.key, value: shopSettings.value }).from(shopSettings);
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
        .values({ key: change.key, value: change.after, updatedBy: userId })
        .onConflictDoUpdate({
          target: shopSettings.key,
          set: { value: change.after, updatedBy: userId, updatedAt: sql`now()` },
        });
    }
    await tx.insert(shopSettingsAudit).values(
      changes.map((change) => ({
        userId,
        userEmail: user?.email ?? userId,
        field: change.key,
        before: change.before,
        after: change.after,
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
  return db
    .select({
      at: shopSettingsAudit.at,
      userEmail: shopSettingsAudit.userEmail,
      field: shopSettingsAudit.field,
      before: shopSettingsAudit.before,
      after: shopSettingsAudit.after,
    })
    .from(shopSettingsAudit)
    .orderBy(desc(shopSettingsAudit.at), desc(shopSettingsAudit.id))
    .limit(limit);
}
