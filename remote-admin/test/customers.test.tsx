// Before the pages: installs fetch for jsdom.
import { fakeApi, naira, ok, renderWithProviders, unreachable } from '@clean/shared/testing';
import { appointmentPath, customerPath, paths, STORAGE_KEYS } from '@clean/shared';
import type { Customer } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import CustomerPage from '../src/pages/customer-page';
import CustomersPage from '../src/pages/customers-page';
import { CurrentLocation } from './support/current-location';
import { appointment } from './support/fixtures';

const TOKEN = 'tok-customers';

const routes = {
  list: 'GET /api/admin/customers',
  details: 'GET /api/admin/customers/:id',
} as const;

const customer = (id: string, name: string, overrides: Partial<Customer> = {}): Customer => ({
  _id: id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  phone: '0803 123 4567',
  bookings: 2,
  totalPaid: 180000,
  lastBooking: '2030-01-08',
  ...overrides,
});

const ada = customer('c1', 'Ada Obi', { bookings: 3, totalPaid: 250000, lastBooking: '2030-02-01' });
const bola = customer('c2', 'Bola Ade', { bookings: 1, totalPaid: 0, lastBooking: '2030-01-05' });

const page = (customers: Customer[], total = customers.length, pageNumber = 1) =>
  ok({ customers, total, page: pageNumber, pageSize: 20 });

/** Phones: the list turns into cards below 48rem. */
function onPhone() {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

function renderList(route: string = paths.admin.customers) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Routes>
        <Route path={paths.admin.customers} element={<CustomersPage />} />
        <Route path={paths.admin.customer} element={<CustomerPage />} />
      </Routes>
      <CurrentLocation />
    </>,
    { route },
  );
  return { user };
}

const detail = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.adminToken, TOKEN);
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
  localStorage.clear();
});

describe('customers list', () => {
  it('shows one row per customer with contact, bookings, total paid and last booking, asked for with the token', async () => {
    const server = fakeApi({ [routes.list]: page([ada, bola]) });
    renderList();

    const row = await screen.findByRole('row', { name: /Ada Obi/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    expect(server.calls[0]!.headers.get('adminToken')).toBe(TOKEN);
    expect(new URL(server.calls[0]!.url).searchParams.get('page')).toBe('1');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Phone', 'Bookings', 'Total paid', 'Last booking']);
    expect(within(row).getByRole('link', { name: 'Ada Obi' })).toHaveAttribute('href', customerPath('c1'));
    expect(within(row).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(within(row).getByRole('link', { name: '0803 123 4567' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent(naira(250000));
    expect(row).toHaveTextContent('2030/02/01');
    expect(screen.getByRole('row', { name: /Bola Ade/ })).toHaveTextContent(naira(0));
    expect(screen.getByRole('navigation', { name: 'Customer pages' })).toHaveTextContent('Page 1 of 1');
    expect(screen.getByRole('navigation', { name: 'Customer pages' })).toHaveTextContent('2 customers');
  });

  it('shows cards on a phone, each name opening the customer', async () => {
    onPhone();
    fakeApi({ [routes.list]: page([ada]) });
    renderList();
    const card = await screen.findByRole('article', { name: 'Ada Obi' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(detail(card, 'Bookings')).toHaveTextContent('3');
    expect(detail(card, 'Total paid')).toHaveTextContent(naira(250000));
    expect(detail(card, 'Last booking')).toHaveTextContent('2030/02/01');
    expect(within(card).getByRole('link', { name: 'Ada Obi' })).toHaveAttribute('href', customerPath('c1'));
  });

  it('pages with ?page= in the address', async () => {
    const server = fakeApi({
      [routes.list]: (request) => {
        const asked = Number(new URL(request.url).searchParams.get('page'));
        return asked === 2 ? page([bola], 21, 2) : page([ada], 21, 1);
      },
    });
    const { user } = renderList();
    await screen.findByRole('row', { name: /Ada Obi/ });
    const pager = screen.getByRole('navigation', { name: 'Customer pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: /Bola Ade/ })).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent(`${paths.admin.customers}?page=2`);
    expect(new URL(server.calls.at(-1)!.url).searchParams.get('page')).toBe('2');
    expect(screen.getByRole('navigation', { name: 'Customer pages' })).toHaveTextContent('Page 2 of 2');
  });

  it('shows the outline while loading and says so when there are no customers', async () => {
    const server = fakeApi({ [routes.list]: page([]) });
    const release = server.hold();
    renderList();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the customers');
    release();
    expect(await screen.findByRole('heading', { name: 'No customers yet' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Customer pages' })).not.toBeInTheDocument();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    const server = fakeApi({ [routes.list]: unreachable });
    const { user } = renderList();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load the customers' })).toBeVisible();
    server.set(routes.list, page([ada]));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Ada Obi/ })).toBeVisible();
  });

  it('opens a customer from the list', async () => {
    fakeApi({
      [routes.list]: page([ada]),
      [routes.details]: ok({ customer: ada, appointments: [appointment('a1', 'Ada Obi')] }),
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('link', { name: 'Ada Obi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer' })).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent(customerPath('c1'));
  });
});

describe("a customer's page", () => {
  const bookings = [
    appointment('a2', 'Ada Obi', {
      reference: 'SPK-NEW',
      date: '2030-02-01',
      time: '9:00 AM',
      location: 'Lagos',
      service: 'Deep Clean',
      amount: 160000,
      payment: false,
      paidAt: null,
      status: 'awaiting-payment',
      userData: { ...appointment('x', 'Ada Obi').userData, address: '3 Admiralty Way, Lekki' },
    }),
    appointment('a1', 'Ada Obi', { reference: 'SPK-OLD', status: 'completed', isCompleted: true }),
  ];

  it("shows the contact, the figures and the bookings, each reference opening the booking's details", async () => {
    const server = fakeApi({ [routes.details]: ok({ customer: ada, appointments: bookings }) });
    renderList(customerPath('c1'));

    const contact = await screen.findByRole('region', { name: 'Contact' });
    expect(server.calls[0]!.url).toMatch(/\/api\/admin\/customers\/c1$/);
    expect(server.calls[0]!.headers.get('adminToken')).toBe(TOKEN);
    expect(screen.getByText('Ada Obi')).toBeVisible();
    expect(within(contact).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(detail(contact, 'Address')).toHaveTextContent('3 Admiralty Way, Lekki');

    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(detail(figures, 'Bookings')).toHaveTextContent('3');
    expect(detail(figures, 'Total paid')).toHaveTextContent(naira(250000));
    expect(detail(figures, 'Last booking')).toHaveTextContent('2030/02/01');

    const table = within(screen.getByRole('region', { name: 'Bookings' })).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Reference', 'Date', 'Time', 'Location', 'Service', 'Amount', 'Status']);
    const newest = within(table).getByRole('row', { name: /SPK-NEW/ });
    expect(within(newest).getByRole('link', { name: 'SPK-NEW' })).toHaveAttribute('href', appointmentPath('a2'));
    expect(newest).toHaveTextContent('2030/02/01');
    expect(newest).toHaveTextContent('9:00 AM');
    expect(newest).toHaveTextContent('Lagos');
    expect(newest).toHaveTextContent('Deep Clean');
    expect(newest).toHaveTextContent(naira(160000));
    expect(newest).toHaveTextContent('Awaiting payment');
    const older = within(table).getByRole('row', { name: /SPK-OLD/ });
    expect(older).toHaveTextContent('Completed');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => within(row).queryByRole('link')?.textContent),
    ).toEqual([undefined, 'SPK-NEW', 'SPK-OLD']);
  });

  it('shows the bookings as cards on a phone', async () => {
    onPhone();
    fakeApi({ [routes.details]: ok({ customer: ada, appointments: bookings }) });
    renderList(customerPath('c1'));
    const card = await screen.findByRole('article', { name: 'SPK-NEW' });
    expect(within(card).getByRole('link', { name: 'SPK-NEW' })).toHaveAttribute('href', appointmentPath('a2'));
    expect(within(card).getByText('Awaiting payment')).toBeVisible();
    expect(detail(card, 'Location')).toHaveTextContent('Lagos');
  });

  it('says not found for an unknown customer, with the way back', async () => {
    fakeApi({ [routes.details]: { status: 404, body: { success: false, message: 'Customer not found' } } });
    renderList(customerPath('nobody'));
    expect(await screen.findByRole('heading', { name: 'Customer not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Customers' })).toHaveAttribute('href', paths.admin.customers);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the outline while loading, and Retry when it fails', async () => {
    const server = fakeApi({ [routes.details]: unreachable });
    const release = server.hold();
    const { user } = renderList(customerPath('c1'));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the customer');
    release();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load this customer' })).toBeVisible();
    server.set(routes.details, ok({ customer: ada, appointments: bookings }));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Figures' })).toBeVisible());
  });
});
