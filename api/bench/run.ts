/**
 * `npm run bench -w api`: starts the API (as `npm start` does) on the embedded PGlite database in a
 * throw-away data folder on loopback, measures catalogue, availability and booking calls with
 * autocannon for a bounded time each, prints requests/s and p50/p99 latency, then stops the API.
 * Budget (DESIGN.md): reads at least 2,000 requests/s with p99 under 50 ms on 2 cores.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Product } from '@clean/shared/schemas';
import autocannon from 'autocannon';
import { call, startServer, type ServerProcess } from '../test/helpers/server-process';

const DURATION_S = Number(process.env.BENCH_DURATION_S) || 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 10;

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx + result.errors + result.timeouts,
  };
}

/** Every bookable (date, time, location) of the coming weeks, each offered as often as it has crews. */
function slots(availability: { date: string; availableTimes: string[] }[], crews: number) {
  const locations = ['Lagos', 'Abuja', 'Port Harcourt', 'Jalingo'];
  const result: { date: string; time: string; location: string }[] = [];
  for (let crew = 0; crew < crews; crew += 1) {
    for (const { date, availableTimes } of availability.slice(1)) {
      for (const time of availableTimes) for (const location of locations) result.push({ date, time, location });
    }
  }
  return result;
}

interface Availability {
  date: string;
  availableTimes: string[];
}

/** Starts the API on a fresh PGlite folder with `env`, runs `body`, stops the API and removes the folder. */
async function withServer<T>(env: Record<string, string>, body: (url: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clean-api-bench-'));
  let server: ServerProcess | undefined;
  try {
    server = await startServer({
      PGLITE_DIR: path.join(dataDir, 'data'),
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    });
    // Warm-up (JIT, PGlite caches).
    await autocannon({ url: `${server.url}/api/admin/products`, connections: 2, amount: 300 });
    await autocannon({ url: `${server.url}/api/admin/availability`, connections: 2, amount: 300 });
    return await body(server.url);
  } finally {
    const code = await server?.stop();
    if (code !== undefined && code !== 0) console.error(`The API exited with code ${code}`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function reads(url: string, label: string, product: Product): Promise<Row[]> {
  return [
    await measure(`GET /api/admin/products${label}`, { url: `${url}/api/admin/products` }),
    await measure(`GET /api/admin/product/{id}${label}`, { url: `${url}/api/admin/product/${product._id}` }),
    await measure(`GET /api/admin/availability${label}`, { url: `${url}/api/admin/availability` }),
    await measure(`GET /api/admin/availability?location=Lagos${label}`, {
      url: `${url}/api/admin/availability?location=Lagos`,
    }),
  ];
}

async function main(): Promise<void> {
  console.info('Starting the API on PGlite (read cache on) ...');
  const rows: Row[] = [];
  let freeCrews = 0;
  await withServer({}, async (url) => {
    const products = (await call(url, 'GET', '/api/admin/products')).body.products as Product[];
    const availability = (await call(url, 'GET', '/api/admin/availability')).body as unknown as Availability[];
    const product = products[0]!;
    const service = product.services[0]!;
    const frequency = service.frequency[0]!;
    const free = slots(availability, 3);
    freeCrews = free.length;
    let next = 0;
    rows.push(...(await reads(url, '', product)));
    rows.push(
      await measure('POST /api/user/book-appointment', {
        url: `${url}/api/user/book-appointment`,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => {
              const slot = free[next % free.length]!;
              next += 1;
              return {
                ...request,
                body: JSON.stringify({
                  ...slot,
                  firstName: 'Bench',
                  lastName: 'Mark',
                  email: `bench${next}@example.ng`,
                  phone: '08031234567',
                  address: '1 Benchmark Road, Lagos',
                  notes: '',
                  product: product._id,
                  service: service._id,
                  frequency: frequency._id,
                  amount: frequency.amount,
                }),
              };
            },
          },
        ],
      }),
    );
  });

  console.info('Starting the API on PGlite (READ_CACHE=false: every read queries the database) ...');
  await withServer({ READ_CACHE: 'false' }, async (url) => {
    const products = (await call(url, 'GET', '/api/admin/products')).body.products as Product[];
    rows.push(...(await reads(url, ' (no cache)', products[0]!)));
  });

  console.info(
    `\nAPI on PGlite, ${cpus().length} cores, Node ${process.version}, ${CONNECTIONS} connections, ` +
      `${DURATION_S} s per call, LOG_LEVEL=warn, load average before: ${LOAD_BEFORE}\n`,
  );
  console.info('| call | requests/s | p50 ms | p99 ms | 2xx | other |');
  console.info('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.info(`| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.ok} | ${row.other} |`);
  }
  console.info(`\n(${freeCrews} free crews were open to booking; 'other' counts non-2xx answers and errors.)`);
}

const LOAD_BEFORE = loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
