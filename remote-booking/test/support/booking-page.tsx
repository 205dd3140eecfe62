import { notify } from '@clean/shared';
import { naira, renderWithProviders } from '@clean/shared/testing';
import { act, isInaccessible, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BookingPage from '../../src/pages/booking-page';
import { NOW } from './booking-server';

export type User = ReturnType<typeof userEvent.setup>;

export { naira };

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

/**
 * The calendar's day button, named by react-calendar's full date plus our Available/Unavailable. Found
 * by its date's label, then checked to be a button of that name: a role query by name would compute
 * the accessible name of every button of the page (about 50), which jsdom makes slow.
 */
export function day(date: string, state: 'Available' | 'Unavailable'): HTMLButtonElement {
  const button = screen.getByLabelText(date, { selector: 'abbr' }).closest('button');
  expect(button).toHaveRole('button');
  expect(button).toHaveAccessibleName(`${date} ${state}`);
  return button as HTMLButtonElement;
}

/**
 * A button of the page's own (Book Now, Pay Online, Cancel), found by its text, then checked as
 * `getByRole('button', { name })` checks it: its role, its accessible name, not hidden from assistive
 * technology. The role query on the whole page computes the name of every button of the calendar and
 * the times (about 50) on each call, which jsdom makes slow (see `day`).
 */
export function button(name: string): HTMLButtonElement {
  const found = screen.getByText(name).closest('button');
  expect(found).toHaveRole('button');
  expect(found).toHaveAccessibleName(name);
  expect(isInaccessible(found as HTMLButtonElement)).toBe(false);
  return found as HTMLButtonElement;
}

/** `button`, waited for as `findByRole` waits. */
export const findButton = (name: string) => waitFor(() => button(name));

/** A time button, looked for among the times only (see `day`). */
export const timeButton = (time: string) =>
  within(screen.getByRole('group', { name: 'Select Time' })).getByRole('button', { name: time });

/**
 * Waits for the availability answer, then finds the free day by role and name. The wait watches the
 * days' "Available" tooltips: polling the role query itself would compute the accessible name of
 * every button on each change of the page, which jsdom makes slow (most of these suites' time).
 */
export async function availableDay(date: string) {
  await screen.findAllByTitle('Available');
  return day(date, 'Available');
}

export const customer = {
  firstName: 'Adaeze',
  lastName: 'Okafor',
  email: 'adaeze@example.com',
  phone: '+234 803 000 0000',
  address: '12 Aminu Kano Crescent, Wuse 2',
};

/** Fake clock at NOW, toasts spied, scrolling recorded; restored after each test. */
export function useBookingTestSetup() {
  const spies = {} as {
    warning: jest.SpyInstance;
    success: jest.SpyInstance;
    error: jest.SpyInstance;
    consoleError: jest.SpyInstance;
    scrollTo: jest.Mock;
  };
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    localStorage.clear();
    spies.warning = jest.spyOn(notify, 'warning').mockReturnValue('toast');
    spies.success = jest.spyOn(notify, 'success').mockReturnValue('toast');
    spies.error = jest.spyOn(notify, 'error').mockReturnValue('toast');
    spies.consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    spies.scrollTo = jest.fn();
    window.scrollTo = spies.scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    localStorage.clear();
  });
  return spies;
}

/** Renders the page and waits for the catalogue and the calendar. */
export async function renderBookingPage() {
  // No pause between keystrokes: the tests type whole forms, twice for a reload, on a busy 2-core machine.
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  const view = renderWithProviders(<BookingPage />);
  await screen.findByText(`Home Cleaning - starts from ${naira(25000)}`);
  await availableDay('January 8, 2030');
  return { user, ...view };
}

/** Enters a value as a visitor pasting it: one input event, not one re-render of the form per key. */
export async function enter(user: User, label: string, value: string) {
  await user.click(field(label));
  await user.paste(value);
}

export async function fillCustomer(user: User) {
  await enter(user, 'First Name', customer.firstName);
  await enter(user, 'Last Name', customer.lastName);
  await enter(user, 'Email', customer.email);
  await enter(user, 'Phone Number', customer.phone);
  await enter(user, 'Address', customer.address);
}

/** Abuja, Home Cleaning, Standard Clean, Weekly (₦90,000), 8 January at 7:00 AM. */
export async function fillEverything(user: User) {
  await user.selectOptions(field('Location'), 'Abuja');
  await fillCustomer(user);
  await user.selectOptions(field('Service Type'), 'p1');
  await user.selectOptions(field('Service'), 's1');
  await user.selectOptions(field('Frequency'), 'f2');
  await user.click(await availableDay('January 8, 2030'));
  await user.click(timeButton('7:00 AM'));
}

/** Lets pending answers arrive. */
export async function settle() {
  await act(async () => {});
}

export async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}
