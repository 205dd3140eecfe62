import { randomUUID } from 'node:crypto';
import type { ContactRequest } from '@clean/shared/schemas';
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';

export function createContactRepository(db: Database) {
  return {
    /** Every message a visitor sends is stored before the answer, so none is lost. */
    async create(message: ContactRequest): Promise<string> {
      const id = randomUUID();
      await db.insert(contactMessages).values({ ...message, id });
      return id;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
