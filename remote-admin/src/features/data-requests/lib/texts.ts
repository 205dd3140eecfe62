import type { DataRequestKind, DataRequestStatus } from '@clean/shared/schemas';
import { formatCount } from '../../../lib/format-count';
import { pageTitle } from '../../../lib/route-titles';

/** Every text of the data requests page (docs/PRODUCT.md, "Your data"). */
export const dataRequestsTexts = {
  title: pageTitle('data-requests'),
  intro: 'Customers’ requests to download or erase their data, newest first. Answer each before its deadline.',
  loading: 'Loading the data requests',
  errorTitle: 'We could not load the data requests',
  emptyTitle: 'No requests here',
  emptyText: 'Requests appear here when customers download or ask to erase their data from their booking page.',
  listLabel: 'Data requests, newest first',
  filterLabel: 'Show',
  all: 'All',
  kinds: { access: 'Download', erasure: 'Erasure' } satisfies Record<DataRequestKind, string>,
  statuses: {
    'awaiting-confirmation': 'Awaiting the customer’s link',
    'awaiting-admin': 'Awaiting you',
    completed: 'Completed',
    refused: 'Refused',
  } satisfies Record<DataRequestStatus, string>,
  booking: (reference: string) => `From booking ${reference}`,
  due: (at: string) => `Due by ${at}`,
  overdue: (at: string) => `Overdue since ${at}`,
  closed: (at: string, by: string | null) => `Closed ${at}${by ? ` by ${by}` : ''}`,
  complete: 'Erase now',
  completing: 'Erasing…',
  // Starts with the visible text, so a voice user saying "Erase now" reaches it (axe: label-content-name-mismatch).
  completeLabel: (reference: string) => `Erase now: the data of the request from booking ${reference}`,
  confirmTitle: 'Erase this customer’s data?',
  confirmText:
    'The name, contact, address and notes of every booking and message of this e-mail address are erased. ' +
    'Bookings that share only the phone number are not: check the number is the customer’s first. Amounts, ' +
    'dates and payments stay. This cannot be undone.',
  refuse: 'Refuse',
  refuseTitle: 'Refuse this request',
  reasonLabel: 'Why (the customer can be told this)',
  refuseConfirm: 'Refuse the request',
  refusing: 'Refusing…',
  cancel: 'Cancel',
  pager: {
    label: 'Data request pages',
    total: (total: number) => `${formatCount(total)} ${total === 1 ? 'request' : 'requests'}`,
  },
} as const;
