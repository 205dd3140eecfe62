// Before the page: the server installs fetch for jsdom.
import { abujaAreas, bookingAnswer, bookingServer } from './support/booking-server';
import { mockFetch } from '@clean/shared/testing';
import { PRIVACY_NOTICE } from '@clean/shared/privacy';
import type { ReceiptResponse } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import {
  availableDay,
  button,
  customer,
  enter,
  field,
  fillCustomer,
  findButton,
  naira,
  renderBookingPage,
  timeButton,
  useBookingTestSetup,
  type User,
} from './support/booking-page';
import { paidReceipt, renderReceiptPage } from './support/receipts';

const landmark = 'Opposite Shoprite, Admiralty Way';

/** Abuja chosen and its areas read: the Area field takes typing. */
async function chooseAbuja(user: User) {
  await user.selectOptions(field('Location'), 'Abuja');
  await waitFor(() => expect(field('Area')).toBeEnabled());
}

/** Types an area's name as a visitor does when the list offers it (or picks it there). */
async function typeArea(user: User, name: string) {
  await user.clear(field('Area'));
  await user.type(field('Area'), name);
}

/** Home Cleaning, Standard Clean, Weekly (NGN 90,000). */
async function chooseWeekly(user: User) {
  await user.selectOptions(field('Service Type'), 'p1');
  await user.selectOptions(field('Service'), 's1');
  await user.selectOptions(field('Frequency'), 'f2');
}

const total = () => screen.getByText('Total to pay').nextElementSibling;
const sentBody = async (request: Request) => (await request.clone().json()) as Record<string, unknown>;

describe('the area and landmark on the booking form', () => {
  useBookingTestSetup();

  it('offers the city’s areas, adds the surcharge, asks the calendar for the area and sends area and landmark', async () => {
    const server = bookingServer();
    server.setAreas('Abuja', abujaAreas);
    const { user } = await renderBookingPage();
    await chooseAbuja(user);
    expect(server.calls.map((call) => new URL(call.url)).find((url) => url.pathname === '/api/areas')?.search).toBe(
      '?location=Abuja',
    );
    // The list the browser offers while typing: every area of the city.
    const area = field('Area');
    const list = document.getElementById(area.getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
      'Wuse 2',
      'Maitama',
      'Kuje',
    ]);
    expect(field('Nearest landmark (optional)')).toHaveAttribute('placeholder', landmark);

    await fillCustomer(user);
    await chooseWeekly(user);
    expect(total()).toHaveTextContent(naira(90000));
    // Any case, as typed: the area is picked, and its surcharge is part of the total.
    await typeArea(user, 'maitama');
    expect(total()).toHaveTextContent(naira(95000));
    expect(screen.getByText(`Includes Area surcharge: Maitama (+${naira(5000)})`)).toBeVisible();
    await enter(user, 'Nearest landmark (optional)', landmark);
    await waitFor(() =>
      expect(server.availabilityCalls().map((call) => new URL(call.url).searchParams.get('area'))).toContain(
        'a-maitama',
      ),
    );

    await user.click(await availableDay('January 8, 2030'));
    await user.click(timeButton('7:00 AM'));
    server.onBook(() => ({ status: 201, body: { ...bookingAnswer, amount: 95000 } }));
    await user.click(button('Book Now'));
    await waitFor(() => expect(server.bookings()).toHaveLength(1));
    expect(await sentBody(server.bookings()[0]!)).toMatchObject({
      location: 'Abuja',
      area: 'a-maitama',
      landmark,
      amount: 95000,
    });

    const dialog = await screen.findByRole('dialog', { name: 'Appointment Overview' });
    for (const [label, value] of [
      ['Area', 'Maitama'],
      ['Nearest landmark', landmark],
    ]) {
      expect(within(dialog).getByText(label!, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value!);
    }
  });

  it('asks for an area when the city has them, and shows the server’s word on it under the field', async () => {
    const server = bookingServer();
    server.setAreas('Abuja', abujaAreas);
    const { user } = await renderBookingPage();
    await chooseAbuja(user);
    await fillCustomer(user);
    await chooseWeekly(user);
    // A name that is no area of the city picks none.
    await typeArea(user, 'Mait');
    await user.click(await availableDay('January 8, 2030'));
    await user.click(timeButton('7:00 AM'));
    await user.click(button('Book Now'));

    await waitFor(() =>
      expect(field('Area')).toHaveAccessibleDescription(expect.stringContaining('Please choose your area')),
    );
    expect(field('Area')).toHaveAttribute('aria-invalid', 'true');
    expect(server.bookings()).toHaveLength(0);

    await typeArea(user, 'Wuse 2');
    await waitFor(() => expect(screen.queryByText('Please choose your area')).not.toBeInTheDocument());
    const refusal = 'This area is not one of Abuja’s. Please choose it again.';
    server.onBook(() => ({
      status: 400,
      body: { success: false, message: 'Please check the area', errors: [{ field: 'area', message: refusal }] },
    }));
    await user.click(button('Book Now'));
    await waitFor(() => expect(field('Area')).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(await sentBody(server.bookings()[0]!)).toMatchObject({ area: 'a-wuse', amount: 90000 });
  });

  it('says an area is not served instead of the calendar, and takes a lead with consent', async () => {
    const server = bookingServer();
    server.setAreas('Abuja', abujaAreas);
    const { user } = await renderBookingPage();
    await chooseAbuja(user);
    await typeArea(user, 'Kuje');

    expect(await screen.findByText("We don't clean in Kuje yet")).toBeVisible();
    expect(screen.queryByText('Book Now')).not.toBeInTheDocument();
    expect(screen.queryByText('Preferred Date')).not.toBeInTheDocument();
    await user.click(button('Tell me when you do'));
    const lead = screen.getByRole('form', { name: 'Tell me when you clean there' });
    const leadField = (label: string) => within(lead).getByLabelText(label);
    expect(leadField('Name')).toHaveFocus();
    expect(within(lead).getByText(/tell you when we start cleaning in this area/)).toBeVisible();
    expect(within(lead).getByRole('link', { name: 'Read our privacy notice' })).toHaveAttribute('href');

    // Nothing given: each field says what it needs.
    await user.click(within(lead).getByRole('button', { name: 'Tell me' }));
    expect(await within(lead).findByText('Name is required')).toBeVisible();
    expect(within(lead).getByText('Please agree that we may contact you about this')).toBeVisible();
    expect(leadField('Email')).toHaveAccessibleDescription(expect.stringContaining('Give an email or a phone number'));
    // Refused in the page: the button never went to 'Sending…', and nothing reached the server.
    expect(within(lead).getByRole('button', { name: 'Tell me' })).not.toHaveAttribute('aria-busy');
    expect(server.areaLeads()).toHaveLength(0);
    await user.click(leadField('Name'));
    await user.paste('Adaeze Okafor');
    await user.click(within(lead).getByRole('checkbox', { name: 'You may contact me when you clean in Kuje' }));

    await user.click(leadField('Phone Number'));
    await user.paste(customer.phone);
    // The server's refusal: its message, and its word under the field it names.
    server.onAreaLead(() => ({
      status: 400,
      body: {
        success: false,
        message: 'Please check your details',
        errors: [{ field: 'phone', message: 'This phone number cannot be reached' }],
      },
    }));
    await user.click(within(lead).getByRole('button', { name: 'Tell me' }));
    expect(await within(lead).findByRole('alert')).toHaveTextContent('Please check your details');
    expect(leadField('Phone Number')).toHaveAccessibleDescription('This phone number cannot be reached');

    let answer: () => void = () => {};
    server.onAreaLead(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 201, body: { success: true, message: 'Saved' } });
        }),
    );
    await user.click(within(lead).getByRole('button', { name: 'Tell me' }));
    expect(await within(lead).findByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Thank you. We will tell you when we clean in Kuje.')).toBeVisible();
    expect(await sentBody(server.areaLeads()[1]!)).toEqual({
      area: 'a-kuje',
      name: 'Adaeze Okafor',
      email: '',
      phone: customer.phone,
      consent: true,
      privacyNoticeVersion: PRIVACY_NOTICE.version,
    });

    // A served area again: the booking form comes back.
    await typeArea(user, 'Wuse 2');
    expect(await findButton('Book Now')).toBeEnabled();
    expect(screen.queryByText("We don't clean in Kuje yet")).not.toBeInTheDocument();
  });
});

describe('the area and landmark on the receipt', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows them with the address when the booking gave them', async () => {
    const server = mockFetch();
    server.answer({
      status: 200,
      body: {
        success: true,
        message: 'Booking found.',
        booking: { ...paidReceipt, area: 'Maitama', landmark },
        serverTime: '2030-01-01T08:00:00.000Z',
      } satisfies ReceiptResponse,
    });
    renderReceiptPage('/booking/SPK-REF-1?contact=adaeze%40example.com');
    const details = await screen.findByRole('region', { name: 'Appointment details' });
    for (const [label, value] of [
      ['Area', 'Maitama'],
      ['Nearest landmark', landmark],
    ]) {
      expect(within(details).getByText(label!, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value!);
    }
  });
});
