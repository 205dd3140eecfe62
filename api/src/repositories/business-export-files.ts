/**
 * What the business export holds (docs/PRODUCT.md, "Your business data"): one CSV file per table of
 * business data, each column named here and nowhere else. An allow-list, never `SELECT *`: a column added
 * to the schema is not exported until it is added here, so no secret (password and session hashes,
 * invitation and sign-in codes, a plan card's authorization, idempotency keys and request hashes) and no
 * client address can slip in. Messages, leads, data requests and the audit trail are not business
 * records and stay out; so do the counters the triggers keep (they are sums of the files).
 *
 * Personal columns are marked: in a row of a customer erased through the data-rights flow they are empty,
 * whatever the row still holds (erasure rewrites them already; this is the second lock on the door).
 */
import { LOCATIONS } from '@clean/shared/constants';
import type { PriceLine } from '@clean/shared/format';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  appointments,
  areas,
  availabilitySettings,
  closedDates,
  crewAreas,
  crews,
  crewTimeOff,
  customers,
  frequencies,
  jobEvents,
  planCardChanges,
  planCharges,
  plans,
  products,
  refunds,
  services,
} from '../db/schema';
import { erasedEmail } from './personal-data-repository';

/**
 * How a value is written: text as stored; money as the exact decimal stored (naira with kobo, a header
 * ending in `_ngn`); times in UTC, ISO 8601 to the millisecond; dates as YYYY-MM-DD; JSON as its text.
 */
export type ExportKind = 'text' | 'phone' | 'integer' | 'money' | 'boolean' | 'date' | 'timestamp' | 'json';

export interface ExportColumn {
  header: string;
  kind: ExportKind;
  /** The column's value, as SQL over the file's FROM. */
  value: SQL;
  /** Empty in the rows of an erased customer. */
  personal: boolean;
}

export interface ExportFile {
  /** The file's name in the ZIP: `appointments.csv`. */
  name: string;
  /** What a row is, for the manifest. */
  description: string;
  columns: readonly ExportColumn[];
  /** FROM of the rows, and which of them when not all. */
  from: SQL;
  where?: SQL;
  /** When true, the row is an erased customer's: its personal columns are empty. */
  erased?: SQL;
  orderBy: SQL;
}

const valueOf = (value: AnyColumn | SQL): SQL => sql`${value}`;
const column =
  (kind: ExportKind) =>
  (header: string, value: AnyColumn | SQL): ExportColumn => ({ header, kind, value: valueOf(value), personal: false });

const text = column('text');
const phone = column('phone');
const integer = column('integer');
const boolean = column('boolean');
const date = column('date');
const timestamp = column('timestamp');
const json = column('json');
/** Money: the header names the unit (`amount` → `amount_ngn`), the value is the stored decimal. */
const money = (header: string, value: AnyColumn | SQL): ExportColumn => ({
  header: `${header}_ngn`,
  kind: 'money',
  value: valueOf(value),
  personal: false,
});
/** A column of personal data: empty in the rows of an erased customer. */
const personal = (exported: ExportColumn): ExportColumn => ({ ...exported, personal: true });

/** A row about a booking whose customer was erased (`appointmentId` names the booking). */
const bookingErased = (appointmentId: AnyColumn): SQL =>
  sql`EXISTS (SELECT 1 FROM ${appointments} AS erased_booking
              WHERE erased_booking.id = ${appointmentId} AND erased_booking.erased_at IS NOT NULL)`;

/** Erased plans have no flag of their own: erasure gives them its placeholder address (erasePlans). */
const planErased = sql`${plans.email} LIKE ${erasedEmail('%')}`;

/** The lines a booking's or a plan's amount and length were made of (migration 0022), one per row. */
function priceLinesFile(
  name: string,
  owner: string,
  table: typeof appointments | typeof plans,
  orderBy: SQL,
): ExportFile {
  const line = (field: keyof PriceLine) => sql.raw(`line.value ->> '${field}'`);
  return {
    name,
    description:
      `How the amount and length of each ${owner} were made up when it was booked: the service at its ` +
      "frequency's price, each size above what is included, each extra, the area's surcharge.",
    columns: [
      text(`${owner}_id`, table.id),
      integer('position', sql`line.position`),
      text('kind', line('kind')),
      text('label', line('label')),
      money('amount', line('amount')),
      integer('minutes', line('minutes')),
    ],
    from: sql`${table} CROSS JOIN LATERAL jsonb_array_elements(
                CASE WHEN jsonb_typeof(${table.priceLines}) = 'array' THEN ${table.priceLines} ELSE '[]'::jsonb END
              ) WITH ORDINALITY AS line(value, position)`,
    orderBy: sql`${orderBy}, line.position`,
  };
}

/** Every file of the export, in the order of the ZIP. */
export const EXPORT_FILES: readonly ExportFile[] = [
  {
    name: 'appointments.csv',
    description:
      "Every booking, deleted ones too (deleted_at), with plan visits (plan_id, plan_visit): what was booked, for when, at what price, and what happened to it. A plan visit's customer fields are its plan's.",
    columns: [
      text('id', appointments.id),
      text('reference', appointments.reference),
      timestamp('created_at', appointments.createdAt),
      text('customer_id', appointments.customerId),
      personal(text('first_name', appointments.firstName)),
      personal(text('last_name', appointments.lastName)),
      personal(text('email', appointments.email)),
      personal(phone('phone', appointments.phone)),
      personal(text('address', appointments.address)),
      personal(text('landmark', appointments.landmark)),
      personal(text('notes', appointments.notes)),
      text('location', appointments.location),
      text('area_id', appointments.areaId),
      text('area_name', appointments.areaName),
      date('date', appointments.date),
      text('time', appointments.time),
      integer('duration_minutes', appointments.durationMinutes),
      text('crew_id', appointments.crewId),
      text('plan_id', appointments.planId),
      integer('plan_visit', appointments.planVisit),
      text('product_id', appointments.productId),
      text('service_id', appointments.serviceId),
      text('frequency_id', appointments.frequencyId),
      text('product_name', appointments.productName),
      text('service_name', appointments.serviceName),
      text('frequency_name', appointments.frequencyName),
      money('amount', appointments.amount),
      boolean('paid', appointments.payment),
      timestamp('paid_at', appointments.paidAt),
      money('refunded_amount', appointments.refundedAmount),
      timestamp('refunded_at', appointments.refundedAt),
      personal(text('refund_note', appointments.refundNote)),
      boolean('cancelled', appointments.cancelled),
      text('cancelled_by', appointments.cancelledBy),
      personal(text('cancel_reason', appointments.cancelReason)),
      boolean('completed', appointments.isCompleted),
      text('job_step', appointments.jobStep),
      boolean('needs_attention', appointments.needsAttention),
      text('attention_reason', appointments.attentionReason),
      timestamp('attention_resolved_at', appointments.attentionResolvedAt),
      integer('reschedule_count', appointments.rescheduleCount),
      timestamp('hold_expires_at', appointments.holdExpiresAt),
      timestamp('deleted_at', appointments.deletedAt),
      text('contact_channel', appointments.contactChannel),
      text('privacy_notice_version', appointments.privacyNoticeVersion),
      timestamp('privacy_agreed_at', appointments.privacyAgreedAt),
      timestamp('erased_at', appointments.erasedAt),
    ],
    from: sql`${appointments}`,
    erased: sql`${appointments.erasedAt} IS NOT NULL`,
    orderBy: sql`${appointments.createdAt}, ${appointments.id}`,
  },
  priceLinesFile(
    'appointment_price_lines.csv',
    'appointment',
    appointments,
    sql`${appointments.createdAt}, ${appointments.id}`,
  ),
  {
    name: 'payments.csv',
    description:
      "Every paid booking: the money received for it (its amount), when, and how much of it was refunded. The provider's transaction reference is the booking's, or for a plan visit charged to its card the charge's (plan_charges.csv).",
    columns: [
      text('appointment_id', appointments.id),
      text('reference', appointments.reference),
      timestamp('paid_at', appointments.paidAt),
      money('amount', appointments.amount),
      money('refunded_amount', appointments.refundedAmount),
      text('plan_id', appointments.planId),
      boolean('cancelled', appointments.cancelled),
      timestamp('deleted_at', appointments.deletedAt),
    ],
    from: sql`${appointments}`,
    where: sql`${appointments.payment}`,
    orderBy: sql`coalesce(${appointments.paidAt}, ${appointments.createdAt}), ${appointments.id}`,
  },
  {
    name: 'refunds.csv',
    description:
      "Money sent back through the payment provider: pending until the provider's word, then processed or failed.",
    columns: [
      text('id', refunds.id),
      text('appointment_id', refunds.appointmentId),
      money('amount', refunds.amount),
      text('status', refunds.status),
      text('requested_by', refunds.requestedBy),
      personal(text('note', refunds.note)),
      text('failure_reason', refunds.failureReason),
      text('provider_refund_id', refunds.providerRefundId),
      timestamp('created_at', refunds.createdAt),
      timestamp('settled_at', refunds.settledAt),
    ],
    from: sql`${refunds}`,
    erased: bookingErased(refunds.appointmentId),
    orderBy: sql`${refunds.createdAt}, ${refunds.id}`,
  },
  {
    name: 'customers.csv',
    description:
      "The customers: the live bookings sharing an e-mail or a phone, named by their newest booking; appointments.csv's customer_id is this id.",
    columns: [
      text('id', customers.id),
      text('first_booking_id', customers.firstBookingId),
      personal(text('name', customers.name)),
      personal(text('email', customers.email)),
      personal(phone('phone', customers.phone)),
      integer('bookings', customers.bookings),
      money('total_paid', customers.totalPaid),
      date('last_booking', customers.lastBooking),
      timestamp('newest_booking_at', customers.newestCreatedAt),
    ],
    from: sql`${customers}`,
    erased: bookingErased(customers.newestBookingId),
    orderBy: sql`${customers.id}`,
  },
  {
    name: 'plans.csv',
    description:
      "Recurring plans at the price of the day they began; their visits are the appointments with this plan_id. The saved card's authorization is never exported.",
    columns: [
      text('id', plans.id),
      text('status', plans.status),
      timestamp('created_at', plans.createdAt),
      personal(text('first_name', plans.firstName)),
      personal(text('last_name', plans.lastName)),
      personal(text('email', plans.email)),
      personal(phone('phone', plans.phone)),
      personal(text('address', plans.address)),
      personal(text('landmark', plans.landmark)),
      personal(text('notes', plans.notes)),
      text('location', plans.location),
      text('area_id', plans.areaId),
      text('area_name', plans.areaName),
      text('product_id', plans.productId),
      text('service_id', plans.serviceId),
      text('frequency_id', plans.frequencyId),
      text('product_name', plans.productName),
      text('service_name', plans.serviceName),
      text('frequency_name', plans.frequencyName),
      integer('interval_days', plans.intervalDays),
      money('amount', plans.amount),
      integer('duration_minutes', plans.durationMinutes),
      json('size', plans.size),
      text('time', plans.time),
      date('first_date', plans.firstDate),
      integer('visits_made', plans.visitsMade),
      timestamp('consent_at', plans.consentAt),
      text('contact_channel', plans.contactChannel),
      date('paused_until', plans.pausedUntil),
      timestamp('cancelled_at', plans.cancelledAt),
    ],
    from: sql`${plans}`,
    erased: planErased,
    orderBy: sql`${plans.createdAt}, ${plans.id}`,
  },
  priceLinesFile('plan_price_lines.csv', 'plan', plans, sql`${plans.createdAt}, ${plans.id}`),
  {
    name: 'plan_charges.csv',
    description: "Each charge of a plan's saved card for one visit, one row per attempt.",
    columns: [
      text('id', planCharges.id),
      text('plan_id', planCharges.planId),
      text('appointment_id', planCharges.appointmentId),
      integer('attempt', planCharges.attempt),
      text('reference', planCharges.reference),
      text('status', planCharges.status),
      text('message', planCharges.message),
      timestamp('created_at', planCharges.createdAt),
      timestamp('settled_at', planCharges.settledAt),
    ],
    from: sql`${planCharges}`,
    orderBy: sql`${planCharges.createdAt}, ${planCharges.id}`,
  },
  {
    name: 'plan_card_changes.csv',
    description: "A customer's change of a plan's card: a payment of one visit under a reference of its own.",
    columns: [
      text('id', planCardChanges.id),
      text('plan_id', planCardChanges.planId),
      text('appointment_id', planCardChanges.appointmentId),
      text('reference', planCardChanges.reference),
      text('status', planCardChanges.status),
      timestamp('consent_at', planCardChanges.consentAt),
      timestamp('created_at', planCardChanges.createdAt),
      timestamp('settled_at', planCardChanges.settledAt),
    ],
    from: sql`${planCardChanges}`,
    orderBy: sql`${planCardChanges.createdAt}, ${planCardChanges.id}`,
  },
  {
    name: 'products.csv',
    description: 'The catalogue\'s products, with the "starts from" price the booking form shows.',
    columns: [
      text('id', products.id),
      text('name', products.name),
      money('price', products.price),
      timestamp('created_at', products.createdAt),
    ],
    from: sql`${products}`,
    orderBy: sql`${products.createdAt}, ${products.id}`,
  },
  {
    name: 'services.csv',
    description: "Each product's services: price, length, what the price grows with, extras, the crew's checklist.",
    columns: [
      text('id', services.id),
      text('product_id', services.productId),
      integer('position', services.position),
      text('name', services.name),
      text('description', services.description),
      money('amount', services.amount),
      integer('duration_minutes', services.durationMinutes),
      json('size_parameters', services.sizeParameters),
      json('extras', services.extras),
      json('checklist', services.checklist),
    ],
    from: sql`${services}`,
    orderBy: sql`${services.productId}, ${services.position}, ${services.id}`,
  },
  {
    name: 'frequencies.csv',
    description: "Each service's frequencies and their prices; interval_days 0 is a one-off.",
    columns: [
      text('id', frequencies.id),
      text('service_id', frequencies.serviceId),
      integer('position', frequencies.position),
      text('name', frequencies.name),
      money('amount', frequencies.amount),
      integer('interval_days', frequencies.intervalDays),
    ],
    from: sql`${frequencies}`,
    orderBy: sql`${frequencies.serviceId}, ${frequencies.position}, ${frequencies.id}`,
  },
  {
    name: 'locations.csv',
    description: 'The cities the company works in.',
    columns: [integer('position', sql`location.position`), text('name', sql`location.name`)],
    from: sql`unnest(ARRAY[${sql.join(
      LOCATIONS.map((name) => sql`${name}`),
      sql`, `,
    )}]::text[]) WITH ORDINALITY AS location(name, position)`,
    orderBy: sql`location.position`,
  },
  {
    name: 'areas.csv',
    description: "Each city's areas: served or not, and the surcharge added to each visit there.",
    columns: [
      text('id', areas.id),
      text('location', areas.location),
      text('name', areas.name),
      boolean('served', areas.served),
      money('surcharge', areas.surcharge),
      timestamp('created_at', areas.createdAt),
    ],
    from: sql`${areas}`,
    orderBy: sql`${areas.location}, ${areas.name}, ${areas.id}`,
  },
  {
    name: 'crews.csv',
    description:
      'The crews: their location, working days (0 Sunday … 6 Saturday) and hours (minutes after midnight, Lagos).',
    columns: [
      text('id', crews.id),
      text('name', crews.name),
      text('location', crews.location),
      json('working_days', crews.workingDays),
      integer('day_starts_minute', crews.dayStartsMinute),
      integer('day_ends_minute', crews.dayEndsMinute),
      boolean('active', crews.active),
      timestamp('created_at', crews.createdAt),
    ],
    from: sql`${crews}`,
    orderBy: sql`${crews.createdAt}, ${crews.id}`,
  },
  {
    name: 'crew_members.csv',
    description: "Each crew's members and how to reach them.",
    columns: [
      text('crew_id', crews.id),
      integer('position', sql`member.position`),
      text('name', sql`member.value ->> 'name'`),
      phone('phone', sql`member.value ->> 'phone'`),
      text('email', sql`member.value ->> 'email'`),
    ],
    from: sql`${crews} CROSS JOIN LATERAL jsonb_array_elements(
                CASE WHEN jsonb_typeof(${crews.members}) = 'array' THEN ${crews.members} ELSE '[]'::jsonb END
              ) WITH ORDINALITY AS member(value, position)`,
    orderBy: sql`${crews.createdAt}, ${crews.id}, member.position`,
  },
  {
    name: 'crew_areas.csv',
    description: 'The areas a crew is limited to; a crew without any goes to every area of its location.',
    columns: [text('crew_id', crewAreas.crewId), text('area_id', crewAreas.areaId)],
    from: sql`${crewAreas}`,
    orderBy: sql`${crewAreas.crewId}, ${crewAreas.areaId}`,
  },
  {
    name: 'crew_time_off.csv',
    description: 'Dates a crew does not work, from first_date to last_date.',
    columns: [
      text('id', crewTimeOff.id),
      text('crew_id', crewTimeOff.crewId),
      date('first_date', crewTimeOff.firstDate),
      date('last_date', crewTimeOff.lastDate),
      text('note', crewTimeOff.note),
      timestamp('created_at', crewTimeOff.createdAt),
    ],
    from: sql`${crewTimeOff}`,
    orderBy: sql`${crewTimeOff.firstDate}, ${crewTimeOff.id}`,
  },
  {
    name: 'availability.csv',
    description:
      'The weekly availability rules: start hours (Lagos), closed weekdays (0 Sunday … 6 Saturday), what customers may change and until when, travel minutes between jobs by location.',
    columns: [
      text('id', availabilitySettings.id),
      json('slot_hours', availabilitySettings.slotHours),
      json('closed_weekdays', availabilitySettings.closedWeekdays),
      integer('reschedule_cutoff_hours', availabilitySettings.rescheduleCutoffHours),
      integer('max_reschedules', availabilitySettings.maxReschedules),
      integer('cancellation_cutoff_hours', availabilitySettings.cancellationCutoffHours),
      json('travel_minutes', availabilitySettings.travelMinutes),
      timestamp('updated_at', availabilitySettings.updatedAt),
    ],
    from: sql`${availabilitySettings}`,
    orderBy: sql`${availabilitySettings.id}`,
  },
  {
    name: 'closed_dates.csv',
    description: 'Dates without bookings, at one location or (location empty) at every location.',
    columns: [
      text('id', closedDates.id),
      date('date', closedDates.date),
      text('location', closedDates.location),
      text('label', closedDates.label),
      timestamp('created_at', closedDates.createdAt),
    ],
    from: sql`${closedDates}`,
    orderBy: sql`${closedDates.date}, ${closedDates.id}`,
  },
  {
    name: 'job_events.csv',
    description:
      "The steps a crew recorded at each job (on my way, started, done, could not work), with the phone's time; photos are not exported.",
    columns: [
      text('id', jobEvents.id),
      text('appointment_id', jobEvents.appointmentId),
      text('crew_id', jobEvents.crewId),
      text('member_name', jobEvents.memberName),
      text('kind', jobEvents.kind),
      timestamp('happened_at', jobEvents.happenedAt),
      timestamp('received_at', jobEvents.receivedAt),
      text('reason', jobEvents.reason),
      personal(text('note', jobEvents.note)),
      json('checklist', jobEvents.checklist),
    ],
    from: sql`${jobEvents}`,
    erased: bookingErased(jobEvents.appointmentId),
    orderBy: sql`${jobEvents.happenedAt}, ${jobEvents.id}`,
  },
];
