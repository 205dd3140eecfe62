import type { BookingRequest } from '@clean/shared/schemas';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { once } from 'node:events';
import { appointmentsToExport } from '../../../../src/services/appointments';
import { appointmentsCsv } from '../../../../src/services/appointments-csv';
import { useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import {
  book,
  expectErrorEnvelope,
  expectHeadRefused,
  fieldsOf,
  firstChoice,
  registerAdmin,
} from '../../../helpers/fixtures';

const URL = '/api/admin/appointments/export.csv';

const HEADER = [
  'Reference',
  'Booked at',
  'Date',
  'Time',
  'Location',
  'Crew',
  'Customer',
  'Email',
  'Phone',
  'Address',
  'Product',
  'Service',
  'Frequency',
  'Amount (NGN)',
  'Paid',
  'Status',
  'Notes',
  'Price lines',
  'Area',
  'Landmark',
];

/** Columns by name, for reading records. */
const column = Object.fromEntries(HEADER.map((name, index) => [name, index])) as Record<string, number>;

interface Setup {
  booking: Partial<BookingRequest>;
  createdAt: string;
  amount: number;
  /** Extra SQL SET clauses. */
  state?: string;
}

/**
 * Bookings whose text needs quoting (commas, double quotes, line breaks), or would run as a formula in
 * a spreadsheet, oldest booking first.
 */
const ROWS: Setup[] = [
  {
    booking: {
      firstName: 'Ngozi',
      lastName: 'Okafor, Jr.',
      address: '3 "Blue Gate" Close, Ikoyi',
      notes: 'Ring twice,\nthen call "Mama"\r\nat the back',
      phone: '+2348031234567',
    },
    createdAt: '2030-01-05T07:15:00Z',
    amount: 15000,
    // How its amount was made up, and its area and landmark (a line feed in it, stored before the
    // schemas refused one).
    state: `payment = true, paid_at = '2030-01-05T08:00:00Z', price_lines = '${JSON.stringify([
      { kind: 'base', label: 'Deep Cleaning, Once', amount: 10000, minutes: 240 },
      { kind: 'parameter', label: '3 bedrooms', amount: 3000, minutes: 45 },
      { kind: 'extra', label: 'Inside the oven', amount: 2000, minutes: 30 },
    ])}', area_name = 'Ikoyi', landmark = 'Behind the "Blue" mosque,' || chr(10) || 'Awolowo Road'`,
  },
  {
    booking: { location: 'Abuja', firstName: 'Tunde', lastName: 'Bello', notes: '', phone: '+234 803 123 4567' },
    createdAt: '2030-01-06T10:00:00Z',
    amount: 12500.5,
  },
  {
    booking: { location: 'Lagos', firstName: 'Ada', lastName: 'Eze', time: '11:00 AM' },
    createdAt: '2030-01-07T06:00:00Z',
    amount: 30000,
    // Formula-looking text the booking form would not take, written as an attacker might store it.
    state:
      `first_name = '=HYPERLINK("http://evil.example")', notes = '@SUM(A1:A9)', address = '-2+3 Lekki', ` +
      `phone = '+cmd|'' /C calc''!A0', area_name = '+Ajah', landmark = '=1+2', price_lines = '${JSON.stringify([
        { kind: 'base', label: '@SUM(A1:A9)', amount: 28000, minutes: 120 },
        { kind: 'area', label: 'Area surcharge: Ajah', amount: 2000, minutes: 0 },
      ])}'`,
  },
];

describeEachDatabase('GET /api/admin/appointments/export.csv', (kind) => {
  const t = useTestApp(kind);
  let token: string;
  const references: string[] = [];

  beforeAll(async () => {
    token = await registerAdmin(t);
    const choice = await firstChoice(t);
    for (const row of ROWS) {
      const answer = await book(t, choice, row.booking);
      references.push(answer.reference);
      const state = row.state ? `, ${row.state}` : '';
      await t.database.handle.db.execute(
        sql.raw(
          `UPDATE appointments SET created_at = '${row.createdAt}', amount = ${row.amount}${state} WHERE id = '${answer.appointmentId}'`,
        ),
      );
    }
    // A deleted appointment is never exported.
    const deleted = await book(t, choice, { firstName: 'Deleted' });
    await t.request({ method: 'DELETE', url: `/api/admin/delete-appointment/${deleted.appointmentId}`, token });
  });

  async function exported(query = '') {
    const response = await t.request({ method: 'GET', url: `${URL}${query}`, token });
    expect(response.statusCode).toBe(200);
    const records = parse(response.body, { bom: true, relax_column_count: false }) as string[][];
    return { response, header: records[0], records: records.slice(1) };
  }

  it('answers a CSV download named after today in Lagos, with the header row', async () => {
    const { response, header } = await exported();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="appointments-2030-01-07.csv"');
    expect(header).toEqual(HEADER);
    // UTF-8 with a byte order mark (Excel), then every header field in double quotes.
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.replace(/^\uFEFF/, '').split('\n')[0]).toBe(HEADER.map((name) => `"${name}"`).join(','));
  });

  it('exports every appointment (not deleted), newest booking first by default, with its fields', async () => {
    const { records } = await exported();
    expect(records.map((record) => record[column.Reference!])).toEqual([...references].reverse());
    const ngozi = records.find((record) => record[column.Reference!] === references[0]);
    expect(ngozi).toEqual([
      references[0],
      '2030-01-05 08:15',
      '2030-01-08',
      '10:00 AM',
      'Lagos',
      'Lagos crew 1',
      'Ngozi Okafor, Jr.',
      'chidi.eze@example.ng',
      '+2348031234567',
      '3 "Blue Gate" Close, Ikoyi',
      expect.any(String),
      expect.any(String),
      expect.any(String),
      '15000',
      'Yes',
      'paid',
      // The booking's Windows line break was stored as a line feed (the notes' schema, multiLineText).
      'Ring twice,\nthen call "Mama"\nat the back',
      'Deep Cleaning, Once: 10000; 3 bedrooms: 3000; Inside the oven: 2000',
      'Ikoyi',
      // One line: the line feed is a space.
      'Behind the "Blue" mosque, Awolowo Road',
    ]);
  });

  it('quotes every field, doubling the quotes inside, and keeps line breaks inside their field', async () => {
    const { response } = await exported();
    expect(response.body).toContain('"Ngozi Okafor, Jr."');
    expect(response.body).toContain('"3 ""Blue Gate"" Close, Ikoyi"');
    expect(response.body).toContain('"Ring twice,\nthen call ""Mama""\nat the back"');
    // An empty field is quoted too.
    const tunde = response.body.split('\n').find((line) => line.includes('Tunde Bello'));
    // A plain booking (no lines, no area) leaves the last columns empty.
    expect(tunde).toMatch(/,"","","",""$/);
    expect(tunde?.split('","')).toHaveLength(HEADER.length);
  });

  it('writes amounts as plain numbers: no currency sign, no thousands separator', async () => {
    const { records, response } = await exported('?sort=amount&order=asc');
    expect(records.map((record) => record[column['Amount (NGN)']!])).toEqual(['12500.5', '15000', '30000']);
    expect(records.map((record) => Number(record[column['Amount (NGN)']!]))).toEqual([12500.5, 15000, 30000]);
    expect(response.body).not.toMatch(/₦|NGN \d|\d,\d{3}/);
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula, not before phone numbers', async () => {
    const { records } = await exported();
    const byReference = new Map(records.map((record) => [record[column.Reference!], record]));
    const ada = byReference.get(references[2]);
    expect(ada?.[column.Customer!]).toBe(`'=HYPERLINK("http://evil.example") Eze`);
    expect(ada?.[column.Notes!]).toBe(`'@SUM(A1:A9)`);
    expect(ada?.[column.Address!]).toBe(`'-2+3 Lekki`);
    expect(ada?.[column.Phone!]).toBe(`'+cmd|' /C calc'!A0`);
    expect(ada?.[column['Amount (NGN)']!]).toBe('30000');
    expect(ada?.[column['Price lines']!]).toBe(`'@SUM(A1:A9): 28000; Area surcharge: Ajah: 2000`);
    expect(ada?.[column.Area!]).toBe(`'+Ajah`);
    expect(ada?.[column.Landmark!]).toBe(`'=1+2`);
    // Typed '+2348031234567' and '+234 803 123 4567': stored in E.164, and never taken for a formula.
    expect(byReference.get(references[0])?.[column.Phone!]).toBe('+2348031234567');
    expect(byReference.get(references[1])?.[column.Phone!]).toBe('+2348031234567');
  });

  it('applies the filters and order of the list', async () => {
    const abuja = await exported('?location=Abuja');
    expect(abuja.records.map((record) => record[column.Customer!])).toEqual(['Tunde Bello']);
    const paid = await exported('?payment=paid');
    expect(paid.records.map((record) => record[column.Reference!])).toEqual([references[0]]);
    const byStatus = await exported('?status=awaiting-payment&sort=created&order=asc');
    expect(byStatus.records.map((record) => record[column.Reference!])).toEqual([references[1], references[2]]);
    expect(byStatus.records.map((record) => record[column.Status!])).toEqual(['awaiting-payment', 'awaiting-payment']);
    const none = await exported('?from=2031-01-01');
    expect(none.header).toEqual(HEADER);
    expect(none.records).toEqual([]);
  });

  it('is not taken for an appointment id by GET /appointments/:id', async () => {
    const response = await t.request({ method: 'GET', url: URL, token });
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
  });

  it.each([
    ['?status=lost', 'status'],
    ['?from=2030-01-09&to=2030-01-08', 'to'],
    ['?sort=name', 'sort'],
    ['?payment=maybe', 'payment'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const response = await t.request({ method: 'GET', url: `${URL}${query}`, token });
    expectErrorEnvelope(response, 400);
    expect(fieldsOf(response)).toContain(field);
  });

  it('answers 401 without the admin token header, even with the token in the URL', async () => {
    expectErrorEnvelope(await t.request({ method: 'GET', url: URL }), 401);
    expectErrorEnvelope(await t.request({ method: 'GET', url: `${URL}?adminToken=${token}` }), 401);
  });

  it('answers a HEAD 405, without reading the appointments or recording an export', async () => {
    await expectHeadRefused(t, { url: URL, token }, 'appointments.exported');
  });
});

/** The export reads batches of this many rows in these tests (CSV_EXPORT_BATCH_SIZE). */
const BATCH = 7;
const COUNT = 200;
const TIMES = ['6:00 AM', '10:00 AM', '12:00 PM', '2:00 PM'];

/**
 * Bulk appointments with many ties in every sort key: three share each creation second, amounts take
 * seven values, dates four, times four. Made by SQL; `expectedOrder` sorts the same values in JS.
 */
const bulk = Array.from({ length: COUNT }, (_, index) => {
  const n = index + 1;
  return {
    n,
    id: `bulk-${String(n).padStart(4, '0')}`,
    reference: `REF-${String(n).padStart(4, '0')}`,
    createdAt: Date.UTC(2030, 0, 1) + Math.floor(n / 3) * 1000,
    amount: 1000 + (n % 7) * 500,
    date: `2030-01-${String(8 + (n % 4)).padStart(2, '0')}`,
    minutes: [360, 600, 720, 840][Math.floor(n / 4) % 4]!,
  };
});
type Bulk = (typeof bulk)[number];

function expectedOrder(sort: 'created' | 'date' | 'amount', order: 'asc' | 'desc'): string[] {
  const sign = order === 'asc' ? 1 : -1;
  const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);
  const newestFirst = (a: Bulk, b: Bulk) => -compare(a.createdAt, b.createdAt) || -compare(a.id, b.id);
  const comparators = {
    created: (a: Bulk, b: Bulk) => sign * (compare(a.createdAt, b.createdAt) || compare(a.id, b.id)),
    date: (a: Bulk, b: Bulk) => sign * (compare(a.date, b.date) || compare(a.minutes, b.minutes)) || newestFirst(a, b),
    amount: (a: Bulk, b: Bulk) => sign * compare(a.amount, b.amount) || newestFirst(a, b),
  };
  return [...bulk].sort(comparators[sort]).map((row) => row.reference);
}

describeEachDatabase('GET /api/admin/appointments/export.csv read in batches', (kind) => {
  const t = useTestApp(kind, { env: { CSV_EXPORT_BATCH_SIZE: String(BATCH) } });
  let token: string;

  beforeAll(async () => {
    token = await registerAdmin(t);
    await t.database.handle.db.execute(
      sql.raw(`
        INSERT INTO appointments (id, reference, location, first_name, last_name, email, phone, address,
          product_id, service_id, frequency_id, product_name, service_name, frequency_name, amount, date, time,
          hold_expires_at, created_at)
        SELECT 'bulk-' || lpad(n::text, 4, '0'), 'REF-' || lpad(n::text, 4, '0'), 'Jalingo', 'Customer', 'No. ' || n,
          'c' || n || '@example.ng', '+2348030000000', n || ' Hospital Road, Jalingo', 'p', 's', 'f', 'Deep Cleaning',
          'Kitchen', 'Once', 1000 + (n % 7) * 500, date '2030-01-08' + (n % 4),
          (ARRAY['${TIMES.join("','")}'])[(n / 4) % 4 + 1], '2030-01-07T00:00:00Z',
          timestamptz '2030-01-01T00:00:00Z' + (n / 3) * interval '1 second'
        FROM generate_series(1, ${COUNT}) AS n`),
    );
  });

  it.each([
    ['created', 'desc'],
    ['created', 'asc'],
    ['date', 'asc'],
    ['date', 'desc'],
    ['amount', 'asc'],
    ['amount', 'desc'],
  ] as const)(
    `exports all ${COUNT} rows sorted by %s %s, across batches of ${BATCH}, none repeated or skipped on ties`,
    async (sort, order) => {
      const response = await t.request({
        method: 'GET',
        url: `${URL}?location=Jalingo&sort=${sort}&order=${order}`,
        token,
      });
      expect(response.statusCode).toBe(200);
      const records = (parse(response.body, { bom: true }) as string[][]).slice(1);
      expect(records.map((record) => record[column.Reference!])).toEqual(expectedOrder(sort, order));
      expect(records.every((record) => record[column.Status!] === 'expired')).toBe(true);
    },
  );

  it('stops reading batches when the reader goes away', async () => {
    const { appointments } = t.app.deps;
    let reads = 0;
    // The real repository, counted.
    const counted = {
      exportBatch: (...args: Parameters<typeof appointments.exportBatch>) => {
        reads += 1;
        return appointments.exportBatch(...args);
      },
    };
    const filters = { location: 'Jalingo', sort: 'created', order: 'desc' } as const;
    const batches = await appointmentsToExport({ appointments: counted }, filters, t.clock.now(), BATCH);
    const csv = appointmentsCsv(batches, t.clock.now());
    const closed = once(csv, 'close');
    const first = await csv[Symbol.asyncIterator]().next();
    expect(String(first.value)).toContain('"Reference"');
    csv.destroy();
    // 'close' comes once the batches' iteration has ended: no batch can be read after it.
    await closed;
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThan(Math.ceil(COUNT / BATCH) / 2);
  });
});
