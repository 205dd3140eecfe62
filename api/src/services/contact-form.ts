import type { ContactRequest } from '@clean/shared/schemas';
import type { ContactRepository } from '../repositories/contact-repository';

/** Stores a message of the public contact form; its id. */
export const sendContactMessage = (deps: { contacts: Pick<ContactRepository, 'create'> }, message: ContactRequest) =>
  deps.contacts.create(message);
