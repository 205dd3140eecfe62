import type { ContactRequest } from '@clean/shared/schemas';
import { queueContactMessageAlerts } from '../messages/admin-alerts';
import type { ContactRepository } from '../repositories/contact-repository';
import type { OutboxRepository } from '../repositories/outbox-repository';
import type { UnitOfWork } from './unit-of-work';

export interface ContactFormDeps extends Pick<UnitOfWork, 'db'> {
  contacts: Pick<ContactRepository, 'create'>;
  outbox: Pick<OutboxRepository, 'queue'>;
}

/** Stores a message of the public contact form, with the admins' alerts in its transaction; its id. */
export const sendContactMessage = (deps: ContactFormDeps, message: ContactRequest): Promise<string> =>
  deps.db.transaction(async (tx) => {
    const id = await deps.contacts.create(message, tx);
    await queueContactMessageAlerts(deps.outbox, tx, { id, ...message });
    return id;
  });
