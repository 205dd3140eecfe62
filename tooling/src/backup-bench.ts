/**
 * `npm run bench:backup -w tooling`: how long a full backup and a restore take, and how big they are,
 * for years of bookings (docs/BENCHMARKS.md, "Backup and restore of 1,000,000 appointments").
 * A PostgreSQL of its own (postgres-cluster.ts) archives its WAL with the deployment's pgBackRest
 * settings into a folder (backup-repository.ts); `npm run seed:volume -w api` fills its database `clean`
 * through the API's own code (migrations, catalogue, then the bookings); a full backup is taken; the
 * server is stopped and the backup restored into a new folder, replayed to the end of the archive and
 * promoted; the restored rows are counted. Figures are printed, never asserted.
 *
 * Options: --appointments N (default 1000000).
 */
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createBackupRepository, pgbackrestMissing, waitForPromotion } from './backup-repository';
import { createPostgresCluster, type PostgresCluster } from './postgres-cluster';
import { repoRoot } from './processes';
import { ensureDatabase } from './stack-processes';

const API_DIR = path.join(repoRoot, 'api');

async function seed(databaseUrl: string, appointments: number): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/commands/seed-volume.ts', '--appointments', String(appointments)],
    {
      cwd: API_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`The seed exited with code ${code}`);
}

async function scalar<T>(url: string, sql: string): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: T }>(sql);
    return rows[0]?.value as T;
  } finally {
    await client.end();
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('en', { maximumFractionDigits: 0 })} MB`;
const since = (started: number) => (performance.now() - started) / 1000;
const secondsText = (seconds: number) => `${seconds.toFixed(1)} s`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { appointments: { type: 'string', default: '1000000' } } });
  const appointments = Number(values.appointments?.replace(/_/g, ''));
  if (!Number.isSafeInteger(appointments) || appointments < 1) throw new Error('--appointments must be a whole number');
  const missing = pgbackrestMissing();
  if (missing) throw new Error(`The backup bench needs ${missing}`);

  const repository = await createBackupRepository();
  const clusters: PostgresCluster[] = [];
  try {
    // The deployment's settings, with the memory of a small production server rather than a test's.
    const options = {
      ...repository.clusterOptions,
      settings: { ...repository.clusterOptions.settings, shared_buffers: '256MB' },
    };
    const cluster = await createPostgresCluster(options);
    clusters.push(cluster);
    await repository.attach(cluster);
    await cluster.start();
    await repository.stanzaCreate();
    const databaseUrl = await ensureDatabase(cluster.url(), 'clean');

    let started = performance.now();
    await seed(databaseUrl, appointments);
    const seedSeconds = since(started);
    await repository.check();
    const walArchived = await repository.size();
    const databaseBytes = Number(await scalar<string>(databaseUrl, "SELECT pg_database_size('clean') AS value"));

    started = performance.now();
    const backup = await repository.backup('full');
    const backupSeconds = since(started);
    const repositoryBytes = await repository.size();

    await cluster.stop();
    const restoredDir = path.join(path.dirname(repository.repoPath), 'restored');
    started = performance.now();
    await repository.restore(restoredDir);
    const restoreSeconds = since(started);
    const restored = await createPostgresCluster({ ...options, existingDataDir: restoredDir });
    clusters.push(restored);
    await repository.attach(restored);
    started = performance.now();
    await restored.start();
    await waitForPromotion(restored.url());
    const recoverySeconds = since(started);
    const count = Number(await scalar<string>(restored.url('clean'), 'SELECT count(*) AS value FROM appointments'));

    console.log(
      `\n${cpus().length} cores, load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}, Node ${process.version}, ${new Date().toISOString()}\n`,
    );
    const rows: [string, string][] = [
      ['appointments seeded (archiving on)', `${appointments.toLocaleString('en')} in ${secondsText(seedSeconds)}`],
      ['database `clean` on disk', mb(databaseBytes)],
      ['WAL archived while seeding (compressed, encrypted)', mb(walArchived)],
      [
        'full backup',
        `${secondsText(backupSeconds)} (pgBackRest: ${backup.seconds} s), ${mb(backup.databaseBytes)} of files ` +
          `→ ${mb(backup.repositoryBytes)} in the repository`,
      ],
      ['repository after the backup (backup + WAL)', mb(repositoryBytes)],
      ['restore of the files (`pgbackrest restore`)', secondsText(restoreSeconds)],
      ['start, WAL replay and promotion', secondsText(recoverySeconds)],
      ['restore in all (recovery time)', secondsText(restoreSeconds + recoverySeconds)],
      ['appointments in the restored database', count.toLocaleString('en')],
    ];
    console.log(
      ['| what | figure |', '| --- | --- |', ...rows.map(([what, figure]) => `| ${what} | ${figure} |`)].join('\n'),
    );
    if (count !== appointments) throw new Error(`The restored database has ${count} appointments, not ${appointments}`);
  } finally {
    for (const cluster of clusters.reverse()) await cluster.destroy();
    await repository.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
