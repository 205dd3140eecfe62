/**
 * `npm run bench:export -w api`: the business export (docs/BENCHMARKS.md, "The business export") of
 * databases of growing size, to see that its memory does not grow with them. Each size is seeded by the
 * volume seed (`npm run seed:volume`'s) in a database of its own: PGlite in memory and, with
 * DATABASE_URL, a PostgreSQL database made beside it and dropped after. The export is read to its end in
 * this process as fast as it comes; printed: its time, its size, and how far the process's heap and
 * resident memory rose above what they were before it (sampled every 10 ms). Figures are printed, never
 * asserted.
 *
 * Options: --appointments 20000,100000 (the sizes), --engines pglite,postgres.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { prepareDatabase } from '../src/services/prepare-database';
import { startBusinessExport } from '../src/services/business-export';
import { seedVolume } from '../src/commands/volume-seed';
import { createPostgresDatabase } from '../test/helpers/postgres-server';

const MB = 1024 * 1024;

function readOptions() {
  const { values } = parseArgs({
    options: { appointments: { type: 'string', default: '20000,100000' }, engines: { type: 'string' } },
  });
  const engines = (values.engines ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',');
  for (const engine of engines) {
    if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`Unknown engine ${engine}`);
  }
  if (engines.includes('postgres') && !process.env.DATABASE_URL) throw new Error('PostgreSQL needs DATABASE_URL');
  return { sizes: values.appointments.split(',').map(Number), engines: engines as ('pglite' | 'postgres')[] };
}

async function database(engine: 'pglite' | 'postgres'): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (engine === 'pglite') {
    const handle = await openDatabase({ url: undefined, pgliteDir: 'memory://', poolSize: 1 });
    return { handle, drop: () => handle.close() };
  }
  const made = await createPostgresDatabase();
  const handle = await openDatabase({ url: made.url, pgliteDir: '', poolSize: 2 });
  return {
    handle,
    async drop() {
      await handle.close();
      await made.drop();
    },
  };
}

/** The highest heap and resident memory seen while `work` runs, above what they were before it. */
async function peakMemory<T>(work: () => Promise<T>): Promise<{ result: T; heap: number; rss: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let heap = before.heapUsed;
  let rss = before.rss;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed);
    rss = Math.max(rss, now.rss);
  }, 10);
  try {
    const result = await work();
    return { result, heap: heap - before.heapUsed, rss: rss - before.rss };
  } finally {
    clearInterval(timer);
  }
}

async function main(): Promise<void> {
  const { sizes, engines } = readOptions();
  const config = loadConfig({ ...process.env, PGLITE_DIR: 'memory://' });
  console.log(`load average ${loadavg()[0]?.toFixed(1)}; batch ${config.csvExportBatchSize} rows`);
  console.log('engine     appointments   seconds   ZIP MB   heap peak +MB   RSS peak +MB');
  for (const engine of engines) {
    for (const size of sizes) {
      const { handle, drop } = await database(engine);
      try {
        await prepareDatabase(handle, { seed: true, availability: config.availability });
        await seedVolume(handle.db, {
          appointments: size,
          customers: Math.max(1, Math.floor(size / 5)),
          holdMinutes: config.holds.bookingMinutes,
          now: new Date(),
        });
        await handle.db.execute(sql`VACUUM ANALYZE`);
        let bytes = 0;
        const started = performance.now();
        const { heap, rss } = await peakMemory(async () =>
          pipeline(
            await startBusinessExport(handle.db, { now: new Date(), batchSize: config.csvExportBatchSize }),
            new Writable({
              write(chunk: Buffer, _encoding, done) {
                bytes += chunk.length;
                done();
              },
            }),
          ),
        );
        const seconds = (performance.now() - started) / 1000;
        console.log(
          `${engine.padEnd(10)} ${size.toLocaleString('en').padStart(12)} ${seconds.toFixed(1).padStart(9)} ` +
            `${(bytes / MB).toFixed(1).padStart(8)} ${(heap / MB).toFixed(0).padStart(15)} ${(rss / MB).toFixed(0).padStart(14)}`,
        );
      } finally {
        await drop();
      }
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
