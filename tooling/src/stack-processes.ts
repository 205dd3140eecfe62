/**
 * The local stack's processes: each started directly (no npm or shell in between, so its PID is the
 * server's own and a signal reaches it), its output kept and optionally shown, stopped by PID.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { repoRoot } from './processes';

export interface ServiceSpec {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  /** The whole environment: nothing of the caller's leaks in (PATH and HOME are added). */
  env: Record<string, string>;
}

export interface RunningService {
  name: string;
  pid: number;
  child: ChildProcess;
  /** Everything written so far (stdout and stderr), for error messages. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  readonly running: boolean;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has ended. */
  stop(graceMs?: number): Promise<void>;
}

/** PATH plus the sbin folders, where Debian installs nginx but which a non-root user's PATH often lacks. */
const SEARCH_PATH = [process.env.PATH, '/usr/local/sbin', '/usr/sbin', '/sbin'].filter(Boolean).join(':');

/** Keeps the last part of a process's output (a long run must not grow without bound). */
const OUTPUT_LIMIT = 64 * 1024;

export function startService(spec: ServiceSpec, onLine?: (name: string, line: string) => void): RunningService {
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd ?? repoRoot,
    env: { PATH: SEARCH_PATH, HOME: process.env.HOME ?? '', ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`${spec.name}: ${spec.command} could not be started`);
  let output = '';
  let partial = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-OUTPUT_LIMIT);
    if (!onLine) return;
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) onLine(spec.name, line);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let running = true;
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      resolve(code ?? signal ?? 'unknown');
    });
    child.once('error', (error) => {
      running = false;
      output += `\n${error.message}`;
      resolve('error');
    });
  });
  return {
    name: spec.name,
    pid: child.pid,
    child,
    output: () => output,
    exited,
    get running() {
      return running;
    },
    async stop(graceMs = 10_000) {
      if (!running) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => running && child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits until `ready()` is true, failing early with the service's output if it exits. */
export async function waitUntil(
  service: RunningService,
  what: string,
  ready: () => Promise<boolean>,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (service.running) {
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) {
      throw new Error(`${service.name} did not ${what} within ${timeoutMs / 1000} s. Its output:\n${service.output()}`);
    }
    await sleep(150);
  }
  throw new Error(
    `${service.name} stopped (${await service.exited}) before it could ${what}. Its output:\n${service.output()}`,
  );
}

export const answersHttp = (url: string) => async () => (await fetch(url)).ok;

/** A TCP port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Whether a program is on PATH (`nginx -v`, `redis-server --version` exit 0). */
export function hasProgram(command: string, versionFlag = '--version'): boolean {
  try {
    execFileSync(command, [versionFlag], { stdio: 'ignore', env: { ...process.env, PATH: SEARCH_PATH } });
    return true;
  } catch {
    return false;
  }
}

/** Whether something accepts TCP connections at host:port. */
export function acceptsConnections(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Whether a Redis answers PING at host:port (a raw RESP exchange: no client library needed). */
export function redisAnswers(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    let reply = '';
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
    socket.once('error', () => done(false));
  });
}

/** A redis-server of the stack's own, in memory only, on `port`. */
export function redisServerSpec(port: number): ServiceSpec {
  return {
    name: 'redis',
    command: 'redis-server',
    args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    env: {},
  };
}

/** `url` with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

const SAFE_NAME = /^[a-z_][a-z0-9_]*$/;

/** Creates `database` on the server of `serverUrl` unless it exists; answers its URL. */
export async function ensureDatabase(serverUrl: string, database: string): Promise<string> {
  if (!SAFE_NAME.test(database)) throw new Error(`Not a plain database name: ${database}`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return withDatabase(serverUrl, database);
}

export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  if (!SAFE_NAME.test(database)) throw new Error(`Not a plain database name: ${database}`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL server of `url` lets us in. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
