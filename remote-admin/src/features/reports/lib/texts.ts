import { CREW_REPORT_DAYS, ON_TIME_MINUTES, REPORT_MONTHS, REPORT_WEEKS } from '@clean/shared/constants';

/** Every text of the dashboard's reports. */
export const reportsTexts = {
  title: 'Reports',
  loading: 'Loading the reports',
  errorTitle: 'We could not load the reports',
  chartLoading: 'Drawing the chart',
  showTable: 'Show table',
  hideTable: 'Hide table',
  earnings: {
    title: 'Earnings per week',
    caption: `Earnings per week, last ${REPORT_WEEKS} weeks (paid bookings, by the week they were paid)`,
    headers: ['Week of', 'Earnings', 'Paid bookings'],
    empty: `No paid bookings in the last ${REPORT_WEEKS} weeks.`,
  },
  lines: {
    title: 'Earnings by price line',
    caption: `Paid money per kind of price line, last ${REPORT_WEEKS} weeks (a booking priced by its service alone counts as base price)`,
    headers: ['Price line', 'Earnings', 'Paid bookings'],
    empty: `No paid bookings in the last ${REPORT_WEEKS} weeks.`,
    /** Each kind of line (docs/PRODUCT.md, "A price that fits the home"). */
    kinds: { base: 'Base price', parameter: 'Home size', extra: 'Extras', area: 'Area surcharges' },
  },
  locations: {
    title: 'Bookings per location',
    caption: 'Bookings per location (not cancelled, expired or deleted)',
    headers: ['Location', 'Bookings'],
    empty: 'Nothing to count yet: no active bookings.',
  },
  recurring: {
    title: 'Recurring revenue per month',
    caption: (monthly: string, plans: number) =>
      `Plan visits paid per month, last ${REPORT_MONTHS} months; the ${plans} active ${plans === 1 ? 'plan brings' : 'plans bring'} ${monthly} a month`,
    headers: ['Month', 'Paid plan visits', 'Visits'],
    empty: `No plan visit paid in the last ${REPORT_MONTHS} months.`,
  },
  crews: {
    title: 'Crew hours ahead',
    caption: `Hours of jobs booked per crew, the next ${CREW_REPORT_DAYS} days`,
    headers: ['Crew', 'Location', 'Jobs', 'Hours booked'],
    empty: `No crew has a job in the next ${CREW_REPORT_DAYS} days.`,
  },
  utilisation: {
    title: 'Crew utilisation ahead',
    caption: `Hours booked against the hours the crews work, per location, the next ${CREW_REPORT_DAYS} days`,
    headers: ['Location', 'Hours booked', 'Hours worked', 'Utilisation'],
    empty: `No job booked in the next ${CREW_REPORT_DAYS} days.`,
  },
  /** docs/PRODUCT.md, "The crew's day": how each crew's visits went. */
  crewVisits: {
    title: 'Crews on the day',
    caption: `How each crew's visits went, the last ${CREW_REPORT_DAYS} days (on time: started at most ${ON_TIME_MINUTES} minutes after the booked time)`,
    headers: {
      crew: 'Crew',
      location: 'Location',
      visits: 'Visits',
      onTime: 'On-time starts',
      couldNotWork: 'Could not work',
      onSite: 'Median time on site',
    },
    onTime: (onTime: number, visits: number) => `${onTime} of ${visits}`,
    none: '—',
    empty: `No crew recorded a visit in the last ${CREW_REPORT_DAYS} days.`,
  },
  busiest: {
    title: 'Busiest times',
    caption: 'Bookings per start time, busiest first',
    headers: ['Start time', 'Bookings'],
    empty: 'Nothing to count yet: no active bookings.',
  },
} as const;
