import { PRIVACY_NOTICE } from '@clean/shared/privacy';
/**
 * What the stack tests need besides the stack: whether this machine can run it, an HTTP client that
 * can speak from several loopback addresses (each one a different visitor to the balancer), and free
 * slots to book.
 */
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { LOCATIONS } from '@clean/shared/constants';
import { TRAVEL_MINUTES } from '@clean/shared/format';
import { byHour, labelHour } from '@clean/shared/lagos-time';
import type { AvailabilityEntry, BookingRequest, Product } from '@clean/shared/schemas';
import { postgresBinaries } from '../src/postgres-cluster';
import { hasProgram } from '../src/stack-processes';

/** The PostgreSQL server the stack tests make their database on: DATABASE_URL's (CI), else the local one. */
export const POSTGRES_SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Synchronous (the suite is registered or skipped when the file loads): does anything listen there? */
function listens(url: string): boolean {
  const { hostname, port } = new URL(url);
  const probe =
    "require('node:net').connect(Number(process.argv[2]), process.argv[1])" +
    '.on("connect", () => process.exit(0)).on("error", () => process.exit(1))';
  const result = spawnSync(process.execPath, ['-e', probe, hostname || '127.0.0.1', port || '5432'], {
    timeout: 5000,
  });
  return result.status === 0;
}

/** Login attempts per client and window in the stack suites: small, so the tests reach it quickly. */
export const AUTH_LIMIT = 5;

/**
 * The API settings of a stack whose tests are one busy client: the small login limit above; no limit
 * on its bookings (counted per client: a race or a stream comes from one client) nor on its unpaid
 * holds (the API's unpaid-holds.test.ts checks the caps); the tests' cheap password hashes (the API's
 * own tests check the production cost: every wrong login spends one check).
 */
export const ONE_BUSY_CLIENT_ENV: Readonly<Record<string, string>> = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_AUTH: String(AUTH_LIMIT),
  RATE_LIMIT_PUBLIC_WRITE: '100000',
  UNPAID_HOLDS_PER_CONTACT: '100000',
  UNPAID_HOLDS_PER_ADDRESS: '100000',
  PASSWORD_HASH_COST: '10',
};

/**
 * What is missing to run the stack here (empty: everything is there). `postgres`: a running server to
 * make a database on (DATABASE_URL's, else the local one), or the server binaries to run one of the
 * test's own (tooling/src/postgres-cluster.ts).
 */
export function missingForStack(postgres: 'server' | 'binaries' = 'server'): string[] {
  const missingPostgres =
    postgres === 'server'
      ? listens(POSTGRES_SERVER_URL)
        ? []
        : [`a PostgreSQL server at ${new URL(POSTGRES_SERVER_URL).host}`]
      : postgresBinaries()
        ? []
        : ["PostgreSQL's server binaries (Debian package postgresql, or POSTGRES_BIN_DIR)"];
  return [
    ...(hasProgram('nginx', '-v') ? [] : ['nginx (Debian package nginx)']),
    ...(hasProgram('redis-server') ? [] : ['redis-server (Debian package redis-server)']),
    ...missingPostgres,
  ];
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The JSON answer as sent (an object or an array). */
  json: unknown;
  /** The same when it is an object (every answer but lists); otherwise empty. */
  body: Record<string, unknown>;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The loopback address to call from (127.0.0.0/8): the client address the balancer sees. */
  from?: string;
}

/** One HTTP call on a fresh connection (no keep-alive: each call is balanced on its own). */
export function call(url: string, options: CallOptions = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? (payload ? 'POST' : 'GET'),
        agent: false,
        localAddress: options.from,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = { text };
          }
          const body =
            json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
          resolve({ status: response.statusCode ?? 0, headers: response.headers, json, body });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export interface Slot {
  date: string;
  time: string;
  location: BookingRequest['location'];
}

/**
 * Free start times of every location for a job of `jobMinutes` (closed days and hours left out), far
 * enough apart on each day that the jobs of one never keep a crew from the next (the job and the
 * default travel time): each slot's crews are its own, whatever the other slots were given.
 */
export async function freeSlots(baseUrl: string, fromDate: string, jobMinutes: number): Promise<Slot[]> {
  const slots: Slot[] = [];
  const apartHours = Math.ceil((jobMinutes + TRAVEL_MINUTES.default) / 60);
  for (const location of LOCATIONS) {
    const query = `location=${encodeURIComponent(location)}&minutes=${jobMinutes}`;
    const answer = await call(`${baseUrl}/api/admin/availability?${query}`);
    if (answer.status !== 200) throw new Error(`availability answered ${answer.status}`);
    for (const day of answer.json as AvailabilityEntry[]) {
      if (day.date < fromDate) continue;
      let next = 0;
      for (const time of [...day.availableTimes].sort(byHour)) {
        const hour = labelHour(time) ?? 0;
        if (hour < next) continue;
        slots.push({ date: day.date, time, location });
        next = hour + apartHours;
      }
    }
  }
  return slots.sort((a, b) => `${a.date}${a.location}${a.time}`.localeCompare(`${b.date}${b.location}${b.time}`));
}

/** A booking of the catalogue's first frequency for `slot`, by visitor number `visitor`. */
/** The service every booking of the stack tests is for: the catalogue's first. */
export function bookedService(catalogue: Product[]) {
  const service = catalogue[0]?.services[0];
  if (!service) throw new Error('The seeded catalogue is empty');
  return service;
}

export function bookingFor(catalogue: Product[], slot: Slot, visitor: number): BookingRequest {
  const product = catalogue[0];
  const service = bookedService(catalogue);
  const frequency = service.frequency[0];
  if (!product || !frequency) throw new Error('The seeded catalogue is empty');
  return {
    ...slot,
    privacyNoticeVersion: PRIVACY_NOTICE.version,
    firstName: 'Chidi',
    lastName: `Eze ${visitor}`,
    email: `visitor${visitor}@example.ng`,
    phone: '08031234567',
    address: '12 Admiralty Way, Lekki',
    notes: '',
    product: product._id,
    service: service._id,
    frequency: frequency._id,
    amount: frequency.amount,
  };
}

/** A date `days` after today in Lagos (UTC+1), yyyy-MM-dd. */
export function lagosDatePlus(days: number): string {
  const date = new Date(Date.now() + 3_600_000 + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}
