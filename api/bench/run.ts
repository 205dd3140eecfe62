/**
 * `npm run bench -w api`: starts the API (as `npm start` does) on the embedded PGlite database in a
 * throw-away data folder on loopback, measures catalogue, availability and booking calls with
 * autocannon for a bounded time each, prints requests/s and p50/p99 latency, then stops the API.
 * Budget (DESIGN.md): reads at least 2,000 requests/s with p99 under 50 ms on 2 cores.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
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

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clean-api-bench-'));
  let server: ServerProcess | undefined;
  try {
    console.info(`Starting the API on PGlite in ${dataDir} ...`);
    server = await startServer({
      PGLITE_DIR: path.join(dataDir, 'data'),
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    });
    const { url } = server;
    const products = (await call(url, 'GET', '/api/admin/products')).body.products as Product[];
    const availability = (await call(url, 'GET', '/api/admin/availability')).body as unknown as {
      date: string;
      availableTimes: string[];
    }[];
    const product = products[0]!;
    const service = product.services[0]!;
    const frequency = service.frequency[0]!;
    const free = slots(availability, 3);
    let next = 0;

    // Warm-up (JIT, PGlite caches).
    await autocannon({ url: `${url}/api/admin/products`, connections: 2, amount: 500 });

    const rows: Row[] = [];
    rows.push(await measure('GET /api/admin/products', { url: `${url}/api/admin/products` }));
    rows.push(await measure('GET /api/admin/product/{id}', { url: `${url}/api/admin/product/${product._id}` }));
    rows.push(await measure('GET /api/admin/availability', { url: `${url}/api/admin/availability` }));
    rows.push(
      await measure('GET /api/admin/availability?location=Lagos', {
        url: `${url}/api/admin/availability?location=Lagos`,
      }),
    );
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

    console.info(
      `\nAPI on PGlite, ${cpus().length} cores, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION_S} s per call, LOG_LEVEL=warn\n`,
    );
    console.info('| call | requests/s | p50 ms | p99 ms | 2xx | other |');
    console.info('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const row of rows) {
      console.info(`| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.ok} | ${row.other} |`);
    }
    console.info(
      `\n(${free.length} free crews were available for booking; 'other' counts non-2xx answers and errors.)`,
    );
  } finally {
    const code = await server?.stop();
    if (code !== undefined && code !== 0) console.error(`The API exited with code ${code}`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
