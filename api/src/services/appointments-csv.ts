import { Readable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import { lagosNow } from '@clean/shared/lagos-time';
import type { AppointmentRow } from '../repositories/appointment-repository';
import { bookingStatusOf } from '../domain/booking-status';

/** The header row of the appointments CSV, in column order. */
export const CSV_COLUMNS = [
  'Reference',
  'Booked at',
  'Date',
  'Time',
  'Location',
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

function guardPhone(phone: string): string {
  return PHONE_NUMBER.test(phone) ? phone : guardFormula(phone);
}

/** When it was booked, in Lagos time: '2030-01-07 09:30'. */
function lagosDateTime(at: Date): string {
  const { date, hour, minute } = lagosNow(at);
  return `${date} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** One appointment as a CSV record, in the order of CSV_COLUMNS. */
export function csvRecord(row: AppointmentRow, now: Date): Cell[] {
  return [
    guardFormula(row.reference),
    lagosDateTime(row.createdAt),
    row.date,
    guardFormula(row.time),
    guardFormula(row.location),
    guardFormula(`${row.firstName} ${row.lastName}`),
    guardFormula(row.email),
    guardPhone(row.phone),
    guardFormula(row.address),
    guardFormula(row.productName),
    guardFormula(row.serviceName),
    guardFormula(row.frequencyName),
    // A plain number (15000, 12500.5): no currency sign or thousands separators, so it sums.
    row.amount,
    row.payment ? 'Yes' : 'No',
    bookingStatusOf(row, now),
    guardFormula(row.notes),
  ];
}

/**
 * The CSV of `rows` as a stream: a header row, then one record per appointment; every field quoted
 * (commas, double quotes and line breaks inside a field stay in it); a UTF-8 byte order mark first, so
 * Excel reads names such as Adébáyọ̀ right. Records are made as the stream is read.
 */
export function appointmentsCsv(rows: readonly AppointmentRow[], now: Date): Stringifier {
  const stringifier = stringify({
    header: true,
    columns: [...CSV_COLUMNS],
    quoted: true,
    quoted_empty: true,
    bom: true,
  });
  function* records() {
    for (const row of rows) yield csvRecord(row, now);
  }
  Readable.from(records()).pipe(stringifier);
  return stringifier;
}

/** appointments-2030-01-07.csv: today in Lagos. */
export function exportFileName(now: Date): string {
  return `appointments-${lagosNow(now).date}.csv`;
}
