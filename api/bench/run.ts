/**
 * `npm run bench -w api`: starts the API as `npm start` does, on loopback, rate limits off,
 * LOG_LEVEL=warn, and measures it with autocannon for a bounded time per call:
 * - PGlite (a throw-away data folder): catalogue and availability reads, and bookings of distinct slots;
 * - PostgreSQL, when DATABASE_URL names a server (a throw-away database is made on it): the same reads
 *   side by side with a bare Fastify answering the same bytes (the ratio is the figure: goal 25 % or
 *   more), the reads again with READ_CACHE=false (every read queries the database), and bookings.
 * Each booking is a new customer (email, phone) from a client address of its own, as the API sees it
 * behind a proxy (TRUST_PROXY=1, X-Forwarded-For): the unpaid-hold cap per address stays as configured
 * and refuses none of them. After each booking run every appointment is read back through the admin
 * list: the figure is bookings stored per second (not answers, which would count refusals), with the
 * distinct slots and customers they made, and no slot with more bookings than crews. Figures are
 * printed, never asserted.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { AppointmentWithState, Product } from '@clean/shared/schemas';
import autocannon from 'autocannon';
import { createPostgresDatabase, POSTGRES_URL } from '../test/helpers/postgres-server';
import { ADMIN } from '../test/helpers/fixtures';
import { call, freePort, startServer, type ServerProcess } from '../test/helpers/server-process';

const DURATION_S = Number(process.env.BENCH_DURATION_S) || 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 10;
const CREWS_PER_SLOT = 3;
/** Bookings made before the measured ones, so that the code is compiled (as the reads' warm-up). */
const WARM_UP_BOOKINGS = 200;
const LOCATIONS = ['Lagos', 'Abuja', 'Port Harcourt', 'Jalingo'];

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
}

interface Availability {
  date: string;
  availableTimes: string[];
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

const warmUp = (url: string) => autocannon({ url, connections: 2, amount: 500 });

/** The four hot reads, with the first product's id. */
function readPaths(product: Product): string[] {
  return [
    '/api/admin/products',
    `/api/admin/product/${product._id}`,
    '/api/admin/availability',
    '/api/admin/availability?location=Lagos',
  ];
}

/** Starts the API with `env` (PGlite in a fresh folder unless DATABASE_URL is given), runs `body`, stops it. */
async function withApi<T>(env: Record<string, string>, body: (url: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clean-api-bench-'));
  let server: ServerProcess | undefined;
  try {
    server = await startServer({
      PGLITE_DIR: path.join(dataDir, 'data'),
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      CREWS_PER_SLOT: String(CREWS_PER_SLOT),
      // The bench's requests come through one hop that names the client (X-Forwarded-For).
      TRUST_PROXY: '1',
      ...env,
    });
    return await body(server.url);
  } finally {
    const code = await server?.stop();
    if (code !== undefined && code !== 0) console.error(`The API exited with code ${code}:\n${server?.output()}`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A bare Fastify in its own process answering each of `bodies`' URLs with its bytes. */
async function startBareFastify(bodies: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'clean-bare-fastify-'));
  const bodiesFile = path.join(dir, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'bare-fastify.ts')], {
    env: { PATH: process.env.PATH ?? '', BENCH_BODIES_FILE: bodiesFile, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The bare Fastify exited with code ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function firstProduct(url: string): Promise<Product> {
  const products = (await call(url, 'GET', '/api/admin/products')).body.products as Product[];
  const product = products[0];
  if (!product) throw new Error('The seeded catalogue is empty');
  return product;
}

async function reads(url: string, product: Product, label = ''): Promise<Row[]> {
  const rows: Row[] = [];
  for (const route of readPaths(product)) {
    await warmUp(`${url}${route}`);
    rows.push(await measure(`GET ${route.replace(product._id, '{id}')}${label}`, { url: `${url}${route}` }));
  }
  return rows;
}

interface Comparison {
  route: string;
  api: Row;
  bare: Row;
}

/** Each read through the API, then the same bytes from a bare Fastify, one after the other. */
async function readsBesideBareFastify(url: string, product: Product): Promise<Comparison[]> {
  const bodies: Record<string, string> = {};
  for (const route of readPaths(product)) bodies[route] = await (await fetch(`${url}${route}`)).text();
  const bare = await startBareFastify(bodies);
  try {
    const comparisons: Comparison[] = [];
    for (const route of readPaths(product)) {
      const name = `GET ${route.replace(product._id, '{id}')}`;
      await warmUp(`${url}${route}`);
      await warmUp(`${bare.url}${route}`);
      const api = await measure(name, { url: `${url}${route}` });
      const bareRow = await measure(`${name} (bare Fastify)`, { url: `${bare.url}${route}` });
      comparisons.push({ route: name, api, bare: bareRow });
    }
    return comparisons;
  } finally {
    await bare.stop();
  }
}

interface BookingRun {
  row: Row;
  freeCrews: number;
  /** Appointments stored by the warm-up, before the measured run. */
  warmStored: number;
  /** What reading every appointment back found. */
  check: BookingCheck;
}

/** The appointments read back after a booking run. */
interface BookingCheck {
  /** Stored appointments, the warm-up's included. */
  stored: number;
  slots: number;
  customers: number;
  overbooked: number;
  /** Stored as many as answered 201 (or a few more: see `checkBookings`), one per customer, none overbooked. */
  ok: boolean;
}

/** Every bookable (date, time, location) from tomorrow on, each offered as often as it has crews. */
function freeSlots(availability: Availability[]) {
  const result: { date: string; time: string; location: string }[] = [];
  for (let crew = 0; crew < CREWS_PER_SLOT; crew += 1) {
    for (const { date, availableTimes } of availability.slice(1)) {
      for (const time of availableTimes) for (const location of LOCATIONS) result.push({ date, time, location });
    }
  }
  return result;
}

/**
 * Reads every appointment back through the admin list: at least as many as were answered 201, at most
 * as many as were sent (autocannon stops counting answers at the end of its time, while the last
 * requests still complete), one per request (each request has its own email), and no slot with more
 * appointments than crews.
 */
async function checkBookings(url: string, token: string, answered: number, sent: number): Promise<BookingCheck> {
  const perSlot = new Map<string, number>();
  const emails = new Set<string>();
  let total = 0;
  for (let page = 1; ; page += 1) {
    const answer = await call(url, 'GET', `/api/admin/appointments?page=${page}&pageSize=100`, undefined, token);
    const appointments = answer.body.appointments as AppointmentWithState[];
    total = answer.body.total as number;
    for (const { date, time, location, userData } of appointments) {
      const key = `${date}|${time}|${location}`;
      perSlot.set(key, (perSlot.get(key) ?? 0) + 1);
      emails.add(userData.email);
    }
    if (appointments.length < 100) break;
  }
  const overbooked = [...perSlot.values()].filter((count) => count > CREWS_PER_SLOT).length;
  return {
    stored: total,
    slots: perSlot.size,
    customers: emails.size,
    overbooked,
    ok: total >= answered && total <= sent && emails.size === total && overbooked === 0,
  };
}

/** A client address of its own for request `n` (10.0.0.1 on): the API counts its caps per address. */
const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** The first admin, registered to read the appointments back: its token. */
async function adminToken(url: string): Promise<string> {
  const login = await call(url, 'POST', '/api/admin/register', ADMIN);
  const token = login.body.token as string;
  if (!token) throw new Error(`Could not register an admin to check the bookings (${login.status})`);
  return token;
}

/** How many appointments are stored. */
async function storedCount(url: string, token: string): Promise<number> {
  const answer = await call(url, 'GET', '/api/admin/appointments?page=1&pageSize=1', undefined, token);
  return answer.body.total as number;
}

/**
 * The stored count once it stops moving: autocannon ends its timed run while its last requests are on
 * their way, and a booking stored during the read-back would shift the pages it reads.
 */
async function settledCount(url: string, token: string): Promise<number> {
  let last = await storedCount(url, token);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await storedCount(url, token);
    if (now === last) return now;
    last = now;
  }
}

/** Bookings, each of a free crew of its own (a warm-up of WARM_UP_BOOKINGS first), then the check. */
async function bookings(url: string, label: string): Promise<BookingRun> {
  const token = await adminToken(url);
  const product = await firstProduct(url);
  const service = product.services[0]!;
  const frequency = service.frequency[0]!;
  const availability = (await call(url, 'GET', '/api/admin/availability')).body as unknown as Availability[];
  const free = freeSlots(availability);
  let next = 0;
  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      setupRequest: (request) => {
        const slot = free[next % free.length]!;
        next += 1;
        return {
          ...request,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(next) },
          body: JSON.stringify({
            ...slot,
            firstName: 'Bench',
            lastName: 'Mark',
            // A customer per request (email and phone), as bookings of distinct slots mostly are: one
            // shared phone would make every booking join one customer, and take turns on its lock.
            email: `bench${next}@example.ng`,
            phone: `0803${String(next).padStart(7, '0')}`,
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
  ];
  const target = `${url}/api/user/book-appointment`;
  const warm = await autocannon({ url: target, connections: CONNECTIONS, amount: WARM_UP_BOOKINGS, requests });
  const warmStored = await storedCount(url, token);
  const row = await measure(`POST /api/user/book-appointment${label}`, { url: target, requests });
  await settledCount(url, token);
  const check = await checkBookings(url, token, warm['2xx'] + row.ok, next);
  return { row, freeCrews: free.length, warmStored, check };
}

/** Bookings stored per second of the measured run (the warm-up's taken off), and what they made. */
function describeBookings({ row, freeCrews, warmStored, check }: BookingRun): string {
  const measured = check.stored - warmStored;
  return (
    `${check.ok ? 'OK' : 'WRONG'}: ${Math.round(measured / DURATION_S)} bookings stored per second ` +
    `(${measured} in ${DURATION_S} s after ${warmStored} of ${WARM_UP_BOOKINGS} sent to warm up; ${row.ok} answered 201, ${row.other} ` +
    `other), ${check.slots} distinct slots, ${check.customers} new customers, ${check.overbooked} slots with ` +
    `more than ${CREWS_PER_SLOT} appointments (${freeCrews} free crews were open).`
  );
}

const percent = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)} %` : '-');

function printRows(rows: Row[]): void {
  console.info('| call | requests/s | p50 ms | p99 ms | 2xx | other |');
  console.info('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.info(`| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.ok} | ${row.other} |`);
  }
}

function printComparisons(comparisons: Comparison[]): void {
  console.info('| call | API requests/s | bare Fastify requests/s | API / bare | API p99 ms | bare p99 ms |');
  console.info('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const { route, api, bare } of comparisons) {
    console.info(
      `| ${route} | ${api.requestsPerSecond} | ${bare.requestsPerSecond} | ` +
        `${percent(api.requestsPerSecond, bare.requestsPerSecond)} | ${api.p99} | ${bare.p99} |`,
    );
  }
}

async function onPglite(): Promise<{ reads: Row[]; booking: BookingRun }> {
  console.info('PGlite: starting the API (read cache on) ...');
  return withApi({}, async (url) => ({
    reads: await reads(url, await firstProduct(url)),
    booking: await bookings(url, ''),
  }));
}

async function onPostgres(): Promise<{ comparisons: Comparison[]; uncached: Row[]; booking: BookingRun } | null> {
  if (!POSTGRES_URL) {
    console.info('DATABASE_URL is not set: the PostgreSQL part is skipped (set it to a server to run it).');
    return null;
  }
  const database = await createPostgresDatabase();
  try {
    // Uncached first, on the fresh database, as the bookings below make availability queries slower.
    console.info('PostgreSQL: starting the API with READ_CACHE=false ...');
    const uncached = await withApi({ DATABASE_URL: database.url, READ_CACHE: 'false' }, async (url) =>
      reads(url, await firstProduct(url), ', READ_CACHE=false'),
    );
    console.info('PostgreSQL: starting the API (read cache on) and a bare Fastify ...');
    const cached = await withApi({ DATABASE_URL: database.url }, async (url) => {
      const product = await firstProduct(url);
      return { comparisons: await readsBesideBareFastify(url, product), booking: await bookings(url, '') };
    });
    return { ...cached, uncached };
  } finally {
    await database.drop();
  }
}

async function main(): Promise<void> {
  const pglite = await onPglite();
  const postgres = await onPostgres();

  console.info(
    `\n${cpus().length} cores, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION_S} s per call, ` +
      `LOG_LEVEL=warn, CREWS_PER_SLOT=${CREWS_PER_SLOT}, load average before: ${LOAD_BEFORE}`,
  );
  console.info('\nAPI on PGlite:\n');
  printRows([...pglite.reads, pglite.booking.row]);
  console.info(`\nBookings: ${describeBookings(pglite.booking)}`);
  if (postgres) {
    console.info('\nAPI on PostgreSQL, reads side by side with a bare Fastify answering the same bytes:\n');
    printComparisons(postgres.comparisons);
    console.info('\nAPI on PostgreSQL:\n');
    printRows([...postgres.uncached, postgres.booking.row]);
    console.info(`\nBookings: ${describeBookings(postgres.booking)}`);
  }
  console.info("\n('other' counts non-2xx answers and errors.)");
}

const LOAD_BEFORE = loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
