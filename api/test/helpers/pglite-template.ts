import { readFile, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { createPglite, type Database, type DatabaseHandle, type PgliteHandle } from '../../src/db/client';
import { prepareDatabase } from '../../src/services/prepare-database';
import { installJobSchema } from '../../src/jobs/job-queue';
import * as schema from '../../src/db/schema';

/** Names the dump files; `tooling/src/jest-global-teardown.cjs` removes the run's own with the same prefix. */
const PREFIX = 'clean-api-template-';
const STALE_AFTER_MS = 3_600_000;
/** The template's `shared_buffers` (postgresql.auto.conf), kept by every database loaded from it. */
const TEMPLATE_SHARED_BUFFERS = '16MB';

/**
 * The run's id: every worker of one jest run (jest.config.cjs), or every clocked API of one e2e run
 * (e2e/support/clocked-api.ts, in its environment), shares one dump.
 */
export function runId(): string | undefined {
  const id = process.env.API_TEST_RUN;
  return typeof id === 'string' && /^[\w-]+$/.test(id) ? id : undefined;
}

/** How long the template's services take (see `fillTemplate`). */
export const ONE_HOUR_JOBS = 60;

/** What every API test database starts with, on either engine: migrated, seeded, the job queue's schema. */
export async function fillTemplate(handle: DatabaseHandle): Promise<void> {
  await prepareDatabase(handle, { seed: true });
  // One-hour jobs: a booking holds its crew for one start time, so the suites about slots, holds and
  // payments count crews per start time. The crew-time suites give their services real lengths.
  await handle.db.update(schema.services).set({ durationMinutes: ONE_HOUR_JOBS });
  // The job queue's schema too: pg-boss installs it at its first start, which takes seconds on PGlite.
  await installJobSchema(handle);
}

/** The handle of an in-memory PGlite: a test database, or the template being made. */
export function inMemoryHandle(client: PGlite): PgliteHandle {
  return {
    kind: 'pglite',
    client,
    db: drizzle({ client, schema }) as unknown as Database,
    description: 'PGlite in memory',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * Every copy of the template loads its whole dump into PGlite's memory, so the dump holds only what a
 * test database uses: WAL in segments of 1 MB (initdb's `--wal-segsize`; one of 16 MB by default)
 * and no `template0` or `template1` (nothing creates a database on a copy). The dump went from 43.5
 * to 18.9 MB, and a copy starts in about 45 % less CPU (docs/BENCHMARKS.md, "The test run").
 */
const TRIM_TEMPLATE = [
  'ALTER DATABASE template1 WITH IS_TEMPLATE false',
  'DROP DATABASE template1',
  'ALTER DATABASE template0 WITH IS_TEMPLATE false',
  'DROP DATABASE template0',
  'CHECKPOINT',
];

async function migratedAndSeeded(): Promise<Blob> {
  const client = await createPglite('memory://', { initDbStartParams: ['--wal-segsize=1'] });
  const handle = inMemoryHandle(client);
  try {
    await fillTemplate(handle);
    // Every start of a copy sets up its shared buffers in the WASM memory: 128 MB by default, a fifth
    // of a test database's start-up CPU, for databases of a few megabytes (docs/BENCHMARKS.md).
    await client.exec(`ALTER SYSTEM SET shared_buffers = '${TEMPLATE_SHARED_BUFFERS}'`);
    for (const statement of TRIM_TEMPLATE) await client.exec(statement);
    return await client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

/** Dumps of runs that died before their teardown. */
async function dropStaleDumps(): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(os.tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const file = path.join(os.tmpdir(), name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs > STALE_AFTER_MS) await unlink(file).catch(() => undefined);
  }
}

/**
 * The template's bytes as the Blob PGlite loads (`loadDataDir`), handed over without a copy. PGlite
 * only reads them (it copies each file into its own memory), and Node 20's `Blob.arrayBuffer()`
 * copies a 40 MB dump through a stream at every load: about 0.4 s of CPU of the 0.9 s a test
 * database took to start (docs/BENCHMARKS.md).
 */
class TemplateBlob extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;

  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([]);
    this.#bytes = bytes;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.#bytes;
    return Promise.resolve(
      byteOffset === 0 && byteLength === buffer.byteLength ? buffer : buffer.slice(byteOffset, byteOffset + byteLength),
    );
  }
}

const templateBlob = async (blob: Blob): Promise<Blob> => new TemplateBlob(new Uint8Array(await blob.arrayBuffer()));

let dump: Promise<Blob> | undefined;

/**
 * The PGlite data folder every API test database starts from, migrated and seeded, as a dump. A new
 * PGlite runs initdb (about 2 s of CPU); loading a dump takes about 0.5 s. The first test file of a
 * run that needs it writes it to a temporary file (renamed into place, so no file is read half
 * written) and every other file of the run loads it. Outside jest.config.cjs each file makes its own.
 */
export function templateDump(): Promise<Blob> {
  dump ??= (async () => {
    const run = runId();
    if (!run) return templateBlob(await migratedAndSeeded());
    const file = path.join(os.tmpdir(), `${PREFIX}${run}.tar`);
    const stored = await readFile(file).catch(() => undefined);
    if (stored) return new TemplateBlob(new Uint8Array(stored.buffer, stored.byteOffset, stored.byteLength));
    const made = await migratedAndSeeded();
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await made.arrayBuffer()));
    await rename(partial, file);
    await dropStaleDumps();
    return templateBlob(made);
  })();
  return dump;
}

/**
 * Makes `dir` a PGlite data folder holding the template (migrated, seeded, the job queue's schema),
 * for a suite that starts API processes or commands on a folder: they find the database ready
 * instead of each first process running initdb, the migrations and pg-boss's install (tens of
 * seconds on a busy machine). Suites about preparing an empty database start from nothing instead.
 */
export async function pgliteFolderFromTemplate(dir: string): Promise<void> {
  const client = await createPglite(dir, { loadDataDir: await templateDump() });
  await client.close();
}
