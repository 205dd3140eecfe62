import { SERVICE_MINUTES } from './job-length';

/**
 * What a home's size and the extras add to a job (docs/PRODUCT.md, "A price that fits the home"): the
 * booking form shows the total and the length as the customer changes them, and the server computes
 * both again from the catalogue, so the two can only differ when the catalogue changed meanwhile.
 */

/** The bounds an admin's parameters and extras keep (the product form and the API check them). */
export const HOME_SIZE_LIMITS = {
  parametersPerService: 6,
  extrasPerService: 20,
  /** The highest count a parameter can go to (bedrooms 1-8, say), and the most of one extra. */
  maxUnits: 20,
} as const;

/** A count the price and length grow with above an included number: bedrooms 1-8, 2 included. */
export interface SizeParameter {
  _id: string;
  name: string;
  min: number;
  max: number;
  /** Units the service's own price and length already cover. */
  included: number;
  /** Added per unit above `included`. */
  unitAmount: number;
  unitMinutes: number;
}

/** Something added to the job as many times as chosen, up to `maxQuantity`: 'Inside the oven'. */
export interface ServiceExtra {
  _id: string;
  name: string;
  amount: number;
  minutes: number;
  maxQuantity: number;
}

/** What the customer chose: a count per parameter, a quantity per extra (none chosen: 0). */
export interface HomeChoice {
  parameters?: readonly { _id: string; count: number }[];
  extras?: readonly { _id: string; quantity: number }[];
}

/** The service and frequency a quote is for, as the catalogue has them. */
export interface QuotedService {
  name: string;
  durationMinutes: number;
  parameters?: readonly SizeParameter[];
  extras?: readonly ServiceExtra[];
}
export interface QuotedFrequency {
  name: string;
  amount: number;
}

/** The area of the address, when it adds to the price (docs/PRODUCT.md, "Areas and landmarks"). */
export interface QuotedArea {
  name: string;
  surcharge: number;
}

/**
 * One line of a price: the service at its frequency's price, a parameter above what is included, an
 * extra, the area's surcharge.
 */
export interface PriceLine {
  kind: 'base' | 'parameter' | 'extra' | 'area';
  label: string;
  amount: number;
  minutes: number;
}

export type JobQuote =
  { ok: true; lines: PriceLine[]; amount: number; minutes: number } | { ok: false; field: 'size'; message: string };

/** Naira to whole kobo: amounts have two decimals at most, and sums of kobo do not drift. */
const kobo = (naira: number): number => Math.round(naira * 100);

/** A job's length in the calendar's steps, rounded up: 2 h 10 min of work books 2 h 30 min. */
export const bookableMinutes = (minutes: number): number =>
  Math.ceil(minutes / SERVICE_MINUTES.step) * SERVICE_MINUTES.step;

/** '3 bedrooms', '1 bathroom' from 'Bedrooms': the name's singular for one. */
export function unitsLabel(name: string, count: number): string {
  const lower = name.toLowerCase();
  const singular = lower.endsWith('s') ? lower.slice(0, -1) : lower;
  return `${count} ${count === 1 ? singular : lower}`;
}

/** 'Area surcharge: Ajah'. */
export const areaSurchargeLabel = (name: string): string => `Area surcharge: ${name}`;

const refuse = (message: string): JobQuote => ({ ok: false, field: 'size', message });

/**
 * The price and length of one visit: the frequency's price and the service's length, then each
 * parameter's units above what is included and each extra times its quantity, then the area's
 * surcharge (no time: travel is the crews' buffer). A missing parameter counts its minimum (a client
 * that does not know about sizes books the smallest home); an unknown id, a count out of bounds or a
 * job longer than a day of the calendar is refused.
 */
export function quoteJob(
  service: QuotedService,
  frequency: QuotedFrequency,
  choice: HomeChoice = {},
  area?: QuotedArea,
): JobQuote {
  const parameters = service.parameters ?? [];
  const extras = service.extras ?? [];
  const counts = new Map<string, number>();
  for (const each of choice.parameters ?? []) {
    const parameter = parameters.find((candidate) => candidate._id === each._id);
    if (!parameter) return refuse('This home size is no longer asked for this service. Please check your choices.');
    if (!Number.isInteger(each.count) || each.count < parameter.min || each.count > parameter.max) {
      return refuse(`${parameter.name}: choose from ${parameter.min} to ${parameter.max}.`);
    }
    counts.set(parameter._id, each.count);
  }
  const quantities = new Map<string, number>();
  for (const each of choice.extras ?? []) {
    const extra = extras.find((candidate) => candidate._id === each._id);
    if (!extra) return refuse('This extra is no longer offered for this service. Please check your choices.');
    if (!Number.isInteger(each.quantity) || each.quantity < 0 || each.quantity > extra.maxQuantity) {
      return refuse(`${extra.name}: choose at most ${extra.maxQuantity}.`);
    }
    quantities.set(extra._id, each.quantity);
  }

  // The frequency's price is the visit's base: each frequency has its own (a plan's discount is in it).
  const lines: PriceLine[] = [
    {
      kind: 'base',
      label: `${service.name}, ${frequency.name}`,
      amount: frequency.amount,
      minutes: service.durationMinutes,
    },
  ];
  for (const parameter of parameters) {
    const count = counts.get(parameter._id) ?? parameter.min;
    const above = Math.max(0, count - parameter.included);
    if (above === 0) continue;
    lines.push({
      kind: 'parameter',
      label: unitsLabel(parameter.name, count),
      amount: (above * kobo(parameter.unitAmount)) / 100,
      minutes: above * parameter.unitMinutes,
    });
  }
  for (const extra of extras) {
    const quantity = quantities.get(extra._id) ?? 0;
    if (quantity === 0) continue;
    lines.push({
      kind: 'extra',
      label: quantity === 1 ? extra.name : `${extra.name} × ${quantity}`,
      amount: (quantity * kobo(extra.amount)) / 100,
      minutes: quantity * extra.minutes,
    });
  }
  if (area && area.surcharge > 0) {
    lines.push({ kind: 'area', label: areaSurchargeLabel(area.name), amount: area.surcharge, minutes: 0 });
  }

  const amount = lines.reduce((sum, line) => sum + kobo(line.amount), 0) / 100;
  const minutes = bookableMinutes(lines.reduce((sum, line) => sum + line.minutes, 0));
  if (minutes > SERVICE_MINUTES.max) {
    return refuse(
      `A job this size takes more than ${SERVICE_MINUTES.max / 60} hours: please contact us to plan it over two days.`,
    );
  }
  return { ok: true, lines, amount, minutes };
}
