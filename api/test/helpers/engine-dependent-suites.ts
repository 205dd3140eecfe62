/**
 * The API suites whose outcome depends on the database engine or its driver: they run on PostgreSQL
 * (DATABASE_URL; CI must have one) as well as on PGlite. Every other API suite runs once: on PostgreSQL
 * when DATABASE_URL names a server, else on PGlite.
 * Paths are relative to api/test; `describeEachDatabase` (./database.ts) reads this list, and
 * api/test/engine-dependent-suites.test.ts checks that each entry names a suite that uses it.
 */
export const ENGINE_DEPENDENT_SUITES: Readonly<Record<string, string>> = {
  // Locks and races: PostgreSQL runs the requests of a test on a pool of connections at once; PGlite
  // has one connection, so only PostgreSQL shows that a lock or a constraint really holds.
  'routes/api/user/index.test.ts': 'many simultaneous bookings for the last crew of a slot (slot lock)',
  'routes/api/user/idempotency.test.ts': '20 simultaneous repeats of one Idempotency-Key (lock, unique index)',
  'routes/api/user/slot-holds.test.ts': 'holds take, extend and release crews under the slot lock',
  'routes/api/user/unpaid-holds.test.ts': 'simultaneous bookings of one customer stay under the cap (email lock)',
  'routes/api/admin/soft-delete.test.ts': 'deleting frees the crew and the Idempotency-Key (partial unique index)',
  'payments/payments.test.ts': 'the payment call and the webhook mark a booking paid once (row lock)',
  'services/availability-rules.test.ts': 'two starts at the same time write the first rules once (rules lock)',
  'routes/api/admin/availability-settings.test.ts': 'a rule change locks out the bookings it would strand',
  'routes/api/admin/admin-accounts-races.test.ts': 'one invitation, one sign-up; two admins never disable each other',
  'services/expired-bookings.test.ts': 'two API processes run the retention clean-up at once (try-lock), rows go once',
  'messages/outbox.test.ts': 'two API processes work the job queue: each message is sent once (job locks)',
  'repositories/customer-summaries.test.ts': 'stored customers and counters (trigger, key locks) equal a recount',
  'repositories/appointment-counts.test.ts': 'the appointment totals kept by a trigger equal a recount',
  'plans/plans.test.ts': 'two API processes charge the same visits at once: each is charged once (charge lock)',
  'plans/plan-actions.test.ts':
    "a plan's actions take its lock, then its visits' slot locks (the horizon's order); refunds",
  'plans/plan-price.test.ts': "accepting a new price takes the plan's lock, then each visit's charge lock",
  'plans/plan-size.test.ts':
    "a plan's new home size: its lock, the crew-day locks of its visits' days, then each visit's charge lock",
  'plans/admin-plans.test.ts': "the staff's plan actions and Resume: the plan's lock, then the slot locks; refunds",
  'plans/plan-refunds.test.ts': "a plan visit's refund is decided under its row lock, against the payment that paid it",
  'plans/plan-card.test.ts':
    'a card change and the charging job claim a visit under its charge lock: one of them pays it, never both',
  'plans/plan-reschedule.test.ts':
    "a plan's new times: its lock, then each visit's two slot locks in one order; no free time rolls all back",
  'routes/api/user/data-requests.test.ts': 'an erasure regroups customers under their locks (triggers keep summaries)',
  'routes/api/user/manage.test.ts': 'two customers move into the last crew at once (slot locks); refunds settle once',
  'services/named-crews.test.ts': 'a crew taken and given back under the crew-day and rules locks',
  'services/job-lengths.test.ts': 'customers racing for overlapping times of the last crew (crew-day lock)',
  // The driver: what each one hands back, and how a database is opened.
  'services/change-notifications.test.ts': 'the change feed: writes report their topic once committed',
  'db/seed.test.ts': 'migrations on an empty database (the PGlite tests start from a migrated copy)',
  'commands/create-admin.test.ts': 'the command opens its own database by URL, as an operator runs it',
  'log-redaction.test.ts': "the driver's error object of a failed write carries the row's values",
  'routes/api/admin/business-export.test.ts': 'one snapshot for every file',
};
