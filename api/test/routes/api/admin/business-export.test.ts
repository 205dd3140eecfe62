/**
 * The business export (docs/PRODUCT.md, "Your business data"): a ZIP of one CSV per table and a
 * manifest, whose files and row counts match the database; a customer erased through the data-rights
 * flow appears without any personal data, and no secret appears at all. On PostgreSQL, a booking
 * committed on another connection while the export is being read is in no file (one snapshot), and the
 * operators' command writes the same files.
 */
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { LOCATIONS } from '@clean/shared/constants';
import type { BookingAnswer, CatalogueChoice } from '../../../helpers/fixtures';
import {
  book,
  expectErrorEnvelope,
  expectHeadRefused,
  firstChoice,
  queryRows,
  registerAdmin,
  ADMIN,
} from '../../../helpers/fixtures';
import { scriptedVerifier, useTestApp } from '../../../helpers/build-app';
import { until } from '../../../helpers/until';
import { describeEachDatabase } from '../../../helpers/database';
import { runApi } from '../../../helpers/api-process';
import { stringify } from 'csv-stringify/sync';
import { csvLines, startBusinessExport, type BusinessExportManifest } from '../../../../src/services/business-export';

const URL = '/api/admin/business-export';

/** The customer who asks to be erased: nothing of hers may be in the export. */
const ZAINAB = {
  firstName: 'Zainab',
  lastName: 'Quadri',
  email: 'zainab.quadri@example.ng',
  phone: '+234 809 555 0101',
  address: '7 Lekki Gardens Close',
  notes: 'The dog is called Biscuit',
};
const ZAINAB_TRACES = ['zainab', 'quadri', ZAINAB.email, '8095550101', 'lekki gardens', 'biscuit'];
const KEMI = { firstName: 'Kemi', lastName: 'Adeyemi', email: 'kemi.adeyemi@example.ng', phone: '+234 803 777 1212' };

/** Column names no file may have: secrets and security records. */
const SECRET_HEADER = /password|token|hash|secret|cipher|authori[sz]ation|idempotency|session|client_address|code/;

/** How many rows each file must have, counted in the database. */
const COUNTS: Record<string, string> = {
  'appointments.csv': 'SELECT count(*) FROM appointments',
  'appointment_price_lines.csv':
    "SELECT coalesce(sum(jsonb_array_length(price_lines)), 0) FROM appointments WHERE jsonb_typeof(price_lines) = 'array'",
  'payments.csv': 'SELECT count(*) FROM appointments WHERE payment',
  'refunds.csv': 'SELECT count(*) FROM refunds',
  'customers.csv': 'SELECT count(*) FROM customers',
  'plans.csv': 'SELECT count(*) FROM plans',
  'plan_price_lines.csv':
    "SELECT coalesce(sum(jsonb_array_length(price_lines)), 0) FROM plans WHERE jsonb_typeof(price_lines) = 'array'",
  'plan_charges.csv': 'SELECT count(*) FROM plan_charges',
  'plan_card_changes.csv': 'SELECT count(*) FROM plan_card_changes',
  'products.csv': 'SELECT count(*) FROM products',
  'services.csv': 'SELECT count(*) FROM services',
  'frequencies.csv': 'SELECT count(*) FROM frequencies',
  'locations.csv': `SELECT ${LOCATIONS.length}`,
  'areas.csv': 'SELECT count(*) FROM areas',
  'crews.csv': 'SELECT count(*) FROM crews',
  'crew_members.csv': 'SELECT coalesce(sum(jsonb_array_length(members)), 0) FROM crews',
  'crew_areas.csv': 'SELECT count(*) FROM crew_areas',
  'crew_time_off.csv': 'SELECT count(*) FROM crew_time_off',
  'availability.csv': 'SELECT count(*) FROM availability_settings',
  'closed_dates.csv': 'SELECT count(*) FROM closed_dates',
  'job_events.csv': 'SELECT count(*) FROM job_events',
};

interface Unpacked {
  manifest: BusinessExportManifest;
  /** Each CSV's text and its records, header first. */
  files: Map<string, { text: string; records: string[][] }>;
  /** Every name in the ZIP. */
  names: string[];
}

function unpack(zip: Buffer): Unpacked {
  const entries = unzipSync(new Uint8Array(zip));
  const decoder = new TextDecoder();
  const manifest = JSON.parse(decoder.decode(entries['manifest.json'])) as BusinessExportManifest;
  const files = new Map<string, { text: string; records: string[][] }>();
  for (const [name, bytes] of Object.entries(entries)) {
    if (!name.endsWith('.csv')) continue;
    const text = decoder.decode(bytes);
    files.set(name, { text, records: parse(text, { bom: true }) as string[][] });
  }
  return { manifest, files, names: Object.keys(entries).sort() };
}

/** The rows of a file as objects by header. */
function rowsIn(unpacked: Unpacked, name: string): Record<string, string>[] {
  const [header = [], ...records] = unpacked.files.get(name)?.records ?? [];
  return records.map((record) => Object.fromEntries(header.map((column, index) => [column, record[index] ?? ''])));
}

describe('csvLines', () => {
  it('writes what csv-stringify writes with every field quoted', () => {
    const records = [
      ['Ngozi', '', 'She said "ring twice"', 'Okafor, Jr.', 'line\nbreak', 'cr\r\nlf', "'=1+1", 'Adébáyọ̀'],
      ['', '', '', '', '', '', '', ''],
    ];
    expect(csvLines(records)).toBe(stringify(records, { quoted: true, quoted_empty: true }));
  });
});

describeEachDatabase('GET /api/admin/business-export', (kind) => {
  const payments = scriptedVerifier();
  const t = useTestApp(kind, { paymentVerifier: payments.verifier });
  let token: string;
  let choice: CatalogueChoice;

  beforeAll(async () => {
    token = await registerAdmin(t);
    choice = await firstChoice(t);
  });

  const count = async (query: string) =>
    Number(
      (await queryRows<{ count: string | number }>(t.database.handle, sql.raw(`SELECT (${query}) AS count`)))[0]?.count,
    );

  async function pay(booked: BookingAnswer, time = '10:00 AM'): Promise<void> {
    payments.answer({ status: 'paid' });
    const recorded = await t.request({
      method: 'POST',
      url: '/api/user/appointments',
      payload: {
        appointmentId: booked.appointmentId,
        reference: booked.reference,
        date: '2030-01-08',
        time,
        service: choice.service,
        frequency: choice.frequency,
      },
    });
    expect(recorded.statusCode).toBe(200);
  }

  /** Zainab asks to be erased from her receipt, confirms through the e-mailed link, an admin completes it. */
  async function erase(booked: BookingAnswer): Promise<void> {
    const asked = await t.request({
      method: 'POST',
      url: `/api/user/bookings/${booked.reference}/erasure`,
      payload: { contact: ZAINAB.email },
    });
    expect(asked.statusCode).toBe(202);
    const [mail] = await queryRows<{ payload: { requestId: string; code: string } }>(
      t.database.handle,
      sql`SELECT payload FROM outbox_messages WHERE kind = 'erasure-confirmation' AND recipient = ${ZAINAB.email}`,
    );
    const { requestId, code } = mail?.payload ?? { requestId: '', code: '' };
    const confirmed = await t.request({
      method: 'POST',
      url: `/api/user/data-requests/${requestId}/confirm`,
      payload: { code },
    });
    // Her visit is tomorrow: the crew needs the address, so an admin completes the erasure.
    expect(confirmed.json()).toMatchObject({ status: 'awaiting-admin' });
    const completed = await t.request({ method: 'POST', url: `/api/admin/data-requests/${requestId}/complete`, token });
    expect(completed.statusCode).toBe(200);
  }

  const download = async (): Promise<LightMyRequestResponse> => {
    const response = await t.request({ method: 'GET', url: URL, token });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('answers 401 without an admin session, and 405 to a HEAD: neither runs the export nor records it', async () => {
    expectErrorEnvelope(await t.request({ method: 'GET', url: URL }), 401);
    expectErrorEnvelope(await t.request({ method: 'GET', url: URL, token: 'not-a-session' }), 401);
    await expectHeadRefused(t, { url: URL, token }, 'business.exported');
    expect(await count("SELECT count(*) FROM audit_events WHERE action = 'business.exported'")).toBe(0);
  });

  it('holds every file of the manifest with its rows; the erased customer without personal data; no secret', async () => {
    const kemi = await book(t, choice, KEMI);
    await pay(kemi);
    const zainab = await book(t, choice, { ...ZAINAB, time: '1:00 PM' });
    await pay(zainab, '1:00 PM');
    // Her booking is the first visit of a weekly plan with a saved card; each booking had a refund,
    // hers with an admin's note naming her.
    await t.database.handle.db.execute(sql`
      INSERT INTO plans (id, location, first_name, last_name, email, phone, address, notes, product_id, service_id,
                         frequency_id, product_name, service_name, frequency_name, interval_days, amount, time,
                         first_date, consent_at, authorization_cipher, card_last4, card_brand, status, price_lines)
      SELECT 'plan-z1', location, first_name, last_name, email, phone, address, notes, product_id, service_id,
             frequency_id, product_name, service_name, frequency_name, 7, amount, time, date, now(),
             'cipher-of-her-card', '4081', 'visa', 'active', price_lines
      FROM appointments WHERE id = ${zainab.appointmentId}`);
    await t.database.handle.db.execute(sql`
      UPDATE appointments SET plan_id = 'plan-z1', plan_visit = 1 WHERE id = ${zainab.appointmentId}`);
    await t.database.handle.db.execute(sql`
      INSERT INTO refunds (id, appointment_id, amount, status, requested_by, note) VALUES
        ('refund-kemi', ${kemi.appointmentId}, 500.50, 'processed', 'admin', 'Half an hour late'),
        ('refund-z1', ${zainab.appointmentId}, 1000, 'pending', 'admin', 'Zainab Quadri asked on the phone')`);
    await erase(zainab);

    const response = await download();
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="business-export-2030-01-07.zip"');
    const unpacked = unpack(response.rawPayload);
    const { manifest } = unpacked;

    // The manifest: the moment, the schema, and each file as it is in the ZIP.
    expect(manifest.exportedAt).toBe(t.clock.now().toISOString());
    const journal = JSON.parse(readFileSync(path.join(__dirname, '../../../../drizzle/meta/_journal.json'), 'utf8'));
    expect(manifest.schema).toEqual({
      migration: journal.entries.at(-1).tag,
      migrationsApplied: journal.entries.length,
    });
    expect(unpacked.names).toEqual([...manifest.files.map((file) => file.name), 'manifest.json'].sort());
    expect(manifest.files.map((file) => file.name).sort()).toEqual(Object.keys(COUNTS).sort());
    for (const file of manifest.files) {
      const [header, ...records] = unpacked.files.get(file.name)?.records ?? [];
      expect({ file: file.name, header }).toEqual({ file: file.name, header: file.columns });
      expect({ file: file.name, rows: records.length }).toEqual({ file: file.name, rows: file.rows });
      expect({ file: file.name, rows: file.rows }).toEqual({
        file: file.name,
        rows: await count(COUNTS[file.name] ?? ''),
      });
      expect(file.columns.some((column) => SECRET_HEADER.test(column))).toBe(false);
    }
    expect(manifest.files.find((file) => file.name === 'payments.csv')?.rows).toBe(2);
    expect(manifest.files.find((file) => file.name === 'plans.csv')?.rows).toBe(1);

    // Nothing of Zainab, nor any secret, in any file.
    const everything = [...unpacked.files.values()].map((file) => file.text.toLowerCase()).join('\n');
    for (const trace of ZAINAB_TRACES)
      expect({ trace, found: everything.includes(trace) }).toEqual({ trace, found: false });
    const [admin] = await queryRows<{ password_hash: string }>(
      t.database.handle,
      sql`SELECT password_hash FROM admins`,
    );
    for (const secret of [
      admin?.password_hash ?? 'no hash',
      'cipher-of-her-card',
      t.app.config.manageLinkSecret,
      token,
    ]) {
      expect(everything).not.toContain(secret.toLowerCase());
    }

    // Her booking, payment, plan and refund stay for the accounts, without her; Kemi's are whole.
    const bookings = rowsIn(unpacked, 'appointments.csv');
    const [stored] = await queryRows<{ amount: string }>(
      t.database.handle,
      sql`SELECT amount::text AS amount FROM appointments WHERE id = ${zainab.appointmentId}`,
    );
    expect(bookings.find((row) => row.id === zainab.appointmentId)).toMatchObject({
      reference: zainab.reference,
      first_name: '',
      email: '',
      phone: '',
      address: '',
      notes: '',
      amount_ngn: stored?.amount,
      paid: 'true',
      plan_id: 'plan-z1',
      erased_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(bookings.find((row) => row.id === kemi.appointmentId)).toMatchObject({
      first_name: 'Kemi',
      email: KEMI.email,
      phone: '+2348037771212',
      erased_at: '',
    });
    expect(rowsIn(unpacked, 'plans.csv')).toEqual([
      expect.objectContaining({
        id: 'plan-z1',
        first_name: '',
        status: 'cancelled',
        amount_ngn: stored?.amount,
      }),
    ]);
    expect(rowsIn(unpacked, 'refunds.csv')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'refund-kemi', amount_ngn: '500.50', note: 'Half an hour late' }),
        expect.objectContaining({ id: 'refund-z1', amount_ngn: '1000.00', note: '' }),
      ]),
    );
    expect(rowsIn(unpacked, 'customers.csv').map((row) => row.name)).toEqual(
      expect.arrayContaining(['Kemi Adeyemi', '']),
    );

    // The audit trail names who downloaded it.
    const [recorded] = await queryRows<{ admin_email: string; summary: string }>(
      t.database.handle,
      sql`SELECT admin_email, summary FROM audit_events WHERE action = 'business.exported'`,
    );
    expect(recorded).toEqual({
      admin_email: ADMIN.email,
      summary: expect.stringContaining('business-export-2030-01-07.zip'),
    });
  });

  it('reads as its reader takes it, and ends its transaction when the reader goes away', async () => {
    await t.database.handle.db.execute(sql`
      INSERT INTO appointments (id, reference, location, first_name, last_name, email, phone, address, product_id,
        service_id, frequency_id, product_name, service_name, frequency_name, amount, date, time, hold_expires_at)
      SELECT 'bulk-' || n, 'BULK-' || n, 'Jalingo', 'Customer', 'No. ' || n, 'c' || n || '@example.ng',
        '+2348030000000', n || ' Hospital Road, Jalingo', 'p', 's', 'f', 'Deep Cleaning', 'Kitchen', 'Once', 1000,
        '2030-01-08', '10:00 AM', '2030-01-07T00:00:00Z'
      FROM generate_series(1, 3000) AS n`);
    /** Connections of this database inside a transaction, the watcher's own query aside. */
    const inTransaction = () =>
      count(`SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()
               AND state LIKE 'idle in transaction%' AND pid <> pg_backend_pid()`);
    const stream = await startBusinessExport(t.database.handle.db, { now: t.clock.now(), batchSize: 10 });
    const closed = once(stream, 'close');
    await stream[Symbol.asyncIterator]().next();
    // PostgreSQL: the export waits in its transaction for the reader, its rows not read ahead.
    if (kind === 'postgres') await until('the export waits for its reader', async () => (await inTransaction()) === 1);
    stream.destroy();
    await closed;
    // The transaction is over: PGlite's one connection answers again, PostgreSQL keeps none open.
    expect(await count('SELECT 1')).toBe(1);
    if (kind === 'postgres') await until('no transaction is left open', async () => (await inTransaction()) === 0);
  });

  if (kind !== 'postgres') return;

  it('reads every file from one snapshot: a booking committed meanwhile is in none; the command writes the same files', async () => {
    // The export waits for refunds.csv's table while another connection books.
    const locker = new pg.Client({ connectionString: t.database.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE refunds IN ACCESS EXCLUSIVE MODE');
      const exporting = download();
      await until('the export reaches refunds.csv', async () => {
        const { rows } = await locker.query<{ waiting: number }>(
          "SELECT count(*)::int AS waiting FROM pg_locks WHERE relation = 'refunds'::regclass AND NOT granted",
        );
        return (rows[0]?.waiting ?? 0) > 0;
      });
      const late = await book(t, choice, {
        firstName: 'Tolu',
        lastName: 'Lateef',
        email: 'tolu.late@example.ng',
        time: '3:00 PM',
      });
      await locker.query('COMMIT');

      const unpacked = unpack((await exporting).rawPayload);
      const everything = [...unpacked.files.values()].map((file) => file.text).join('\n');
      for (const trace of [late.appointmentId, late.reference, 'tolu.late@example.ng']) {
        expect(everything).not.toContain(trace);
      }
      const appointments = unpacked.manifest.files.find((file) => file.name === 'appointments.csv');
      expect(await count('SELECT count(*) FROM appointments')).toBe((appointments?.rows ?? 0) + 1);
    } finally {
      await locker.end();
    }

    // The operators' command, on the same database: the same files (the manifest differs by its moment).
    const folder = mkdtempSync(path.join(tmpdir(), 'business-export-command-'));
    try {
      const out = path.join(folder, 'export.zip');
      const result = await runApi('src/commands/business-export.ts', {
        args: ['--out', out],
        env: { DATABASE_URL: t.database.url ?? '' },
      });
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout).toContain(`written to ${out}`);
      const fromCommand = unpack(readFileSync(out));
      const fromConsole = unpack((await download()).rawPayload);
      expect(fromCommand.names).toEqual(fromConsole.names);
      for (const [name, file] of fromConsole.files)
        expect({ name, text: fromCommand.files.get(name)?.text }).toEqual({ name, text: file.text });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
