/**
 * pgBackRest beside a PostgreSQL server of a test's own (postgres-cluster.ts), with the deployment's
 * settings: deploy/postgres/pgbackrest.conf and the postgres service's `-c` settings in
 * docker-compose.yml (archive_command and all). Only the store's address differs: an S3 server of this
 * machine in place of the minio service (the restore drill, backup-s3.ts), or a folder
 * (repo1-type=posix, the backup bench); the keys are its own, from the environment as in compose.
 * See docs/DECISIONS.md, "Backups: pgBackRest to MinIO over HTTPS".
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { handToServerUser, runAsServerUser, serverUserFolder, type PostgresCluster } from './postgres-cluster';
import { repoRoot } from './processes';
import { composeService, readCompose } from './stack-compose';
import { hasProgram } from './stack-processes';

export const DEPLOYED_CONF_FILE = path.join(repoRoot, 'deploy', 'postgres', 'pgbackrest.conf');
const MAKE_BUCKET_SCRIPT = path.join(repoRoot, 'deploy', 'postgres', 'make-bucket.sh');
const execFileAsync = promisify(execFile);

/** An ini file as pgBackRest reads it: sections of `option=value` lines, in order. */
export type PgbackrestConf = Map<string, Map<string, string>>;

export function parsePgbackrestConf(text: string): PgbackrestConf {
  const conf: PgbackrestConf = new Map();
  let section: Map<string, string> | undefined;
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      section = new Map();
      conf.set(header[1] as string, section);
      continue;
    }
    const equals = line.indexOf('=');
    if (!section || equals <= 0) throw new Error(`pgbackrest.conf line ${index + 1} is not an option: ${line}`);
    section.set(line.slice(0, equals).trim(), line.slice(equals + 1).trim());
  }
  return conf;
}

export function renderPgbackrestConf(conf: PgbackrestConf): string {
  return [...conf]
    .map(([name, options]) => [`[${name}]`, ...[...options].map(([key, value]) => `${key}=${value}`)].join('\n'))
    .join('\n\n')
    .concat('\n');
}

/** The deployed conf's one stanza (the section that is not `global`). */
export function stanzaOf(conf: PgbackrestConf): string {
  const stanzas = [...conf.keys()].filter((name) => name !== 'global' && !name.includes(':'));
  if (stanzas.length !== 1) throw new Error(`pgbackrest.conf must name one stanza, not ${stanzas.join(', ')}`);
  return stanzas[0] as string;
}

/** The `-c name=value` settings of the postgres service's command in docker-compose.yml. */
export function composeServerSettings(): Record<string, string> {
  const { command = [] } = composeService(readCompose(), 'postgres');
  if (!Array.isArray(command)) throw new Error("The postgres service's command must be a list of arguments");
  const settings: Record<string, string> = {};
  command.forEach((arg, index) => {
    if (command[index - 1] !== '-c') return;
    const equals = arg.indexOf('=');
    settings[arg.slice(0, equals)] = arg.slice(equals + 1);
  });
  return settings;
}

/** An S3 server on this machine in place of the minio service: its address, the CA of its certificate, keys. */
export interface LocalS3 {
  endpoint: string;
  port: number;
  caFile: string;
  key: string;
  secret: string;
}

export interface LocalStore {
  /** The repository's folder (posix; unused with S3). */
  repoPath: string;
  /** pgBackRest's lock files, apart from every other pgBackRest run on this machine. */
  lockPath: string;
  s3?: LocalS3;
}

/** Options of the deployed conf that name where the minio service is: this machine's S3 stands in. */
const S3_ADDRESS_OPTION = /^repo1-(s3-endpoint|storage-port|storage-ca-file)$/;
/** ...and every option of the S3 store, when a folder stands in. */
const STORE_OPTION = /^repo1-(type|path|s3-.+|storage-.+)$/;

/**
 * The deployed conf for `cluster`, with this machine's store in place of the minio service's bucket. Like
 * the deployed one, it holds no secret: the keys come from the environment (`BackupRepository.env`).
 */
export function localConf(deployed: PgbackrestConf, store: LocalStore, cluster: PostgresCluster): PgbackrestConf {
  const stanza = stanzaOf(deployed);
  const { s3 } = store;
  const global = new Map<string, string>(
    s3
      ? [
          ['repo1-s3-endpoint', s3.endpoint],
          ['repo1-storage-port', String(s3.port)],
          ['repo1-storage-ca-file', s3.caFile],
        ]
      : [
          ['repo1-type', 'posix'],
          ['repo1-path', store.repoPath],
        ],
  );
  const replaced = s3 ? S3_ADDRESS_OPTION : STORE_OPTION;
  for (const [key, value] of deployed.get('global') ?? []) if (!replaced.test(key)) global.set(key, value);
  global.set('lock-path', store.lockPath);
  const server = new Map<string, string>([
    ['pg1-path', cluster.dataDir],
    ['pg1-port', String(cluster.port)],
    ['pg1-socket-path', cluster.socketDir],
  ]);
  return new Map([
    ['global', global],
    [stanza, server],
  ]);
}

/** Why pgBackRest cannot run here, or undefined when it can. */
export function pgbackrestMissing(): string | undefined {
  return hasProgram('pgbackrest', 'version') ? undefined : "pgbackrest (Debian's package pgbackrest)";
}

export type BackupType = 'full' | 'diff' | 'incr';

export interface BackupInfo {
  label: string;
  type: string;
  /** Bytes of the database the backup copied, and what they take in the repository (compressed). */
  databaseBytes: number;
  repositoryBytes: number;
  seconds: number;
  /**
   * When it ended, in whole seconds since 1970 as pgBackRest keeps it: a point-in-time restore takes
   * the latest backup that ended before the target's second, so a target in this same second fails.
   */
  stoppedAt: number;
}

export interface BackupRepository {
  readonly stanza: string;
  readonly repoPath: string;
  /** The conf's path and the secrets, as compose gives them to the postgres and backup services. */
  readonly env: Record<string, string>;
  /** What createPostgresCluster needs so its server archives here: compose's settings and `env`. */
  readonly clusterOptions: { settings: Record<string, string>; env: Record<string, string> };
  /** Points the conf at `cluster` (its data folder, port and socket): call before starting it. */
  attach(cluster: PostgresCluster): Promise<void>;
  /** Makes the S3 store's bucket as the backup service does (deploy/postgres/make-bucket.sh). */
  makeBucket(): Promise<void>;
  /** `pgbackrest <args>` as the server's user, with this conf; its standard output. */
  run(args: string[]): Promise<string>;
  stanzaCreate(): Promise<void>;
  /** Switches WAL and waits until the segment is in the repository (`pgbackrest check`). */
  check(): Promise<void>;
  backup(type: BackupType): Promise<BackupInfo>;
  /**
   * Restores into `dataDir` (a new folder, made here): the latest backup before `target`, with recovery
   * set to replay WAL up to that moment and then promote. Without `target`, to the end of the archive.
   */
  restore(dataDir: string, target?: string): Promise<void>;
  /** Bytes the repository takes on disk (backups and archived WAL). */
  size(): Promise<number>;
  destroy(): Promise<void>;
}

/**
 * A repository with the deployed settings: in a new temp folder, or in the bucket of an S3 server on this
 * machine (`s3`; the bucket must exist).
 */
export async function createBackupRepository(
  options: { s3?: LocalS3; deployedFile?: string } = {},
): Promise<BackupRepository> {
  const deployedFile = options.deployedFile ?? DEPLOYED_CONF_FILE;
  const deployed = parsePgbackrestConf(readFileSync(deployedFile, 'utf8'));
  const stanza = stanzaOf(deployed);
  const home = await serverUserFolder('clean-pgbackrest-');
  const repoPath = path.join(home, 'repo');
  const lockPath = path.join(home, 'lock');
  const confFile = path.join(home, 'pgbackrest.conf');
  await mkdir(repoPath);
  await mkdir(lockPath);
  await handToServerUser(home);
  const store: LocalStore = { repoPath, lockPath, s3: options.s3 };
  // The server's archive_command and restore_command find the conf and the keys here, as pgBackRest's
  // commands do.
  const env: Record<string, string> = {
    PGBACKREST_CONFIG: confFile,
    PGBACKREST_REPO1_CIPHER_PASS: randomBytes(24).toString('base64url'),
    ...(options.s3
      ? { PGBACKREST_REPO1_S3_KEY: options.s3.key, PGBACKREST_REPO1_S3_KEY_SECRET: options.s3.secret }
      : {}),
  };

  const run = async (args: string[]) =>
    (await runAsServerUser('pgbackrest', [`--stanza=${stanza}`, ...args], env)).stdout;

  const repository: BackupRepository = {
    stanza,
    repoPath,
    env,
    clusterOptions: { settings: composeServerSettings(), env },
    async attach(cluster) {
      await writeFile(confFile, renderPgbackrestConf(localConf(deployed, store, cluster)), { mode: 0o600 });
      await handToServerUser(confFile);
    },
    async makeBucket() {
      if (!options.s3) throw new Error('A repository in a folder has no bucket');
      await execFileAsync('sh', [MAKE_BUCKET_SCRIPT], { env: { ...process.env, ...env } });
    },
    run,
    async stanzaCreate() {
      await run(['stanza-create']);
    },
    async check() {
      await run(['check']);
    },
    async backup(type) {
      await run([`--type=${type}`, 'backup']);
      const [info] = JSON.parse(await run(['--output=json', 'info'])) as PgbackrestInfo[];
      const last = info?.backup.at(-1);
      if (!last) throw new Error(`pgbackrest info lists no backup of ${stanza} after the backup`);
      return {
        label: last.label,
        type: last.type,
        databaseBytes: last.info.size,
        repositoryBytes: last.info.repository.delta,
        seconds: last.timestamp.stop - last.timestamp.start,
        stoppedAt: last.timestamp.stop,
      };
    },
    async restore(dataDir, target) {
      await mkdir(dataDir, { mode: 0o700 });
      await handToServerUser(dataDir);
      const recovery = target ? ['--type=time', `--target=${target}`, '--target-action=promote'] : [];
      await run([`--pg1-path=${dataDir}`, ...recovery, 'restore']);
    },
    size: () => folderBytes(repoPath),
    async destroy() {
      await rm(home, { recursive: true, force: true });
    },
  };
  return repository;
}

/** What `pgbackrest info --output=json` says of a stanza (the fields used here). */
interface PgbackrestInfo {
  name: string;
  backup: {
    label: string;
    type: string;
    timestamp: { start: number; stop: number };
    info: { size: number; repository: { delta: number; size: number } };
  }[];
}

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    total += entry.isDirectory() ? await folderBytes(file) : (await stat(file)).size;
  }
  return total;
}

/**
 * Waits until a restored server has replayed its WAL to the target and been promoted: `pg_ctl start -w`
 * returns as soon as it accepts connections, which a server in recovery does (read-only) already.
 */
export async function waitForPromotion(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const { rows } = await client.query<{ recovering: boolean }>('SELECT pg_is_in_recovery() AS recovering');
      if (rows[0]?.recovering === false) return;
    } catch {
      // Not accepting connections yet.
    } finally {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > deadline) throw new Error(`The restored server at ${url} was not promoted in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
