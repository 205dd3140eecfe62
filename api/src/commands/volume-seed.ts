import { LOCATIONS } from '@clean/shared/constants';
import { addDays, hourLabel, lagosNow } from '@clean/shared/lagos-time';
import { eq, sql, type SQL } from 'drizzle-orm';
import { SATURDAY_HOURS } from '../domain/availability';
import { liveAppointment } from '../repositories/appointment-scopes';
import { recountSummaries } from '../repositories/customer-summaries';
import type { Database } from '../db/client';
import { appointments, availabilitySettings } from '../db/schema';
import { CURRENT } from '../repositories/availability-repository';
import { activeCrewCounts, setCrewCount } from '../repositories/crew-roster';
import { nationalPhone } from '../db/search-expressions';

/**
 * Years of realistic bookings, made by SQL in a few large statements (`npm run seed:volume -w api`):
 * what the admin console is measured against (docs/BENCHMARKS.md, "Admin reads with years of data").
 * Every value is drawn from the row number by `hashint8extended`, so one run is the same as another.
 */

const FIRST_NAMES = [
  // Yoruba
  'Adebayo',
  'Adewale',
  'Ayodele',
  'Babajide',
  'Folake',
  'Funmilayo',
  'Kehinde',
  'Olamide',
  'Oluwaseun',
  'Omolara',
  'Temitope',
  'Titilayo',
  'Yetunde',
  'Damilola',
  'Bolanle',
  'Abiodun',
  // Igbo
  'Adaeze',
  'Chiamaka',
  'Chidi',
  'Chinedu',
  'Chioma',
  'Ebuka',
  'Ifeanyi',
  'Ngozi',
  'Nnamdi',
  'Obinna',
  'Uchenna',
  'Amarachi',
  'Kelechi',
  'Nkechi',
  'Somtochukwu',
  'Chukwuemeka',
  // Hausa and Fulani
  'Abubakar',
  'Aisha',
  'Amina',
  'Bello',
  'Fatima',
  'Hadiza',
  'Ibrahim',
  'Maryam',
  'Musa',
  'Sani',
  'Usman',
  'Zainab',
  'Halima',
  'Yusuf',
  'Hauwa',
  'Aminu',
  // Ijaw, Efik, Ibibio, Tiv, Edo, Urhobo and others
  'Ebiere',
  'Tonye',
  'Ekaette',
  'Effiong',
  'Aniekan',
  'Nsikak',
  'Terver',
  'Mnena',
  'Osagie',
  'Efosa',
  'Ese',
  'Oghenekaro',
  'Ene',
  'Douye',
];

const LAST_NAMES = [
  // Yoruba
  'Adeyemi',
  'Adebayo',
  'Ogunleye',
  'Olawale',
  'Oyelaran',
  'Balogun',
  'Akinola',
  'Ogundipe',
  'Adeleke',
  'Ojo',
  'Fashola',
  'Oyinlola',
  'Bakare',
  'Alabi',
  // Igbo
  'Okafor',
  'Okonkwo',
  'Eze',
  'Nwosu',
  'Obi',
  'Chukwu',
  'Okeke',
  'Nwachukwu',
  'Onyeka',
  'Uzoma',
  'Anyanwu',
  'Ibekwe',
  'Nnadi',
  'Ezeh',
  // Hausa and Fulani
  'Abdullahi',
  'Bello',
  'Danjuma',
  'Garba',
  'Ibrahim',
  'Lawal',
  'Mohammed',
  'Sule',
  'Usman',
  'Yakubu',
  'Shehu',
  'Dikko',
  'Tambuwal',
  'Aliyu',
  // Ijaw, Efik, Ibibio, Tiv, Edo, Urhobo and others
  'Alamieyeseigha',
  'Ebiowei',
  'Bassey',
  'Effiong',
  'Udoh',
  'Akpan',
  'Iorliam',
  'Tarka',
  'Osagie',
  'Igbinedion',
  'Omonigho',
  'Okotie',
  'Diete',
  'Ikwue',
];

const EMAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'yahoo.co.uk'];
/** Where some customers book from work: a second email of the same person (same phone). */
const WORK_DOMAINS = ['company.ng', 'mail.com.ng', 'firm.com.ng'];

/** Nigerian mobile prefixes (MTN, Glo, Airtel, 9mobile) without the leading 0. */
const MOBILE_PREFIXES = [
  '803',
  '806',
  '813',
  '816',
  '703',
  '706',
  '810',
  '814',
  '903',
  '906',
  '805',
  '807',
  '815',
  '811',
  '905',
  '802',
  '808',
  '812',
  '701',
  '708',
  '902',
  '809',
  '817',
  '818',
  '909',
];

const STREETS: Record<(typeof LOCATIONS)[number], string[]> = {
  Lagos: [
    'Admiralty Way, Lekki Phase 1',
    'Adeola Odeku Street, Victoria Island',
    'Allen Avenue, Ikeja',
    'Herbert Macaulay Way, Yaba',
    'Adeniran Ogunsanya Street, Surulere',
    'Bourdillon Road, Ikoyi',
    'Awolowo Way, Ikeja',
    'Chevron Drive, Lekki',
  ],
  Abuja: [
    'Aminu Kano Crescent, Wuse 2',
    'Ahmadu Bello Way, Garki',
    'Gana Street, Maitama',
    '3rd Avenue, Gwarinpa',
    'Ademola Adetokunbo Crescent, Wuse 2',
    'Yakubu Gowon Crescent, Asokoro',
  ],
  'Port Harcourt': [
    'Aba Road, Rumuokoro',
    'Trans-Amadi Road, Trans-Amadi',
    'Tombia Street, GRA Phase 2',
    'Woji Road, Woji',
    'Olu Obasanjo Road, D-Line',
  ],
  Jalingo: ['Hammaruwa Way, Mayo Goi', 'Barde Way, Sintali', 'Yola Road, Magami', 'Mallam Isa Street, Nukkai'],
};

const NOTES = [
  'Please call when you arrive at the gate.',
  'There is a dog in the compound; it is friendly.',
  'Third floor, no lift.',
  'Bring a ladder for the ceiling fans.',
  'Please focus on the kitchen and the two bathrooms.',
  'Gate code 2580.',
  'We have a generator; the crew can use it if NEPA takes light.',
];

const MESSAGE_SUBJECTS = [
  'Question about deep cleaning',
  'Reschedule my appointment',
  'Quote for office cleaning',
  'Refund for cancelled booking',
  'Post-construction cleaning price',
  'Do you clean in Lekki?',
  'Feedback on last visit',
  'Bank transfer confirmation',
  'Hotel housekeeping contract',
  'Crew arrived late',
];

export interface VolumeSeedOptions {
  appointments: number;
  /** People making the bookings (groups sharing an email or a phone); default appointments / 5. */
  customers: number;
  /** Minutes an unpaid booking holds its crew (the API's BOOKING_HOLD_MINUTES). */
  holdMinutes: number;
  now: Date;
  /** Called after each batch with the number of appointments inserted so far. */
  onProgress?: (inserted: number) => void;
}

export interface VolumeSeedResult {
  appointments: number;
  customers: number;
  messages: number;
  slots: number;
  firstDate: string;
  lastDate: string;
  /** Crews per slot and location after the seed (raised, if need be, to carry the bookings). */
  crewsPerSlot: number;
  /**
   * Whether the customers and the counters of migration 0004 are up to date: so when the table was
   * empty before. Otherwise the new rows may join customers already there: the caller rebuilds them
   * (rebuildCustomerSummaries), which keeps the customer ids the seed wrote.
   */
  summarised: boolean;
}

/** Days of bookings before today, and after it. */
const PAST_DAYS = 730;
const FUTURE_DAYS = 28;
const BATCH = 100_000;

const textArray = (values: readonly string[]): SQL =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * A number in [0, 1) drawn from `value` and `salt`: the same on every run and engine (PostgreSQL's own
 * integer hash), so the seed needs no random() state shared across statements.
 */
const draw = (value: SQL, salt: number): SQL =>
  sql`(abs(hashint8extended((${value})::bigint, ${salt})) % 1000000 / 1000000.0)`;

/** The rows a query answers, whichever driver runs it (both answer `{ rows }`). */
async function rowsOf<T>(tx: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** An element of `list` picked by `value` and `salt`. */
const pick = (list: SQL, length: number, value: SQL, salt: number): SQL =>
  sql`(${list})[1 + (abs(hashint8extended((${value})::bigint, ${salt})) % ${length})::int]`;

/**
 * Inserts `options.appointments` bookings for `options.customers` people, and contact messages (one per
 * hundred bookings), into a migrated database holding the starter catalogue and the availability rules.
 * One transaction: a failed seed leaves nothing behind.
 */
export async function seedVolume(db: Database, options: VolumeSeedOptions): Promise<VolumeSeedResult> {
  const { now } = options;
  const today = lagosNow(now).date;
  const firstDate = addDays(today, -PAST_DAYS);
  const lastDate = addDays(today, FUTURE_DAYS - 1);
  const customersPerLocation = Math.max(1, Math.ceil(options.customers / LOCATIONS.length));
  const messages = Math.max(10, Math.floor(options.appointments / 100));

  return db.transaction(async (tx) => {
    // PostgreSQL would spend far longer compiling these big statements (JIT) than running them.
    await tx.execute(sql`SET LOCAL jit = off`);
    // The customers' trigger (migration 0004) is off for this transaction: each seeded customer number
    // is one customer (its phone and emails are made of the number), so the rows carry their customer
    // id and the summaries are counted once, by SQL, at the end.
    await tx.execute(sql`SELECT set_config('clean.rebuilding_summaries', 'on', true)`);
    const [{ empty = false } = {}] = await rowsOf<{ empty: boolean }>(
      tx,
      sql`SELECT NOT EXISTS (SELECT 1 FROM appointments) AS empty`,
    );
    const [rules] = await rowsOf<{ slot_hours: number[]; closed_weekdays: number[] }>(
      tx,
      sql`SELECT slot_hours, closed_weekdays FROM availability_settings WHERE id = 'current'`,
    );
    if (!rules) throw new Error('No availability rules: prepare the database with them first');
    const weekdayTimes = rules.slot_hours.map(hourLabel);
    const saturdayTimes = rules.slot_hours.filter((hour) => SATURDAY_HOURS.includes(hour)).map(hourLabel);

    // Every open slot (date, time, location) of the two years; the bookings are spread evenly over them.
    await tx.execute(sql`
      CREATE TEMP TABLE seed_slots (idx bigint, date date, time text, hour int, location text, location_idx int)
      ON COMMIT DROP`);
    await tx.execute(sql`
      INSERT INTO seed_slots
      SELECT (row_number() OVER (ORDER BY d, l.position, t.position) - 1)::bigint AS idx,
             d::date AS date, t.label AS time, h.hour, l.name AS location, (l.position - 1)::int AS location_idx
      FROM generate_series(${firstDate}::date, ${lastDate}::date, interval '1 day') AS d
      CROSS JOIN unnest(${textArray(LOCATIONS)}) WITH ORDINALITY AS l(name, position)
      CROSS JOIN LATERAL unnest(
        CASE WHEN extract(dow FROM d) = 6 THEN ${textArray(saturdayTimes)} ELSE ${textArray(weekdayTimes)} END
      ) WITH ORDINALITY AS t(label, position)
      CROSS JOIN LATERAL (
        SELECT (split_part(t.label, ':', 1)::int % 12) + CASE WHEN t.label LIKE '%PM' THEN 12 ELSE 0 END AS hour
      ) AS h
      WHERE NOT (extract(dow FROM d)::int = ANY (${sql.raw(`ARRAY[${rules.closed_weekdays.map(Number).join(',') || 'NULL'}]::int[]`)}))
        AND NOT EXISTS (
          SELECT 1 FROM closed_dates c WHERE c.date = d::date AND (c.location IS NULL OR c.location = l.name)
        )`);
    await tx.execute(sql`CREATE UNIQUE INDEX ON seed_slots (idx)`);
    const [{ slots = 0 } = {}] = await rowsOf<{ slots: number }>(
      tx,
      sql`SELECT count(*)::int AS slots FROM seed_slots`,
    );
    if (slots === 0) throw new Error('The availability rules open no slot in the two years to seed');

    // Every bookable frequency with its service and product, numbered.
    await tx.execute(sql`
      CREATE TEMP TABLE seed_catalogue (
        idx int, product_id text, product_name text, service_id text, service_name text,
        frequency_id text, frequency_name text, amount numeric
      ) ON COMMIT DROP`);
    await tx.execute(sql`
      INSERT INTO seed_catalogue
      SELECT (row_number() OVER (ORDER BY p.created_at, s.position, f.position) - 1)::int AS idx,
             p.id AS product_id, p.name AS product_name, s.id AS service_id, s.name AS service_name,
             f.id AS frequency_id, f.name AS frequency_name, f.amount
      FROM frequencies f JOIN services s ON s.id = f.service_id JOIN products p ON p.id = s.product_id`);
    const [{ frequencies = 0 } = {}] = await rowsOf<{ frequencies: number }>(
      tx,
      sql`SELECT count(*)::int AS frequencies FROM seed_catalogue`,
    );
    if (frequencies === 0) throw new Error('The catalogue is empty: nothing to book');

    const run = Date.now().toString(36).toUpperCase();
    for (let from = 0; from < options.appointments; from += BATCH) {
      const to = Math.min(options.appointments, from + BATCH) - 1;
      await tx.execute(insertBatch({ from, to, slots, frequencies, customersPerLocation, run, options }));
      options.onProgress?.(to + 1);
    }
    await tx.execute(insertMessages(messages, customersPerLocation, now));
    if (empty) {
      // The keys a booking joins its customer by (domain/customer-groups.ts, customerKeys).
      await tx.execute(sql`
        INSERT INTO customer_keys (key, customer_id)
        SELECT DISTINCT k.key, appointments.customer_id
        FROM appointments
        CROSS JOIN LATERAL (
          VALUES ('email:' || lower(btrim(appointments.email))), ('phone:' || ${nationalPhone(appointments.phone)})
        ) AS k(key)
        WHERE ${liveAppointment}`);
      await recountSummaries(tx);
    }

    // The company grew its crews with its bookings: each slot carries what was dealt to it.
    const crewsPerSlot = Math.ceil(options.appointments / slots);
    const [hours = { slotHours: [], closedWeekdays: [] }] = await tx
      .select()
      .from(availabilitySettings)
      .where(eq(availabilitySettings.id, CURRENT));
    const active = await activeCrewCounts(tx);
    for (const location of LOCATIONS) {
      if ((active.get(location) ?? 0) < crewsPerSlot) await setCrewCount(tx, location, crewsPerSlot, hours, today, now);
    }
    const crews = Math.max(...(await activeCrewCounts(tx)).values());
    return {
      appointments: options.appointments,
      customers: Math.min(options.customers, customersPerLocation * LOCATIONS.length),
      messages,
      slots,
      firstDate,
      lastDate,
      crewsPerSlot: crews,
      summarised: empty,
    };
  });
}

interface Batch {
  from: number;
  to: number;
  slots: number;
  frequencies: number;
  customersPerLocation: number;
  /** Part of every reference, so a second seed into the same database makes new ones. */
  run: string;
  options: VolumeSeedOptions;
}

/** The SQL inserting appointments number `from` to `to` (inclusive). */
function insertBatch({ from, to, slots, frequencies, customersPerLocation, run, options }: Batch): SQL {
  const now = options.now.toISOString();
  // Unqualified: each level of the query names the row number `i` and the person `customer`.
  const i = sql`i`;
  const c = sql`customer`;
  const firsts = textArray(FIRST_NAMES);
  const lasts = textArray(LAST_NAMES);
  const prefixes = textArray(MOBILE_PREFIXES);
  const streets = (location: (typeof LOCATIONS)[number]) => textArray(STREETS[location]);
  return sql`
    INSERT INTO appointments (
      id, reference, location, first_name, last_name, email, phone, address, notes,
      product_id, service_id, frequency_id, product_name, service_name, frequency_name, amount,
      date, time, payment, cancelled, is_completed, hold_expires_at, paid_at,
      needs_attention, attention_reason, attention_resolved_at, refunded_at, refund_note,
      created_at, deleted_at, customer_id
    )
    SELECT
      gen_random_uuid()::text,
      'CLN-' || upper(substr(md5(${run} || ':' || b.i), 1, 16 - length(to_hex(b.i))) || to_hex(b.i)),
      b.location, b.first_name, b.last_name,
      CASE
        WHEN b.work_email THEN lower(b.first_name || b.last_name) || b.customer || '@' || b.work_domain
        WHEN b.r_case < 0.03 THEN b.first_name || '.' || b.last_name || b.customer || '@' || initcap(b.domain)
        ELSE lower(b.first_name || '.' || b.last_name) || b.customer || '@' || b.domain
      END,
      CASE
        WHEN b.r_phone < 0.5 THEN '0' || b.mobile
        WHEN b.r_phone < 0.9 THEN '+234' || b.mobile
        ELSE '0' || substr(b.mobile, 1, 3) || ' ' || substr(b.mobile, 4, 3) || ' ' || substr(b.mobile, 7)
      END,
      b.house || ' ' || b.street,
      CASE WHEN b.r_notes < 0.2 THEN (${textArray(NOTES)})[1 + (b.i % ${NOTES.length})::int] ELSE '' END,
      k.product_id, k.service_id, k.frequency_id, k.product_name, k.service_name, k.frequency_name, k.amount,
      b.date, b.time,
      b.state IN ('paid', 'completed', 'attention', 'resolved', 'refunded'),
      b.state IN ('cancelled', 'refunded') OR (b.state IN ('attention', 'resolved') AND b.reason = 'cancelled'),
      b.state = 'completed',
      b.created_at + make_interval(mins => ${options.holdMinutes}),
      CASE
        WHEN b.state IN ('attention', 'resolved') THEN b.created_at + make_interval(mins => ${options.holdMinutes} + 5)
        WHEN b.state IN ('paid', 'completed', 'refunded') THEN b.created_at + make_interval(mins => 2 + (b.i % 9)::int)
      END,
      b.state = 'attention',
      CASE WHEN b.state IN ('attention', 'resolved') THEN b.reason END,
      CASE WHEN b.state = 'resolved' THEN least(b.created_at + interval '1 day', ${now}::timestamptz - interval '1 minute') END,
      CASE WHEN b.state = 'refunded' THEN least(b.created_at + interval '2 days', ${now}::timestamptz - interval '1 minute') END,
      CASE WHEN b.state = 'refunded' THEN 'Refunded by bank transfer to the account the customer paid from.' END,
      b.created_at,
      CASE WHEN b.deleted THEN least(b.created_at + interval '3 days', ${now}::timestamptz - interval '1 minute') END,
      -- One customer per seeded number (a deleted booking belongs to none).
      CASE WHEN NOT b.deleted THEN 'seed-' || b.customer END
    FROM (
      SELECT d.*, d.r_deleted < 0.01 AND d.state <> 'holding' AS deleted
      FROM (
      SELECT a.*,
        ${pick(firsts, FIRST_NAMES.length, c, 11)} AS first_name,
        ${pick(lasts, LAST_NAMES.length, c, 12)} AS last_name,
        ${pick(textArray(EMAIL_DOMAINS), EMAIL_DOMAINS.length, c, 13)} AS domain,
        ${pick(textArray(WORK_DOMAINS), WORK_DOMAINS.length, c, 14)} AS work_domain,
        -- A quarter of the customers book some of their visits with a work address (same phone).
        (${draw(c, 15)} < 0.25 AND ${draw(i, 16)} < 0.3) AS work_email,
        ${pick(prefixes, MOBILE_PREFIXES.length, c, 17)} || lpad(((a.customer * 7919 + 1234567) % 10000000)::text, 7, '0') AS mobile,
        (1 + abs(hashint8extended(a.customer, 18)) % 120)::text AS house,
        CASE a.location
          WHEN 'Lagos' THEN ${pick(streets('Lagos'), STREETS.Lagos.length, c, 19)}
          WHEN 'Abuja' THEN ${pick(streets('Abuja'), STREETS.Abuja.length, c, 19)}
          WHEN 'Port Harcourt' THEN ${pick(streets('Port Harcourt'), STREETS['Port Harcourt'].length, c, 19)}
          ELSE ${pick(streets('Jalingo'), STREETS.Jalingo.length, c, 19)}
        END AS street,
        ${draw(i, 20)} AS r_case,
        ${draw(i, 21)} AS r_phone,
        ${draw(i, 22)} AS r_notes,
        ${draw(i, 23)} AS r_deleted,
        CASE WHEN ${draw(i, 24)} < 0.6 THEN 'slot-taken' ELSE 'cancelled' END AS reason,
        CASE
          -- The last month's flagged payments are still open; older ones were dealt with.
          WHEN a.u < 0.003 AND a.created_at > ${now}::timestamptz - interval '30 days' THEN 'attention'
          WHEN a.u < 0.003 THEN 'resolved'
          WHEN a.u < 0.02 THEN 'refunded'
          WHEN a.u < 0.07 THEN 'cancelled'
          WHEN a.holding THEN 'holding'
          WHEN a.past AND a.u < 0.62 THEN 'completed'
          WHEN a.u < 0.72 THEN 'paid'
          ELSE 'expired'
        END AS state
      FROM (
        SELECT g.i, s.date, s.time, s.location,
          s.date < ${options.now.toISOString().slice(0, 10)}::date AS past,
          ${draw(i, 1)} AS u,
          (abs(hashint8extended(g.i, 2)) % ${customersPerLocation}) * ${LOCATIONS.length} + s.location_idx AS customer,
          (abs(hashint8extended(g.i, 3)) % ${frequencies})::int AS frequency_idx,
          -- A few of the coming weeks' unpaid bookings were made minutes ago: still within their hold.
          (s.date >= ${options.now.toISOString().slice(0, 10)}::date AND ${draw(i, 4)} < 0.004) AS holding,
          CASE
            WHEN s.date >= ${options.now.toISOString().slice(0, 10)}::date AND ${draw(i, 4)} < 0.004
              THEN ${now}::timestamptz - make_interval(secs => (1 + ${draw(i, 5)} * (${options.holdMinutes} * 60 - 120)))
            ELSE least(
              -- Booked from an hour to a month before the visit (Lagos is UTC+1, no summer time), never after now.
              (s.date + make_interval(hours => s.hour - 1)) AT TIME ZONE 'UTC'
                - make_interval(secs => 3600 + (${draw(i, 6)} ^ 2) * 30 * 86400),
              ${now}::timestamptz - make_interval(secs => 3600 + ${draw(i, 7)} * 6 * 86400)
            )
          END AS created_at
        FROM generate_series(${from}::bigint, ${to}::bigint) AS g(i)
        JOIN seed_slots s ON s.idx = g.i * ${slots} / ${options.appointments}
        -- OFFSET 0 keeps each level a subquery computed once per row: pulled up, every use of
        -- created_at and state would compute them again.
        OFFSET 0
      ) AS a
      OFFSET 0
      ) AS d
      OFFSET 0
    ) AS b
    JOIN seed_catalogue k ON k.idx = b.frequency_idx`;
}

/** Contact messages from the same people, over the same two years; the older ones handled. */
function insertMessages(count: number, customersPerLocation: number, now: Date): SQL {
  const c = sql`customer`;
  const i = sql`i`;
  return sql`
    INSERT INTO contact_messages (id, name, email, subject, message, created_at, handled_at, handled_by)
    SELECT gen_random_uuid()::text, m.first_name || ' ' || m.last_name,
      lower(m.first_name || '.' || m.last_name) || m.customer || '@' || m.domain,
      m.subject,
      'Good day. ' || m.subject || '. Please get back to me on this number when you can. Thank you.',
      m.created_at,
      CASE WHEN m.created_at < ${now.toISOString()}::timestamptz - interval '3 days' THEN m.created_at + interval '5 hours' END,
      CASE WHEN m.created_at < ${now.toISOString()}::timestamptz - interval '3 days' THEN 'Customer Care' END
    FROM (
      SELECT g.i, g.customer,
        ${pick(textArray(FIRST_NAMES), FIRST_NAMES.length, c, 11)} AS first_name,
        ${pick(textArray(LAST_NAMES), LAST_NAMES.length, c, 12)} AS last_name,
        ${pick(textArray(EMAIL_DOMAINS), EMAIL_DOMAINS.length, c, 13)} AS domain,
        ${pick(textArray(MESSAGE_SUBJECTS), MESSAGE_SUBJECTS.length, i, 40)} AS subject,
        ${now.toISOString()}::timestamptz - make_interval(secs => 600 + ${draw(i, 41)} * ${PAST_DAYS} * 86400) AS created_at
      FROM (
        SELECT g.i, abs(hashint8extended(g.i, 42)) % ${customersPerLocation * LOCATIONS.length} AS customer
        FROM generate_series(1::bigint, ${count}::bigint) AS g(i)
      ) AS g
    ) AS m`;
}
