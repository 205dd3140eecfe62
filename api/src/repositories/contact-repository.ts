import { consentColumns } from '../domain/consent';
import { randomUUID } from 'node:crypto';
import type { ContactRequest } from '@clean/shared/schemas';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Unread first, then newest first (creation time, then id). */
const INBOX_ORDER = [
  sql`${contactMessages.handledAt} IS NULL DESC`,
  desc(contactMessages.createdAt),
  desc(contactMessages.id),
];

export function createContactRepository(db: Database) {
  const findById = async (id: string): Promise<ContactMessageRow | null> => {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    return row ?? null;
  };

  return {
    /** Every message a visitor sends is stored before the answer, so none is lost. */
    async create(message: ContactRequest, agreedAt: Date, writer: Pick<Database, 'insert'> = db): Promise<string> {
      const id = randomUUID();
      await writer
        .insert(contactMessages)
        .values({ ...message, id, ...consentColumns(message.privacyNoticeVersion, agreedAt) });
      return id;
    },

    /**
     * `limit` messages from `offset` in inbox order, with the number of messages and of unread ones:
     * one snapshot (repeatable read), so the counts and the rows agree while messages arrive.
     */
    async page(offset: number, limit: number): Promise<{ rows: ContactMessageRow[]; total: number; unread: number }> {
      return db.transaction(
        async (tx) => {
          const rows = await tx
            .select()
            .from(contactMessages)
            .orderBy(...INBOX_ORDER)
            .limit(limit)
            .offset(offset);
          const [counted] = await tx
            .select({
              total: count(),
              unread: sql<number>`count(*) FILTER (WHERE ${contactMessages.handledAt} IS NULL)`.mapWith(Number),
            })
            .from(contactMessages);
          return { rows, total: counted?.total ?? 0, unread: counted?.unread ?? 0 };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    findById,

    /**
     * Marks a message handled by `adminName` at `at`, once: a message handled already keeps its first
     * time and admin. Null when there is no such message.
     */
    async markHandled(id: string, adminName: string, at: Date): Promise<ContactMessageRow | null> {
      const [updated] = await db
        .update(contactMessages)
        .set({ handledAt: at, handledBy: adminName })
        .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
        .returning();
      return updated ?? (await findById(id));
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
