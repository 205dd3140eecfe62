/** The company works on Africa/Lagos time: UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

export interface LagosNow {
  /** Today's date in Lagos, yyyy-MM-dd. */
  date: string;
  hour: number;
  minute: number;
}

export function lagosNow(now: Date): LagosNow {
  const shifted = new Date(now.getTime() + LAGOS_OFFSET_MS);
  return { date: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes() };
}

export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** 6 → '6:00 AM', 12 → '12:00 PM', 17 → '5:00 PM'. */
export function hourLabel(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

/** '6:00 AM' → 6; null for anything else. */
export function labelHour(label: string): number | null {
  const match = /^(1[0-2]|[1-9]):00 (AM|PM)$/.exec(label);
  if (!match) return null;
  const twelve = Number(match[1]) % 12;
  return match[2] === 'PM' ? twelve + 12 : twelve;
}
