import { ONE_OFF_INTERVAL } from '../plans';
import { WEEKDAY_NAMES, shortDate, weekday } from './lagos-time';
import { formatNaira } from './money';

/** 7 → 'Every week', 14 → 'Every 2 weeks', 10 → 'Every 10 days'; 0 → 'One-off'. */
export function intervalLabel(intervalDays: number): string {
  if (intervalDays === ONE_OFF_INTERVAL) return 'One-off';
  if (intervalDays === 1) return 'Every day';
  if (intervalDays === 7) return 'Every week';
  if (intervalDays % 7 === 0) return `Every ${intervalDays / 7} weeks`;
  return `Every ${intervalDays} days`;
}

/** 24 → 'the day before', 48 → '2 days before', 6 → '6 hours before'. */
export function chargeTimeLabel(hoursBefore: number): string {
  if (hoursBefore === 24) return 'the day before';
  if (hoursBefore % 24 === 0) return `${hoursBefore / 24} days before`;
  return `${hoursBefore} ${hoursBefore === 1 ? 'hour' : 'hours'} before`;
}

export interface PlanTermsInput {
  intervalDays: number;
  /** Naira per visit. */
  amount: number;
  /** The first visit's date ('2030-01-08') and time label ('9:00 AM'). */
  date: string;
  time: string;
  chargeHoursBefore: number;
}

/**
 * What a customer signs up for with a recurring frequency, in one sentence (docs/PRODUCT.md, Recurring
 * plans): 'Every week on Tuesdays at 9:00 AM, NGN 20,000 per visit, charged the day before; skip or
 * cancel any time from your booking link'. A whole number of weeks keeps the weekday, so it is named;
 * any other interval moves through the week, so the first day is named instead ('Every 10 days from
 * Tue 8 Jan at 9:00 AM').
 */
export function planTerms({ intervalDays, amount, date, time, chargeHoursBefore }: PlanTermsInput): string {
  const day = intervalDays % 7 === 0 ? ` on ${WEEKDAY_NAMES[weekday(date)]}s` : ` from ${shortDate(date)}`;
  return (
    `${intervalLabel(intervalDays)}${day} at ${time}, ${formatNaira(amount)} per visit, charged ` +
    `${chargeTimeLabel(chargeHoursBefore)}; skip or cancel any time from your booking link`
  );
}
