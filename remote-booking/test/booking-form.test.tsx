// Before the page: the server installs fetch for jsdom.
import { bookingServer } from './support/booking-server';
import { renderWithProviders } from '@clean/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import BookingPage from '../src/pages/booking-page';
import {
  availableDay,
  button,
  day,
  field,
  fillCustomer,
  fillEverything,
  naira,
  renderBookingPage,
  settle,
  timeButton,
  useBookingTestSetup,
} from './support/booking-page';

describe('the booking form', () => {
  const spies = useBookingTestSetup();

  it('shows the title and the form frame at once, then fills the selects and the calendar', async () => {
    const server = bookingServer();
    let release: () => void = () => {};
    server.onProducts(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body: { success: true, products: [] } });
        }),
    );
    renderWithProviders(<BookingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Book a Cleaning Service' })).toBeInTheDocument();
    expect(field('Service Type')).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Loading services…' })).toBeInTheDocument();
    // The free dates are asked for once the date's place is near the screen (at once in jsdom).
    expect((await screen.findByText('Loading the free dates')).closest('[aria-busy]')).toHaveAttribute(
      'role',
      'status',
    );
    expect(button('Book Now')).toBeEnabled();
    release();
    expect(await availableDay('January 8, 2030')).toBeInTheDocument();
  });

  it('has every field of docs/PRODUCT.md#booking in order with visible labels and the right input types', async () => {
    bookingServer();
    await renderBookingPage();
    const labels = [
      'Location',
      'First Name',
      'Last Name',
      'Email',
      'Phone Number',
      'Address',
      'Service Type',
      'Service',
      'Frequency',
      'Preferred Date',
      'Select Time',
      'Additional Notes',
    ];
    const form = screen.getByRole('form', { name: 'Booking form' });
    const order = labels.map((label) => within(form).getByText(label, { selector: 'label, p' }));
    for (let i = 1; i < order.length; i += 1) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Phone Number')).toHaveAttribute('type', 'tel');
    expect(field('Additional Notes').tagName).toBe('TEXTAREA');
    expect(
      within(field('Location'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a location', 'Abuja', 'Port Harcourt', 'Lagos', 'Jalingo']);
    expect(
      screen.getByText(`Office Cleaning - starts from ${naira(80000)}`, { selector: 'option' }),
    ).toBeInTheDocument();
  });

  it('resets service and frequency on a new product, the frequency on a new service; shows the length and amount', async () => {
    bookingServer();
    const { user } = await renderBookingPage();
    expect(field('Service')).toBeDisabled();
    expect(field('Frequency')).toBeDisabled();

    await user.selectOptions(field('Service Type'), 'p1');
    await user.selectOptions(field('Service'), 's1');
    expect(screen.getByText('One visit takes about 2 hours.')).toBeVisible();
    expect(
      within(field('Frequency')).getByText(`Weekly - ${naira(90000)}`, { selector: 'option' }),
    ).toBeInTheDocument();
    await user.selectOptions(field('Frequency'), 'f2');
    expect(screen.getByText('Total to pay').parentElement).toHaveTextContent(naira(90000));

    await user.selectOptions(field('Service'), 's2');
    expect(screen.getByText('One visit takes about 5 hours.')).toBeVisible();
    expect(field('Frequency')).toHaveValue('');
    expect(screen.getByText('Total to pay').parentElement).toHaveTextContent(naira(0));
    await user.selectOptions(field('Frequency'), 'f3');
    expect(screen.getByText('Total to pay').parentElement).toHaveTextContent(naira(55000));

    await user.selectOptions(field('Service Type'), 'p2');
    expect(field('Service')).toHaveValue('');
    expect(field('Frequency')).toHaveValue('');
    expect(field('Frequency')).toBeDisabled();
    expect(screen.queryByText(/One visit takes about/)).not.toBeInTheDocument();
    expect(within(field('Service')).getByRole('option', { name: 'Janitorial Crew' })).toBeInTheDocument();
    expect(screen.getByText('Total to pay').parentElement).toHaveTextContent(naira(0));
  });

  it('disables past days, days with no free time and days past the horizon; highlights and labels the rest', async () => {
    bookingServer();
    await renderBookingPage();
    expect(day('January 6, 2030', 'Unavailable')).toBeDisabled();
    expect(day('January 7, 2030', 'Unavailable')).toBeDisabled();
    expect(day('January 8, 2030', 'Available')).toBeEnabled();
    expect(day('January 9, 2030', 'Unavailable')).toBeDisabled();
    expect(day('January 10, 2030', 'Available')).toBeEnabled();
    expect(day('January 21, 2030', 'Unavailable')).toBeDisabled();
    // The tooltip a pointer shows, beside the words a screen reader reads.
    expect(within(day('January 8, 2030', 'Available')).getByTitle('Available')).toBeInTheDocument();
    expect(within(day('January 9, 2030', 'Unavailable')).getByTitle('Unavailable')).toBeInTheDocument();
    expect(day('January 8, 2030', 'Available').className).toMatch(/available/);
    expect(day('January 9, 2030', 'Unavailable').className).not.toMatch(/available/);
  });

  it('shows the chosen date as yyyy/MM/dd with its free times; a new date resets the time', async () => {
    bookingServer();
    const { user } = await renderBookingPage();
    expect(screen.getByText('Choose a date to see the free times.')).toBeInTheDocument();
    await user.click(day('January 8, 2030', 'Available'));
    expect(screen.getByText('Selected date:')).toHaveTextContent('Selected date: 2030/01/08');
    const seven = timeButton('7:00 AM');
    expect(seven).toHaveAttribute('aria-pressed', 'false');
    await user.click(seven);
    expect(seven).toHaveAttribute('aria-pressed', 'true');
    expect(timeButton('6:00 AM')).toHaveAttribute('aria-pressed', 'false');

    await user.click(day('January 10, 2030', 'Available'));
    expect(screen.getByText('Selected date:')).toHaveTextContent('2030/01/10');
    expect(screen.queryByRole('button', { name: '7:00 AM' })).not.toBeInTheDocument();
    for (const time of ['9:00 AM', '10:00 AM']) {
      expect(timeButton(time)).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it("asks for the start times of the chosen service's length, and the default length before one", async () => {
    const server = bookingServer();
    const { user } = await renderBookingPage();
    await user.selectOptions(field('Location'), 'Abuja');
    await user.selectOptions(field('Service Type'), 'p1');
    await user.selectOptions(field('Service'), 's2');
    await waitFor(() =>
      expect(server.availabilityCalls().map((call) => new URL(call.url).search)).toEqual([
        '',
        '?location=Abuja',
        '?location=Abuja&minutes=300',
      ]),
    );
    // A shorter service asks again; the calendar shows what that length finds free.
    await user.selectOptions(field('Service'), 's1');
    await waitFor(() => expect(server.availabilityCalls().at(-1)?.url).toMatch(/\?location=Abuja&minutes=120$/));
  });

  it('reloads availability for a new location and clears a date it does not offer', async () => {
    const server = bookingServer();
    const { user } = await renderBookingPage();
    await user.selectOptions(field('Location'), 'Abuja');
    await user.click(await availableDay('January 8, 2030'));
    await user.click(timeButton('6:00 AM'));

    await user.selectOptions(field('Location'), 'Lagos');
    expect(await screen.findByRole('button', { name: 'January 8, 2030 Unavailable' })).toBeDisabled();
    expect(server.availabilityCalls().map((call) => new URL(call.url).search)).toEqual([
      '',
      '?location=Abuja',
      '?location=Lagos',
    ]);
    expect(screen.getByText('Selected date:')).toHaveTextContent('No date chosen yet');
    expect(screen.queryByRole('button', { name: '6:00 AM' })).not.toBeInTheDocument();
  });

  it('starts with the location a city page links with (?location=), by slug or name; ignores any other value', async () => {
    const server = bookingServer();
    const { unmount } = renderWithProviders(<BookingPage />, {
      route: '/services/cleaning-services/appointment?location=port-harcourt',
    });
    expect(field('Location')).toHaveValue('Port Harcourt');
    // The calendar asks for that location's free dates only.
    await waitFor(() =>
      expect(server.availabilityCalls().map((call) => new URL(call.url).search)).toEqual(['?location=Port+Harcourt']),
    );
    unmount();

    renderWithProviders(<BookingPage />, { route: '/services/cleaning-services/appointment?location=Kano' });
    expect(field('Location')).toHaveValue('');
  });

  it("says 'This date has been fully booked' when the chosen date has no time left", async () => {
    const server = bookingServer();
    const { user } = await renderBookingPage();
    await user.selectOptions(field('Location'), 'Abuja');
    await user.click(await availableDay('January 8, 2030'));
    await user.click(timeButton('7:00 AM'));
    // The crews of that day go while the visitor types; the tab regains focus and refetches.
    server.setAvailability('Abuja', [{ date: '2030-01-08', availableTimes: [] }]);
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByText('This date has been fully booked')).toBeInTheDocument();
    expect(screen.getByText('Selected date:')).toHaveTextContent('2030/01/08');
    expect(screen.queryByRole('button', { name: '7:00 AM' })).not.toBeInTheDocument();
  });

  it('shows the message of every required field under it and sends nothing', async () => {
    const server = bookingServer();
    const { user } = await renderBookingPage();
    await user.click(button('Book Now'));
    for (const [label, text] of [
      ['Location', 'Location is required'],
      ['First Name', 'First name is required'],
      ['Last Name', 'Last name is required'],
      ['Email', 'Email is required'],
      ['Phone Number', 'Phone number is required'],
      ['Address', 'Address is required'],
      ['Service Type', 'Please choose a service type'],
      ['Service', 'Please choose a service'],
      ['Frequency', 'Please choose a frequency'],
    ] as const) {
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(text);
    }
    expect(spies.warning).toHaveBeenCalledWith('Please select both date and time.');
    expect(server.bookings()).toHaveLength(0);
  });

  it("says 'Invalid email' and 'Invalid phone number', and clears a message once fixed", async () => {
    bookingServer();
    const { user } = await renderBookingPage();
    await user.type(field('Email'), 'adaeze@');
    await user.type(field('Phone Number'), '12');
    await user.click(button('Book Now'));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    await user.type(field('Email'), 'example.com');
    await waitFor(() => expect(screen.queryByText('Invalid email')).not.toBeInTheDocument());
    await user.selectOptions(field('Location'), 'Jalingo');
    await waitFor(() => expect(screen.queryByText('Location is required')).not.toBeInTheDocument());
  });

  it("limits the notes: 'Notes must be at most 2000 characters'", async () => {
    bookingServer();
    const { user } = await renderBookingPage();
    await fillEverything(user);
    await user.click(field('Additional Notes'));
    await user.paste('x'.repeat(2001));
    await user.click(button('Book Now'));
    expect(await screen.findByText('Notes must be at most 2000 characters')).toBeInTheDocument();
  });

  it("warns 'Please select both date and time.' when the time is missing, and sends nothing", async () => {
    const server = bookingServer();
    const { user } = await renderBookingPage();
    await user.selectOptions(field('Location'), 'Abuja');
    await fillCustomer(user);
    await user.selectOptions(field('Service Type'), 'p1');
    await user.selectOptions(field('Service'), 's1');
    await user.selectOptions(field('Frequency'), 'f1');
    await user.click(await availableDay('January 8, 2030'));
    await user.click(button('Book Now'));
    await settle();
    expect(spies.warning).toHaveBeenCalledWith('Please select both date and time.');
    expect(server.bookings()).toHaveLength(0);
  });

  it("warns 'Date unavailable!' when the free dates do not offer the chosen one, and sends nothing", async () => {
    const server = bookingServer();
    const { user } = await renderBookingPage();
    await fillEverything(user);
    // Submitted while a refetch of the free dates is on its way: the page cannot confirm the date.
    const release = server.holdAvailability();
    await user.selectOptions(field('Location'), 'Lagos');
    await user.click(button('Book Now'));
    await settle();
    expect(spies.warning).toHaveBeenCalledWith('Date unavailable!');
    expect(spies.warning).not.toHaveBeenCalledWith('Please select both date and time.');
    expect(server.bookings()).toHaveLength(0);
    release();
  });
});
