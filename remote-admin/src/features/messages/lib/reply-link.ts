import type { ContactMessage } from '@clean/shared/schemas';
import { messagesTexts } from './texts';

/** A `mailto:` that opens the admin's mail app with the sender and 'Re: <subject>' filled in. */
export function replyHref(message: Pick<ContactMessage, 'email' | 'subject'>): string {
  return `mailto:${message.email}?subject=${encodeURIComponent(messagesTexts.replySubject(message.subject))}`;
}
