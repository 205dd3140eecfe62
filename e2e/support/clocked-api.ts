import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import type { ClockAnswer, ClockRequest } from '../../api/test/helpers/clocked-server';
import { freePort } from '../../api/test/helpers/server-process';
import { API } from './api-url';
import { TEMPLATE_RUN_VARIABLE } from './clocked-template';

const API_DIR = path.resolve(__dirname, '..', '..', 'api');
const ENTRY = 'test/helpers/clocked-server.ts';
/**
 * Start: PGlite loads its WASM and the run's migrated template (the first start of a run makes it:
 * migrations, seed, pg-boss's schema).
 */
const START_TIMEOUT_MS = 90_000;
/** A move of days walks its last two hours in five-minute steps, each running the due schedules. */
const MOVE_TIMEOUT_MS = 60_000;

/** The clocked API's timing settings, which the tests' clock moves are reckoned from. */
export const CLOCKED_SETTINGS = {
  reminderHoursBefore: 24,
  planChargeHoursBefore: 24,
  /** Not a setting: the API's CHARGE_RETRY_HOURS (api/src/services/plan-charges.ts), a refused charge's retry. */
  chargeRetryHours: 4,
} as const;

/**
 * An API of the test's own whose clock the test moves (docs/TESTING.md, "The clocked API"): the
 * production app in a child process (api/test/helpers/clocked-server.ts), on a fresh embedded database,
 * sending mail to the run's mail catcher and paying through the run's payment sandbox. Its clock
 * follows real time until the test moves it forward, over the child's IPC channel: the API has no
 * route or setting that moves time.
 */
export class ClockedApi {
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (now: number) => void; reject: (error: Error) => void }>();
  private output = '';
  private registered: Promise<void> | undefined;

  private constructor(
    readonly url: string,
    private readonly child: ChildProcess,
  ) {
    child.on('message', (answer: ClockAnswer) => {
      if (answer.type === 'ready') return;
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (answer.type === 'moved') waiting?.resolve(answer.now);
      else waiting?.reject(new Error(`The clocked API could not move its clock: ${answer.message}`));
    });
  }

  /**
   * Starts one on `port` (a free one by default) with `env` over the run's settings: a test that gives
   * the API providers of its own (a messaging sandbox whose webhooks must reach this API) picks the
   * port first.
   */
  static async start({
    port: chosen,
    env = {},
  }: { port?: number; env?: Record<string, string> } = {}): Promise<ClockedApi> {
    const port = chosen ?? (await freePort());
    // As `npm start -w api` (tsx as a loader), with the settings of the run's API (playwright.config.ts).
    // PGlite's WASM on V8's baseline compiler only, as in the API's jest processes: a clocked API lives
    // for one test, too short for optimized code to pay back its compiling (docs/BENCHMARKS.md).
    const child = fork(ENTRY, [], {
      cwd: API_DIR,
      execArgv: ['--liftoff-only', '--import', 'tsx'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: '',
        PGLITE_DIR: 'memory://',
        FILES_DIR: path.join(os.tmpdir(), `clean-clocked-files-${port}`),
        ...(process.env[TEMPLATE_RUN_VARIABLE] ? { API_TEST_RUN: process.env[TEMPLATE_RUN_VARIABLE] } : {}),
        LOG_LEVEL: 'warn',
        // Its admins are the test's own: cheap password hashes, as in the API's tests.
        PASSWORD_HASH_COST: '10',
        RATE_LIMIT_AUTH: '1000',
        RATE_LIMIT_PUBLIC_WRITE: '1000',
        RATE_LIMIT_LOOKUP: '1000',
        UNPAID_HOLDS_PER_CONTACT: '1000',
        UNPAID_HOLDS_PER_ADDRESS: '1000',
        REMINDER_HOURS_BEFORE: String(CLOCKED_SETTINGS.reminderHoursBefore),
        PLAN_CHARGE_HOURS_BEFORE: String(CLOCKED_SETTINGS.planChargeHoursBefore),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const api = new ClockedApi(`http://127.0.0.1:${port}`, child);
    child.stdout?.on('data', (chunk: Buffer) => (api.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (api.output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`The clocked API did not start in time:\n${api.output}`));
      }, START_TIMEOUT_MS);
      child.on('message', (answer: ClockAnswer) => {
        if (answer.type !== 'ready') return;
        clearTimeout(timer);
        resolve();
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The clocked API exited (${code}) during start:\n${api.output}`));
      });
    });
    child.once('exit', (code) => {
      for (const waiting of api.pending.values()) waiting.reject(new Error(`The clocked API exited (${code})`));
      api.pending.clear();
    });
    return api;
  }

  /**
   * Moves the API's clock forward to `to` (each quarter-hourly and hourly schedule of the last two
   * hours runs once); resolves with the API's time once that is done. From there it follows real time.
   */
  moveTo(to: Date): Promise<Date> {
    const id = (this.nextId += 1);
    const request: ClockRequest = { type: 'move', id, to: to.getTime() };
    return new Promise<Date>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The clocked API did not move its clock in time:\n${this.output}`)),
        MOVE_TIMEOUT_MS,
      );
      this.pending.set(id, {
        resolve: (now) => {
          clearTimeout(timer);
          resolve(new Date(now));
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.child.send(request);
    });
  }

  /**
   * Points `context`'s calls to the run's API at this one instead: the site's pages, its runtime
   * config, policies and the payment sandbox stay as they are, and only the API answering differs.
   * While `offline()` says so, its calls fail as with no network.
   */
  async serve(context: BrowserContext, { offline = () => false }: { offline?: () => boolean } = {}): Promise<void> {
    await context.route(`${API}/**`, async (route) => {
      // Playwright answers a routed request itself, past the browser's offline switch: a test that
      // takes the phone offline says so here too.
      if (offline()) return route.abort('internetdisconnected');
      const response = await route.fetch({ url: route.request().url().replace(API, this.url) });
      await route.fulfill({ response });
    });
  }

  /**
   * A new session of this API's admin: the first one signs up without an invitation (outside
   * production), as on a fresh install, then logs in. A session ends as the API's clock passes its
   * lifetime, so a test asks for one after moving the clock.
   */
  async adminToken(request: APIRequestContext): Promise<string> {
    const account = { name: 'Clocked Admin', email: 'clocked-admin@example.com', password: 'a-clocked-pass-123' };
    this.registered ??= (async () => {
      const registered = await request.post(`${this.url}/api/admin/register`, { data: account });
      expect(registered.status(), await registered.text()).toBe(201);
    })();
    await this.registered;
    const login = await request.post(`${this.url}/api/admin/login`, {
      data: { email: account.email, password: account.password },
    });
    expect(login.ok(), await login.text()).toBe(true);
    return ((await login.json()) as { token: string }).token;
  }

  /** What the process wrote (warnings and errors), for a failing test's report. */
  log(): string {
    return this.output;
  }

  /** SIGTERM (the app closes its database and job queue), then SIGKILL if it hangs. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

/** The e2e `test` with a `clockedApi` started for the test and stopped after it, its log attached. */
export const clockedTest = test.extend<{ clockedApi: ClockedApi }>({
  clockedApi: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, testInfo) => {
      const api = await ClockedApi.start();
      try {
        await provide(api);
      } finally {
        await api.stop();
        if (testInfo.status !== testInfo.expectedStatus) {
          await testInfo.attach('clocked-api.log', { body: api.log(), contentType: 'text/plain' });
        }
      }
    },
    // Its own bound for the start (and the stop), apart from the test's: the test's time is its steps.
    { timeout: START_TIMEOUT_MS },
  ],
});
