import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditEvent, AuditSubject } from '@clean/shared/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditEvents } from '../db/schema';
import type { AdminRow } from './admin-repository';

type AuditRow = typeof auditEvents.$inferSelect;

/** The database, or a transaction of it: an action and its record commit together. */
export type AuditWriter = Pick<Database, 'insert'>;

export interface AuditEntry {
  admin: Pick<AdminRow, 'id' | 'name' | 'email'>;
  action: AuditAction;
  subject: AuditSubject;
  /** The appointment's or product's id; null for the availability rules. */
  subjectId: string | null;
  /** A sentence for people, naming what changed. */
  summary: string;
  at: Date;
}

function toAuditEvent(row: AuditRow): AuditEvent {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    // Written only through `record`, whose types hold these to the shared lists.
    action: row.action as AuditAction,
    subject: row.subject as AuditSubject,
    subjectId: row.subjectId,
    admin: { _id: row.adminId, name: row.adminName, email: row.adminEmail },
    summary: row.summary,
  };
}

/**
 * Who did what, when (docs/PRODUCT.md, Admin console). Records are only ever added, each by the service
 * that made the change, in its transaction, with a sentence from domain/audit-sentences.ts.
 */
export function createAuditRepository(db: Database) {
  return {
    /** Adds a record; pass the transaction of the change so both commit or neither does. */
    /** Writes the entry; answers its id (a message about the change names it). */
    async record(entry: AuditEntry, writer: AuditWriter = db): Promise<string> {
      const id = randomUUID();
      await writer.insert(auditEvents).values({
        id,
        at: entry.at,
        adminId: entry.admin.id,
        adminName: entry.admin.name,
        adminEmail: entry.admin.email,
        action: entry.action,
        subject: entry.subject,
        subjectId: entry.subjectId,
        summary: entry.summary,
      });
      return id;
    },

    /**
     * The records of one subject, or of every one of its kind when `subjectId` is null (the
     * availability records all have none), newest first.
     */
    async list(subject: AuditSubject, subjectId: string | null, limit: number): Promise<AuditEvent[]> {
      const rows = await db
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.subject, subject), subjectId === null ? undefined : eq(auditEvents.subjectId, subjectId)),
        )
        .orderBy(desc(auditEvents.at), desc(auditEvents.id))
        .limit(limit);
      return rows.map(toAuditEvent);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
