import { formatDecimal, formatNaira } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import type { RecurringRevenue, ReportsResponse } from '@clean/shared/schemas';
import { formatCompactCount, formatCount, formatPercent } from '../../../lib/format-count';
import { reportsTexts } from './texts';

const texts = reportsTexts;

/** One bar of a chart and the table row that says the same. */
export interface ReportRow {
  /** The bar's short label under the axis. */
  label: string;
  value: number;
  /** The table row's cells, the first one heading the row. */
  cells: string[];
}

/** One report as both the chart and its table draw it. */
export interface Report {
  id: 'earnings' | 'recurring' | 'lines' | 'locations' | 'busiest' | 'crews' | 'utilisation';
  title: string;
  caption: string;
  headers: readonly string[];
  rows: ReportRow[];
  /** How values read on the axis and in the tooltip. */
  money: boolean;
  /** What the chart shows, said in one sentence: its accessible name. */
  summary: string;
  /** Said instead of the chart when every value is 0. */
  empty: string;
}

const count = formatCount;
const bookings = (value: number) => `${count(value)} ${value === 1 ? 'booking' : 'bookings'}`;

// Dates and numbers are written out, not by Intl, whose first formatter costs a phone 30-60 ms of one
// task (docs/DECISIONS.md, "No Intl on the first render"); only the axes' compact figures use it.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** A calendar day or month (read and shown in UTC): its month's name. */
const monthOf = (day: Date): string => MONTHS[day.getUTCMonth()] ?? '';

/** 'Jan 6': a week's first day under its bar (the date is a calendar day: read and shown in UTC). */
const shortDay = (day: Date): string => `${monthOf(day).slice(0, 3)} ${day.getUTCDate()}`;

let compactNaira: Intl.NumberFormat | undefined;
/** 'NGN 1.2M': short enough for an axis (Intl, made when a chart first draws an axis). */
export const axisNaira = (amount: number): string => {
  compactNaira ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'NGN', notation: 'compact' });
  return compactNaira.format(amount);
};

/** A value on a report's axis, short at any size: 'NGN 10B', '1M' (the table and tooltip say it in full). */
export const axisValue = (report: Pick<Report, 'money'>, value: number): string =>
  report.money ? axisNaira(value) : formatCompactCount(value);

/** A value in a report's tooltip: in full, 'NGN 10,000,000,000.00', '1,000,000'. */
export const fullValue = (report: Pick<Report, 'money'>, value: number): string =>
  report.money ? formatNaira(value) : formatCount(value);

function earningsReport(weeks: ReportsResponse['earningsByWeek']): Report {
  const total = weeks.reduce((sum, week) => sum + week.amount, 0);
  const best = weeks.reduce<(typeof weeks)[number] | undefined>(
    (top, week) => (!top || week.amount > top.amount ? week : top),
    undefined,
  );
  const summary =
    total > 0 && best
      ? `${texts.earnings.title}: ${formatNaira(total)} in ${weeks.length} weeks; the best week began ${toDisplayDate(best.weekStart)} with ${formatNaira(best.amount)}.`
      : `${texts.earnings.title}: ${texts.earnings.empty}`;
  return {
    id: 'earnings',
    title: texts.earnings.title,
    caption: texts.earnings.caption,
    headers: texts.earnings.headers,
    rows: weeks.map((week) => ({
      label: shortDay(new Date(`${week.weekStart}T00:00:00Z`)),
      value: week.amount,
      cells: [toDisplayDate(week.weekStart), formatNaira(week.amount), count(week.bookings)],
    })),
    money: true,
    summary,
    empty: texts.earnings.empty,
  };
}

/** 'Jan' under a month's bar; 'January 2030' in its row (calendar months: read and shown in UTC). */
const shortMonth = (first: Date): string => monthOf(first).slice(0, 3);
const longMonth = (first: Date): string => `${monthOf(first)} ${first.getUTCFullYear()}`;

function recurringReport(recurring: RecurringRevenue): Report {
  const words = texts.recurring;
  const total = recurring.byMonth.reduce((sum, month) => sum + month.amount, 0);
  const caption = words.caption(formatNaira(recurring.monthlyNow), recurring.activePlans);
  return {
    id: 'recurring',
    title: words.title,
    caption,
    headers: words.headers,
    rows: recurring.byMonth.map((month) => {
      const first = new Date(`${month.month}-01T00:00:00Z`);
      return {
        label: shortMonth(first),
        value: month.amount,
        cells: [longMonth(first), formatNaira(month.amount), count(month.visits)],
      };
    }),
    money: true,
    summary:
      total > 0
        ? `${words.title}: ${formatNaira(total)} in ${recurring.byMonth.length} months; ${caption}.`
        : `${words.title}: ${words.empty}`,
    empty: words.empty,
  };
}

/**
 * What each kind of price line earned (docs/PRODUCT.md, "A price that fits the home"): the services'
 * base prices beside what home sizes, extras and area surcharges added.
 */
function linesReport(lines: NonNullable<ReportsResponse['earningsByLine']>): Report {
  const words = texts.lines;
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    id: 'lines',
    title: words.title,
    caption: words.caption,
    headers: words.headers,
    rows: lines.map((line) => ({
      label: words.kinds[line.kind],
      value: line.amount,
      cells: [words.kinds[line.kind], formatNaira(line.amount), count(line.bookings)],
    })),
    money: true,
    summary:
      total > 0
        ? `${words.title}: ${lines.map((line) => `${words.kinds[line.kind]} ${formatNaira(line.amount)}`).join(', ')}.`
        : `${words.title}: ${words.empty}`,
    empty: words.empty,
  };
}

function countReport(
  id: 'locations' | 'busiest',
  entries: { label: string; bookings: number }[],
  words: (typeof texts)['locations' | 'busiest'],
): Report {
  const total = entries.reduce((sum, entry) => sum + entry.bookings, 0);
  const parts = entries.map((entry) => `${entry.label} ${bookings(entry.bookings)}`).join(', ');
  return {
    id,
    title: words.title,
    caption: words.caption,
    headers: words.headers,
    rows: entries.map((entry) => ({
      label: entry.label,
      value: entry.bookings,
      cells: [entry.label, count(entry.bookings)],
    })),
    money: false,
    summary: total > 0 ? `${words.title}: ${parts}.` : `${words.title}: ${words.empty}`,
    empty: words.empty,
  };
}

/** '5', '2.5', '1,250': hours with at most one decimal. */
const hours = (value: number): string => formatDecimal(value, 1);

function crewHoursReport(crews: NonNullable<ReportsResponse['crewHours']>): Report {
  const words = texts.crews;
  const total = crews.reduce((sum, crew) => sum + crew.hours, 0);
  return {
    id: 'crews',
    title: words.title,
    caption: words.caption,
    headers: words.headers,
    rows: crews.map((crew) => ({
      label: crew.crew,
      value: crew.hours,
      cells: [crew.crew, crew.location, count(crew.jobs), hours(crew.hours)],
    })),
    money: false,
    summary:
      total > 0
        ? `${words.title}: ${crews
            .filter((crew) => crew.hours > 0)
            .map((crew) => `${crew.crew} ${hours(crew.hours)} hours`)
            .join(', ')}.`
        : `${words.title}: ${words.empty}`,
    empty: words.empty,
  };
}

function utilisationReport(locations: NonNullable<ReportsResponse['utilisation']>): Report {
  const words = texts.utilisation;
  const booked = locations.reduce((sum, location) => sum + location.bookedHours, 0);
  return {
    id: 'utilisation',
    title: words.title,
    caption: words.caption,
    headers: words.headers,
    rows: locations.map((location) => ({
      label: location.location,
      // Percent, so the axis reads 0 to 100.
      value: Math.round(location.share * 1000) / 10,
      cells: [
        location.location,
        hours(location.bookedHours),
        hours(location.workingHours),
        formatPercent(location.share),
      ],
    })),
    money: false,
    summary:
      booked > 0
        ? `${words.title}: ${locations.map((location) => `${location.location} ${formatPercent(location.share)}`).join(', ')}.`
        : `${words.title}: ${words.empty}`,
    empty: words.empty,
  };
}

/** The reports of the dashboard, in the order shown. */
export function buildReports(data: ReportsResponse): Report[] {
  return [
    earningsReport(data.earningsByWeek),
    // An API from before plans were reported sends none.
    ...(data.recurring ? [recurringReport(data.recurring)] : []),
    // An API from before the lines were reported sends none.
    ...(data.earningsByLine ? [linesReport(data.earningsByLine)] : []),
    countReport(
      'locations',
      data.bookingsByLocation.map((entry) => ({ label: entry.location, bookings: entry.bookings })),
      texts.locations,
    ),
    countReport(
      'busiest',
      data.busiestSlots.map((entry) => ({ label: entry.time, bookings: entry.bookings })),
      texts.busiest,
    ),
    // An API from before job lengths sends neither.
    ...(data.utilisation ? [utilisationReport(data.utilisation)] : []),
    ...(data.crewHours ? [crewHoursReport(data.crewHours)] : []),
  ];
}

/** Whether there is anything to draw. */
export const hasData = (report: Report): boolean => report.rows.some((row) => row.value > 0);
