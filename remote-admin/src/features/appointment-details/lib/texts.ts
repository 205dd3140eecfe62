import { bookingStatusLabels } from '../../../components/appointment-status/appointment-status';
import { lagosDateTime } from '@clean/shared/lagos-time';
import { pageTitle } from '../../../lib/route-titles';

/** Every text of an appointment's details page. */
export const appointmentDetailsTexts = {
  title: pageTitle('appointment'),
  back: 'Back to Appointments',
  loading: 'Loading the appointment',
  errorTitle: 'We could not load this appointment',
  notFoundTitle: 'Appointment not found',
  notFoundText: 'It may have been deleted, or the link is wrong.',
  deletedBadge: 'Deleted',
  deletedText: (at: string) =>
    `Deleted on ${lagosDateTime(at)}: kept for the record and shown read only. A payment for it is handled under Needs Attention.`,
  deletedAt: 'Deleted at',
  detailsTitle: 'Booking',
  customerTitle: 'Customer',
  actionsTitle: 'Actions',
  fields: {
    reference: 'Reference',
    status: 'Status',
    bookingState: 'Booking state',
    location: 'Location',
    date: 'Date',
    time: 'Time',
    product: 'Product',
    service: 'Service',
    length: 'Length',
    frequency: 'Frequency',
    amount: 'Amount',
    payment: 'Payment Status',
    paidAt: 'Paid at',
    holdExpiresAt: 'Hold until',
    createdAt: 'Booked at',
    notes: 'Notes',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    area: 'Area',
    landmark: 'Landmark',
  },
  none: 'None',
  /** The one page with room to say why a booking expired. */
  bookingStates: { ...bookingStatusLabels, expired: `${bookingStatusLabels.expired}: the hold ran out unpaid` },
  priceLines: 'How the price is made up',
  crewTitle: 'Crew',
  crew: {
    none: 'No crew named',
    formLabel: 'Send another crew',
  },
  historyTitle: 'History',
  historyEmpty: 'No admin has acted on this appointment yet.',
} as const;
