import type { AppointmentSort } from '@clean/shared/schemas';
import { bookingStatusLabels, paymentLabel } from '../../../components/appointment-status/appointment-status';

/** Every text of the appointments page's filters, order and export. */
export const filterTexts = {
  legend: 'Filter and sort',
  status: 'Status',
  payment: 'Payment',
  location: 'Location',
  from: 'From',
  to: 'To',
  datesHint: 'Appointment dates',
  sort: 'Sort by',
  order: 'Order',
  any: 'All',
  statuses: bookingStatusLabels,
  payments: { paid: paymentLabel(true), unpaid: paymentLabel(false) },
  sorts: {
    created: 'Booking date',
    date: 'Appointment date',
    amount: 'Amount',
  } satisfies Record<AppointmentSort, string>,
  orders: { desc: 'Descending', asc: 'Ascending' },
  clear: 'Clear filters',
  export: 'Export CSV',
  exporting: 'Exporting…',
  exported: (name: string) => `Downloaded ${name}`,
  exportFailed: 'The export failed',
  noMatchTitle: 'No appointments match these filters',
  noMatchText: 'Change or clear the filters to see more.',
  badRangeTitle: 'Check the dates',
} as const;
