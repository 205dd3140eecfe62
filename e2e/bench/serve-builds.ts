import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { localUrl, servers, webApps } from '@clean/tooling/apps';
import { repoRoot, runPrefixed, runToEnd, waitForHealth } from '@clean/tooling/processes';
import { prerender } from '@clean/tooling/prerender';
import { listenStatic } from '@clean/tooling/serve-static';

/** Serves every web app's production `dist/` on its own port, as `npm start` does. */
export async function serveBuilds(): Promise<() => void> {
  const running: Server[] = await Promise.all(
    webApps.map((app) =>
      listenStatic({ app: app.name, root: path.join(repoRoot, app.dir, 'dist'), port: app.port, host: '127.0.0.1' }),
    ),
  );
  return () => running.forEach((server) => server.close());
}

/**
 * The business the bench's API holds: two years of a small company's bookings (about seven a day) and
 * four weeks ahead, so the console's first screen shows what an admin's does (counts, the latest
 * bookings, reports with data) and the booking calendar has taken times.
 */
const BENCH_APPOINTMENTS = 5_000;

/**
 * Starts the API on a fresh embedded database holding `BENCH_APPOINTMENTS` (filled before it starts:
 * the folder is the API's alone once it runs) and resolves once its health check answers.
 */
export async function startApi(): Promise<() => void> {
  const env = { PGLITE_DIR: path.join(os.tmpdir(), `clean-bench-${process.pid}`), LOG_LEVEL: 'warn' };
  await runToEnd({
    name: 'seed',
    command: 'npm',
    args: ['run', 'seed:volume', '-w', 'api', '--silent', '--', '--appointments', String(BENCH_APPOINTMENTS)],
    env,
  });
  const child = runPrefixed({ name: 'api', command: 'npm', args: ['start', '-w', 'api', '--silent'], env });
  await waitForHealth(`${localUrl(servers.api.port)}/api/health`, 120_000, () => child.exitCode !== null).catch(
    (error: unknown) => {
      child.kill('SIGTERM');
      throw new Error(`the API did not become healthy: ${error instanceof Error ? error.message : String(error)}`);
    },
  );
  return () => child.kill('SIGTERM');
}

/**
 * Runs `measure` against the site as `npm start` serves it: the API on a fresh embedded database with
 * the bench's business, the pages prerendered again once it answers (so `/pricing` carries its
 * catalogue snapshot), every build served. Everything started is stopped afterwards, whatever
 * `measure` did.
 */
export async function withServedSite<T>(measure: () => Promise<T>): Promise<T> {
  const stopApi = await startApi();
  try {
    const stopServers = await prerender().then(() => serveBuilds());
    try {
      return await measure();
    } finally {
      stopServers();
    }
  } finally {
    stopApi();
  }
}
