import type { AdminPlanVisit, PlanChargeState, PlanState } from '@clean/shared/schemas';
import { cardBrandName } from '@clean/shared/plans';
import { formatCount } from '../../../lib/format-count';
import { pageTitle } from '../../../lib/route-titles';

/** How a plan stands, in the console's words. */
const STATUSES = {
  pending: 'Awaiting first payment',
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
} satisfies Record<PlanState, string>;

const CHARGES = {
  pending: 'Charging',
  success: 'Charged',
  failed: 'Refused',
} satisfies Record<PlanChargeState, string>;

/** Every text of the plans list (docs/PRODUCT.md, Recurring plans). */
export const plansTexts = {
  title: pageTitle('plans'),
  intro: 'Recurring plans, newest first: each with its next visit and when its card is charged next.',
  loading: 'Loading the plans',
  errorTitle: 'We could not load the plans',
  emptyTitle: 'No plans here',
  emptyText: 'A plan appears here when a customer books a weekly, every-2-weeks or monthly cleaning.',
  listLabel: 'Plans, newest first',
  filterLabel: 'Show',
  all: 'All',
  statuses: STATUSES,
  charges: CHARGES,
  perVisit: (amount: string) => `${amount} per visit`,
  pausedUntil: (date: string) => `Paused until ${date}`,
  nextVisit: (when: string) => `Next visit ${when}`,
  noNextVisit: 'No visit ahead',
  nextCharge: (at: string) => `Card charged ${at}`,
  lastCharge: (state: string, at: string) => `Last charge: ${state} ${at}`,
  openLabel: (name: string) => `Open the plan of ${name}`,
  pager: {
    label: 'Plan pages',
    total: (total: number) => `${formatCount(total)} ${total === 1 ? 'plan' : 'plans'}`,
  },
} as const;

/** Every text of one plan's page. */
export const planTexts = {
  title: pageTitle('plan'),
  back: 'All plans',
  loading: 'Loading the plan',
  errorTitle: 'We could not load the plan',
  notFoundTitle: 'Plan not found',
  notFoundText: 'This plan does not exist. Go back to the list of plans.',
  statuses: STATUSES,
  charges: CHARGES,
  termsTitle: 'Terms',
  customerTitle: 'Customer',
  visitsTitle: 'Visits',
  visitsLabel: 'The plan’s visits, first to last',
  chargesTitle: 'Card charges',
  chargesEmpty: 'No charge of the saved card yet: the first visit is paid online.',
  actionsTitle: 'Actions',
  fields: {
    terms: 'Repeats',
    amount: 'Price per visit',
    offeredAmount: 'New price offered',
    firstDate: 'First visit',
    card: 'Saved card',
    consentAt: 'Consent to charge',
    nextCharge: 'Next charge',
    pausedUntil: 'Paused until',
    cancelledAt: 'Cancelled',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    location: 'Location',
  },
  /** The catalogue's price now, not the plan's: it applies once the customer accepts it (docs/PRODUCT.md). */
  offered: (amount: string) => `${amount} per visit, once the customer accepts it on their booking link`,
  noCard: 'None (paid by bank transfer: later visits wait for payment)',
  card: (brand: string | null, last4: string | null) =>
    [brand ? `${cardBrandName(brand)} card` : 'Card', last4 ? `ending ${last4}` : ''].filter(Boolean).join(' '),
  none: '—',
  visitNumber: (visit: number) => `Visit ${visit}`,
  visitStates: {
    'awaiting-payment': 'Unpaid',
    paid: 'Paid',
    expired: 'Released unpaid',
    'needs-attention': 'Needs attention',
    cancelled: 'Cancelled',
    completed: 'Completed',
  } satisfies Record<AdminPlanVisit['status'], string>,
  chargeState: (state: string, attempts: number) => `${state}${attempts > 1 ? ` (${attempts} tries)` : ''}`,
  chargeLine: (attempt: number, visit: string) => `Attempt ${attempt} for ${visit}`,
  skip: 'Skip',
  skipLabel: (date: string) => `Skip the visit of ${date}`,
  skipTitle: 'Skip this visit?',
  skipText: (date: string) =>
    `The visit of ${date} is cancelled and its crew freed; it is never charged (a paid one is refunded under the cancellation policy). The customer is told by e-mail.`,
  pause: 'Pause until…',
  pauseTitle: 'Pause the plan?',
  pauseConfirm: 'Pause plan',
  pauseText: (max: number) =>
    `Visits before the date are cancelled and freed (paid ones refunded under the cancellation policy). The plan starts again by itself on that day, at most ${max} days ahead. The customer is told by e-mail.`,
  pauseUntil: 'Pause until',
  pauseChooseDate: 'Choose the day the plan starts again.',
  reschedule: 'Change day or time',
  rescheduleTitle: 'Change the day or time of the visits to come?',
  rescheduleConfirm: 'Move the visits',
  rescheduleText:
    "The next visit moves to the date and time chosen, and the later ones follow at the plan's interval; a full slot's visit takes the nearest free time. Paid or charged visits and visits inside the reschedule cut-off stay. The customer gets one e-mail listing the new times.",
  rescheduleFrom: 'Next visit on',
  rescheduleTime: 'Time',
  rescheduleNoTimes: 'No free time is offered that day (closed, fully booked or beyond the booking window).',
  rescheduleChoose: 'Choose the date and the time of the next visit.',
  resume: 'Resume now',
  resumeTitle: 'Resume the plan now?',
  resumeText:
    'The plan is active again: the visits its pause passed over from today on are made again; visits the pause cancelled stay cancelled. The customer is told by e-mail.',
  cancel: 'Cancel plan',
  cancelTitle: 'Cancel this plan?',
  cancelText:
    'Every visit to come is cancelled and its crew freed; paid ones are refunded under the cancellation policy (a paid visit within the cut-off goes ahead). The customer is told by e-mail.',
  keep: 'Keep it',
  working: 'Working…',
} as const;
