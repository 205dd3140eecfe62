import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { prepareDatabase } from '../../src/services/prepare-database';
import { admins, services } from '../../src/db/schema';
import { seedCatalogue } from '../../src/services/seed-catalogue';
import { SETUP_TIMEOUT_MS } from '../helpers/build-app';
import { describeEachDatabase } from '../helpers/database';
import { createPostgresDatabase } from '../helpers/postgres-server';

describeEachDatabase('migrations and the starter catalogue', (kind) => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    // A new, empty database (the test databases of the other suites start from a migrated template).
    if (kind === 'postgres') database = await createPostgresDatabase();
    handle = await openDatabase({ url: database?.url, pgliteDir: 'memory://', poolSize: database ? 5 : 1 });
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await handle.close();
    await database?.drop();
  }, SETUP_TIMEOUT_MS);

  const total = async (table: string) => {
    const result = await handle.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table}"`));
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
  };

  it(
    'migrates an empty database without seeding when seeding is off',
    async () => {
      expect(await prepareDatabase(handle, { seed: false })).toEqual({ seeded: null });
      expect(await total('products')).toBe(0);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'seeds the Naira catalogue into an empty database, once',
    async () => {
      expect(await prepareDatabase(handle, { seed: true })).toEqual({ seeded: { products: 3 } });
      expect(await total('products')).toBe(3);
      expect(await total('services')).toBe(6);
      expect(await total('frequencies')).toBe(18);
      // Each service says how long one job takes, by its kind.
      const lengths = await handle.db.select({ name: services.name, minutes: services.durationMinutes }).from(services);
      expect(Object.fromEntries(lengths.map((row) => [row.name, row.minutes]))).toEqual({
        'Regular Home Cleaning': 120,
        'Deep Cleaning': 300,
        'Professional Janitorial Services': 240,
        'Hotel Housekeeping': 240,
        'Post-Construction Cleaning': 480,
        Fumigation: 180,
      });
      expect(await prepareDatabase(handle, { seed: true })).toEqual({ seeded: { products: 0 } });
      expect(await total('products')).toBe(3);
    },
    SETUP_TIMEOUT_MS,
  );

  it('does not seed again once the catalogue was emptied by an admin', async () => {
    await handle.db.insert(admins).values({ id: randomUUID(), name: 'A', email: 'a@b.ng', passwordHash: 'x' });
    await handle.db.execute(sql`DELETE FROM products`);
    expect(await seedCatalogue(handle.db)).toEqual({ products: 0 });
    expect(await total('products')).toBe(0);
  });
});
