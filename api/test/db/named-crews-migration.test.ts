import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate';
import { SETUP_TIMEOUT_MS } from '../helpers/build-app';
import { describePostgres } from '../helpers/database';
import { migrationsUpTo } from '../helpers/migrations';
import { createPostgresDatabase } from '../helpers/postgres-server';

/** A booking row as the release before named crews stored it. */
function appointment(id: string, slot: { date: string; time: string; location: string }, state: string): string {
  const [payment, cancelled, deleted, hold] = {
    paid: ['true', 'false', 'NULL', "now() - interval '1 day'"],
    held: ['false', 'false', 'NULL', "now() + interval '10 minutes'"],
    expired: ['false', 'false', 'NULL', "now() - interval '1 hour'"],
    cancelled: ['true', 'true', 'NULL', "now() - interval '1 day'"],
    deleted: ['true', 'false', 'now()', "now() - interval '1 day'"],
  }[state] ?? ['false', 'false', 'NULL', 'now()'];
  return `INSERT INTO appointments (id, reference, first_name, last_name, email, phone, address, product_id,
      service_id, frequency_id, product_name, service_name, frequency_name, amount, date, time, location,
      payment, cancelled, deleted_at, hold_expires_at, created_at)
    VALUES ('${id}', 'REF-${id}', 'Ada', 'Obi', '${id}@example.ng', '+234 803 000 0000', '1 Road', 'p', 's', 'f',
      'Home', 'Regular', 'Once', 20000, '${slot.date}', '${slot.time}', '${slot.location}', ${payment},
      ${cancelled}, ${deleted}, ${hold}, now() - interval '1 minute' * ${id.length});`;
}

// On the production engine, as an operator's upgrade runs it: a database of the release before, with
// its stored rules (2 crews per slot in Lagos, 1 in Abuja, 7:00 AM to 4:00 PM, closed on Sundays) and
// bookings, then the API's migrations.
describePostgres('the migration that names the crews', () => {
  it(
    "turns each location's crews per slot into named crews and gives each live booking one of them",
    async () => {
      const database = await createPostgresDatabase();
      const client = new pg.Client({ connectionString: database.url });
      const before = migrationsUpTo('0019_service_durations');
      try {
        await client.connect();
        const db = drizzle({ client });
        await migrate(db, { migrationsFolder: before.folder });
        const lagos10 = { date: '2030-01-08', time: '10:00 AM', location: 'Lagos' };
        const lagos11 = { date: '2030-01-08', time: '11:00 AM', location: 'Lagos' };
        const abuja10 = { date: '2030-01-08', time: '10:00 AM', location: 'Abuja' };
        await client.query(`
          INSERT INTO availability_settings (id, slot_hours, closed_weekdays)
            VALUES ('current', '[7,8,9,10,11,12,13,14,15,16]', '[0]');
          INSERT INTO location_crews (location, crews_per_slot) VALUES ('Lagos', 2), ('Abuja', 1);
          ${appointment('a', lagos10, 'held')}
          ${appointment('bb', lagos10, 'paid')}
          ${appointment('ccc', lagos10, 'expired')}
          ${appointment('dddd', lagos10, 'cancelled')}
          ${appointment('eeeee', lagos10, 'deleted')}
          ${appointment('f', lagos11, 'paid')}
          ${appointment('g', abuja10, 'paid')}
        `);

        await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
        const crews = await client.query<{ name: string; working_days: number[]; starts: number; ends: number }>(
          `SELECT name, working_days, day_starts_minute AS starts, day_ends_minute AS ends
           FROM crews WHERE active ORDER BY name`,
        );
        const week = [1, 2, 3, 4, 5, 6];
        expect(crews.rows).toEqual([
          { name: 'Abuja crew 1', working_days: week, starts: 420, ends: 1020 },
          { name: 'Lagos crew 1', working_days: week, starts: 420, ends: 1020 },
          { name: 'Lagos crew 2', working_days: week, starts: 420, ends: 1020 },
        ]);
        const held = await client.query<{ id: string; crew: string | null }>(
          `SELECT a.id, c.name AS crew FROM appointments a LEFT JOIN crews c ON c.id = a.crew_id ORDER BY a.id`,
        );
        // The paid booking first, then the hold still running; what holds no crew gets none.
        expect(held.rows).toEqual([
          { id: 'a', crew: 'Lagos crew 2' },
          { id: 'bb', crew: 'Lagos crew 1' },
          { id: 'ccc', crew: null },
          { id: 'dddd', crew: null },
          { id: 'eeeee', crew: null },
          { id: 'f', crew: 'Lagos crew 1' },
          { id: 'g', crew: 'Abuja crew 1' },
        ]);
        const gone = await client.query(`SELECT to_regclass('location_crews') AS name`);
        expect(gone.rows).toEqual([{ name: null }]);
        // A crew a booking points to cannot be deleted.
        await expect(client.query(`DELETE FROM crews WHERE name = 'Lagos crew 1'`)).rejects.toThrow(/foreign key/);
      } finally {
        before.remove();
        await client.end();
        await database.drop();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
