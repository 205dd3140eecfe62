// Before the page: the server installs fetch for jsdom.
import { bookingAnswer, bookingServer, products } from './support/booking-server';
import type { Answer } from '@clean/shared/testing';
import { paths } from '@clean/shared';
import { PRIVACY_NOTICE } from '@clean/shared/privacy';
import { screen, waitFor, within } from '@testing-library/react';
import {
  advance,
  button,
  customer,
  field,
  fillEverything,
  findButton,
  naira,
  renderBookingPage,
  settle,
  timeButton,
  useBookingTestSetup,
} from './support/booking-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const keyOf = (request: Request) => request.headers.get('Idempotency-Key');

describe('booking', () => {
  const spies = useBookingTestSetup();

  it('sends the booking with an Idempotency-Key, reads Submitting... while busy, then shows the overview', async () => {
    const server = bookingServer();
    let release: (answer: Answer) => void = () => {};
    server.onBook(() => new Promise((resolve) => (release = resolve)));
    const { user } = await renderBookingPage();
    await fillEverything(user);
    await user.type(field('Additional Notes'), 'Two dogs, friendly');
    await user.click(button('Book Now'));

    expect(await findButton('Submitting...')).toBeDisabled();
    expect(server.bookings()).toHaveLength(1);
    const request = server.bookings()[0]!;
    expect(request.url).toBe(server.url('/api/user/book-appointment'));
    expect(request.method).toBe('POST');
    expect(keyOf(request)).toMatch(UUID);
    expect(await request.clone().json()).toEqual({
      location: 'Abuja',
      ...customer,
      notes: 'Two dogs, friendly',
      // No landmark given; a city without areas asks for none (no `area`).
      landmark: '',
      planConsent: false,
      date: '2030-01-08',
      time: '7:00 AM',
      product: 'p1',
      service: 's1',
      frequency: 'f2',
      amount: 90000,
      // Nobody picked a channel: the one shown for a mobile number.
      contactChannel: 'whatsapp',
      // The edition of the notice the form names beside its button.
      privacyNoticeVersion: PRIVACY_NOTICE.version,
    });
    expect(screen.getByRole('link', { name: 'Read our privacy notice' })).toHaveAttribute('href', paths.privacy);

    release({ status: 201, body: bookingAnswer });
    const dialog = await screen.findByRole('dialog', { name: 'Appointment Overview' });
    expect(spies.success).toHaveBeenCalledWith('Success! Your booking has been submitted.');
    for (const text of [
      'Adaeze Okafor',
      customer.address,
      customer.email,
      customer.phone,
      'Abuja',
      'Home Cleaning',
      'Standard Clean',
      'Weekly',
      naira(90000),
      '2030/01/08',
      '7:00 AM',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    // What Pay Online does is the payment step's (payment-flow.test.tsx).
    expect(within(dialog).getByRole('button', { name: 'Pay Online' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();

    // The page scrolls to the top one second after the submit (docs/PRODUCT.md#booking).
    expect(spies.scrollTo).not.toHaveBeenCalled();
    await advance(1000);
    expect(spies.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('counts the hold down from the server clock and offers Book again when it runs out', async () => {
    const server = bookingServer();
    const { user } = await renderBookingPage();
    await fillEverything(user);
    await user.click(button('Book Now'));
    const dialog = await screen.findByRole('dialog', { name: 'Appointment Overview' });
    // The device's clock is an hour off the server's (NOW is 09:00 local, the server said 08:00 UTC):
    // only the difference holdExpiresAt − serverTime counts.
    expect(within(dialog).getByRole('timer')).toHaveTextContent("We're holding this slot for you: 14:32");
    await advance(1000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent("We're holding this slot for you: 14:31");
    await advance((14 * 60 + 30) * 1000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('00:01');
    await advance(1000);

    expect(within(dialog).queryByRole('button', { name: 'Pay Online' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('timer')).toHaveTextContent('Your hold on this slot has ended.');
    let release: (answer: Answer) => void = () => {};
    server.onBook(() => new Promise((resolve) => (release = resolve)));
    await user.click(within(dialog).getByRole('button', { name: 'Book again' }));
    expect(await within(dialog).findByRole('button', { name: 'Booking again…' })).toBeDisabled();
    release({ status: 201, body: { ...bookingAnswer, appointmentId: 'appt-2', reference: 'SPK-REF-2' } });

    // The new booking's overview replaces the expired one, with a hold of its own.
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent("We're holding this slot for you: 14:32"));
    expect(screen.getByRole('dialog', { name: 'Appointment Overview' })).toBeInTheDocument();
    expect(button('Pay Online')).toBeInTheDocument();
    const [first, second] = server.bookings();
    expect(keyOf(second!)).toMatch(UUID);
    expect(keyOf(second!)).not.toBe(keyOf(first!));
    expect(await second!.clone().json()).toEqual(await first!.clone().json());
  });

  it('keeps the key for the same details after Cancel, and takes a new one when the details change', async () => {
    const server = bookingServer();
    const { user } = await renderBookingPage();
    await fillEverything(user);
    await user.click(button('Book Now'));
    await user.click(await findButton('Cancel'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(button('Book Now'));
    await user.click(await findButton('Cancel'));
    await user.click(timeButton('6:00 AM'));
    await user.click(button('Book Now'));
    await screen.findByRole('dialog', { name: 'Appointment Overview' });

    const keys = server.bookings().map(keyOf);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends one booking for a double tap', async () => {
    const server = bookingServer();
    const { user } = await renderBookingPage();
    await fillEverything(user);
    await user.dblClick(button('Book Now'));
    await screen.findByRole('dialog', { name: 'Appointment Overview' });
    expect(server.bookings()).toHaveLength(1);
  });

  it('shows the error panel for a network error, and Retry resends with the same Idempotency-Key', async () => {
    const server = bookingServer();
    server.onBook(() => 'network-error');
    const { user } = await renderBookingPage();
    await fillEverything(user);
    await user.click(button('Book Now'));

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'An Error Occurred!' })).toBeInTheDocument();
    const message = 'Could not reach the server. Check your connection and try again.';
    expect(panel).toHaveTextContent(message);
    expect(spies.error).toHaveBeenCalledWith(message);
    expect(spies.consoleError).toHaveBeenCalled();

    server.onBook(() => ({ status: 201, body: bookingAnswer }));
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('dialog', { name: 'Appointment Overview' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const [first, retry] = server.bookings();
    expect(keyOf(first!)).toMatch(UUID);
    expect(keyOf(retry!)).toBe(keyOf(first!));
    expect(await retry!.clone().json()).toEqual(await first!.clone().json());
  });

  it("shows the server's message as an error toast and the panel when it answers success false", async () => {
    const server = bookingServer();
    server.onBook(() => ({ status: 200, body: { success: false, message: 'Bookings are paused for maintenance' } }));
    const { user } = await renderBookingPage();
    await fillEverything(user);
    await user.click(button('Book Now'));
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'An Error Occurred!' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Bookings are paused for maintenance');
    expect(within(panel).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(spies.error).toHaveBeenCalledWith('Bookings are paused for maintenance');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button('Book Now')).toBeEnabled();
  });

  it('says plainly that a slot was just taken, clears the time and refetches the free dates on a 409', async () => {
    const server = bookingServer();
    const taken = 'Sorry, this time has just been fully booked. Please choose another time or date.';
    server.onBook(() => ({ status: 409, body: { success: false, message: taken } }));
    const { user } = await renderBookingPage();
    await fillEverything(user);
    const before = server.availabilityCalls().length;
    server.setAvailability('Abuja', [{ date: '2030-01-08', availableTimes: ['6:00 AM'] }]);
    await user.click(button('Book Now'));

    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    expect(spies.error).toHaveBeenCalledWith(taken);
    await waitFor(() => expect(server.availabilityCalls().length).toBeGreaterThan(before));
    expect(await waitFor(() => timeButton('6:00 AM'))).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: '7:00 AM' })).not.toBeInTheDocument();
    expect(screen.getByText('Selected date:')).toHaveTextContent('2030/01/08');
  });

  it('links the booking already waiting for payment when the server refuses one more (429)', async () => {
    const server = bookingServer();
    const waiting = 'You already have a booking waiting for payment: pay for it or let it expire first';
    server.onBook(() => ({
      status: 429,
      body: { success: false, message: waiting, receiptPath: '/booking/SPK-WAITING1' },
    }));
    const { user } = await renderBookingPage();
    await fillEverything(user);
    await user.click(button('Book Now'));

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent(waiting);
    expect(within(panel).getByRole('link', { name: 'See the booking waiting for payment' })).toHaveAttribute(
      'href',
      `/booking/SPK-WAITING1?contact=${encodeURIComponent(customer.email)}`,
    );
    expect(spies.error).toHaveBeenCalledWith(waiting);
  });

  it('shows the new price after a 409 for a changed price', async () => {
    const server = bookingServer();
    const changed = 'The price of this service has changed. Please review the new amount and book again.';
    server.onBook(() => ({ status: 409, body: { success: false, message: changed } }));
    const { user } = await renderBookingPage();
    await fillEverything(user);
    expect(screen.getByText('Total to pay').parentElement).toHaveTextContent(naira(90000));
    const repriced = products.map((product) => ({
      ...product,
      services: product.services.map((service) => ({
        ...service,
        frequency: service.frequency.map((item) => (item._id === 'f2' ? { ...item, amount: 95000 } : item)),
      })),
    }));
    server.onProducts(() => ({ status: 200, body: { success: true, products: repriced } }));
    await user.click(button('Book Now'));
    expect(await screen.findByRole('alert')).toHaveTextContent(changed);
    await waitFor(() => expect(screen.getByText('Total to pay').parentElement).toHaveTextContent(naira(95000)));
    expect(field('Frequency')).toHaveValue('f2');
  });

  it('puts the field problems of a 400 under their fields', async () => {
    const server = bookingServer();
    server.onBook(() => ({
      status: 400,
      body: {
        success: false,
        message: 'Check the highlighted fields',
        errors: [{ field: 'service', message: 'This service is not offered for the chosen product.' }],
      },
    }));
    const { user } = await renderBookingPage();
    await fillEverything(user);
    await user.click(button('Book Now'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the highlighted fields');
    await settle();
    expect(field('Service')).toHaveAttribute('aria-invalid', 'true');
  });
});
