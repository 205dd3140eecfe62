import dayjs, { type Dayjs } from 'dayjs';

/** Wire format of dates (docs/PRODUCT.md#constants). */
export const API_DATE_FORMAT = 'YYYY-MM-DD';
/** How dates are shown to people. */
export const DISPLAY_DATE_FORMAT = 'YYYY/MM/DD';

type DateInput = Date | string | Dayjs;

export function toApiDate(date: DateInput): string {
  return dayjs(date).format(API_DATE_FORMAT);
}

export function toDisplayDate(date: DateInput): string {
  return dayjs(date).format(DISPLAY_DATE_FORMAT);
}

/** Parses a yyyy-MM-dd string as a local calendar day, or null when it is not one. */
export function parseApiDate(value: string): Date | null {
  const parsed = dayjs(value, API_DATE_FORMAT);
  return parsed.isValid() && parsed.format(API_DATE_FORMAT) === value ? parsed.toDate() : null;
}

export function isBeforeToday(date: DateInput, now: DateInput = new Date()): boolean {
  return dayjs(date).startOf('day').isBefore(dayjs(now).startOf('day'));
}
