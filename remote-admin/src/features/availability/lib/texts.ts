import { pageTitle } from '../../../lib/route-titles';

/** Every text of the availability page. */
export const availabilityTexts = {
  title: pageTitle('availability'),
  intro: 'Crews, slot hours and closed days, in Lagos time. The booking form follows them at once.',
  loading: 'Loading the availability settings',
  errorTitle: 'We could not load the availability settings',
  managePolicy: {
    title: 'Customer changes',
    intro: 'What customers may do themselves from the link in their e-mails.',
    loading: 'Loading…',
    labels: {
      rescheduleCutoffHours: 'Reschedule until (hours before)',
      maxReschedules: 'Moves allowed per booking',
      cancellationCutoffHours: 'Cancel with a full refund until (hours before)',
    },
    hints: {
      rescheduleCutoffHours: 'Later than this, customers call or WhatsApp you.',
      maxReschedules: 'How many times one booking can be moved online.',
      cancellationCutoffHours: 'Later than this, no refund online: customers call or WhatsApp you.',
    },
    save: 'Save customer rules',
    saving: 'Saving…',
    saved: 'Manage link rules saved.',
    failed: 'Nothing was saved. Check your connection, then try again.',
  },
  rules: {
    title: 'Weekly rules',
    crews: 'Crews per location',
    crewsHint:
      "How many crews each location has at work. More brings back inactive crews, then names new ones ('Lagos crew 4'); fewer deactivates the crews with the fewest jobs ahead. Name, hours and time off of each: Crews. 0 stops bookings there.",
    crewsOf: (location: string) => `${location} crews`,
    travel: 'Travel time between jobs',
    travelHint:
      'Minutes a crew needs to reach the next home after a job, in quarter hours. New bookings keep it; jobs booked already stay.',
    travelOf: (location: string) => `${location} travel minutes`,
    hours: 'Slot hours',
    hoursHint: 'The hours a crew can start. Saturdays keep only 6, 7 and 8 AM among these.',
    weekdays: 'Closed weekdays',
    save: 'Save changes',
    saving: 'Saving…',
    lastSaved: (when: string) => `Last changed ${when}`,
  },
  closedDates: {
    title: 'Closed dates',
    empty: 'No closed dates ahead.',
    allLocations: 'All locations',
    noLabel: 'No reason given',
    reopen: 'Reopen',
    reopenName: (date: string, where: string) => ` ${date}, ${where}`,
    confirmTitle: 'Reopen this date?',
    confirmText: (date: string, where: string) =>
      `${date} opens again for bookings at ${where === 'All locations' ? 'every location' : where}.`,
    confirm: 'Reopen',
    confirming: 'Reopening…',
    keep: 'Keep it closed',
    addTitle: 'Close a date',
    date: 'Date',
    location: 'Location',
    label: 'Reason (optional)',
    labelHint: "Shown to staff: 'Independence Day', 'Staff training'.",
    add: 'Close this date',
    adding: 'Closing…',
    dateRequired: 'Choose a date',
  },
  failureTitle: 'Nothing was saved',
  history: {
    title: 'Recent changes',
    loading: 'Loading the recent changes',
    errorTitle: 'We could not load the recent changes',
    empty: 'No changes yet. Saved rules and closed dates are listed here.',
  },
} as const;
