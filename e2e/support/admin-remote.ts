import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '@clean/tooling/processes';
import { webApp } from '@clean/tooling/apps';

/**
 * The admin remote's static server runs outside Playwright's webServer list so that the
 * "remote down" test can really stop it and start it again.
 */
const PID_FILE = path.join(__dirname, '..', 'test-results', 'admin-remote.pid');
const admin = webApp('admin');

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

export async function startAdminRemote(): Promise<void> {
  if (await portOpen(admin.port)) throw new Error(`port ${admin.port} is already in use`);
  const serveStatic = require.resolve('@clean/tooling/serve-static');
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), serveStatic, '--app', admin.name], {
    cwd: repoRoot,
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  writeFileSync(PID_FILE, String(child.pid));
  await waitForPort(admin.port, true);
}

export async function stopAdminRemote(): Promise<void> {
  if (!existsSync(PID_FILE)) return;
  const pid = Number(readFileSync(PID_FILE, 'utf8'));
  rmSync(PID_FILE);
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  await waitForPort(admin.port, false);
}
