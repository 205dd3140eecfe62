/**
 * A PostgreSQL server of a test's own: the machine's server binaries (Debian's postgresql package), a
 * data folder under the temp folder and a free port. A test may stop it, kill it, start it again or
 * restore a backup into it without touching the server other tests share on 5432.
 *
 * PostgreSQL refuses to run as root: when this process is root, every server command runs as the
 * `postgres` user (runuser) and the data folder is handed to that user. Tools that work on the data
 * folder beside the server (pgBackRest) run the same way: `runAsServerUser`, in folders made by
 * `serverUserFolder`.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './stack-processes';

const run = promisify(execFile);

/** Where Debian keeps the server's binaries, newest major version first. */
const DEBIAN_SERVER_ROOT = '/usr/lib/postgresql';

/** The folder of initdb, pg_ctl and postgres, or undefined when this machine has no server binaries. */
export function postgresBinaries(): string | undefined {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  if (!existsSync(DEBIAN_SERVER_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_SERVER_ROOT)
    .filter((version) => existsSync(path.join(DEBIAN_SERVER_ROOT, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(DEBIAN_SERVER_ROOT, versions[0], 'bin') : undefined;
}

const asRoot = userInfo().uid === 0;
const SERVER_USER = 'postgres';

/**
 * Runs a program as the user the server runs as (`postgres` via runuser when this process is root,
 * else as this user), with `env` on top of this process's environment; resolves with its output, and
 * rejects with it (stderr in the message) when it fails.
 */
export async function runAsServerUser(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ stdout: string; stderr: string }> {
  const [file, fileArgs] = asRoot ? ['runuser', ['-u', SERVER_USER, '--', command, ...args]] : [command, args];
  try {
    return await run(file, fileArgs, { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
    throw new Error(`${[command, ...args].join(' ')} failed: ${String(error)}\n${stdout}${stderr}`.trim());
  }
}

function serverCommand(bin: string, program: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return runAsServerUser(path.join(bin, program), args, env);
}

/** Gives a folder (and what is in it) to the server's user when this process is root. */
export async function handToServerUser(folder: string): Promise<void> {
  if (!asRoot) return;
  await run('chown', ['-R', `${SERVER_USER}:${SERVER_USER}`, folder]);
}

/** A new temp folder (`prefix` + random) that the server's user owns, e.g. a backup repository. */
export async function serverUserFolder(prefix: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), prefix));
  await handToServerUser(folder);
  return folder;
}

export interface PostgresCluster {
  readonly port: number;
  /** The data folder (PGDATA). */
  readonly dataDir: string;
  /** Tools that work beside the server (pgBackRest, pg_dump) find its binaries here. */
  readonly binDir: string;
  /** The folder of its Unix socket (local tools connect there, e.g. pgBackRest's `pg1-socket-path`). */
  readonly socketDir: string;
  /** A connection URL (trust authentication, user postgres) to `database` (default `postgres`). */
  url(database?: string): string;
  /** Starts the server and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it: `fast` ends sessions and checkpoints; `immediate` is a crash (recovery at next start). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** The server's log so far, for error messages. */
  log(): Promise<string>;
  /** Stops the server if it runs and removes its folders. */
  destroy(): Promise<void>;
}

export interface ClusterOptions {
  /** `postgresql.conf` settings (e.g. archive_mode, archive_command). */
  settings?: Record<string, string>;
  /**
   * A data folder that already holds a cluster (a restored backup): it is started as it is, without
   * initdb.
   */
  existingDataDir?: string;
  /**
   * Environment of the server's processes, on top of this process's: what `archive_command` and
   * `restore_command` inherit (e.g. `PGBACKREST_CONFIG`).
   */
  env?: Record<string, string>;
}

/** Creates (initdb) a cluster in a new temp folder, unless given one. Call `start()` next. */
export async function createPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
  const binDir = postgresBinaries();
  if (!binDir) {
    throw new Error(
      `No PostgreSQL server binaries under ${DEBIAN_SERVER_ROOT} (Debian's postgresql package); ` +
        'set POSTGRES_BIN_DIR to the folder of pg_ctl.',
    );
  }
  const home = await mkdtemp(path.join(tmpdir(), 'clean-pg-'));
  const dataDir = options.existingDataDir ?? path.join(home, 'data');
  const socketDir = path.join(home, 'socket');
  const logFile = path.join(home, 'server.log');
  await mkdir(socketDir);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', SERVER_USER]);
    const { stdout: group } = await run('id', ['-g', SERVER_USER]);
    await chown(home, Number(stdout.trim()), Number(group.trim()));
  }
  await handToServerUser(home);
  if (!options.existingDataDir) {
    await serverCommand(binDir, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  } else {
    await handToServerUser(dataDir);
  }
  const port = await freePort();
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: socketDir,
    // A test server: small, and nothing waits for the disk.
    shared_buffers: '16MB',
    fsync: 'off',
    ...options.settings,
  };
  const serverOptions = Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${quote(value)}`)
    .join(' ');
  let running = false;

  const cluster: PostgresCluster = {
    port,
    dataDir,
    binDir,
    socketDir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      try {
        await serverCommand(
          binDir,
          'pg_ctl',
          ['start', '-w', '-t', '120', '-D', dataDir, '-l', logFile, '-o', serverOptions],
          options.env,
        );
      } catch (error) {
        throw new Error(`PostgreSQL on port ${port} did not start: ${String(error)}\n${await cluster.log()}`);
      }
      running = true;
    },
    async stop(mode = 'fast') {
      if (!running) return;
      await serverCommand(binDir, 'pg_ctl', ['stop', '-w', '-t', '60', '-D', dataDir, '-m', mode]);
      running = false;
    },
    log: () => readFile(logFile, 'utf8').catch(() => '(no server log)'),
    async destroy() {
      await cluster.stop('immediate').catch(() => undefined);
      await rm(home, { recursive: true, force: true });
      if (options.existingDataDir) await rm(options.existingDataDir, { recursive: true, force: true });
    },
  };
  return cluster;
}

/** One postgres `-c` value as pg_ctl's `-o` string reads it (a shell-like split). */
function quote(value: string): string {
  return /^[\w./:-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}
