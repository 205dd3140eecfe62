import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { localUrl, servers, webApps } from '@clean/tooling/apps';
import { repoRoot, runPrefixed, waitForHealth } from '@clean/tooling/processes';
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

/** Starts the API on a fresh embedded database and resolves once its health check answers. */
export async function startApi(): Promise<() => void> {
  const child = runPrefixed({
    name: 'api',
    command: 'npm',
    args: ['start', '-w', 'api', '--silent'],
    env: { PGLITE_DIR: path.join(os.tmpdir(), `clean-bench-${process.pid}`), LOG_LEVEL: 'warn' },
  });
  await waitForHealth(`${localUrl(servers.api.port)}/api/health`, 120_000, () => child.exitCode !== null).catch(
    (error: unknown) => {
      child.kill('SIGTERM');
      throw new Error(`the API did not become healthy: ${error instanceof Error ? error.message : String(error)}`);
    },
  );
  return () => child.kill('SIGTERM');
}

/**
 * Runs `measure` against the site as `npm start` serves it: the API on a fresh embedded database, the
 * pages prerendered again once it answers (so `/pricing` carries its catalogue snapshot), every build
 * served. Everything started is stopped afterwards, whatever `measure` did.
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
