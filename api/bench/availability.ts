/**
 * `npm run bench:availability -w api`: the public availability read with 50 crews at one location over
 * the 60-day horizon (docs/BENCHMARKS.md, "Availability with 50 crews"). On PGlite in memory and, when
 * DATABASE_URL names a server, on PostgreSQL (a throw-away database, dropped after). Lagos gets 50
 * crews, each with two paid three-hour jobs on every open day (about 5,200 bookings), the other
 * locations their 3. The read is asked through the app (`inject`, no network) for Lagos and for every
 * location: uncached (the kept answers dropped before each read) and cached, `--runs` times each;
 * the median and the 95th percentile are printed, never asserted.
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lagosNow, addDays, weekday } from '@clean/shared/lagos-time';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { crews } from '../src/db/schema';
import { prepareDatabase } from '../src/services/prepare-database';
import { createPostgresDatabase } from '../test/helpers/postgres-server';

const CREWS = 50;
const JOBS_PER_DAY = [
  { time: '7:00 AM', minutes: 180 },
  { time: '1:00 PM', minutes: 180 },
];

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** 50 crews at Lagos, each with its jobs on every open day of the horizon, as paid bookings. */
async function fill(handle: DatabaseHandle, horizonDays: number): Promise<number> {
  const today = lagosNow(new Date()).date;
  const rows = Array.from({ length: CREWS - 3 }, (_, n) => ({
    id: randomUUID(),
    name: `Lagos bench crew ${n + 1}`,
    location: 'Lagos',
    workingDays: [1, 2, 3, 4, 5, 6],
    dayStartsMinute: 6 * 60,
    dayEndsMinute: 18 * 60,
  }));
  await handle.db.insert(crews).values(rows);
  const lagos = await handle.db
    .select({ id: crews.id })
    .from(crews)
    .where(sql`${crews.location} = 'Lagos'`);
  let bookings = 0;
  for (let offset = 0; offset < horizonDays; offset += 1) {
    const date = addDays(today, offset);
    if (weekday(date) === 0) continue;
    for (const crew of lagos) {
      for (const job of JOBS_PER_DAY) {
        const id = randomUUID();
        await handle.db.execute(sql`
          INSERT INTO appointments (id, reference, first_name, last_name, email, phone, address, product_id,
            service_id, frequency_id, product_name, service_name, frequency_name, amount, date, time, location,
            payment, paid_at, hold_expires_at, crew_id, duration_minutes)
          VALUES (${id}, ${`BENCH-${id}`}, 'Ada', 'Obi', 'ada@example.ng', '+234 803 000 0000', '1 Road', 'p', 's',
            'f', 'Home', 'Deep', 'Once', 20000, ${date}, ${job.time}, 'Lagos', true, now(), now(), ${crew.id},
            ${job.minutes})`);
        bookings += 1;
      }
    }
  }
  return bookings;
}

async function time(app: FastifyInstance, url: string, runs: number, cached: boolean) {
  const read = async () => {
    if (!cached) app.caches.availability.invalidate();
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return ms;
  };
  await read();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await read());
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

async function bench(engine: 'pglite' | 'postgres', runs: number): Promise<void> {
  const database = engine === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig({ PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent', RATE_LIMIT_ENABLED: 'false' });
  const handle = await openDatabase({ url: database?.url, pgliteDir: 'memory://', poolSize: 5 });
  try {
    await prepareDatabase(handle, { seed: true, availability: config.availability });
    const bookings = await fill(handle, config.availability.horizonDays);
    const app = await buildApp({ config, database: handle });
    await app.ready();
    try {
      console.log(
        `\n${engine}: ${CREWS} crews at Lagos, ${bookings} paid bookings over ${config.availability.horizonDays} days`,
      );
      for (const [name, url] of [
        ['Lagos, 2-hour job', '/api/admin/availability?location=Lagos&minutes=120'],
        ['Lagos, 5-hour job', '/api/admin/availability?location=Lagos&minutes=300'],
        ['every location, 2-hour job', '/api/admin/availability?minutes=120'],
      ] as const) {
        const uncached = await time(app, url, runs, false);
        const cached = await time(app, url, runs, true);
        console.log(
          `  ${name.padEnd(28)} uncached median ${uncached.median.toFixed(1)} ms, p95 ${uncached.p95.toFixed(1)} ms; ` +
            `cached median ${cached.median.toFixed(2)} ms, p95 ${cached.p95.toFixed(2)} ms`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await database?.drop();
  }
}

async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
  const runs = Math.max(1, Number(values.runs));
  console.log(
    `Availability with ${CREWS} crews: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}, ${runs} runs`,
  );
  await bench('pglite', runs);
  if (process.env.DATABASE_URL) await bench('postgres', runs);
  else console.log('\nDATABASE_URL is not set: PostgreSQL was not measured.');
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
