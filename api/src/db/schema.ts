import type { NewBookingAlert, OutboxStatus } from '@clean/shared/schemas';
import { relations, sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  DeliveryState,
  MessageChannel,
  MessageTopic,
  CouldNotWorkReason,
  CrewMember,
  DataRequestKind,
  DataRequestStatus,
  JobStep,
  RefundStatus,
} from '@clean/shared/schemas';
import type { HomeChoice, PriceLine, ServiceExtra, SizeParameter } from '@clean/shared/format';
import type { ErasedPayload, OutboxPayloads } from './outbox-payloads';
import { lowered, loweredFullName, minutesOfDay, nationalPhone } from './search-expressions';

/** Naira with kobo: exact decimal in the database, a JS number in the code. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
/**
 * A sum of money: numeric without precision, exact whatever its size (docs/DECISIONS.md, money sums). Read
 * as a string, so no sum is rounded by a floating point on the way.
 */
const moneySum = (name: string) => numeric(name, { mode: 'string' }).notNull().default('0');
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * For each searched expression of a table: a btree (text_pattern_ops: equality and LIKE 'text%') and a
 * GIN trigram index (LIKE '%text%'), named <table>_search_<name>_idx and <table>_search_<name>_trgm_idx.
 */
const searchIndexes = (table: string, expressions: Record<string, SQL>) =>
  Object.entries(expressions).flatMap(([name, expression]) => [
    index(`${table}_search_${name}_idx`).using('btree', sql`${expression} text_pattern_ops`),
    index(`${table}_search_${name}_trgm_idx`).using('gin', sql`${expression} gin_trgm_ops`),
  ]);

// Ids are text (random UUIDs made by the API), so a malformed id in a URL is simply "not found".

export const products = pgTable('products', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** "Starts from" price shown on the booking form. */
  price: money('price').notNull(),
  createdAt: createdAt(),
});

export const services = pgTable(
  'services',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    /** How long one job takes, in minutes (migration 0019 gave the starter services theirs). */
    durationMinutes: integer('duration_minutes').notNull().default(120),
    /** What the price and length grow with, and the extras (migration 0022; docs/PRODUCT.md). */
    sizeParameters: jsonb('size_parameters').$type<SizeParameter[]>().notNull().default([]),
    extras: jsonb('extras').$type<ServiceExtra[]>().notNull().default([]),
    /** What the crew ticks on 'Done' (migration 0025; docs/PRODUCT.md, "The crew's day"). */
    checklist: jsonb('checklist').$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('services_product_idx').on(t.productId, t.position),
    check(
      'services_duration_minutes_check',
      sql`${t.durationMinutes} BETWEEN 30 AND 720 AND ${t.durationMinutes} % 30 = 0`,
    ),
  ],
);

export const frequencies = pgTable(
  'frequencies',
  {
    id: text('id').primaryKey(),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    amount: money('amount').notNull(),
    /** Days between a plan's visits; 0 is a one-off (migration 0015). */
    intervalDays: integer('interval_days').notNull().default(0),
  },
  (t) => [index('frequencies_service_idx').on(t.serviceId, t.position)],
);

/**
 * A booking. Catalogue ids are kept without foreign keys and the names are copied, so editing or
 * deleting a product never changes what a customer booked.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull(),
    location: text('location').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    notes: text('notes').notNull().default(''),
    productId: text('product_id').notNull(),
    serviceId: text('service_id').notNull(),
    frequencyId: text('frequency_id').notNull(),
    productName: text('product_name').notNull(),
    serviceName: text('service_name').notNull(),
    frequencyName: text('frequency_name').notNull(),
    amount: money('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    payment: boolean('payment').notNull().default(false),
    cancelled: boolean('cancelled').notNull().default(false),
    isCompleted: boolean('is_completed').notNull().default(false),
    /**
     * Until when an unpaid booking holds its crew (BOOKING_HOLD_MINUTES after booking, or
     * TRANSFER_HOLD_MINUTES once a bank transfer is pending). Afterwards it is "expired" and its crew is
     * offered again; a paid booking holds its crew whatever this says.
     */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * When a pending bank transfer extended the hold (migration 0017): it does so once, so reporting
     * again cannot keep a crew held without paying. Null: never.
     */
    transferHeldAt: timestamp('transfer_held_at', { withTimezone: true, mode: 'date' }),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** A payment the company must act on (refund or another time): see `attentionReason`. */
    needsAttention: boolean('needs_attention').notNull().default(false),
    /** 'slot-taken' (paid after the hold ran out, slot full meanwhile) or 'cancelled'. */
    attentionReason: text('attention_reason'),
    /** When an admin dealt with the flag: the booking was moved to a free slot, or the money refunded. */
    attentionResolvedAt: timestamp('attention_resolved_at', { withTimezone: true, mode: 'date' }),
    /** Set when the money was sent back (the booking is then cancelled), with the admin's note. */
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    refundNote: text('refund_note'),
    /**
     * Money sent back so far through the provider's refunds that were processed (a partial refund keeps
     * the booking); earnings count `amount - refundedAmount` (migration 0013).
     */
    refundedAmount: money('refunded_amount').notNull().default(0),
    /** How many times the customer moved it (MAX_RESCHEDULES, with the availability settings). */
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    /** Who cancelled it ('customer' from the manage link, 'admin' from the console) and why. */
    cancelledBy: text('cancelled_by').$type<'customer' | 'admin'>(),
    cancelReason: text('cancel_reason'),
    /** The Idempotency-Key of the booking request, and the SHA-256 of its body (a repeat must match). */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /**
     * The client address the booking came from (request.ip, honest behind TRUST_PROXY): unpaid holds
     * are capped per address (docs/PRODUCT.md, "Unpaid holds are capped"). Null for older bookings.
     */
    clientAddress: text('client_address'),
    createdAt: createdAt(),
    /**
     * When an admin deleted it. A deleted appointment stays for the record (a payment, a dispute) but
     * is hidden from every list, count and lookup, and no longer holds a crew.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /**
     * The customer (`customers.id`) this live booking belongs to; null once deleted. Kept in the
     * transaction of every booking and deletion (repositories/customer-summaries.ts).
     */
    customerId: text('customer_id'),
    /** The plan this visit belongs to (docs/PRODUCT.md, Recurring plans), and its number in the plan (1: the first). */
    planId: text('plan_id'),
    planVisit: integer('plan_visit'),
    /** The privacy notice the form showed and when the customer sent it (migration 0014); null before. */
    privacyNoticeVersion: text('privacy_notice_version'),
    privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true, mode: 'date' }),
    /** When its personal fields were erased (services/personal-data.ts); amounts and dates stay. */
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
    /**
     * How the customer chose to hear from us (migration 0026), with the privacy notice shown and when;
     * null: booked before the choice (the settings' order applies, WhatsApp only to a chosen one).
     */
    contactChannel: text('contact_channel').$type<MessageChannel>(),
    contactNoticeVersion: text('contact_notice_version'),
    contactChosenAt: timestamp('contact_chosen_at', { withTimezone: true, mode: 'date' }),
    /**
     * The crew it holds (migration 0020): set whenever it takes a crew of its slot, kept afterwards for
     * the record. Null: it never held one (or it was paid after its slot filled up).
     */
    crewId: text('crew_id').references(() => crews.id),
    /**
     * How long the job takes, in minutes: its service's length when it was booked (migration 0021). A
     * crew is busy from its start for this long, plus the location's travel time after it.
     */
    durationMinutes: integer('duration_minutes').notNull().default(120),
    /**
     * How its amount and length were made up when booked (migration 0022): the service, the
     * frequency's difference, each size above what is included, each extra. Null before.
     */
    priceLines: jsonb('price_lines').$type<PriceLine[]>(),
    /**
     * The area of its address (migration 0023), its name as booked (a later rename keeps what the
     * customer was told) and the nearest landmark. Null: booked without one.
     */
    areaId: text('area_id').references(() => areas.id),
    areaName: text('area_name'),
    landmark: text('landmark'),
    /**
     * How far its crew got on the day (migration 0025; docs/PRODUCT.md, "The crew's day"): the furthest
     * step recorded in `job_events`. Null: assigned, nothing recorded (or rebooked since).
     */
    jobStep: text('job_step').$type<Exclude<JobStep, 'assigned'>>(),
  },
  (t) => [
    uniqueIndex('appointments_reference_idx').on(t.reference),
    check('appointments_duration_minutes_check', sql`${t.durationMinutes} BETWEEN 30 AND 720`),
    index('appointments_retention_idx')
      .on(t.date)
      .where(sql`${t.erasedAt} IS NULL`),
    // A retry of a deleted booking's request books anew rather than answering a booking nobody can see.
    uniqueIndex('appointments_idempotency_key_idx')
      .on(t.idempotencyKey)
      .where(sql`${t.deletedAt} IS NULL`),
    index('appointments_attention_idx').on(t.needsAttention),
    index('appointments_slot_idx').on(t.date, t.time, t.location),
    index('appointments_created_idx').on(t.createdAt),
    index('appointments_customer_idx').on(t.customerId),
    // The few rows the reports read live (docs/DECISIONS.md, "Customers and summaries kept up to date"):
    // unpaid bookings still within their hold, and today's payments.
    index('appointments_running_hold_idx')
      .on(t.holdExpiresAt)
      .where(
        sql`${t.payment} = false AND ${t.cancelled} = false AND ${t.isCompleted} = false AND ${t.deletedAt} IS NULL`,
      ),
    index('appointments_paid_at_idx')
      .on(sql`coalesce(${t.paidAt}, ${t.createdAt})`)
      .where(sql`${t.payment} = true AND ${t.cancelled} = false AND ${t.deletedAt} IS NULL`),
    // The admin search (repositories/search-repository.ts): btree with text_pattern_ops for equality
    // and "starts with", GIN trigrams (pg_trgm) for "contains"; see docs/DECISIONS.md.
    ...searchIndexes('appointments', {
      full_name: loweredFullName(t.firstName, t.lastName),
      email: lowered(t.email),
      reference: lowered(t.reference),
      phone: nationalPhone(t.phone),
    }),
    index('appointments_search_last_name_idx').using('btree', sql`${lowered(t.lastName)} text_pattern_ops`),
    // The admin list's orders over the live rows (repositories/appointment-filters.ts, orderOf), each
    // ending in the list's tie-break (creation time, then id) so a page is read straight off the index,
    // and its id-only page query (appointment-repository.ts, page) skips rows without reading them.
    index('appointments_live_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('appointments_live_date_idx')
      .on(t.date, minutesOfDay(t.time), t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    // Earliest first, newest first among equal times: the other index read backwards gives oldest first.
    index('appointments_live_date_asc_idx')
      .on(t.date, minutesOfDay(t.time), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} IS NULL`),
    index('appointments_live_amount_idx')
      .on(t.amount, t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    // Cheapest first, newest first among equal amounts: the other index read backwards gives oldest first.
    index('appointments_live_amount_asc_idx')
      .on(t.amount.asc(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} IS NULL`),
    // The open flags (needs attention, notifications): a handful among all the rows.
    index('appointments_open_attention_idx')
      .on(t.paidAt, t.createdAt, t.id)
      .where(sql`${t.needsAttention} = true AND ${t.deletedAt} IS NULL`),
    // A crew's jobs of a day (its load when a booking picks one).
    index('appointments_crew_date_idx')
      .on(t.crewId, t.date)
      .where(sql`${t.crewId} IS NOT NULL`),
  ],
);

export const PLAN_STATUSES = ['pending', 'active', 'paused', 'cancelled'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/**
 * A recurring plan (docs/PRODUCT.md, Recurring plans): what the customer signed up for, at the price of
 * the day they signed up. 'pending' until its first visit is paid, then 'active'. The card's
 * authorization is the provider's code, encrypted (security/authorization-cipher.ts); never card data.
 */
export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    status: text('status').$type<PlanStatus>().notNull().default('pending'),
    location: text('location').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    notes: text('notes').notNull().default(''),
    productId: text('product_id').notNull(),
    serviceId: text('service_id').notNull(),
    frequencyId: text('frequency_id').notNull(),
    productName: text('product_name').notNull(),
    serviceName: text('service_name').notNull(),
    frequencyName: text('frequency_name').notNull(),
    intervalDays: integer('interval_days').notNull(),
    amount: money('amount').notNull(),
    /** How long each visit takes: the service's length when the plan began (migration 0021). */
    durationMinutes: integer('duration_minutes').notNull().default(120),
    /** How each visit's amount and length are made up: the first visit's lines (migration 0022). */
    priceLines: jsonb('price_lines').$type<PriceLine[]>(),
    /** The home's size and extras its visits are priced and timed by (migration 0024). */
    size: jsonb('size').$type<HomeChoice>(),
    /** The area and landmark its visits are booked with (migration 0023). */
    areaId: text('area_id').references(() => areas.id),
    areaName: text('area_name'),
    landmark: text('landmark'),
    /** The time of every visit, and the first visit's date: visit n is due `first + (n-1) × interval`. */
    time: text('time').notNull(),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    /** How many visits were made so far (the next one made is number `visitsMade + 1`). */
    visitsMade: integer('visits_made').notNull().default(1),
    consentAt: timestamp('consent_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * How the customer chose to hear from us, with the notice shown and when (migration 0026): each visit
     * made copies it, and the manage link's change updates it with the visits to come.
     */
    contactChannel: text('contact_channel').$type<MessageChannel>(),
    contactNoticeVersion: text('contact_notice_version'),
    contactChosenAt: timestamp('contact_chosen_at', { withTimezone: true, mode: 'date' }),
    authorizationCipher: text('authorization_cipher'),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    pausedUntil: date('paused_until', { mode: 'string' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('plans_status_idx').on(t.status, t.createdAt)],
);

export type PlanChargeStatus = 'pending' | 'success' | 'failed';

/** One charge of a plan's saved card for one visit: one row per visit and attempt, its reference unique. */
export const planCharges = pgTable(
  'plan_charges',
  {
    id: text('id').primaryKey(),
    planId: text('plan_id').notNull(),
    appointmentId: text('appointment_id').notNull(),
    attempt: integer('attempt').notNull(),
    reference: text('reference').notNull(),
    status: text('status').$type<PlanChargeStatus>().notNull().default('pending'),
    message: text('message'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('plan_charges_visit_attempt_idx').on(t.appointmentId, t.attempt),
    uniqueIndex('plan_charges_reference_idx').on(t.reference),
  ],
);

export type PlanCardChangeStatus = 'pending' | 'paid' | 'closed';

/**
 * A customer's change of a plan's card (docs/PRODUCT.md, Recurring plans): a popup payment of one visit
 * under a reference of its own (`{visit reference}-K{n}`). While it is pending, the charging job leaves
 * the visit alone; paid, the card that paid replaces the plan's; closed, it was never paid (abandoned).
 */
export const planCardChanges = pgTable(
  'plan_card_changes',
  {
    id: text('id').primaryKey(),
    planId: text('plan_id').notNull(),
    appointmentId: text('appointment_id').notNull(),
    reference: text('reference').notNull(),
    status: text('status').$type<PlanCardChangeStatus>().notNull().default('pending'),
    /** When the customer consented to later charges of the new card (the dialog's box). */
    consentAt: timestamp('consent_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('plan_card_changes_reference_idx').on(t.reference),
    index('plan_card_changes_visit_idx').on(t.appointmentId, t.createdAt),
  ],
);

/**
 * Live appointments counted by slot (date, time, location) and the columns their status is made of,
 * kept by a trigger on `appointments` (migration 0006_read_indexes): the admin list's totals add up
 * these rows (at most a few per slot) instead of counting the appointments. Per slot, so two bookings
 * write the same row only when they already wait for each other (the crew-day lock, `booking_counts`). Whether an
 * unpaid booking is still within its hold depends on the clock, so those few are counted live.
 */
export const appointmentCounts = pgTable(
  'appointment_counts',
  {
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    location: text('location').notNull(),
    payment: boolean('payment').notNull(),
    cancelled: boolean('cancelled').notNull(),
    isCompleted: boolean('is_completed').notNull(),
    needsAttention: boolean('needs_attention').notNull(),
    appointments: integer('appointments').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'appointment_counts_pk',
      columns: [t.date, t.time, t.location, t.payment, t.cancelled, t.isCompleted, t.needsAttention],
    }),
  ],
);

/**
 * Customers (docs/PRODUCT.md#admin-console): the groups of live appointments sharing an email or a phone,
 * joined transitively, as `groupCustomers` (domain/customer-groups.ts) makes them. `id` is this table's
 * own key (it stays while the group's first booking changes); `firstBookingId` is the customer's id in
 * the API. The booking and deletion transactions keep the grouping; a trigger on `appointments` keeps
 * the columns after `id` (migration 0004).
 */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    /** The group's oldest booking (creation time, then id): the customer's `_id`. */
    firstBookingId: text('first_booking_id').notNull(),
    /**
     * The newest booking (creation time to the millisecond, then id by code point: COLLATE "C" in
     * migration 0004, as JS compares strings): it gives the name, email and phone shown.
     */
    newestBookingId: text('newest_booking_id').notNull(),
    newestCreatedAt: timestamp('newest_created_at', { withTimezone: true, mode: 'date' }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    bookings: integer('bookings').notNull(),
    /** Paid and not cancelled. */
    totalPaid: moneySum('total_paid'),
    /** The latest appointment date booked. */
    lastBooking: date('last_booking', { mode: 'string' }).notNull(),
  },
  (t) => [
    // Not unique: inside one statement that regroups, two customers may briefly share their first booking.
    index('customers_first_booking_idx').on(t.firstBookingId),
    // The customers list's order (domain/customer-groups.ts, byLastBooking).
    index('customers_list_idx').on(t.lastBooking.desc(), t.newestCreatedAt.desc(), t.newestBookingId.desc()),
    // The search's customers, newest booking first (repositories/search-repository.ts): for a common text
    // the customers are read in this order, each checked by its bookings, until enough match.
    index('customers_newest_idx').on(t.newestCreatedAt, t.newestBookingId),
  ],
);

/**
 * Which customer each email key and phone key (domain/customer-groups.ts) of a live booking belongs
 * to: a new booking finds the customers it joins here.
 */
export const customerKeys = pgTable(
  'customer_keys',
  {
    /** 'email:<emailKey>' or 'phone:<phoneKey>'. */
    key: text('key').primaryKey(),
    customerId: text('customer_id').notNull(),
  },
  (t) => [index('customer_keys_customer_idx').on(t.customerId)],
);

/**
 * Counts and sums of the live appointments per location and start time, kept by a trigger on
 * `appointments` (migration 0004): the dashboard and the bookings reports read these few rows instead of
 * the appointments.
 */
export const bookingCounts = pgTable(
  'booking_counts',
  {
    location: text('location').notNull(),
    time: text('time').notNull(),
    /** Live (not deleted) appointments. */
    live: integer('live').notNull().default(0),
    /** Live, not cancelled, and paid or completed: they count in the reports whatever the time. */
    firm: integer('firm').notNull().default(0),
    /** Money of live, paid, not cancelled appointments (the dashboard's earnings). */
    earnings: moneySum('earnings'),
  },
  (t) => [primaryKey({ columns: [t.location, t.time] })],
);

/** Paid money per Lagos day of payment (live, paid, not cancelled or refunded), kept by the same trigger. */
export const paidDays = pgTable('paid_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  amount: moneySum('amount'),
  bookings: integer('bookings').notNull().default(0),
});

/**
 * How many customers there are: the sum of sixteen rows (ids 0-15), kept by the same trigger, which adds
 * a new customer to a random row so that bookings of new customers do not all wait on one row.
 */
export const customerCount = pgTable('customer_count', {
  id: integer('id').primaryKey(),
  customers: integer('customers').notNull().default(0),
});

export const admins = pgTable(
  'admins',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-case: one account per address whatever its spelling. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    address: text('address'),
    image: text('image'),
    /** When this admin last opened the notifications: the badge counts what came after. */
    notificationsSeenAt: timestamp('notifications_seen_at', { withTimezone: true, mode: 'date' }),
    /** Set while another admin has disabled the account: it cannot log in and its sessions are gone. */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    /** The admin's alerts (their profile): a new paid booking at once, in a daily digest, or none. */
    alertNewBooking: text('alert_new_booking').$type<NewBookingAlert>().notNull().default('at-once'),
    alertPaymentAttention: boolean('alert_payment_attention').notNull().default(true),
    alertContactMessage: boolean('alert_contact_message').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_idx').on(t.email)],
);

/**
 * Single-use invitations to sign up as an admin, made by an admin, that expire. Only the SHA-256 of
 * the code is stored (the code is shown once, when made); a sign-up with it sets `usedAt`.
 */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: text('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    /** The admin who made it (id; the audit trail keeps the name). */
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** The admin the sign-up made. */
    usedBy: text('used_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('admin_invitations_code_hash_idx').on(t.codeHash),
    index('admin_invitations_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.usedAt} IS NULL AND ${t.revokedAt} IS NULL`),
  ],
);

/** Admin sessions: only the SHA-256 of the token is stored; logging out deletes the row. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: text('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** Null while unread; set (with the admin's name) when marked as handled. */
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    handledBy: text('handled_by'),
    /** As on appointments (migration 0014). */
    privacyNoticeVersion: text('privacy_notice_version'),
    privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true, mode: 'date' }),
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_retention_idx')
      .on(t.createdAt)
      .where(sql`${t.erasedAt} IS NULL`),
    // The unread ones (notifications): few, whatever the number handled.
    index('contact_messages_unhandled_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.handledAt} IS NULL`),
    ...searchIndexes('contact_messages', {
      name: lowered(t.name),
      email: lowered(t.email),
      subject: lowered(t.subject),
    }),
  ],
);

/**
 * The weekly availability rules admins edit (docs/PRODUCT.md, Availability): one row, id 'current', written from the
 * environment's values the first time the API starts on a database.
 */
export const availabilitySettings = pgTable('availability_settings', {
  id: text('id').primaryKey(),
  /** Hours (0-23, Africa/Lagos), sorted. */
  slotHours: jsonb('slot_hours').$type<number[]>().notNull(),
  /** 0 Sunday … 6 Saturday. */
  closedWeekdays: jsonb('closed_weekdays').$type<number[]>().notNull(),
  /** What customers may do from their manage link (docs/PRODUCT.md, Manage my booking). */
  rescheduleCutoffHours: integer('reschedule_cutoff_hours').notNull().default(24),
  maxReschedules: integer('max_reschedules').notNull().default(2),
  cancellationCutoffHours: integer('cancellation_cutoff_hours').notNull().default(24),
  /** Minutes a crew needs between two jobs, by location; a location not named has TRAVEL_MINUTES's default. */
  travelMinutes: jsonb('travel_minutes').$type<Record<string, number>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The crews the company sends out (docs/PRODUCT.md, "Crews by name"): each works from one location, on
 * its working days (0 Sunday … 6 Saturday) between two times of day (minutes after midnight, Lagos).
 * A crew a booking points to is deactivated, never deleted.
 */
export const crews = pgTable(
  'crews',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull().unique(),
    location: text('location').notNull(),
    members: jsonb('members').$type<CrewMember[]>().notNull().default([]),
    workingDays: jsonb('working_days').$type<number[]>().notNull(),
    dayStartsMinute: integer('day_starts_minute').notNull(),
    dayEndsMinute: integer('day_ends_minute').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('crews_location_idx')
      .on(t.location)
      .where(sql`${t.active}`),
    check(
      'crews_hours_check',
      sql`${t.dayStartsMinute} >= 0 AND ${t.dayStartsMinute} < ${t.dayEndsMinute} AND ${t.dayEndsMinute} <= 1440`,
    ),
  ],
);

/**
 * A city's areas (docs/PRODUCT.md, "Areas and landmarks"): a name unique in its location (any case),
 * served or not, and a surcharge added to each visit there.
 */
export const areas = pgTable(
  'areas',
  {
    id: text('id').primaryKey(),
    location: text('location').notNull(),
    name: text('name').notNull(),
    served: boolean('served').notNull().default(true),
    surcharge: money('surcharge').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('areas_location_name_idx').on(t.location, sql`lower(${t.name})`),
    check('areas_surcharge_check', sql`${t.surcharge} >= 0`),
  ],
);

/** People waiting for an area not served yet: 'Tell me when you do', with their consent. */
export const areaLeads = pgTable(
  'area_leads',
  {
    id: text('id').primaryKey(),
    areaId: text('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    privacyNoticeVersion: text('privacy_notice_version'),
    privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('area_leads_area_idx').on(t.areaId, t.createdAt)],
);

/**
 * A device a crew member signs in from a link the office sent (docs/PRODUCT.md, "The crew's day"): only
 * hashes of the link's token and of the session's are kept. The link works once, until
 * `linkExpiresAt`; the session until `sessionExpiresAt`, or until it is ended (`endedAt`).
 */
export const crewDevices = pgTable(
  'crew_devices',
  {
    id: text('id').primaryKey(),
    crewId: text('crew_id')
      .notNull()
      .references(() => crews.id, { onDelete: 'cascade' }),
    memberName: text('member_name').notNull(),
    memberPhone: text('member_phone').notNull(),
    linkHash: text('link_hash').notNull(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    sessionHash: text('session_hash'),
    signedInAt: timestamp('signed_in_at', { withTimezone: true, mode: 'date' }),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true, mode: 'date' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** The admin who sent the link. */
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('crew_devices_link_idx').on(t.linkHash),
    uniqueIndex('crew_devices_session_idx')
      .on(t.sessionHash)
      .where(sql`${t.sessionHash} IS NOT NULL`),
    index('crew_devices_crew_idx').on(t.crewId, t.createdAt),
  ],
);

/**
 * A step a crew recorded at a job: its id is the phone's own key, so a step sent twice is one row.
 * `happenedAt` is the phone's time (a step taken offline arrives later, at `receivedAt`).
 */
export const jobEvents = pgTable(
  'job_events',
  {
    id: text('id').primaryKey(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    crewId: text('crew_id')
      .notNull()
      .references(() => crews.id),
    deviceId: text('device_id').references(() => crewDevices.id, { onDelete: 'set null' }),
    memberName: text('member_name').notNull(),
    kind: text('kind').$type<Exclude<JobStep, 'assigned'>>().notNull(),
    happenedAt: timestamp('happened_at', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    reason: text('reason').$type<CouldNotWorkReason>(),
    note: text('note'),
    checklist: jsonb('checklist').$type<string[]>().notNull().default([]),
    /** Ids of `job_photos`. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('job_events_appointment_idx').on(t.appointmentId, t.happenedAt),
    index('job_events_crew_idx').on(t.crewId, t.happenedAt),
    check('job_events_kind_check', sql`${t.kind} IN ('on-my-way', 'started', 'done', 'could-not-work')`),
  ],
);

/** A photo of finished work: the file is in object storage under `storageKey`, never in the database. */
export const jobPhotos = pgTable(
  'job_photos',
  {
    id: text('id').primaryKey(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    crewId: text('crew_id')
      .notNull()
      .references(() => crews.id),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
    /**
     * When the customer's data was erased (docs/PRODUCT.md, "Your data"): never shown again; the file is
     * removed from object storage and then the row deleted.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('job_photos_appointment_idx').on(t.appointmentId),
    index('job_photos_erased_idx')
      .on(t.erasedAt)
      .where(sql`${t.erasedAt} IS NOT NULL`),
  ],
);

/** The areas a crew is limited to; a crew with none goes to every area of its location. */
export const crewAreas = pgTable(
  'crew_areas',
  {
    crewId: text('crew_id')
      .notNull()
      .references(() => crews.id, { onDelete: 'cascade' }),
    areaId: text('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.crewId, t.areaId] }), index('crew_areas_area_idx').on(t.areaId)],
);

/** Dates a crew does not work (docs/PRODUCT.md, "Jobs of real length"): from `firstDate` to `lastDate`. */
export const crewTimeOff = pgTable(
  'crew_time_off',
  {
    id: text('id').primaryKey(),
    crewId: text('crew_id')
      .notNull()
      .references(() => crews.id, { onDelete: 'cascade' }),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    lastDate: date('last_date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('crew_time_off_crew_idx').on(t.crewId, t.lastDate),
    check('crew_time_off_dates_check', sql`${t.firstDate} <= ${t.lastDate}`),
  ],
);

/** Dates without bookings: at one location, or at every location when `location` is null. */
export const closedDates = pgTable(
  'closed_dates',
  {
    id: text('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    location: text('location'),
    label: text('label').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('closed_dates_date_location_idx').on(t.date, sql`coalesce(${t.location}, '')`)],
);

/** What an outbox message is: its template, and who it goes to. */
export const OUTBOX_KINDS = [
  // To the customer.
  'booking-received',
  'payment-confirmed',
  'reminder',
  // The reminder by SMS (recipient: the booking's phone, +234…), when an SMS provider is configured.
  'reminder-sms',
  'booking-rebooked',
  'booking-refunded',
  'booking-cancelled',
  'booking-completed',
  // What the customer changed from their manage link, and a refund the provider processed.
  'rescheduled',
  'cancelled',
  'refunded',
  // A plan's visit placed at another time than its usual one (a closed or full slot), and a visit whose
  // card charge failed twice (a link to pay it).
  'plan-visit-moved',
  'plan-payment-needed',
  // What the customer (or the staff, for them) changed in their plan (plan-actions.ts).
  'plan-visit-skipped',
  'plan-paused',
  'plan-cancelled',
  'plan-resumed',
  'plan-rescheduled',
  // The catalogue's price of a plan's frequency changed: the customer may accept it (services/plan-price-offers.ts).
  'plan-price-offered',
  // The customer changed their plan's card (plan-card.ts).
  'plan-card-changed',
  // To an admin.
  'admin-new-booking',
  'admin-booking-digest',
  'admin-payment-attention',
  'admin-contact-message',
  // To the customer: the link that confirms their request to erase their data (no booking attached).
  'erasure-confirmation',
  // To the customer: the link that opens the download of their data (no booking attached).
  'data-download-link',
  // The crew's day (docs/PRODUCT.md, "The crew's day"): a step the customer hears of, and a crew
  // member's sign-in link, by e-mail and by SMS (no booking attached).
  'on-my-way',
  'could-not-work',
  'crew-sign-in-link',
  'crew-sign-in-link-sms',
  // An admin's answer to a customer's WhatsApp message, from the console's inbox (WhatsApp only).
  'whatsapp-reply',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
/** Any kind's payload; `OutboxPayloads` says which is whose. */
export type OutboxPayload = OutboxPayloads[OutboxKind];
// Every kind has a payload type, and every payload type a kind.
const _everyKindHasItsPayload: [OutboxKind, keyof OutboxPayloads] extends [keyof OutboxPayloads, OutboxKind]
  ? true
  : false = true;

/**
 * The messages whose payload holds a data request's code (docs/DECISIONS.md, "A data request covers only
 * the proved contact"): the code is dropped once the message is sent or given up, and no copy is resent.
 */
export const LINK_KINDS = [
  'erasure-confirmation',
  'data-download-link',
  'crew-sign-in-link',
  'crew-sign-in-link-sms',
] as const satisfies readonly OutboxKind[];

/**
 * Messages to send (docs/ARCHITECTURE.md, "Background jobs and the outbox"): written in the transaction
 * of the change that causes them, sent by a job; `payload` holds the facts of that moment the message
 * shows, so it reads the same whenever it is sent.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<OutboxKind>().notNull(),
    recipient: text('recipient').notNull(),
    appointmentId: text('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<OutboxPayload | ErasedPayload>().notNull(),
    /**
     * What makes the message one of a kind (unique per booking and recipient): the kind for those a
     * booking gets once, the kind and the change's audit entry for repeatable ones; null, no check.
     */
    dedupeKey: text('dedupe_key'),
    status: text('status').$type<OutboxStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** The last failed attempt's reason, as the mail server gave it. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Where it goes (migration 0026): the recipient is an address for e-mail, an E.164 phone otherwise. */
    channel: text('channel').$type<MessageChannel>().notNull().default('email'),
    /** The provider's id of the sent message (a WhatsApp wamid, a Termii message_id): reports find it by it. */
    providerMessageId: text('provider_message_id'),
    /** The provider's last report: its state, reason (a failure's) and time. */
    deliveryState: text('delivery_state').$type<DeliveryState>(),
    deliveryReason: text('delivery_reason'),
    deliveryAt: timestamp('delivery_at', { withTimezone: true, mode: 'date' }),
    /** The message this one replaces on the next channel, after it failed on its own (once: unique). */
    fallbackOf: text('fallback_of'),
    /** The admin who wrote it (an answer from the inbox); null for the site's own messages. */
    sentBy: text('sent_by'),
  },
  (t) => [
    uniqueIndex('outbox_messages_provider_idx')
      .on(t.channel, t.providerMessageId)
      .where(sql`${t.providerMessageId} IS NOT NULL`),
    uniqueIndex('outbox_messages_fallback_idx')
      .on(t.fallbackOf)
      .where(sql`${t.fallbackOf} IS NOT NULL`),
    uniqueIndex('outbox_messages_dedupe_idx')
      .on(t.appointmentId, t.recipient, t.dedupeKey)
      .where(sql`${t.appointmentId} IS NOT NULL AND ${t.dedupeKey} IS NOT NULL`),
    index('outbox_messages_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('outbox_messages_created_idx').on(t.createdAt),
    index('outbox_messages_recipient_idx').using('btree', lowered(t.recipient)),
  ],
);

/**
 * Money sent back through the provider's Refund API: `pending` until its signed `refund.processed` or
 * `refund.failed` webhook (payments/refunds.ts); `providerRefundId` is the provider's id of it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id),
    amount: money('amount').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    requestedBy: text('requested_by').$type<'customer' | 'admin'>().notNull(),
    note: text('note').notNull().default(''),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('refunds_provider_refund_id_idx')
      .on(t.providerRefundId)
      .where(sql`${t.providerRefundId} IS NOT NULL`),
    index('refunds_appointment_idx').on(t.appointmentId, t.createdAt),
  ],
);

/**
 * Who did what, when: admin actions on appointments, products and availability. The admin's name and
 * email are copied, so the record outlives the account.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: text('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    adminId: text('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    subjectId: text('subject_id'),
    summary: text('summary').notNull(),
  },
  (t) => [
    index('audit_events_subject_idx').on(t.subject, t.subjectId, t.at),
    // The customers' own changes the notification badge counts (migration 0013).
    index('audit_events_actor_idx').on(t.adminId, t.at),
  ],
);

/**
 * A customer's request to download or erase their data (docs/PRODUCT.md, "Your data"). `email` and
 * `phone` (as the booking had them) name the customer while the request is open; an erasure clears them
 * when it completes. `codeHash`: SHA-256 of the e-mailed confirmation link's code.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<DataRequestKind>().notNull(),
    status: text('status').$type<DataRequestStatus>().notNull(),
    reference: text('reference').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash'),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    closedBy: text('closed_by'),
    outcome: text('outcome').notNull().default(''),
  },
  (t) => [index('data_requests_list_idx').on(t.requestedAt, t.id)],
);

export const productRelations = relations(products, ({ many }) => ({ services: many(services) }));
export const serviceRelations = relations(services, ({ one, many }) => ({
  product: one(products, { fields: [services.productId], references: [products.id] }),
  frequencies: many(frequencies),
}));
export const frequencyRelations = relations(frequencies, ({ one }) => ({
  service: one(services, { fields: [frequencies.serviceId], references: [services.id] }),
}));

/** Each topic's order of channels as the admins set it (migration 0026); a topic without a row has the default. */
export const messageChannelOrders = pgTable('message_channel_orders', {
  topic: text('topic').$type<MessageTopic>().primaryKey(),
  channels: text('channels').array().$type<MessageChannel[]>().notNull(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A channel a phone (E.164) turned off with STOP, and the message that said it; START removes the row. */
export const channelOptOuts = pgTable(
  'channel_opt_outs',
  {
    phone: text('phone').notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    optedOutAt: timestamp('opted_out_at', { withTimezone: true, mode: 'date' }).notNull(),
    inboundMessageId: text('inbound_message_id'),
  },
  (t) => [primaryKey({ name: 'channel_opt_outs_pk', columns: [t.phone, t.channel] })],
);

/**
 * A customer's message to us on WhatsApp or SMS (migration 0026), once per provider id (a webhook sent
 * twice is one row), linked to the latest booking with that phone; read once an admin opens the thread.
 */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    id: text('id').primaryKey(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    phone: text('phone').notNull(),
    name: text('name'),
    body: text('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    appointmentId: text('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('inbound_messages_provider_idx').on(t.channel, t.providerMessageId),
    index('inbound_messages_phone_idx').on(t.phone, t.receivedAt),
    index('inbound_messages_received_idx').on(t.receivedAt),
  ],
);
