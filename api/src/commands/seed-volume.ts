/**
 * Fills the API's database with years of realistic bookings, to see and measure the admin console at
 * volume (docs/BENCHMARKS.md, "Admin reads with years of data"):
 *
 *   npm run seed:volume -w api -- --appointments 1000000 [--customers 200000]
 *
 * Uses the API's own settings (DATABASE_URL or PGLITE_DIR): the same database the API serves. It is
 * migrated first, with the starter catalogue and the availability rules when they are missing.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ConfigError, describeDatabase, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { FolderLockedError } from '../db/folder-lock';
import { prepareDatabase } from '../services/prepare-database';
import { seedVolume } from './volume-seed';
import { rebuildCustomerSummaries } from '../repositories/customer-summaries';
import { serializeError } from '../logger';

const USAGE = `Usage: npm run seed:volume -w api -- --appointments <N> [--customers <M>]
N appointments (default 100000) for M customers (default N / 5), over the last two years and the
coming four weeks, into the API's database (DATABASE_URL, else PGLITE_DIR).`;

class CommandError extends Error {}

function count(value: string | undefined, fallback: number, option: string): number {
  if (value === undefined) return fallback;
  const number = Number(value.replace(/_/g, ''));
  if (!Number.isSafeInteger(number) || number < 1) throw new CommandError(`${option} must be a whole number above 0`);
  return number;
}

function readArguments(argv: string[]): { appointments: number; customers: number } | 'help' {
  let values: { appointments?: string; customers?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        appointments: { type: 'string' },
        customers: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CommandError(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) return 'help';
  const appointments = count(values.appointments, 100_000, '--appointments');
  const customers = count(values.customers, Math.max(1, Math.floor(appointments / 5)), '--customers');
  return { appointments, customers };
}

async function main(): Promise<void> {
  const args = readArguments(process.argv.slice(2));
  if (args === 'help') {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({
    url: config.database.url,
    pgliteDir: config.database.pgliteDir,
    poolSize: 1,
  });
  try {
    await prepareDatabase(database, { seed: config.database.seed, availability: config.availability });
    const started = Date.now();
    console.log(`Seeding ${args.appointments.toLocaleString('en')} appointments into ${describeDatabase(config)}…`);
    const result = await seedVolume(database.db, {
      ...args,
      holdMinutes: config.holds.bookingMinutes,
      now: new Date(),
      onProgress: (inserted) => console.log(`  ${inserted.toLocaleString('en')} appointments`),
    });
    // Into an empty table the seed writes the customers and counters itself; beside earlier bookings,
    // which its people may share, they are rebuilt (keeping the customer ids the seed wrote).
    if (!result.summarised) {
      const grouping = Date.now();
      await rebuildCustomerSummaries(database.db);
      console.log(`  customers and summaries rebuilt in ${((Date.now() - grouping) / 1000).toFixed(1)} s`);
    }
    // Statistics for the planner and the visibility map for index-only scans: PostgreSQL's autovacuum
    // would get there in a while, PGlite has none.
    await database.db.execute(sql`VACUUM ANALYZE`);
    console.log(
      `${result.appointments.toLocaleString('en')} appointments of ${result.customers.toLocaleString('en')} ` +
        `customers from ${result.firstDate} to ${result.lastDate} over ${result.slots.toLocaleString('en')} slots, ` +
        `${result.messages.toLocaleString('en')} contact messages, ${result.crewsPerSlot} crews per slot, ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof CommandError || error instanceof ConfigError || error instanceof FolderLockedError) {
      console.error(error.message);
    } else {
      const cause = (error as { cause?: unknown }).cause;
      console.error('The seed failed:', serializeError(cause ?? error).message);
    }
    process.exit(1);
  },
);
