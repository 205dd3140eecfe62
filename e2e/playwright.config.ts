import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  FEDERATION_MANIFEST,
  localUrl,
  MAIL_CATCHER_ARGS,
  servers,
  webApp,
  webApps,
  type WebApp,
} from '@clean/tooling/apps';
import { CHROMIUM_FLAGS, headlessBrowserPath } from './support/browser';
import { TEMPLATE_RUN_VARIABLE } from './support/clocked-template';
import { SIGNUP_CODE } from './support/admin-accounts';
import { EXCLUSIVE_TAG } from './support/exclusive';
import { FIRST_ADMIN_TAG } from './support/first-admin';
import { isStoppable } from './support/remote-servers';

const shellUrl = localUrl(webApp('shell').port);
/**
 * The stack's API runs on PostgreSQL, the production engine, when DATABASE_URL names a server (CI
 * always: .ci/run sets it); the clocked APIs of the time tests run on PGlite, the embedded default.
 */
const postgresUrl = process.env.DATABASE_URL || undefined;
if (process.env.CI && !postgresUrl) {
  throw new Error(
    'DATABASE_URL is not set, but CI is: the browser flows must run on PostgreSQL in CI. Start a PostgreSQL ' +
      'server (.ci/run sets DATABASE_URL when one answers on 127.0.0.1:5432) or set DATABASE_URL.',
  );
}
// A fresh embedded database per run, so tests never meet yesterday's data.
const dataDir = path.join(os.tmpdir(), `clean-e2e-${process.pid}`);
// The runner's, read by its workers (support/clocked-api.ts): one template for the run's clocked APIs.
process.env[TEMPLATE_RUN_VARIABLE] ??= `e2e-${process.pid}`;

const staticServer = (app: WebApp) => ({
  name: app.dir,
  command: `npm run serve -w ${app.dir} --silent`,
  url: `${localUrl(app.port)}/${app.name === 'shell' ? 'config.json' : FEDERATION_MANIFEST}`,
  reuseExistingServer: !process.env.CI,
  cwd: '..',
});

const laptop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/**
 * Specs that only look at the site (and the payment sandbox's own demo and popup): nothing they do
 * changes what another test sees, so each of their tests runs on its own, on any worker.
 */
const PAGE_SWEEPS =
  /(public-sweep|public-pages|public-pricing|public-contact|prerender|shell|payment-demo|payment-popup)\.spec\.ts$/;

/**
 * Tests that must run alone, after all the others (support/exclusive.ts): they stop a remote's
 * server, or count what every test adds.
 */
const EXCLUSIVE = new RegExp(EXCLUSIVE_TAG);

/** Page-sweep tests that need the first admin (support/first-admin.ts). */
const FIRST_ADMIN = new RegExp(FIRST_ADMIN_TAG);

/** Tests run against the production builds, served exactly as `npm start` serves them. */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  // The machine's two cores: two browsers at a time, beside the servers under test. A third was 16-21 s
  // sooner but let a booking race test fail (docs/BENCHMARKS.md, "The test run").
  workers: 2,
  // No second tries, in CI either: a test that passes only on its second try is a bug to fix.
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  // What a hung test may cost, not a speed check: on the 2-core machine a flow of several pages (book,
  // pay in the checkout, follow an e-mail, the console) takes 20-36 s beside the other worker and the
  // servers, and a machine a third slower must not fail it. Speed is measured by the benchmarks.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: shellUrl,
    // A trace costs about a third of a test's time (every action's snapshot, the screencast): CI keeps
    // only what its log shows (the error, the call log, a screenshot), unless E2E_TRACE asks for more.
    trace: process.env.CI && !process.env.E2E_TRACE ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: headlessBrowserPath(), args: CHROMIUM_FLAGS },
  },
  projects: [
    // The first admin signs up and logs in through the page before any test that needs a session.
    { name: 'admin-setup', testMatch: /admin\.setup\.ts$/, use: { ...devices['Desktop Chrome'] } },
    // Read-only page sweeps: every test on its own, fully parallel, from the start of the run (beside
    // admin-setup), but the few that need the first admin, which wait for it.
    {
      name: 'pages',
      testMatch: PAGE_SWEEPS,
      grepInvert: [EXCLUSIVE, FIRST_ADMIN],
      fullyParallel: true,
      use: laptop,
    },
    {
      name: 'pages-first-admin',
      testMatch: PAGE_SWEEPS,
      grep: FIRST_ADMIN,
      grepInvert: EXCLUSIVE,
      fullyParallel: true,
      use: laptop,
      dependencies: ['admin-setup'],
    },
    // Stateful flows: each test books as its own customer or signs in as its own admin (the first
    // admin only reads), so files run side by side, each file's tests in order.
    {
      name: 'flows',
      testIgnore: PAGE_SWEEPS,
      grepInvert: EXCLUSIVE,
      workers: 2,
      use: laptop,
      dependencies: ['admin-setup'],
    },
    // Last, one test at a time, with nothing else running.
    {
      name: 'exclusive',
      grep: EXCLUSIVE,
      workers: 1,
      use: laptop,
      dependencies: ['pages', 'pages-first-admin', 'flows'],
    },
  ],
  webServer: [
    // The remotes a test takes down are started by globalSetup instead (support/remote-servers.ts).
    ...webApps.filter((app) => !isStoppable(app.name)).map(staticServer),
    {
      name: postgresUrl ? 'api (PostgreSQL)' : 'api (PGlite)',
      command: postgresUrl ? 'npx --no-install tsx e2e/support/api-on-postgres.ts' : 'npm start -w api --silent',
      url: `${localUrl(servers.api.port)}/api/health`,
      env: {
        // A fresh database for the run either way: on that server (api-on-postgres.ts makes one), or
        // a new embedded folder.
        DATABASE_URL: postgresUrl ?? '',
        PGLITE_DIR: dataDir,
        // The crews' photos of the run, beside its database.
        FILES_DIR: `${dataDir}-files`,
        LOG_LEVEL: 'warn',
        // With an invitation code, as an operator runs it: sign-ups after the first admin need it.
        ADMIN_SIGNUP_CODE: SIGNUP_CODE,
        // Every test's visitor and admin come from this one address, two at a time, faster than any
        // person: the per-client limits would refuse them. The API's own tests check the limits.
        RATE_LIMIT_AUTH: '1000',
        RATE_LIMIT_PUBLIC_WRITE: '1000',
        RATE_LIMIT_LOOKUP: '1000',
        // Changes through manage links are also counted per client address: every test's customer
        // skips, moves, pays and cancels from this one address.
        RATE_LIMIT_MANAGE: '1000',
        // The same visitor books many times over the run, often without paying: the caps on unpaid
        // holds would refuse them. The API's own tests check the caps (unpaid-holds.test.ts).
        UNPAID_HOLDS_PER_CONTACT: '1000',
        UNPAID_HOLDS_PER_ADDRESS: '1000',
      },
      reuseExistingServer: !process.env.CI,
      cwd: '..',
      timeout: 120_000,
      // So the PostgreSQL runner drops the run's database after the API stops.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    // The mail catcher `npm start` runs: the API's default SMTP_URL, read by the tests through its REST API.
    {
      name: 'mail-catcher',
      command: `npx --no-install ${MAIL_CATCHER_ARGS.join(' ')}`,
      url: `${localUrl(servers.mailInbox.port)}/api/healthz`,
      reuseExistingServer: !process.env.CI,
      cwd: '..',
    },
    {
      name: 'payment-sandbox',
      command: 'npm start -w payment-sandbox --silent',
      url: `${localUrl(servers.paymentApi.port)}/health`,
      env: { LOG_LEVEL: 'warn' },
      reuseExistingServer: !process.env.CI,
      cwd: '..',
    },
  ],
});
