import type { ContactRequest } from '@clean/shared/schemas';
import { queueContactMessageAlerts } from '../messages/admin-alerts';
import type { ContactRepository } from '../repositories/contact-repository';
import type { OutboxRepository } from '../repositories/outbox-repository';
import type { UnitOfWork } from '../db/transaction';

export interface ContactFormDeps extends Pick<UnitOfWork, 'db'> {
  contacts: Pick<ContactRepository, 'create'>;
  outbox: Pick<OutboxRepository, 'queue'>;
}

/** Stores a message of the public contact form, with the admins' alerts in its transaction; its id. */
export const sendContactMessage = (deps: ContactFormDeps, message: ContactRequest, now: Date): Promise<string> =>
  deps.db.transaction(async (tx) => {
    // The notice the form showed is stored with the time it was sent (docs/DECISIONS.md, "Consent at collection").
    const id = await deps.contacts.create(message, now, tx);
    await queueContactMessageAlerts(deps.outbox, tx, { id, ...message });
    return id;
  });
