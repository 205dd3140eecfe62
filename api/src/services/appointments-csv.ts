import { Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify/sync';
import { multiLine, singleLine } from '@clean/shared/format';
import { lagosNow } from '@clean/shared/lagos-time';
import type { ExportRow } from '../repositories/appointment-repository';
import { bookingStatusOf } from '../domain/booking-status';

/** The header row of the appointments CSV, in column order. */
export const CSV_COLUMNS = [
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
] as const;

type Cell = string | number;

/**
 * Spreadsheet formula injection (CSV injection): Excel, LibreOffice and Google Sheets run a cell that
 * starts with = + - or @ (and, in some, a tab or carriage return) as a formula, so a customer who types
 * `=HYPERLINK(...)` in their notes or name would get it run on the admin's computer. Such text cells get
 * a leading apostrophe, which spreadsheets show as text. Amounts are numbers, not text, and are left as
 * they are (a negative number is not a formula risk); so are phone numbers such as +2348031234567 (a
 * `+`, then only digits, spaces, dashes and brackets), which staff must be able to read and dial.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PHONE_NUMBER = /^\+?\d[\d\s()-]*$/;

export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A text cell as the file writes it: one line (each run of control characters a space), or for notes
 * their lines with line feeds only; no lone carriage return reaches the file even from data stored
 * before the schemas refused it (format/control-characters.ts). Then guarded against formulas.
 */
const cell = (text: string): string => guardFormula(singleLine(text));
const linesCell = (text: string): string => guardFormula(multiLine(text));

export function guardPhone(phone: string): string {
  return PHONE_NUMBER.test(phone) ? phone : guardFormula(phone);
}

/**
 * How the amount was made up (docs/PRODUCT.md, "A price that fits the home"), one cell:
 * 'Deep Cleaning, Once: 25000; 3 bedrooms: 7500; Inside the oven: 4000', amounts plain numbers as in
 * the amount's column; empty for a booking of one plain line.
 */
function priceLinesCell(lines: ExportRow['priceLines']): string {
  if (!lines || lines.length < 2) return '';
  return cell(lines.map((line) => `${line.label}: ${line.amount}`).join('; '));
}

/** When it was booked, in Lagos time: '2030-01-07 09:30'. */
function lagosDateTime(at: Date): string {
  const { date, hour, minute } = lagosNow(at);
  return `${date} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** One appointment as a CSV record, in the order of CSV_COLUMNS. */
export function csvRecord(row: ExportRow, now: Date): Cell[] {
  return [
    cell(row.reference),
    lagosDateTime(row.createdAt),
    row.date,
    cell(row.time),
    cell(row.location),
    cell(row.crewName ?? ''),
    cell(`${row.firstName} ${row.lastName}`),
    cell(row.email),
    guardPhone(singleLine(row.phone)),
    cell(row.address),
    cell(row.productName),
    cell(row.serviceName),
    cell(row.frequencyName),
    // A plain number (15000, 12500.5): no currency sign or thousands separators, so it sums.
    row.amount,
    row.payment ? 'Yes' : 'No',
    bookingStatusOf(row, now),
    linesCell(row.notes),
    priceLinesCell(row.priceLines),
    cell(row.areaName ?? ''),
    cell(row.landmark ?? ''),
  ];
}

/** Every field quoted: commas, double quotes and line breaks inside a field stay in it. */
const FORMAT: Options = { quoted: true, quoted_empty: true };

/**
 * The CSV of the batches as a stream: a header row, then one record per appointment; every field
 * quoted; a UTF-8 byte order mark first, so Excel reads names such as Adébáyọ̀ right. A batch is read
 * only when the one before has been taken by the reader (the response), so memory holds about one
 * batch; destroying the stream (a client that went away) ends the iteration of the batches.
 */
export function appointmentsCsv(batches: AsyncIterable<readonly ExportRow[]>, now: Date): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield stringify([[...CSV_COLUMNS]], { ...FORMAT, bom: true });
    for await (const rows of batches) {
      if (rows.length > 0)
        yield stringify(
          rows.map((row) => csvRecord(row, now)),
          FORMAT,
        );
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** appointments-2030-01-07.csv: today in Lagos. */
export function exportFileName(now: Date): string {
  return `appointments-${lagosNow(now).date}.csv`;
}
