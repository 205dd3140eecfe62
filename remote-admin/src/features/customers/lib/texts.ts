import { bookingStatusLabels } from '../../../components/appointment-status/appointment-status';
import { pageTitle } from '../../../lib/route-titles';
import { formatCount } from '../../../lib/format-count';

/** Every text of the customers list and a customer's page. */
export const customersTexts = {
  title: pageTitle('customers'),
  intro: 'Everyone who has booked, one row per person (by email or phone number).',
  columns: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    bookings: 'Bookings',
    totalPaid: 'Total paid',
    lastBooking: 'Last booking',
  },
  caption: (page: number, pageCount: number) => `Customers, page ${page} of ${pageCount}`,
  loading: 'Loading the customers',
  errorTitle: 'We could not load the customers',
  emptyTitle: 'No customers yet',
  emptyText: 'Everyone who books on the website appears here with their bookings.',
  pager: {
    label: 'Customer pages',
    total: (total: number) => `${formatCount(total)} ${total === 1 ? 'customer' : 'customers'}`,
  },
  details: {
    title: pageTitle('customer'),
    back: 'Back to Customers',
    loading: 'Loading the customer',
    errorTitle: 'We could not load this customer',
    notFoundTitle: 'Customer not found',
    notFoundText: 'Their bookings may have been deleted, or the link is wrong.',
    contactTitle: 'Contact',
    figuresTitle: 'Figures',
    bookingsTitle: 'Bookings',
    bookingsCaption: (name: string) => `Bookings of ${name}, newest first`,
    noBookings: 'No bookings left.',
    fields: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      address: 'Address',
      bookings: 'Bookings',
      totalPaid: 'Total paid',
      lastBooking: 'Last booking',
    },
    columns: {
      reference: 'Reference',
      date: 'Date',
      time: 'Time',
      location: 'Location',
      service: 'Service',
      amount: 'Amount',
      status: 'Status',
    },
  },
  statuses: bookingStatusLabels,
} as const;
