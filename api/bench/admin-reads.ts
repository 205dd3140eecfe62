/**
 * `npm run bench:admin -w api`: every admin read timed against years of bookings (docs/BENCHMARKS.md,
 * "Admin reads with years of data").
 * - PGlite (a throw-away folder) with 100,000 appointments;
 * - PostgreSQL, when DATABASE_URL names a server, with 1,000,000, in a database made beside the URL's
 *   (`<name>_bench_admin`) and dropped after.
 * Each is filled by `npm run seed:volume`, the API is started on it as `npm start` does (rate limits off),
 * an admin signs up, and each read is asked once to warm up, then `--runs` times in a row: the median and
 * the 95th percentile are printed. The CSV export of everything is timed to its first byte and its last,
 * with the API process's peak resident memory while it streams. Figures are printed, never asserted.
 *
 * Options: --appointments N (both engines; default 100000 on PGlite, 1000000 on PostgreSQL), --runs R
 * (default 10), --engines pglite,postgres, --database-url URL (an already seeded database: used as it is,
 * neither seeded nor dropped).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startServer, type ServerProcess } from '../test/helpers/server-process';

const API_DIR = path.resolve(__dirname, '..');
const SLOW_READ_MS = 3000;
const ADMIN = { name: 'Bench Admin', email: 'bench@sparkle.ng', password: 'correct horse battery staple' };

interface Options {
  appointments: number | undefined;
  runs: number;
  engines: ('pglite' | 'postgres')[];
  databaseUrl: string | undefined;
  /** Only the reads whose name matches. */
  only: RegExp | undefined;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      appointments: { type: 'string' },
      runs: { type: 'string', default: '10' },
      engines: { type: 'string' },
      'database-url': { type: 'string' },
      only: { type: 'string' },
    },
  });
  const url = values['database-url'] ?? process.env.DATABASE_URL;
  const engines = (values.engines ?? (url ? 'pglite,postgres' : 'pglite')).split(',').map((engine) => {
    if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`Unknown engine ${engine}`);
    return engine;
  });
  if (engines.includes('postgres') && !url) throw new Error('PostgreSQL needs DATABASE_URL or --database-url');
  return {
    appointments: values.appointments === undefined ? undefined : Number(values.appointments),
    runs: Math.max(1, Number(values.runs)),
    engines,
    databaseUrl: values['database-url'],
    only: values.only === undefined ? undefined : new RegExp(values.only, 'i'),
  };
}

/** Runs `npm run seed:volume` on the database `env` names. */
async function seed(env: Record<string, string>, appointments: number): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/commands/seed-volume.ts', '--appointments', String(appointments)],
    { cwd: API_DIR, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, stdio: 'inherit' },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`The seed exited with code ${code}`);
}

interface Timing {
  name: string;
  median: number;
  p95: number;
  note?: string;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

class Client {
  constructor(
    readonly url: string,
    private token = '',
  ) {}

  async signIn(): Promise<void> {
    const register = await fetch(`${this.url}/api/admin/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const response = register.ok
      ? register
      : await fetch(`${this.url}/api/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
        });
    if (!response.ok) throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
    this.token = ((await response.json()) as { token: string }).token;
  }

  async get<T>(route: string): Promise<{ ms: number; body: T }> {
    const started = performance.now();
    const response = await fetch(`${this.url}${route}`, { headers: { adminToken: this.token } });
    const text = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`GET ${route} answered ${response.status}: ${text.slice(0, 300)}`);
    return { ms, body: JSON.parse(text) as T };
  }

  async time(name: string, route: string, runs: number): Promise<Timing> {
    try {
      const warmUp = (await this.get(route)).ms;
      // A read of many seconds is timed once: its figure is clear enough, and the run stays bounded.
      if (warmUp > SLOW_READ_MS) return { name, median: warmUp, p95: warmUp, note: '1 run' };
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) times.push((await this.get(route)).ms);
      times.sort((a, b) => a - b);
      return { name, median: percentile(times, 50), p95: percentile(times, 95) };
    } catch (error) {
      return { name, median: NaN, p95: NaN, note: (error as Error).message.slice(0, 120) };
    }
  }

  /** The export read to its end: time to first byte, total time, bytes, and the API's peak RSS meanwhile. */
  async export(
    pid: number,
  ): Promise<{ firstByte: number; total: number; bytes: number; peakRss: number; rssBefore: number }> {
    const rssBefore = residentMemory(pid);
    let peakRss = rssBefore;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, residentMemory(pid))), 10);
    try {
      const started = performance.now();
      const response = await fetch(`${this.url}/api/admin/appointments/export.csv`, {
        headers: { adminToken: this.token },
      });
      if (!response.ok || !response.body) throw new Error(`The export answered ${response.status}`);
      let firstByte = NaN;
      let bytes = 0;
      for await (const chunk of response.body) {
        if (bytes === 0) firstByte = performance.now() - started;
        bytes += (chunk as Uint8Array).length;
        peakRss = Math.max(peakRss, residentMemory(pid));
      }
      return { firstByte, total: performance.now() - started, bytes, peakRss, rssBefore };
    } finally {
      clearInterval(sampler);
    }
  }
}

/** Resident memory of a process in bytes (Linux). */
function residentMemory(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

interface AppointmentSample {
  _id: string;
  reference: string;
  userData: { firstName: string; lastName: string; email: string; phone: string };
  date: string;
}

const STATUSES = ['awaiting-payment', 'paid', 'expired', 'needs-attention', 'cancelled', 'completed'];

/** Every admin read, with values taken from the seeded data. */
async function measureReads(client: Client, runs: number, only: RegExp | undefined): Promise<Timing[]> {
  const first = await client.get<{ appointments: AppointmentSample[]; total: number }>(
    '/api/admin/appointments?pageSize=20',
  );
  const sample = first.body.appointments.find((row) => row.userData.phone.replace(/\D/g, '').length >= 11);
  if (!sample) throw new Error('No appointment to read');
  const digits = sample.userData.phone.replace(/\D/g, '');
  const national = digits.startsWith('234') ? `0${digits.slice(3)}` : digits;
  const deepPage = Math.max(1, Math.floor(first.body.total / 20 / 2));
  const month = sample.date.slice(0, 7);
  const customers = await client.get<{ customers: { _id: string }[]; total: number }>('/api/admin/customers');
  const customerId = customers.body.customers[0]?._id;
  const messages = await client.get<{ messages: { subject: string }[] }>('/api/admin/messages');
  const subject = messages.body.messages[0]?.subject ?? 'cleaning';
  const q = (value: string) => `/api/admin/search?q=${encodeURIComponent(value)}`;
  // Next and Previous from the middle page go on from its rows (keyset paging: `after`, `before`).
  const middle = (sort: string) =>
    client.get<{ appointments: AppointmentSample[] }>(`/api/admin/appointments?page=${deepPage}${sort}`);
  const middleRows = (await middle('')).body.appointments;
  const byAmountRows = (await middle('&sort=amount')).body.appointments;
  const nextOf = (rows: AppointmentSample[], sort: string) =>
    `/api/admin/appointments?page=${deepPage + 1}&after=${rows.at(-1)?._id ?? ''}${sort}`;
  const previousOf = (rows: AppointmentSample[], sort: string) =>
    `/api/admin/appointments?page=${deepPage - 1}&before=${rows[0]?._id ?? ''}${sort}`;

  const reads: [string, string][] = [
    ['dashboard', '/api/admin/dashboard'],
    ['appointments, page 1', '/api/admin/appointments'],
    [`appointments, page ${deepPage.toLocaleString('en')} (middle)`, `/api/admin/appointments?page=${deepPage}`],
    ['appointments, next after the middle (keyset)', nextOf(middleRows, '')],
    ['appointments, previous before the middle (keyset)', previousOf(middleRows, '')],
    ...STATUSES.map((status): [string, string] => [
      `appointments, status ${status}`,
      `/api/admin/appointments?status=${status}`,
    ]),
    ['appointments, paid', '/api/admin/appointments?payment=paid'],
    ['appointments, unpaid', '/api/admin/appointments?payment=unpaid'],
    ['appointments, Lagos', '/api/admin/appointments?location=Lagos'],
    [`appointments, dates ${month}`, `/api/admin/appointments?from=${month}-01&to=${month}-28`],
    ['appointments, oldest first', '/api/admin/appointments?sort=created&order=asc'],
    ['appointments, by date', '/api/admin/appointments?sort=date'],
    ['appointments, by date, oldest', '/api/admin/appointments?sort=date&order=asc'],
    ['appointments, by amount', '/api/admin/appointments?sort=amount'],
    ['appointments, by amount, middle page', `/api/admin/appointments?sort=amount&page=${deepPage}`],
    ['appointments, by amount, next after the middle (keyset)', nextOf(byAmountRows, '&sort=amount')],
    ['appointments, Lagos, paid, by date', '/api/admin/appointments?location=Lagos&payment=paid&sort=date'],
    ['appointment details', `/api/admin/appointments/${sample._id}`],
    ['search, name', q(`${sample.userData.firstName} ${sample.userData.lastName}`)],
    ['search, first name', q(sample.userData.firstName)],
    ['search, email', q(sample.userData.email)],
    ['search, phone +234', q(`+234${national.slice(1)}`)],
    ['search, phone 0', q(national)],
    ['search, reference', q(sample.reference)],
    ['search, message subject', q(subject)],
    ['customers, page 1', '/api/admin/customers'],
    ['customers, middle page', `/api/admin/customers?page=${Math.max(1, Math.floor(customers.body.total / 20 / 2))}`],
    ...(customerId ? [['customer details', `/api/admin/customers/${customerId}`] as [string, string]] : []),
    ['reports', '/api/admin/reports'],
    ['schedule, day', '/api/admin/schedule'],
    ['schedule, week', '/api/admin/schedule?view=week'],
    [`schedule, week of ${sample.date}`, `/api/admin/schedule?view=week&date=${sample.date}`],
    ['notifications', '/api/admin/notifications'],
    ['needs attention', '/api/admin/needs-attention'],
  ];
  const timings: Timing[] = [];
  for (const [name, route] of reads) {
    if (only && !only.test(name)) continue;
    const timing = await client.time(name, route, runs);
    timings.push(timing);
    console.log(`  ${name}: ${format(timing.median)} ms${timing.note ? ` (${timing.note})` : ''}`);
  }
  return timings;
}

const format = (ms: number): string => (Number.isNaN(ms) ? 'failed' : ms < 10 ? ms.toFixed(1) : ms.toFixed(0));
const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

interface EngineResult {
  label: string;
  timings: Timing[];
  exportFigures: Awaited<ReturnType<Client['export']>> | null;
}

async function benchEngine(label: string, env: Record<string, string>, options: Options): Promise<EngineResult> {
  let server: ServerProcess | undefined;
  try {
    server = await startServer({ RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'warn', ...env }, 300_000);
    const client = new Client(server.url);
    await client.signIn();
    console.log(`${label}: timing the reads (${options.runs} runs each after one warm-up)`);
    const timings = await measureReads(client, options.runs, options.only);
    const pid = server.child.pid;
    if (pid === undefined) throw new Error('The API process has no pid');
    const exportFigures = options.only && !options.only.test('csv export') ? null : await client.export(pid);
    return { label, timings, exportFigures };
  } finally {
    const code = await server?.stop();
    if (code !== undefined && code !== 0 && code !== null)
      console.error(`The API exited with ${code}:\n${server?.output()}`);
  }
}

async function onPglite(options: Options): Promise<EngineResult> {
  const appointments = options.appointments ?? 100_000;
  const dir = mkdtempSync(path.join(tmpdir(), 'clean-bench-admin-'));
  const env = { PGLITE_DIR: path.join(dir, 'data') };
  try {
    await seed(env, appointments);
    return await benchEngine(`PGlite, ${appointments.toLocaleString('en')} appointments`, env, options);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The URL of `database` on the server of `url`. */
function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

async function onPostgres(url: string, options: Options): Promise<EngineResult> {
  const appointments = options.appointments ?? 1_000_000;
  if (options.databaseUrl) {
    return benchEngine(`PostgreSQL, ${new URL(url).pathname.slice(1)} as seeded`, { DATABASE_URL: url }, options);
  }
  const name = `${new URL(url).pathname.slice(1) || 'postgres'}_bench_admin`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.query(`CREATE DATABASE "${name}"`);
    const env = { DATABASE_URL: withDatabase(url, name) };
    await seed(env, appointments);
    return await benchEngine(`PostgreSQL, ${appointments.toLocaleString('en')} appointments`, env, options);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

function table(results: EngineResult[]): string {
  const names = results[0]?.timings.map((timing) => timing.name) ?? [];
  const header = `| read | ${results.map((result) => `${result.label}: median / p95 (ms)`).join(' | ')} |`;
  const rule = `| --- | ${results.map(() => '---:').join(' | ')} |`;
  const rows = names.map((name, index) => {
    const cells = results.map((result) => {
      const timing = result.timings[index];
      return timing ? `${format(timing.median)} / ${format(timing.p95)}` : '';
    });
    const notes = results.map((result) => result.timings[index]?.note).filter(Boolean);
    return `| ${name}${notes.length > 0 ? ` (${notes.join(', ')})` : ''} | ${cells.join(' | ')} |`;
  });
  const csv = (pick: (figures: NonNullable<EngineResult['exportFigures']>) => string) =>
    results.map((result) => (result.exportFigures ? pick(result.exportFigures) : '')).join(' | ');
  if (results.every((result) => result.exportFigures === null)) return [header, rule, ...rows].join('\n');
  rows.push(`| CSV export, first byte (ms) | ${csv((f) => format(f.firstByte))} |`);
  rows.push(`| CSV export, total (ms) | ${csv((f) => format(f.total))} |`);
  rows.push(`| CSV export, size | ${csv((f) => megabytes(f.bytes))} |`);
  rows.push(
    `| CSV export, API peak RSS (before) | ${csv((f) => `${megabytes(f.peakRss)} (${megabytes(f.rssBefore)})`)} |`,
  );
  return [header, rule, ...rows].join('\n');
}

async function main(): Promise<void> {
  const options = readOptions();
  const results: EngineResult[] = [];
  if (options.engines.includes('pglite')) results.push(await onPglite(options));
  if (options.engines.includes('postgres')) {
    const url = options.databaseUrl ?? process.env.DATABASE_URL ?? '';
    results.push(await onPostgres(url, options));
  }
  console.log(
    `\n${cpus().length} cores, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}, Node ${process.version}, ${new Date().toISOString()}\n`,
  );
  console.log(table(results));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
