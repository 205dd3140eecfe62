import { pageTitle } from '../../../lib/route-titles';

/**
 * Every text of the dashboard. The figure names and 'Latest Bookings' are the product's words
 * (docs/PRODUCT.md#admin-console; tests and e2e look for them); the rest are ours.
 */
export const dashboardTexts = {
  title: pageTitle('dashboard'),
  figures: {
    admins: 'Admins',
    appointments: 'Appointments',
    customers: 'Customers',
    earnings: 'Earnings',
  },
  earningsHint: 'Paid appointments only',
  latestTitle: 'Latest Bookings',
  needsAttention: 'Needs attention',
  latestEmpty: 'No bookings yet. New ones appear here as soon as they are made.',
  viewAll: 'View all appointments',
  loading: 'Loading the dashboard',
  errorTitle: 'We could not load the dashboard',
} as const;
