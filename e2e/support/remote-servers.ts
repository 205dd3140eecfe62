import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '@clean/tooling/processes';
import type { RemoteName } from '@clean/shared';
import { webApp } from '@clean/tooling/apps';

/**
 * The remotes whose static servers run outside Playwright's webServer list, so that a "remote down"
 * test can really stop one and start it again: the admin console, the booking page and the payment
 * popup. The shell and the public pages stay with Playwright.
 */
export const STOPPABLE_REMOTES = ['admin', 'booking', 'popup'] as const satisfies readonly RemoteName[];
export type StoppableRemote = (typeof STOPPABLE_REMOTES)[number];

/** Whether the suite, not Playwright's webServer list, runs this app's server. */
export const isStoppable = (name: string): name is StoppableRemote =>
  (STOPPABLE_REMOTES as readonly string[]).includes(name);

const pidFile = (name: StoppableRemote) => path.join(__dirname, '..', 'test-results', `${name}-remote.pid`);

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port: number, open: boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await portOpen(port)) === open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`port ${port} did not ${open ? 'open' : 'close'} within ${timeoutMs} ms`);
}

export async function startRemote(name: StoppableRemote): Promise<void> {
  const app = webApp(name);
  if (await portOpen(app.port)) throw new Error(`port ${app.port} is already in use`);
  const serveStatic = require.resolve('@clean/tooling/serve-static');
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), serveStatic, '--app', app.name], {
    cwd: repoRoot,
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  writeFileSync(pidFile(name), String(child.pid));
  await waitForPort(app.port, true);
}

export async function stopRemote(name: StoppableRemote): Promise<void> {
  const file = pidFile(name);
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, 'utf8'));
  rmSync(file);
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  await waitForPort(webApp(name).port, false);
}
