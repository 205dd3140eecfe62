import { randomUUID } from 'node:crypto';
import type { AdminAlerts } from '@clean/shared/schemas';
import { and, asc, count, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { admins, adminSessions } from '../db/schema';
import { advisoryLock } from './locks';
import type { Transaction } from '../db/transaction';

export type AdminRow = typeof admins.$inferSelect;

/** Taken by every sign-up and by disabling or enabling an admin (see `createIf`, `setDisabled`). */
const ACCOUNTS_LOCK = 'admin-signup';

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
      allowed: (adminCount: number) => boolean | Promise<boolean>,
    ): Promise<AdminRow | 'not-allowed' | 'email-taken'> {
      await advisoryLock(tx, ACCOUNTS_LOCK);
      const [row] = await tx.select({ total: count() }).from(admins);
      if (!(await allowed(row?.total ?? 0))) return 'not-allowed';
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

    /** Every account, oldest first. */
    async list(): Promise<AdminRow[]> {
      return db.select().from(admins).orderBy(asc(admins.createdAt), asc(admins.id));
    },

    /**
     * Disables (`at` a time) or enables (`at` null) an admin, under the accounts lock so two admins
     * disabling each other at once cannot leave none enabled: `keepsOneEnabled` sees the number of
     * enabled admins there would be after. Disabling ends every session of the admin. Answers the row
     * as it was before, or 'not-found', or 'last-enabled'.
     */
    async setDisabled(
      tx: Transaction,
      id: string,
      at: Date | null,
    ): Promise<{ before: AdminRow } | 'not-found' | 'last-enabled'> {
      await advisoryLock(tx, ACCOUNTS_LOCK);
      const [before] = await tx.select().from(admins).where(eq(admins.id, id)).for('update');
      if (!before) return 'not-found';
      if (at !== null && before.disabledAt === null) {
        const [enabled] = await tx.select({ total: count() }).from(admins).where(isNull(admins.disabledAt));
        if ((enabled?.total ?? 0) <= 1) return 'last-enabled';
      }
      // Disabling again keeps the first time.
      const disabledAt = at === null ? null : (before.disabledAt ?? at);
      await tx.update(admins).set({ disabledAt }).where(eq(admins.id, id));
      if (at !== null) await tx.delete(adminSessions).where(eq(adminSessions.adminId, id));
      return { before };
    },

    async updateProfile(
      id: string,
      values: { name: string; phone: string; address: string },
      writer: Pick<Database, 'update'> = db,
    ): Promise<void> {
      await writer.update(admins).set(values).where(eq(admins.id, id));
    },

    /** Which alerts the admin gets by e-mail (their profile); answers the choice before (for the audit record). */
    async updateAlerts(tx: Transaction, id: string, alerts: AdminAlerts): Promise<AdminAlerts | null> {
      const [before] = await tx
        .select({
          newBooking: admins.alertNewBooking,
          paymentAttention: admins.alertPaymentAttention,
          contactMessage: admins.alertContactMessage,
        })
        .from(admins)
        .where(eq(admins.id, id))
        .for('update');
      if (!before) return null;
      await tx
        .update(admins)
        .set({
          alertNewBooking: alerts.newBooking,
          alertPaymentAttention: alerts.paymentAttention,
          alertContactMessage: alerts.contactMessage,
        })
        .where(eq(admins.id, id));
      return before;
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

    /** The admin of an unexpired session, or null (also when the admin is disabled). */
    async findBySession(tokenHash: string, now: Date): Promise<AdminRow | null> {
      const [row] = await db
        .select({ admin: admins })
        .from(adminSessions)
        .innerJoin(admins, eq(admins.id, adminSessions.adminId))
        .where(
          and(eq(adminSessions.tokenHash, tokenHash), gt(adminSessions.expiresAt, now), isNull(admins.disabledAt)),
        );
      return row?.admin ?? null;
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
