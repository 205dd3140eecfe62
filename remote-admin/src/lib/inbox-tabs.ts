import { paths } from '@clean/shared';

/**
 * The inbox's two halves on /admin/messages (docs/PRODUCT.md, "Messages on WhatsApp and SMS"): the
 * contact form's messages, and customers' WhatsApp and SMS conversations (`?inbox=phones`).
 */
export const INBOX_TABS = ['contact', 'phones'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

export const INBOX_TAB_LABELS: Record<InboxTab, string> = {
  contact: 'Contact form',
  phones: 'WhatsApp and SMS',
};

/** The inbox with one half open. */
export const inboxPath = (tab: InboxTab): string =>
  tab === 'contact' ? paths.admin.messages : `${paths.admin.messages}?inbox=${tab}`;

/** The half a URL's `?inbox=` names; the contact form's by default. */
export const inboxTabOf = (value: string | null): InboxTab => (value === 'phones' ? 'phones' : 'contact');
