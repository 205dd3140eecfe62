import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate';
import { SETUP_TIMEOUT_MS } from '../helpers/build-app';
import { describePostgres } from '../helpers/database';
import { migrationsUpTo } from '../helpers/migrations';
import { createPostgresDatabase } from '../helpers/postgres-server';

/** A booking of service `service` as the release before stored it. */
const appointment = (id: string, service: string) =>
  `INSERT INTO appointments (id, reference, first_name, last_name, email, phone, address, product_id,
      service_id, frequency_id, product_name, service_name, frequency_name, amount, date, time, location,
      hold_expires_at)
    VALUES ('${id}', 'REF-${id}', 'Ada', 'Obi', 'ada@example.ng', '+234 803 000 0000', '1 Road', 'p1', '${service}',
      'f', 'Home', 'A service', 'Once', 20000, '2030-01-08', '9:00 AM', 'Lagos', now());`;

// On the production engine, as an operator's upgrade runs it: a database of the release before (named
// crews) with a catalogue, bookings and a plan, then the API's migrations.
describePostgres('the migration that gives bookings their job length', () => {
  it(
    'gives bookings and plans their service’s length (2 hours for a service gone), travel time, time off',
    async () => {
      const database = await createPostgresDatabase();
      const client = new pg.Client({ connectionString: database.url });
      const before = migrationsUpTo('0020_named_crews');
      try {
        await client.connect();
        const db = drizzle({ client });
        await migrate(db, { migrationsFolder: before.folder });
        await client.query(`
          INSERT INTO products (id, name, price) VALUES ('p1', 'Home Cleaning', 25000);
          INSERT INTO services (id, product_id, position, name, description, amount, duration_minutes) VALUES
            ('deep', 'p1', 0, 'Deep Cleaning', '', 60000, 300),
            ('fumigation', 'p1', 1, 'Fumigation', '', 35000, 180);
          INSERT INTO availability_settings (id, slot_hours, closed_weekdays) VALUES ('current', '[8, 9]', '[0]');
          INSERT INTO crews (id, name, location, working_days, day_starts_minute, day_ends_minute)
            VALUES ('c1', 'Lagos crew 1', 'Lagos', '[1, 2, 3]', 480, 600);
          INSERT INTO plans (id, location, first_name, last_name, email, phone, address, product_id, service_id,
              frequency_id, product_name, service_name, frequency_name, interval_days, amount, time, first_date,
              consent_at)
            VALUES ('plan', 'Lagos', 'Ada', 'Obi', 'ada@example.ng', '+234 803 000 0000', '1 Road', 'p1',
              'fumigation', 'f', 'Home', 'Fumigation', 'Weekly', 7, 35000, '9:00 AM', '2030-01-08', now());
          ${appointment('a-deep', 'deep')}
          ${appointment('a-fumigation', 'fumigation')}
          ${appointment('a-gone', 'removed-service')}
        `);

        await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
        const lengths = await client.query<{ id: string; duration_minutes: number }>(
          'SELECT id, duration_minutes FROM appointments ORDER BY id',
        );
        expect(lengths.rows.map((row) => [row.id, row.duration_minutes])).toEqual([
          ['a-deep', 300],
          ['a-fumigation', 180],
          ['a-gone', 120],
        ]);
        const plan = await client.query<{ duration_minutes: number }>('SELECT duration_minutes FROM plans');
        expect(plan.rows).toEqual([{ duration_minutes: 180 }]);
        // No location is named: each has the default travel time (TRAVEL_MINUTES' default, 45).
        const settings = await client.query<{ travel_minutes: unknown }>(
          'SELECT travel_minutes FROM availability_settings',
        );
        expect(settings.rows).toEqual([{ travel_minutes: {} }]);
        // A crew's time off is a range of dates; a range that ends before it starts is refused.
        await client.query(
          `INSERT INTO crew_time_off (id, crew_id, first_date, last_date) VALUES ('o1', 'c1', '2030-01-08', '2030-01-09')`,
        );
        await expect(
          client.query(
            `INSERT INTO crew_time_off (id, crew_id, first_date, last_date) VALUES ('o2', 'c1', '2030-01-09', '2030-01-08')`,
          ),
        ).rejects.toThrow(/crew_time_off_dates_check/);
        await expect(client.query(`UPDATE appointments SET duration_minutes = 0 WHERE id = 'a-deep'`)).rejects.toThrow(
          /appointments_duration_minutes_check/,
        );
      } finally {
        before.remove();
        await client.end();
        await database.drop();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
