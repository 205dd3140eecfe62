import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate';
import { SETUP_TIMEOUT_MS } from '../helpers/build-app';
import { describePostgres } from '../helpers/database';
import { migrationsUpTo } from '../helpers/migrations';
import { createPostgresDatabase } from '../helpers/postgres-server';

// On the production engine, as an operator's upgrade runs it: a database at the migration before, with
// a catalogue in it, then the API's migrations.
describePostgres('the migration that gives services their job length', () => {
  it(
    "gives a stored catalogue's services the lengths of their kind, and any other service 2 hours",
    async () => {
      const database = await createPostgresDatabase();
      const client = new pg.Client({ connectionString: database.url });
      const before = migrationsUpTo('0018_data_request_links');
      try {
        await client.connect();
        const db = drizzle({ client });
        await migrate(db, { migrationsFolder: before.folder });
        await client.query(`
          INSERT INTO products (id, name, price) VALUES ('p1', 'Home Cleaning', 25000);
          INSERT INTO services (id, product_id, position, name, description, amount) VALUES
            ('s1', 'p1', 0, 'Regular Home Cleaning', '', 20000),
            ('s2', 'p1', 1, 'Deep Cleaning', '', 60000),
            ('s3', 'p1', 2, 'Post-Construction Cleaning', '', 150000),
            ('s4', 'p1', 3, 'FUMIGATION', '', 35000),
            ('s5', 'p1', 4, 'Professional Janitorial Services', '', 80000),
            ('s6', 'p1', 5, 'Hotel Housekeeping', '', 90000),
            ('s7', 'p1', 6, 'Sofa Shampoo', '', 15000);
        `);

        await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
        const { rows } = await client.query<{ id: string; duration_minutes: number }>(
          'SELECT id, duration_minutes FROM services ORDER BY position',
        );
        expect(rows.map((row) => [row.id, row.duration_minutes])).toEqual([
          ['s1', 120],
          ['s2', 300],
          ['s3', 480],
          ['s4', 180],
          ['s5', 240],
          ['s6', 240],
          ['s7', 120],
        ]);
        // A length that is no whole half hour within a day is refused by the database too.
        await expect(client.query(`UPDATE services SET duration_minutes = 45 WHERE id = 's1'`)).rejects.toThrow(
          /services_duration_minutes_check/,
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
