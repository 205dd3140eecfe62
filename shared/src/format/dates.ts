/** Wire format of dates (docs/PRODUCT.md#constants). */
export const API_DATE_FORMAT = 'YYYY-MM-DD';
/** How dates are shown to people. */
export const DISPLAY_DATE_FORMAT = 'YYYY/MM/DD';

type DateInput = Date | string;

/*
 * Plain `Date`, no date library: the booking page needs these before the visitor can act, and dayjs
 * was 3.1 KB of its first visit (docs/DECISIONS.md, "Dates without dayjs"). Strings are read as dayjs
 * read them: a date (and time) without a zone is local time, anything else goes to `Date`.
 */
const LOCAL_DATE_TIME = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function toDate(input: DateInput): Date {
  if (input instanceof Date) return new Date(input.getTime());
  const parts = LOCAL_DATE_TIME.exec(input);
  if (!parts) return new Date(input);
  const [, year, month, day, hour, minute, second, fraction] = parts;
  return new Date(
    Number(year),
    Number(month ?? 1) - 1,
    Number(day || 1),
    Number(hour ?? 0),
    Number(minute ?? 0),
    Number(second ?? 0),
    Number((fraction ?? '0').slice(0, 3)),
  );
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** `YYYY{separator}MM{separator}DD` in local time, or 'Invalid Date' (as dayjs wrote it). */
function formatDay(date: Date, separator: string): string {
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return [pad(date.getFullYear(), 4), pad(date.getMonth() + 1, 2), pad(date.getDate(), 2)].join(separator);
}

export function toApiDate(date: DateInput): string {
  return formatDay(toDate(date), '-');
}

export function toDisplayDate(date: DateInput): string {
  return formatDay(toDate(date), '/');
}

/** Parses a yyyy-MM-dd string as a local calendar day, or null when it is not one. */
export function parseApiDate(value: string): Date | null {
  const parsed = toDate(value);
  return !Number.isNaN(parsed.getTime()) && toApiDate(parsed) === value ? parsed : null;
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

export function isBeforeToday(date: DateInput, now: DateInput = new Date()): boolean {
  return startOfDay(toDate(date)) < startOfDay(toDate(now));
}
