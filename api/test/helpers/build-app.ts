import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { ObjectStore } from '../../src/files/object-store';
import type { PaymentVerification, PaymentVerifier } from '../../src/payments/verify-payment';
import { TestClock as JobClock } from 'pg-boss';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './database';

/**
 * A hook or test that opens a database (PGlite loads its WASM), migrates it, builds an app or starts a
 * process: a second or two on a quiet machine, and a minute was seen not to be enough on a very busy
 * one (load average 20 on 2 cores). A generous bound: it only has to catch what never ends.
 */
export const SETUP_TIMEOUT_MS = 120_000;

/**
 * Password hashes of the admins the tests sign up and log in: scrypt at N = 2^10 instead of 2^15, as
 * fast as a test needs (the production cost is `security/passwords.test.ts`'s). Pass it to the API
 * processes and commands a test starts, too.
 */
export const TEST_PASSWORD_HASH_COST = { PASSWORD_HASH_COST: '10' } as const;

/**
 * Settings of a test app: the defaults of `.env.example`, rate limits and the caps on unpaid holds off
 * (tests book many times as one customer from one address; their own suites check them), no travel
 * time between jobs, the cheap password hashes of `TEST_PASSWORD_HASH_COST`, plus `env`.
 */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    PGLITE_DIR: 'memory://',
    // The crews' photos: a folder of the test process's, not the repository's api/files.
    FILES_DIR: path.join(os.tmpdir(), `clean-test-files-${process.pid}`),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    UNPAID_HOLDS_PER_CONTACT: '1000000',
    UNPAID_HOLDS_PER_ADDRESS: '1000000',
    // No travel time between jobs: with the template's one-hour jobs (pglite-template.ts) a start time of
    // a location takes exactly its crews, as the suites about bookings count; crew-time suites set theirs.
    TRAVEL_MINUTES: '0',
    ...TEST_PASSWORD_HASH_COST,
    ...env,
  });
}

/** A clock tests can move. Default: Monday 2030-01-07, 09:30 in Lagos. */
export function testClock(start = '2030-01-07T09:30:00+01:00') {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(value: string) {
      current = new Date(value);
    },
    advanceHours(hours: number) {
      current = new Date(current.getTime() + hours * 3_600_000);
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;
export { JobClock };

/** Tests without a payment provider: every payment is refused (409), so nothing is ever marked paid. */
export const noPaymentProvider: PaymentVerifier = {
  async verify() {
    return { status: 'failed', reason: 'No payment provider is set up in this test.' };
  },
};

/** A verifier whose answer each test sets; `calls` lists the references it was asked about. */
export function scriptedVerifier() {
  const calls: string[] = [];
  let answer: PaymentVerification = { status: 'pending', reason: 'not configured' };
  const verifier: PaymentVerifier = {
    async verify(payment) {
      calls.push(payment.reference);
      return answer;
    },
  };
  return {
    verifier,
    calls,
    answer(next: PaymentVerification) {
      answer = next;
    },
  };
}

export interface TestAppOptions {
  /**
   * The job queue's clock (pg-boss's TestClock): its workers and schedules act only when a test moves
   * it (`await jobClock.tick(ms)`). Default: one of its own that no test moves, so no job runs.
   */
  jobClock?: JobClock;
  env?: Record<string, string>;
  clock?: TestClock;
  /**
   * How payments are verified. Default: with the provider of the config when `env` names one
   * (`PAYMENT_API_URL`, e.g. a sandbox started by the test), otherwise `noPaymentProvider` (every
   * payment refused, nothing ever paid), so no test reaches a payment API by accident.
   */
  paymentVerifier?: PaymentVerifier;
  /** Where files are kept. Default: the folder FILES_DIR of the test process (testConfig). */
  files?: ObjectStore;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly clock: TestClock;
  /** `app.inject` with a JSON body and, when given, the adminToken header. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
}

/**
 * Builds the app on a fresh database before the suite's tests and closes both after them (the test's
 * teardown owns the app, as in fastify/demo's helper). Call it at the top of a `describe`.
 */
export function useTestApp(kind: DatabaseKind, options: TestAppOptions = {}): TestApp {
  const clock = options.clock ?? testClock();
  let app: FastifyInstance | undefined;
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({
      config: testConfig(options.env),
      database: database.handle,
      now: clock.now,
      paymentVerifier: options.paymentVerifier ?? (options.env?.PAYMENT_API_URL ? undefined : noPaymentProvider),
      jobs: { clock: options.jobClock ?? new JobClock(clock.now()), spies: true },
      files: options.files,
    });
    await app.ready();
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  }, SETUP_TIMEOUT_MS);

  const context: TestApp = {
    get app() {
      if (!app) throw new Error('The test app is built in beforeAll');
      return app;
    },
    get database() {
      if (!database) throw new Error('The test database is made in beforeAll');
      return database;
    },
    clock,
    request({ token, headers, ...rest }) {
      return context.app.inject({
        ...rest,
        headers: { ...headers, ...(token === undefined ? {} : { adminToken: token }) },
      });
    },
  };
  return context;
}
