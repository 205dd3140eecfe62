import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate';
import { toE164 } from '../../src/domain/phone-number';
import { SETUP_TIMEOUT_MS } from '../helpers/build-app';
import { describePostgres } from '../helpers/database';
import { migrationsUpTo } from '../helpers/migrations';
import { createPostgresDatabase } from '../helpers/postgres-server';

/** Phones as customers typed them before E.164, and what migration 0026 makes of each. */
const PHONES: [typed: string, stored: string][] = [
  ['0803 123 4567', '+2348031234567'],
  ['08031234567', '+2348031234567'],
  ['234 803 123 4567', '+2348031234567'],
  ['+234 (803) 123-4567', '+2348031234567'],
  ['+234 (0) 803 123 4567', '+2348031234567'],
  ['0201 234 5678', '+2342012345678'],
  // Not a Nigerian form: left as typed.
  ['+44 20 7946 0958', '+44 20 7946 0958'],
  ['0803 123', '0803 123'],
  ['call me', 'call me'],
  // An erased booking's.
  ['', ''],
];

const appointment = (index: number, phone: string) =>
  `INSERT INTO appointments (id, reference, first_name, last_name, email, phone, address, product_id,
      service_id, frequency_id, product_name, service_name, frequency_name, amount, date, time, location,
      hold_expires_at)
    VALUES ('a${index}', 'REF-${index}', 'Ada', 'Obi', 'ada${index}@example.ng', '${phone}', '1 Road', 'p1', 's',
      'f', 'Home', 'A service', 'Once', 20000, '2030-01-08', '9:00 AM', 'Lagos', now());`;

// On the production engine, as an operator's upgrade runs it: bookings, a plan and the customers made of
// them as the release before stored them, then the API's migrations.
describePostgres('the migration that stores phone numbers in E.164', () => {
  it(
    'rewrites the Nigerian forms of bookings, plans and customers as +234…, and leaves the others as typed',
    async () => {
      const database = await createPostgresDatabase();
      const client = new pg.Client({ connectionString: database.url });
      const before = migrationsUpTo('0025_crew_day');
      try {
        await client.connect();
        const db = drizzle({ client });
        await migrate(db, { migrationsFolder: before.folder });
        await client.query(`
          ${PHONES.map(([typed], index) => appointment(index, typed)).join('\n')}
          INSERT INTO plans (id, location, first_name, last_name, email, phone, address, product_id, service_id,
              frequency_id, product_name, service_name, frequency_name, interval_days, amount, time, first_date,
              consent_at)
            VALUES ('plan', 'Lagos', 'Ada', 'Obi', 'ada@example.ng', '0803 123 4567', '1 Road', 'p1',
              's', 'f', 'Home', 'A service', 'Weekly', 7, 20000, '9:00 AM', '2030-01-08', now());
          INSERT INTO customers (id, first_booking_id, newest_booking_id, newest_created_at, name, email, phone,
              bookings, total_paid, last_booking)
            VALUES ('c1', 'a0', 'a0', now(), 'Ada Obi', 'ada0@example.ng', '0803 123 4567', 1, 0, '2030-01-08'),
              ('c2', 'gone', 'gone', now(), 'Ada Obi', 'ada@example.ng', '0201 234 5678', 1, 0, '2030-01-08');
          UPDATE appointments SET customer_id = 'c1' WHERE id = 'a0';
        `);

        await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
        const rows = await client.query<{ phone: string }>(
          `SELECT phone FROM appointments ORDER BY substr(id, 2)::int`,
        );
        expect(rows.rows.map((row) => row.phone)).toEqual(PHONES.map(([, stored]) => stored));
        // What the migration makes of a Nigerian number is what the booking stores today.
        for (const [typed, stored] of PHONES) if (stored.startsWith('+234')) expect(toE164(typed)).toBe(stored);
        const plan = await client.query<{ phone: string }>('SELECT phone FROM plans');
        expect(plan.rows).toEqual([{ phone: '+2348031234567' }]);
        // The customers' copies follow.
        const customers = await client.query<{ id: string; phone: string }>(
          'SELECT id, phone FROM customers ORDER BY id',
        );
        expect(customers.rows).toEqual([
          { id: 'c1', phone: '+2348031234567' },
          { id: 'c2', phone: '+2342012345678' },
        ]);
        const helper = await client.query(`SELECT 1 FROM pg_proc WHERE proname = 'nigerian_phone_e164'`);
        expect(helper.rows).toEqual([]);
      } finally {
        before.remove();
        await client.end();
        await database.drop();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
