import { appointmentPath, customerPath, messagePath, paths } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import type { SearchResponse } from '@clean/shared/schemas';
import { searchTexts } from './texts';

export type SearchGroup = keyof typeof searchTexts.groups;

/** One result as the combobox lists it: where choosing it goes, and what it says. */
export interface SearchItem {
  key: string;
  group: SearchGroup;
  path: string;
  title: string;
  detail: string;
}

const GROUP_ORDER: readonly SearchGroup[] = ['appointments', 'customers', 'messages', 'outbox'];

/**
 * The server's answer as one list (the combobox moves through it with the arrows) in the order of
 * the groups shown: appointments (reference, customer, date and time), customers, messages, outbox.
 */
export function searchItems(response: SearchResponse): SearchItem[] {
  const appointments = response.appointments.map<SearchItem>((hit) => ({
    key: `appointment-${hit._id}`,
    group: 'appointments',
    path: appointmentPath(hit._id),
    title: `${hit.reference} · ${hit.customerName}`,
    detail: `${toDisplayDate(hit.date)} ${hit.time} · ${hit.service}, ${hit.location}${hit.crew ? ` · ${hit.crew}` : ''}`,
  }));
  const customers = response.customers.map<SearchItem>((hit) => ({
    key: `customer-${hit._id}`,
    group: 'customers',
    path: customerPath(hit._id),
    title: hit.name,
    detail: `${hit.email} · ${hit.phone} · ${searchTexts.bookings(hit.bookings)}`,
  }));
  const messages = response.messages.map<SearchItem>((hit) => ({
    key: `message-${hit._id}`,
    group: 'messages',
    path: messagePath(hit._id),
    title: hit.subject,
    detail: `${hit.name} · ${toDisplayDate(hit.createdAt)} · ${hit.handled ? searchTexts.handled : searchTexts.unread}`,
  }));
  // An outbox message has no page of its own: the outbox, at its recipient's messages of its status.
  const outbox = response.outbox.map<SearchItem>((hit) => ({
    key: `outbox-${hit._id}`,
    group: 'outbox',
    path: `${paths.admin.outbox}?${new URLSearchParams({ recipient: hit.recipient, status: hit.status }).toString()}`,
    title: hit.recipient,
    detail: `${hit.kind} · ${toDisplayDate(hit.createdAt)} · ${hit.status}`,
  }));
  const all = { appointments, customers, messages, outbox };
  return GROUP_ORDER.flatMap((group) => all[group]);
}

/** The groups with results, in order, each with its items and their places in the whole list. */
export function groupItems(items: readonly SearchItem[]) {
  return GROUP_ORDER.map((group) => ({
    group,
    label: searchTexts.groups[group],
    entries: items.flatMap((item, index) => (item.group === group ? [{ item, index }] : [])),
  })).filter((group) => group.entries.length > 0);
}
