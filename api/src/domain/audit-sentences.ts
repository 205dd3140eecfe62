/**
 * Every sentence of the audit trail: what an admin did, for people to read. The service that makes a
 * change records it in the change's transaction, with its sentence from here.
 */
import { LOCATIONS } from '@clean/shared/constants';
import { formatNaira } from '@clean/shared/format';
import { TRAVEL_MINUTES } from '@clean/shared/format';
import type { AddProductPayload, UpdateAvailabilityRequest } from '@clean/shared/schemas';
import { hourLabel, lagosDateTime } from '@clean/shared/lagos-time';
import { WEEKDAY_NAMES, type OpeningRules } from './availability';

/** What an appointment summary names: whose booking, when and where, and its reference. */
interface BookingFacts {
  firstName: string;
  lastName: string;
  date: string;
  time: string;
  location: string;
  reference: string;
}

const booking = (row: BookingFacts) =>
  `${row.firstName} ${row.lastName}'s booking for ${row.date} ${row.time} at ${row.location} (${row.reference})`;

/** 'Chose WhatsApp (was E-mail) for messages about Chidi Eze's booking … (CLN-…) and the plan's visits to come'. */
export const contactChannelSummary = (row: BookingFacts, channel: string, before: string | null, plan: boolean) =>
  `Chose ${channel}${before ? ` (was ${before})` : ''} for messages about ${booking(row)}` +
  (plan ? " and the plan's visits to come" : '');

/** 'Cancelled Chidi Eze's booking for 2030-01-08 10:00 AM at Lagos (CLN-…)'. */
export const cancelledSummary = (row: BookingFacts) => `Cancelled ${booking(row)}`;
export const completedSummary = (row: BookingFacts) => `Marked ${booking(row)} as completed`;
export const deletedSummary = (row: BookingFacts) => `Deleted ${booking(row)}`;
/** 'Sent Lagos crew 2 to Chidi Eze's booking for … (was Lagos crew 1)'. */
export const crewAssignedSummary = (row: BookingFacts, crew: string, previous: string | null) =>
  `Sent ${crew} to ${booking(row)}${previous ? ` (was ${previous})` : ''}`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** 'Deep Cleaning: 2 services, starts from NGN 15,000.00'. */
const productFacts = (product: Pick<AddProductPayload, 'name' | 'price' | 'services'>) =>
  `${product.name}: ${plural(product.services.length, 'service')}, starts from ${formatNaira(product.price)}`;

export const productCreatedSummary = (product: Pick<AddProductPayload, 'name' | 'price' | 'services'>) =>
  `Added ${productFacts(product)}`;

/** Names the old name too when the product was renamed, so its history still reads. */
export const productUpdatedSummary = (
  previousName: string,
  product: Pick<AddProductPayload, 'name' | 'price' | 'services'>,
) => `Updated ${productFacts(product)}${previousName === product.name ? '' : ` (was ${previousName})`}`;

export const productDeletedSummary = (name: string) => `Deleted ${name}`;

/** Where a booking was moved: 'Rebooked from 2030-01-08 10:00 AM at Lagos to 2030-01-09 6:00 AM at Abuja'. */
export const rebookedSummary = (
  from: { date: string; time: string; location: string },
  to: { date: string; time: string; location: string },
) => `Rebooked from ${from.date} ${from.time} at ${from.location} to ${to.date} ${to.time} at ${to.location}`;

/** 'Refunded ₦15,000: sent by bank transfer'. */
export const refundedSummary = (amount: number, note: string) => `Refunded ₦${amount.toLocaleString('en-NG')}: ${note}`;

const closedDatePlace = (date: string, location: string | null, label: string) =>
  `${date} at ${location ?? 'every location'}${label ? ` (${label})` : ''}`;

/** 'Closed 2030-01-08 at every location (Public holiday)'. */
export const dateClosedSummary = (date: string, location: string | null, label: string) =>
  `Closed ${closedDatePlace(date, location, label)}`;

/** 'Reopened 2030-01-08 at Lagos'. */
export const dateReopenedSummary = (date: string, location: string | null, label: string) =>
  `Reopened ${closedDatePlace(date, location, label)}`;

const listOr = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : 'none');

/** What an update changes, for people: 'Crews per slot at Abuja: 3 → 5; closed weekdays: Sunday → none'. */
export function rulesUpdatedSummary(before: OpeningRules, after: UpdateAvailabilityRequest): string | null {
  const parts: string[] = [];
  const hours = (list: readonly number[]) => listOr([...list].sort((a, b) => a - b).map(hourLabel));
  const days = (list: readonly number[]) =>
    listOr([...list].sort((a, b) => a - b).map((day) => WEEKDAY_NAMES[day] ?? String(day)));
  if (hours(before.slotHours) !== hours(after.slotHours)) {
    parts.push(`slot hours: ${hours(before.slotHours)} → ${hours(after.slotHours)}`);
  }
  for (const location of LOCATIONS) {
    const was = before.crews.get(location) ?? 0;
    const now = after.crews.find((entry) => entry.location === location)?.crewsPerSlot ?? was;
    if (was !== now) parts.push(`crews per slot at ${location}: ${was} → ${now}`);
    const travelWas = before.travelMinutes.get(location) ?? TRAVEL_MINUTES.default;
    const travel = after.crews.find((entry) => entry.location === location)?.travelMinutes ?? travelWas;
    if (travelWas !== travel) parts.push(`travel time at ${location}: ${travelWas} → ${travel} minutes`);
  }
  if (days(before.closedWeekdays) !== days(after.closedWeekdays)) {
    parts.push(`closed weekdays: ${days(before.closedWeekdays)} → ${days(after.closedWeekdays)}`);
  }
  const summary = parts.join('; ');
  return summary ? summary.charAt(0).toUpperCase() + summary.slice(1) : null;
}

/** How an admin came to sign up. */
export type SignUpRoute = 'first' | 'operator-code' | 'invitation' | 'command';

const SIGN_UP_ROUTES: Record<SignUpRoute, string> = {
  first: 'as the first administrator',
  command: 'by the operator on the server (npm run admin:create)',
  'operator-code': "with the operator's code (ADMIN_SIGNUP_CODE)",
  invitation: 'with an invitation',
};

/** 'Signed up with an invitation'. */
export const signedUpSummary = (route: SignUpRoute) => `Signed up ${SIGN_UP_ROUTES[route]}`;

/** 'Logged in from 203.0.113.5'. */
export const loggedInSummary = (address: string) => `Logged in from ${address}`;

/** Why a login failed; never the password tried. */
export type LoginFailure = 'wrong-password' | 'unknown-email' | 'disabled';

const LOGIN_FAILURES: Record<LoginFailure, string> = {
  'wrong-password': 'wrong password',
  'unknown-email': 'no account has this email',
  disabled: 'the account is disabled',
};

/** 'Failed login as ada@sparkle.ng from 203.0.113.5: wrong password'. */
export const loginFailedSummary = (email: string, address: string, why: LoginFailure) =>
  `Failed login as ${email} from ${address}: ${LOGIN_FAILURES[why]}`;

export const passwordChangedSummary = () => 'Changed their password (every session of the account was logged out)';

interface ProfileFacts {
  name: string;
  phone: string | null;
  address: string | null;
}

/** 'Updated their profile: name Ada Obi → Adaeze Obi; phone none → 08031234567', or null when nothing changed. */
export function profileUpdatedSummary(before: ProfileFacts, after: ProfileFacts): string | null {
  const parts: string[] = [];
  for (const field of ['name', 'phone', 'address'] as const) {
    const was = before[field] ?? 'none';
    const now = after[field] ?? 'none';
    if (was !== now) parts.push(`${field} ${was} → ${now}`);
  }
  return parts.length > 0 ? `Updated their profile: ${parts.join('; ')}` : null;
}

interface AlertFacts {
  newBooking: 'at-once' | 'daily-digest' | 'off';
  paymentAttention: boolean;
  contactMessage: boolean;
}

const ALERT_NAMES = {
  newBooking: 'new paid booking',
  paymentAttention: 'payment needing attention',
  contactMessage: 'new contact message',
} as const;

const alertSetting = (value: AlertFacts[keyof AlertFacts]): string =>
  value === true ? 'on' : value === false ? 'off' : value.replace('-', ' ');

/**
 * 'Changed their e-mail alerts: new paid booking at once → daily digest; new contact message on → off',
 * or null when nothing changed.
 */
export function alertsChangedSummary(before: AlertFacts, after: AlertFacts): string | null {
  const parts = (Object.keys(ALERT_NAMES) as (keyof AlertFacts)[])
    .filter((kind) => before[kind] !== after[kind])
    .map((kind) => `${ALERT_NAMES[kind]} ${alertSetting(before[kind])} → ${alertSetting(after[kind])}`);
  return parts.length > 0 ? `Changed their e-mail alerts: ${parts.join('; ')}` : null;
}

/** What an export selected: 'status paid, location Lagos, from 2030-01-01, sorted by date asc'. */
export function exportedSummary(filters: {
  status?: string | undefined;
  payment?: string | undefined;
  location?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort: string;
  order: string;
}): string {
  const parts: string[] = [];
  for (const field of ['status', 'payment', 'location', 'from', 'to'] as const) {
    const value = filters[field];
    if (value !== undefined) parts.push(`${field} ${value}`);
  }
  const which = parts.length > 0 ? parts.join(', ') : 'all appointments';
  return `Exported the appointments as CSV (${which}; sorted by ${filters.sort} ${filters.order})`;
}

/** The business export downloaded from the console (docs/PRODUCT.md, "Your business data"). */
export const businessExportedSummary = (fileName: string) =>
  `Downloaded the business export (${fileName}: every table of business data, read at one moment)`;

/** 'Created an invitation, usable once until 3 Jan 2030, 10:00 AM'. */
export const invitationCreatedSummary = (expiresAt: Date) =>
  `Created an invitation, usable once until ${lagosDateTime(expiresAt)}`;

/** 'Used an invitation created on 1 Jan 2030, 9:00 AM'. */
export const invitationUsedSummary = (createdAt: Date) => `Used an invitation created on ${lagosDateTime(createdAt)}`;

/** 'Revoked an invitation created on 1 Jan 2030, 9:00 AM'. */
export const invitationRevokedSummary = (createdAt: Date) =>
  `Revoked an invitation created on ${lagosDateTime(createdAt)}`;

/** 'Revoked an invitation created on … by Bola Ade (bola@sparkle.ng), with the disabling of that account'. */
export const invitationRevokedWithAccountSummary = (createdAt: Date, maker: { name: string; email: string }) =>
  `Revoked an invitation created on ${lagosDateTime(createdAt)} by ${maker.name} (${maker.email}), ` +
  'with the disabling of that account';

/** 'Disabled the account of Bola Ade (bola@sparkle.ng)'. */
export const accountDisabledSummary = (admin: { name: string; email: string }) =>
  `Disabled the account of ${admin.name} (${admin.email})`;

export const accountEnabledSummary = (admin: { name: string; email: string }) =>
  `Enabled the account of ${admin.name} (${admin.email})`;

/** 'Chidi Eze moved their booking from 2030-01-08 10:00 AM to 2030-01-09 6:00 AM at Lagos (CLN-…), 1 of 2'. */
export const rescheduledSummary = (
  before: BookingFacts,
  after: { date: string; time: string },
  count: number,
  max: number,
) =>
  `${before.firstName} ${before.lastName} moved their booking from ${before.date} ${before.time} to ` +
  `${after.date} ${after.time} at ${before.location} (${before.reference}), move ${count} of ${max}`;

/** The customer's cancel, with their reason. */
export const customerCancelledSummary = (row: BookingFacts, reason: string) =>
  `${row.firstName} ${row.lastName} cancelled their booking for ${row.date} ${row.time} at ${row.location} ` +
  `(${row.reference}). Reason: ${reason}`;

/** A refund asked of the provider: 'Refund of NGN 15,000.00 asked of the payment provider: note'. */
export const refundRequestedSummary = (amount: number, note: string) =>
  `Refund of ${formatNaira(amount)} asked of the payment provider${note ? `: ${note}` : ''}`;

export const refundProcessedSummary = (amount: number) => `The payment provider refunded ${formatNaira(amount)}`;

export const refundFailedSummary = (amount: number, reason: string) =>
  `The refund of ${formatNaira(amount)} failed: ${reason}. The booking needs attention.`;

/** 'Manage link: reschedule until 24 → 48 hours before, 2 moves, cancel until 24 hours before'. */
export const managePolicySummary = (
  before: { rescheduleCutoffHours: number; maxReschedules: number; cancellationCutoffHours: number },
  after: { rescheduleCutoffHours: number; maxReschedules: number; cancellationCutoffHours: number },
) => {
  const change = (from: number, to: number) => (from === to ? `${to}` : `${from} → ${to}`);
  return (
    `Manage link: reschedule until ${change(before.rescheduleCutoffHours, after.rescheduleCutoffHours)} hours ` +
    `before, ${change(before.maxReschedules, after.maxReschedules)} moves, cancel until ` +
    `${change(before.cancellationCutoffHours, after.cancellationCutoffHours)} hours before`
  );
};

/** A plan change the staff made: 'Plan of Ada Obi: paused until …; visits cancelled: …'. */
export const staffPlanChangedSummary = (
  row: BookingFacts,
  change: string,
  cancelled: { date: string; time: string; reference: string }[],
) => `Plan of ${row.firstName} ${row.lastName}: ${change}` + cancelledVisits(cancelled);

const cancelledVisits = (cancelled: { date: string; time: string; reference: string }[]) =>
  cancelled.length > 0
    ? `; visits cancelled: ${cancelled.map((visit) => `${visit.date} ${visit.time} (${visit.reference})`).join(', ')}`
    : '; no visit cancelled';

/** The visits a plan's new day or time moved: '; visits moved: 2030-01-15 9:00 AM → 2030-01-16 10:00 AM (…)'. */
export const movedVisits = (
  moved: { before: { date: string; time: string }; row: { date: string; time: string; reference: string } }[],
) =>
  moved.length > 0
    ? `; visits moved: ${moved
        .map(({ before, row }) => `${before.date} ${before.time} → ${row.date} ${row.time} (${row.reference})`)
        .join(', ')}`
    : '; no visit moved';

/** A plan change from the manage link, with the visits it took away: '… skipped the visit of 2030-01-15 9:00 AM (…).' */
export const planChangedSummary = (
  row: BookingFacts,
  change: string,
  cancelled: { date: string; time: string; reference: string }[],
) => `${row.firstName} ${row.lastName} ${change}` + cancelledVisits(cancelled);

/** What a crew summary names. */
interface CrewFacts {
  name: string;
  location: string;
  members: readonly unknown[];
}

/** 'Added Lagos crew 4 at Lagos, 2 members'. */
export const crewCreatedSummary = (crew: CrewFacts) =>
  `Added ${crew.name} at ${crew.location}, ${plural(crew.members.length, 'member')}`;

/** 'Changed Lagos crew 4' (and its old name, when renamed, so its history still reads). */
export const crewUpdatedSummary = (before: CrewFacts, after: CrewFacts) =>
  `Changed ${after.name}${before.name !== after.name ? ` (was ${before.name})` : ''}: ${after.location}, ${plural(after.members.length, 'member')}`;

/** 'Gave Lagos crew 1 time off from 2030-01-10 to 2030-01-11 (Training)'; 'Took back …'. */
export const crewTimeOffSummary = (
  crew: CrewFacts,
  range: { firstDate: string; lastDate: string; note: string } | null,
) =>
  range
    ? `Gave ${crew.name} time off from ${range.firstDate} to ${range.lastDate}${range.note ? ` (${range.note})` : ''}`
    : `Took back time off of ${crew.name}`;

export const crewActiveSummary = (crew: CrewFacts, active: boolean) =>
  active ? `Activated ${crew.name}` : `Deactivated ${crew.name}; its jobs from today went to other crews`;

/** 'Sent Ada a sign-in link by SMS and e-mail' (docs/PRODUCT.md, "The crew's day"). */
export function linkSentSummary(member: string, ways: { sms: boolean; email: boolean }): string {
  const by = [ways.sms && 'SMS', ways.email && 'e-mail'].filter(Boolean).join(' and ');
  return by ? `Sent ${member} a sign-in link by ${by}` : `Made a sign-in link for ${member} to pass on by hand`;
}

export const deviceEndedSummary = (member: string) => `Signed out ${member}'s device`;
