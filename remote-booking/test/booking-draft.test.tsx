// Before the page: the server installs fetch for jsdom.
import { bookingAnswer, bookingServer } from './support/booking-server';
import { screen, waitFor } from '@testing-library/react';
import {
  button,
  customer,
  field,
  fillEverything,
  naira,
  renderBookingPage,
  useBookingTestSetup,
} from './support/booking-page';

const DRAFT_KEY = 'bookingDraft';
const stored = () =>
  JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as { version: number; values: object } | null;

describe('the draft kept on the device', () => {
  useBookingTestSetup();

  it('keeps what is typed, offers it back on return, and Start over clears the form and the draft', async () => {
    bookingServer();
    const first = await renderBookingPage();
    expect(screen.queryByText('We kept your details from last time')).not.toBeInTheDocument();
    await fillEverything(first.user);
    expect(stored()).toMatchObject({ version: 1, values: { firstName: customer.firstName, date: '2030-01-08' } });
    first.unmount();

    const { user } = await renderBookingPage();
    expect(screen.getByText('We kept your details from last time').closest('[role=status]')).toBeInTheDocument();
    expect(field('First Name')).toHaveValue(customer.firstName);
    expect(field('Email')).toHaveValue(customer.email);
    expect(field('Location')).toHaveValue('Abuja');
    await waitFor(() => expect(field('Frequency')).toHaveValue('f2'));
    expect(field('Service Type')).toHaveValue('p1');
    expect(field('Service')).toHaveValue('s1');
    expect(screen.getByText('Selected date:')).toHaveTextContent('2030/01/08');
    expect(await screen.findByRole('button', { name: '7:00 AM' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.queryByText('We kept your details from last time')).not.toBeInTheDocument();
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone Number', 'Address', 'Service Type']) {
      expect(field(label)).toHaveValue('');
    }
    expect(screen.getByText('Selected date:')).toHaveTextContent('No date chosen yet');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('drops a past date and its time on restore, and keeps the rest', async () => {
    bookingServer();
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        version: 1,
        values: { ...customer, location: 'Abuja', date: '2030-01-05', time: '7:00 AM' },
        attempt: null,
      }),
    );
    await renderBookingPage();
    expect(screen.getByText('We kept your details from last time')).toBeInTheDocument();
    expect(field('Last Name')).toHaveValue(customer.lastName);
    expect(screen.getByText('Selected date:')).toHaveTextContent('No date chosen yet');
    expect(screen.getByText('Choose a date to see the free times.')).toBeInTheDocument();
  });

  it('drops a restored choice the catalogue no longer offers', async () => {
    bookingServer();
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        version: 1,
        values: { ...customer, product: 'p1', service: 's-gone', frequency: 'f-gone', amount: 12000 },
        attempt: null,
      }),
    );
    await renderBookingPage();
    expect(field('Service Type')).toHaveValue('p1');
    expect(field('Service')).toHaveValue('');
    expect(field('Frequency')).toHaveValue('');
    expect(screen.getByText('Total to pay').parentElement).toHaveTextContent(naira(0));
  });

  it('ignores a draft it cannot read', async () => {
    bookingServer();
    localStorage.setItem(DRAFT_KEY, '{"version":0,"values":{"firstName":"Old"}}');
    await renderBookingPage();
    expect(screen.queryByText('We kept your details from last time')).not.toBeInTheDocument();
    expect(field('First Name')).toHaveValue('');
  });

  it('retries an attempt that got no answer with the same Idempotency-Key after a reload', async () => {
    const server = bookingServer();
    server.onBook(() => 'network-error');
    const first = await renderBookingPage();
    await fillEverything(first.user);
    await first.user.click(button('Book Now'));
    await screen.findByRole('alert');
    first.unmount();

    server.onBook(() => ({ status: 201, body: bookingAnswer }));
    const { user } = await renderBookingPage();
    await screen.findByRole('button', { name: '7:00 AM', pressed: true });
    await user.click(button('Book Now'));
    await screen.findByRole('dialog', { name: 'Appointment Overview' });
    const [lost, retried] = server.bookings();
    expect(retried!.headers.get('Idempotency-Key')).toBe(lost!.headers.get('Idempotency-Key'));
  });
});
