import type { Location } from '@clean/shared';
import { paths } from '@clean/shared';
import { expect, type Locator, type Page } from '@playwright/test';
import type { CatalogueChoice } from './booking-api';
import { waitForLiveSite } from './site';

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
}

const randomDigits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** A customer no other test uses, so what the API stored can be found by email. */
export function newCustomer(tag: string): Customer {
  const unique = `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: 'Chiamaka',
    lastName: 'Okafor',
    email: `${unique}@example.com`,
    // A number of their own: bookings sharing a phone number are one customer (docs/PRODUCT.md, Admin console).
    phone: `+234 803 ${randomDigits(3)} ${randomDigits(4)}`,
    address: '12 Adeola Odeku Street, Victoria Island',
  };
}

/** A day of the booking calendar as react-calendar names its button: 'January 8, 2030'. */
export function calendarDayLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

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
/** The month a calendar shows, as its navigation button names it: 'February 2027'. */
const MONTH_LABEL = new RegExp(`^(${MONTHS.join('|')}) (\\d{4})$`);
const monthNumber = (label: string) => {
  const [, month = '', year = '0'] = MONTH_LABEL.exec(label) ?? [];
  return Number(year) * 12 + MONTHS.indexOf(month as (typeof MONTHS)[number]);
};

/**
 * The button of `isoDate` in the booking calendar inside `scope` (the form, or a dialog with the same
 * calendar), once the calendar shows its month. It waits for the calendar itself (its code and the
 * free dates load on first use), then moves by the month it names, each step awaited: a check made
 * before the calendar arrived would send it past the month.
 */
export async function calendarDay(scope: Locator, isoDate: string): Promise<Locator> {
  const label = scope.getByRole('button', { name: MONTH_LABEL });
  await expect(label).toBeVisible();
  const wanted = Number(isoDate.slice(0, 4)) * 12 + Number(isoDate.slice(5, 7)) - 1;
  for (let step = 0; step < 24; step += 1) {
    const shown = (await label.textContent()) ?? '';
    const gap = wanted - monthNumber(shown);
    if (gap === 0) break;
    await scope.getByRole('button', { name: gap > 0 ? '›' : '‹', exact: true }).click();
    await expect(label).not.toHaveText(shown);
  }
  const day = scope.getByRole('button', { name: new RegExp(`^${calendarDayLabel(isoDate)}`) });
  await expect(day).toBeVisible();
  return day;
}

/** The booking page as a visitor uses it: by labels, roles and visible texts. */
/**
 * The area each city's bookings name (docs/PRODUCT.md, "Areas and landmarks"): one the starter list
 * serves without a surcharge, so a booking's amount stays its frequency's.
 */
export const BOOKING_AREAS: Record<Location, string> = {
  Abuja: 'Maitama',
  Lagos: 'Lekki',
  'Port Harcourt': 'Old GRA',
  Jalingo: 'ATC',
};

export class BookingPage {
  readonly main: Locator;
  readonly form: Locator;
  readonly overview: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.form = this.main.getByRole('form', { name: 'Booking form' });
    this.overview = page.getByRole('dialog', { name: 'Appointment Overview' });
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.booking);
    await waitForLiveSite(this.page);
    await expect(this.main.getByRole('heading', { level: 1, name: 'Book a Cleaning Service' })).toBeVisible();
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  async fill(location: Location, customer: Customer, choice: CatalogueChoice): Promise<void> {
    await this.field('Location').selectOption(location);
    await this.field('First Name').fill(customer.firstName);
    await this.field('Last Name').fill(customer.lastName);
    await this.field('Email').fill(customer.email);
    await this.field('Phone Number').fill(customer.phone);
    await this.field('Address').fill(customer.address);
    await this.field('Area').fill(BOOKING_AREAS[location]);
    await this.field('Service Type').selectOption(choice.product._id);
    await this.field('Service').selectOption(choice.service._id);
    await this.field('Frequency').selectOption(choice.frequency._id);
  }

  /** Picks `isoDate` in the calendar, moving to the next month when it is not shown yet. */
  async chooseDate(isoDate: string): Promise<void> {
    await (await calendarDay(this.form, isoDate)).click();
  }

  async chooseTime(time: string): Promise<void> {
    const button = this.form
      .getByRole('group', { name: 'Select Time' })
      .getByRole('button', { name: time, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }

  bookNow(): Locator {
    return this.form.getByRole('button', { name: 'Book Now' });
  }
}
