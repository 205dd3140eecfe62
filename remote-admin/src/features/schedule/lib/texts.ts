import type { BookingStatus } from '@clean/shared/schemas';
import { bookingStatusLabels } from '../../../components/appointment-status/appointment-status';
import { longDate, shortDate } from '@clean/shared/lagos-time';
import { formatCount } from '../../../lib/format-count';
import { pageTitle } from '../../../lib/route-titles';

/** Every text of the schedule board. */
export const scheduleTexts = {
  title: pageTitle('schedule'),
  intro: 'Crews and bookings per slot, in Lagos time.',
  controls: {
    label: 'Schedule controls',
    view: 'View',
    day: 'Day',
    crews: 'By crew',
    week: 'Week',
    location: 'Location',
    allLocations: 'All locations',
    date: 'Date',
    today: 'Today',
    previous: { day: 'Previous day', crews: 'Previous day', week: 'Previous week' },
    next: { day: 'Next day', crews: 'Next day', week: 'Next week' },
  },
  crewBoard: {
    loading: (location: string) => `Loading the crews of ${location}`,
    errorTitle: (location: string) => `We could not load the crews of ${location}`,
    noCrews: 'No crew works here yet.',
    lanes: (location: string) => `${location}: each crew's day`,
    noCrew: 'Without a crew',
    hours: (from: string, to: string) => `${from} to ${to}`,
    free: 'No jobs',
    travel: (minutes: number) => `${minutes} minutes of travel between jobs.`,
    /** What a job's block says after its start and service, for screen readers: when it ends, for whom. */
    jobRest: (reference: string, customer: string, to: string, status: string | null) =>
      `until ${to}, for ${customer} (${reference})${status ? `, ${status}` : ''}`,
    move: (location: string) => `Send another crew to a job at ${location}`,
    moveHint: "Or drag a job onto another crew's line.",
    jobChoice: (from: string, service: string, customer: string, reference: string, crew: string) =>
      `${from} ${service}, ${customer} (${reference}), ${crew}`,
  },
  heading: {
    day: (date: string) => longDate(date),
    week: (first: string, last: string) => `Week of ${shortDate(first)} to ${longDate(last)}`,
  },
  loading: 'Loading the schedule',
  errorTitle: 'We could not load the schedule',
  emptyTitle: 'Nothing to show',
  emptyText: 'The server sent no days for this choice. Try another date.',
  // 'Closed on Sundays' says it already; a closed date's label ('Independence Day') needs the word.
  closed: (reason: string) => (/^closed\b/i.test(reason) ? reason : `Closed: ${reason}`),
  closedShort: 'Closed',
  noSlots: 'No slot hours on this day.',
  noBookings: 'No bookings',
  /** A run of slots without bookings, folded into one row. */
  freeRun: (first: string, last: string) => (first === last ? first : `${first} to ${last}`),
  freeSlots: (count: number, crews: number) => {
    const slots = count === 1 ? 'No bookings' : `${formatCount(count)} free slots`;
    if (crews === 0) return `${slots}, no crews`;
    return `${slots}, ${crews} ${crews === 1 ? 'crew' : 'crews'}${count === 1 ? ' free' : ' each'}`;
  },
  bookingCount: (count: number) => `${formatCount(count)} ${count === 1 ? 'booking' : 'bookings'}`,
  showAll: (count: number) => `Show all ${formatCount(count)}`,
  showFewer: 'Show fewer',
  noSlot: 'No slot',
  crews: (used: number, available: number) =>
    `${formatCount(used)} of ${formatCount(available)} ${available === 1 ? 'crew' : 'crews'}`,
  free: (free: number) => `${formatCount(free)} free`,
  full: 'Full',
  over: (over: number) => `${formatCount(over)} over capacity`,
  hold: (minutes: number) => `Hold: ${minutes} min left`,
  holdExpired: 'Hold expired',
  /** A plan's visit: 'Plan · Weekly'. */
  planMark: (frequency: string) => `Plan · ${frequency}`,
  time: 'Time',
  weekTable: (location: string) => `${location}: crews used of crews available per day and slot`,
  openDay: (location: string, date: string, time: string, crews: string) =>
    `${location}, ${shortDate(date)}, ${time}: ${crews}. Open the day`,
  /** Shown beside a booking that no longer counts, or that needs the company. */
  statuses: {
    'awaiting-payment': null,
    paid: null,
    expired: bookingStatusLabels.expired,
    'needs-attention': bookingStatusLabels['needs-attention'],
    cancelled: bookingStatusLabels.cancelled,
    completed: bookingStatusLabels.completed,
  } satisfies Record<BookingStatus, string | null>,
} as const;
