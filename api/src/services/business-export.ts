/**
 * The business export (docs/PRODUCT.md, "Your business data"; docs/DECISIONS.md, "The business export
 * reads one snapshot"): a ZIP of one CSV file per table of `EXPORT_FILES` and a manifest.json, every
 * file read in one read-only REPEATABLE READ transaction, so a booking made meanwhile is in every file or
 * in none. Each file is read through a server-side cursor a batch at a time, as the ZIP's reader takes
 * it: memory holds about one batch, whatever the number of rows.
 */
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addAbortSignal, Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { lagosNow } from '@clean/shared/lagos-time';
import type { Database, DatabaseHandle } from '../db/client';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import type { Transaction } from '../db/transaction';
import { EXPORT_FILES, type ExportColumn, type ExportFile } from '../repositories/business-export-files';
import { rowsOf } from '../repositories/customer-summaries';
import { guardFormula, guardPhone } from './appointments-csv';

/** The CSV files of the export, in the order of the ZIP (manifest.json follows them). */
export const BUSINESS_EXPORT_FILES: readonly string[] = EXPORT_FILES.map((file) => file.name);

/** One snapshot for every file; read only, so it takes no lock a booking would wait for. */
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export interface BusinessExportOptions {
  /** The export's moment: the manifest's `exportedAt` and the files' dates in the ZIP. */
  now: Date;
  /** Rows per read of a cursor (CSV_EXPORT_BATCH_SIZE). */
  batchSize: number;
}

export interface ExportedFile {
  name: string;
  description: string;
  rows: number;
  columns: string[];
}

/** manifest.json: what each file is and holds, when it was read, from which schema. */
export interface BusinessExportManifest {
  exportedAt: string;
  consistency: string;
  schema: { migration: string; migrationsApplied: number };
  conventions: Record<'money' | 'times' | 'dates' | 'empty' | 'formulas' | 'erasedCustomers', string>;
  notExported: string;
  files: ExportedFile[];
}

const CONVENTIONS: BusinessExportManifest['conventions'] = {
  money:
    'Columns ending in _ngn are naira, with kobo as two decimals where the database keeps them, exactly as stored (15000.00).',
  times: 'Moments are UTC, ISO 8601 to the millisecond (2030-01-07T08:30:00.000Z).',
  dates: 'Dates are calendar dates in Lagos (YYYY-MM-DD); times of day are as the customer booked them (10:00 AM).',
  empty: 'An empty cell is an empty or missing value.',
  formulas:
    'Text starting with = + - @ (or a tab or carriage return) gets a leading apostrophe so spreadsheets do not run it as a formula; phone numbers such as +2348031234567 are left as they are.',
  erasedCustomers:
    'Customers erased on their request (erased_at in appointments.csv) keep their bookings, amounts and dates; every personal column of their rows is empty.',
};

const NOT_EXPORTED =
  'Admin accounts, sessions and invitations, crew sign-in devices, saved card authorizations, idempotency keys ' +
  'and client addresses (secrets or security records); contact messages, WhatsApp and SMS messages, area ' +
  'leads, data requests, e-mails sent and the audit trail (personal data beyond the business records); the ' +
  'counters the database keeps (sums of these files); photos of finished work.';

/** The database's schema does not match this code's migrations: its columns may not be the ones listed. */
export class ExportSchemaError extends Error {}

interface JournalEntry {
  when: number;
  tag: string;
}

let journal: JournalEntry[] | undefined;
/** The committed migrations, oldest first (drizzle-kit's journal). */
function migrations(): JournalEntry[] {
  journal ??= (
    JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;
  return journal;
}

/**
 * The last migration applied to the database, which must be this code's last one. The first statement
 * of the export: it takes the snapshot every file is read from.
 */
async function schemaOf(tx: Transaction): Promise<BusinessExportManifest['schema']> {
  const [applied] = await rowsOf<{ count: number; last: string | null }>(
    tx,
    sql`SELECT count(*)::integer AS count, max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  );
  const entries = migrations();
  const latest = entries[entries.length - 1];
  const found = entries.find((entry) => String(entry.when) === applied?.last);
  if (!latest || !found || found.tag !== latest.tag) {
    throw new ExportSchemaError(
      `The database's schema is ${found ? `at migration ${found.tag}` : 'of another version'}, but this code ` +
        `exports the columns of ${latest?.tag ?? 'no migration'}: run the export with the API version that ` +
        'migrated the database (the API migrates it when it starts).',
    );
  }
  return { migration: latest.tag, migrationsApplied: applied?.count ?? 0 };
}

const MOMENT_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A column's value as the text the file holds; every value is text, whichever the driver. */
function textOf(column: ExportColumn): SQL {
  if (column.kind === 'timestamp') return sql`to_char(${column.value} AT TIME ZONE 'UTC', ${sql.raw(MOMENT_FORMAT)})`;
  if (column.kind === 'date') return sql`to_char(${column.value}, 'YYYY-MM-DD')`;
  return sql`(${column.value})::text`;
}

/** The SELECT of a file: columns c0, c1, … in order; the personal ones empty in an erased customer's rows. */
export function selectOf(file: ExportFile): SQL {
  const values = file.columns.map((column, index) => {
    const value =
      column.personal && file.erased
        ? sql`CASE WHEN export_row.erased THEN NULL ELSE ${textOf(column)} END`
        : textOf(column);
    return sql`${value} AS ${sql.raw(`c${index}`)}`;
  });
  const erased = file.erased ? sql` CROSS JOIN LATERAL (SELECT ${file.erased} AS erased) AS export_row` : sql``;
  const where = file.where ? sql` WHERE ${file.where}` : sql``;
  return sql`SELECT ${sql.join(values, sql`, `)} FROM ${file.from}${erased}${where} ORDER BY ${file.orderBy}`;
}

/** A cell as written: text guarded against spreadsheet formulas, other values as the database wrote them. */
function cellOf(column: ExportColumn, value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (column.kind === 'text') return guardFormula(value);
  if (column.kind === 'phone') return guardPhone(value);
  return value;
}

/**
 * Records as CSV lines, every field quoted (commas, double quotes and line breaks inside a field stay in
 * it), each line ending in a line feed: what csv-stringify writes with `quoted` and `quoted_empty`, byte
 * for byte, but about nine times faster; with it the export spent most of its time here
 * (docs/BENCHMARKS.md, "The business export").
 */
export function csvLines(records: readonly (readonly string[])[]): string {
  let text = '';
  for (const record of records) {
    text += `${record.map((field) => `"${field.replaceAll('"', '""')}"`).join(',')}\n`;
  }
  return text;
}

/**
 * Adds one file to the ZIP and waits until the ZIP has taken all of it: its header row, then its rows a
 * cursor batch at a time, each read only once the one before has been taken. Answers its number of rows.
 * When the reader goes away (`stopped`), the file's stream ends after the read in progress, before the
 * transaction is let go: no query of it runs after its end.
 */
async function addFile(
  tx: Transaction,
  zip: ZipFile,
  file: ExportFile,
  cursor: string,
  options: BusinessExportOptions,
  stopped: AbortSignal,
): Promise<number> {
  let rows = 0;
  async function* chunks(): AsyncGenerator<string> {
    // A byte order mark, so Excel reads names such as Adébáyọ̀ right.
    yield `\uFEFF${csvLines([file.columns.map((column) => column.header)])}`;
    await tx.execute(sql`DECLARE ${sql.raw(cursor)} NO SCROLL CURSOR FOR ${selectOf(file)}`);
    for (;;) {
      const batch = await rowsOf<Record<string, string | null>>(
        tx,
        sql.raw(`FETCH FORWARD ${options.batchSize} FROM ${cursor}`),
      );
      if (batch.length > 0) {
        rows += batch.length;
        yield csvLines(batch.map((row) => file.columns.map((column, index) => cellOf(column, row[`c${index}`]))));
      }
      if (batch.length < options.batchSize) break;
      // A turn of the event loop between batches: PGlite answers without one (its queries run in this
      // thread), so a fast reader would otherwise hold the process.
      await setImmediate();
    }
    await tx.execute(sql.raw(`CLOSE ${cursor}`));
  }
  const csv = addAbortSignal(stopped, Readable.from(chunks(), { objectMode: false }));
  zip.addReadStream(csv, file.name, { mtime: options.now });
  await finished(csv);
  return rows;
}

function manifestOf(
  options: BusinessExportOptions,
  schema: BusinessExportManifest['schema'],
  files: ExportedFile[],
): BusinessExportManifest {
  return {
    exportedAt: options.now.toISOString(),
    consistency:
      'Every file was read in one read-only transaction (REPEATABLE READ): together they show the business at one moment.',
    schema,
    conventions: CONVENTIONS,
    notExported: NOT_EXPORTED,
    files,
  };
}

/**
 * Starts the export on `db` and resolves with the ZIP as a stream once its snapshot is taken: a database
 * that fails before then (or a schema this code does not export, `ExportSchemaError`) rejects, so the
 * caller can answer a plain error. Afterwards a failure destroys the stream with it, and a reader that
 * destroys the stream ends the transaction (rolled back: it wrote nothing).
 *
 * The transaction stays open while the stream is read: on PGlite (one connection) every other query
 * waits for it, so read it into a file there (`businessExportFile`), not into a slow network.
 */
export function startBusinessExport(db: Database, options: BusinessExportOptions): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const zip = new ZipFile();
    const output = zip.outputStream as Readable;
    const reader = new AbortController();
    output.once('close', () => reader.abort(new Error('The reader of the export went away')));
    let started = false;
    db.transaction(async (tx) => {
      const schema = await schemaOf(tx);
      started = true;
      resolve(output);
      const files: ExportedFile[] = [];
      for (const [index, file] of EXPORT_FILES.entries()) {
        const rows = await addFile(tx, zip, file, `business_export_${index}`, options, reader.signal);
        files.push({
          name: file.name,
          description: file.description,
          rows,
          columns: file.columns.map((column) => column.header),
        });
      }
      return { schema, files };
    }, SNAPSHOT).then(
      ({ schema, files }) => {
        const manifest = `${JSON.stringify(manifestOf(options, schema, files), null, 2)}\n`;
        zip.addBuffer(Buffer.from(manifest, 'utf8'), 'manifest.json', { mtime: options.now });
        zip.end();
      },
      (error: unknown) => {
        if (started) output.destroy(error instanceof Error ? error : new Error(String(error)));
        else reject(error);
      },
    );
  });
}

/** The export in a temporary file, its transaction over: a stream of the file, deleted once read, and its size. */
async function businessExportFile(
  db: Database,
  options: BusinessExportOptions,
): Promise<{ stream: Readable; size: number }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'business-export-'));
  try {
    const file = path.join(folder, 'export.zip');
    await pipeline(await startBusinessExport(db, options), createWriteStream(file));
    const handle = await open(file, 'r');
    const { size } = await handle.stat();
    return { stream: handle.createReadStream(), size };
  } finally {
    // The open handle keeps the file readable until the stream closes it; nothing is left behind.
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The export as a download: on PostgreSQL the ZIP as it is read from its snapshot (a slow reader holds
 * one connection of the pool, nobody else); on PGlite, whose one connection a slow reader would hold
 * from every other request, from a temporary file written first (then its size is known).
 */
export async function businessExportDownload(
  database: DatabaseHandle,
  options: BusinessExportOptions,
): Promise<{ stream: Readable; size?: number }> {
  if (database.kind === 'pglite') return businessExportFile(database.db, options);
  return { stream: await startBusinessExport(database.db, options) };
}

/** business-export-2030-01-07.zip: today in Lagos. */
export function businessExportFileName(now: Date): string {
  return `business-export-${lagosNow(now).date}.zip`;
}
