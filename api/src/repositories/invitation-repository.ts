import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adminInvitations, admins } from '../db/schema';
import type { Transaction } from '../db/transaction';

export type InvitationRow = typeof adminInvitations.$inferSelect;

/** Why an invitation cannot be used or revoked any more. */
export type InvitationSpent = 'used' | 'expired' | 'revoked';

/** What stops the invitation at `now`, or null while it is pending. */
export function spentReason(row: InvitationRow, now: Date): InvitationSpent | null {
  if (row.usedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

const pending = (now: Date) =>
  and(isNull(adminInvitations.usedAt), isNull(adminInvitations.revokedAt), gt(adminInvitations.expiresAt, now));

/** Single-use admin invitations (schema.ts `adminInvitations`): only the code's hash is kept. */
export function createInvitationRepository(db: Database) {
  return {
    async create(
      tx: Transaction,
      values: { codeHash: string; createdBy: string; createdAt: Date; expiresAt: Date },
    ): Promise<InvitationRow> {
      const [row] = await tx
        .insert(adminInvitations)
        .values({ ...values, id: randomUUID() })
        .returning();
      if (!row) throw new Error('An invitation just created could not be read back');
      return row;
    },

    /** The pending invitations with their maker's name, newest first. */
    async listPending(now: Date): Promise<(InvitationRow & { createdByName: string })[]> {
      const rows = await db
        .select({ invitation: adminInvitations, createdByName: admins.name })
        .from(adminInvitations)
        .leftJoin(admins, eq(admins.id, adminInvitations.createdBy))
        .where(pending(now))
        .orderBy(desc(adminInvitations.createdAt), desc(adminInvitations.id));
      return rows.map((row) => ({ ...row.invitation, createdByName: row.createdByName ?? 'a former admin' }));
    },

    async countPending(now: Date): Promise<number> {
      const [row] = await db.select({ total: count() }).from(adminInvitations).where(pending(now));
      return row?.total ?? 0;
    },

    /**
     * The invitation of a code's hash, locked to the end of the transaction (one sign-up uses it), and
     * whether its maker is still an enabled admin.
     */
    async findForUse(tx: Transaction, codeHash: string): Promise<(InvitationRow & { inviterEnabled: boolean }) | null> {
      const [row] = await tx
        .select({ invitation: adminInvitations, inviterDisabledAt: admins.disabledAt, inviterId: admins.id })
        .from(adminInvitations)
        .leftJoin(admins, eq(admins.id, adminInvitations.createdBy))
        .where(eq(adminInvitations.codeHash, codeHash))
        .for('update', { of: adminInvitations });
      if (!row) return null;
      return { ...row.invitation, inviterEnabled: row.inviterId !== null && row.inviterDisabledAt === null };
    },

    /** Revokes the pending invitations `adminId` made; answers them. */
    async revokePendingBy(tx: Transaction, adminId: string, at: Date): Promise<InvitationRow[]> {
      return tx
        .update(adminInvitations)
        .set({ revokedAt: at })
        .where(and(eq(adminInvitations.createdBy, adminId), pending(at)))
        .returning();
    },

    async markUsed(tx: Transaction, id: string, adminId: string, at: Date): Promise<void> {
      await tx.update(adminInvitations).set({ usedAt: at, usedBy: adminId }).where(eq(adminInvitations.id, id));
    },

    /** Revokes a pending invitation; answers it as it was, 'not-found', or why it was no longer pending. */
    async revoke(tx: Transaction, id: string, at: Date): Promise<InvitationRow | 'not-found' | InvitationSpent> {
      const [row] = await tx.select().from(adminInvitations).where(eq(adminInvitations.id, id)).for('update');
      if (!row) return 'not-found';
      const spent = spentReason(row, at);
      if (spent) return spent;
      await tx.update(adminInvitations).set({ revokedAt: at }).where(eq(adminInvitations.id, id));
      return row;
    },
  };
}

export type InvitationRepository = ReturnType<typeof createInvitationRepository>;
