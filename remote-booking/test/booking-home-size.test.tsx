// Before the page: the server installs fetch for jsdom.
import { bookingAnswer, bookingServer, products } from './support/booking-server';
import { formatNaira } from '@clean/shared';
import type { Product } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import {
  availableDay,
  button,
  field,
  fillCustomer,
  naira,
  renderBookingPage,
  timeButton,
  useBookingTestSetup,
} from './support/booking-page';

/** Deep Clean asks for bedrooms (1 included, up to 4) and offers the oven, once. */
const sized: Product[] = products.map((product) =>
  product._id !== 'p1'
    ? product
    : {
        ...product,
        services: product.services.map((service) =>
          service._id !== 's2'
            ? service
            : {
                ...service,
                parameters: [
                  { _id: 'bed', name: 'Bedrooms', min: 1, max: 4, included: 1, unitAmount: 10000, unitMinutes: 60 },
                ],
                extras: [{ _id: 'oven', name: 'Inside the oven', amount: 5000, minutes: 30, maxQuantity: 1 }],
              },
        ),
      },
);

describe('a home’s size and extras on the booking form', () => {
  useBookingTestSetup();

  it('asks for them with steppers, shows the total and the length as they change, and sends them', async () => {
    const server = bookingServer();
    server.onProducts(() => ({ status: 200, body: { success: true, products: sized } }));
    const { user } = await renderBookingPage();
    await user.selectOptions(field('Location'), 'Abuja');
    await fillCustomer(user);
    await user.selectOptions(field('Service Type'), 'p1');
    // Standard Clean asks nothing.
    await user.selectOptions(field('Service'), 's1');
    expect(screen.queryByRole('group', { name: 'Your home' })).not.toBeInTheDocument();
    await user.selectOptions(field('Service'), 's2');
    await user.selectOptions(field('Frequency'), 'f3');

    const home = screen.getByRole('group', { name: 'Your home' });
    const bedrooms = within(home).getByRole('group', { name: 'Bedrooms' });
    const total = () => screen.getByText('Total to pay').nextElementSibling;
    expect(within(bedrooms).getByRole('status')).toHaveTextContent('1');
    expect(within(bedrooms).getByRole('button', { name: 'Fewer: bedrooms' })).toBeDisabled();
    expect(total()).toHaveTextContent(naira(55000));
    expect(screen.getByText('One visit takes about 5 hours.')).toBeVisible();

    await user.click(within(bedrooms).getByRole('button', { name: 'More: bedrooms' }));
    await user.click(within(bedrooms).getByRole('button', { name: 'More: bedrooms' }));
    expect(within(bedrooms).getByRole('status')).toHaveTextContent('3');
    expect(total()).toHaveTextContent(naira(75000));
    expect(screen.getByText('One visit takes about 7 hours.')).toBeVisible();

    const oven = within(home).getByRole('group', { name: /^Inside the oven \(\+NGN.5,000\.00\)$/ });
    const moreOven = within(oven).getByRole('button', { name: 'More: Inside the oven' });
    // The keyboard reaches the stepper's buttons and presses them.
    moreOven.focus();
    await user.keyboard('{Enter}');
    expect(moreOven).toBeDisabled();
    expect(total()).toHaveTextContent(naira(80000));
    expect(screen.getByText('One visit takes about 7 hours 30 minutes.')).toBeVisible();
    // The calendar asks for times the whole job fits.
    await waitFor(() =>
      expect(server.availabilityCalls().map((call) => new URL(call.url).searchParams.get('minutes'))).toContain('450'),
    );

    await user.click(await availableDay('January 8, 2030'));
    await user.click(timeButton('7:00 AM'));
    const priceLines = [
      { kind: 'base', label: 'Deep Clean, Monthly', amount: 55000, minutes: 300 },
      { kind: 'parameter', label: '3 bedrooms', amount: 20000, minutes: 120 },
      { kind: 'extra', label: 'Inside the oven', amount: 5000, minutes: 30 },
    ];
    server.onBook(() => ({ status: 201, body: { ...bookingAnswer, amount: 80000, priceLines } }));
    await user.click(button('Book Now'));
    await waitFor(() => expect(server.bookings()).toHaveLength(1));
    const sent = (await server.bookings()[0]!.clone().json()) as Record<string, unknown>;
    expect(sent).toMatchObject({
      service: 's2',
      frequency: 'f3',
      amount: 80000,
      size: { parameters: [{ _id: 'bed', count: 3 }], extras: [{ _id: 'oven', quantity: 1 }] },
    });
    // The overview says how the server made up the price.
    const dialog = await screen.findByRole('dialog', { name: 'Appointment Overview' });
    const table = within(dialog).getByRole('table', { name: 'How the price is made up' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      `Deep Clean, Monthly · 5 hours${formatNaira(55000)}`,
      `3 bedrooms · 2 hours+${formatNaira(20000)}`,
      `Inside the oven · 30 minutes+${formatNaira(5000)}`,
      `Total${formatNaira(80000)}`,
    ]);
  });
});
