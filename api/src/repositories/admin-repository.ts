import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { admins, adminSessions } from '../db/schema';
import { advisoryLock, type Transaction } from './locks';

export type AdminRow = typeof admins.$inferSelect;

const SIGNUP_LOCK = 'admin-signup';

export function createAdminRepository(db: Database) {
  return {
    async count(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(admins);
      return row?.total ?? 0;
    },

    /**
     * Creates an admin if `allowed(adminCount)` says so and the e-mail is free, under a lock (held to
     * the end of the caller's transaction) so two first sign-ups cannot both pass the "no admin yet"
     * check.
     */
    async createIf(
      tx: Transaction,
      values: { name: string; email: string; passwordHash: string },
      allowed: (adminCount: number) => boolean,
    ): Promise<AdminRow | 'not-allowed' | 'email-taken'> {
      await advisoryLock(tx, SIGNUP_LOCK);
      const [row] = await tx.select({ total: count() }).from(admins);
      if (!allowed(row?.total ?? 0)) return 'not-allowed';
      const [taken] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.email, values.email));
      if (taken) return 'email-taken';
      const [created] = await tx
        .insert(admins)
        .values({ ...values, id: randomUUID() })
        .returning();
      if (!created) throw new Error('An admin just created could not be read back');
      return created;
    },

    async findByEmail(email: string): Promise<AdminRow | null> {
      const [row] = await db.select().from(admins).where(eq(admins.email, email));
      return row ?? null;
    },

    async findById(id: string): Promise<AdminRow | null> {
      const [row] = await db.select().from(admins).where(eq(admins.id, id));
      return row ?? null;
    },

    async updateProfile(id: string, values: { name: string; phone: string; address: string }): Promise<void> {
      await db.update(admins).set(values).where(eq(admins.id, id));
    },

    /** The admin looked at the notifications at `at`: the badge counts what comes after. */
    async markNotificationsSeen(id: string, at: Date): Promise<void> {
      await db.update(admins).set({ notificationsSeenAt: at }).where(eq(admins.id, id));
    },

    /** New password hash, and every session of the admin revoked (the caller's one transaction). */
    async changePassword(tx: Transaction, id: string, passwordHash: string): Promise<void> {
      await tx.update(admins).set({ passwordHash }).where(eq(admins.id, id));
      await tx.delete(adminSessions).where(eq(adminSessions.adminId, id));
    },

    async createSession(adminId: string, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
      // Expired sessions are cleared as new ones are made.
      await db.delete(adminSessions).where(lte(adminSessions.expiresAt, now));
      await db.insert(adminSessions).values({ tokenHash, adminId, expiresAt });
    },

    /** The admin of an unexpired session, or null. */
    async findBySession(tokenHash: string, now: Date): Promise<AdminRow | null> {
      const [row] = await db
        .select({ admin: admins })
        .from(adminSessions)
        .innerJoin(admins, eq(admins.id, adminSessions.adminId))
        .where(and(eq(adminSessions.tokenHash, tokenHash), gt(adminSessions.expiresAt, now)));
      return row?.admin ?? null;
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
