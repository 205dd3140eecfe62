import { formatCount } from '../../../lib/format-count';

/** Every text of the top bar's search. */
export const searchTexts = {
  label: 'Search',
  placeholder: 'Search bookings, customers, messages',
  groups: {
    appointments: 'Appointments',
    customers: 'Customers',
    messages: 'Messages',
    outbox: 'Outbox',
  },
  searching: 'Searching…',
  tooShort: (min: number) => `Type at least ${min} characters`,
  noResults: (query: string) => `No results for “${query}”`,
  failed: 'The search failed',
  results: (count: number) => `${formatCount(count)} ${count === 1 ? 'result' : 'results'}`,
  bookings: (count: number) => `${formatCount(count)} ${count === 1 ? 'booking' : 'bookings'}`,
  handled: 'Handled',
  unread: 'Unread',
} as const;
