import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { FEDERATION_MANIFEST, localUrl, servers, webApp, webApps, type WebApp } from '@clean/tooling/apps';
import { CHROMIUM_FLAGS, chromiumPath } from './support/browser';
import { SIGNUP_CODE } from './support/admin-accounts';
import { isStoppable } from './support/remote-servers';

const shellUrl = localUrl(webApp('shell').port);
// A fresh embedded database per run, so tests never meet yesterday's data.
const dataDir = path.join(os.tmpdir(), `clean-e2e-${process.pid}`);

const staticServer = (app: WebApp) => ({
  name: app.dir,
  command: `npm run serve -w ${app.dir} --silent`,
  url: `${localUrl(app.port)}/${app.name === 'shell' ? 'config.json' : FEDERATION_MANIFEST}`,
  reuseExistingServer: !process.env.CI,
  cwd: '..',
});

/** Tests run against the production builds, served exactly as `npm start` serves them. */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: shellUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
  },
  projects: [
    // The first admin signs up and logs in through the page before any test that needs a session.
    { name: 'admin-setup', testMatch: /admin\.setup\.ts$/, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      dependencies: ['admin-setup'],
    },
  ],
  webServer: [
    // The remotes a test takes down are started by globalSetup instead (support/remote-servers.ts).
    ...webApps.filter((app) => !isStoppable(app.name)).map(staticServer),
    {
      name: 'api',
      command: 'npm start -w api --silent',
      url: `${localUrl(servers.api.port)}/api/health`,
      // With an invitation code, as an operator runs it: sign-ups after the first admin need it.
      env: { PGLITE_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_SIGNUP_CODE: SIGNUP_CODE },
      reuseExistingServer: !process.env.CI,
      cwd: '..',
      timeout: 120_000,
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
