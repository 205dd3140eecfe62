// Before the page: installs fetch for jsdom.
import { API_BASE_URL, renderWithProviders } from '@clean/shared/testing';
import { formatNaira, paths, STORAGE_KEYS } from '@clean/shared';
import type { AppointmentWithState, DashboardData } from '@clean/shared/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DashboardPage from '../src/pages/dashboard-page';
import { fakeApi, type FakeAnswer } from './support/fake-api';

const TOKEN = 'tok-dashboard';

function booking(id: string, name: string, overrides: Partial<AppointmentWithState> = {}): AppointmentWithState {
  const [firstName = name, lastName = ''] = name.split(' ');
  return {
    _id: id,
    userData: {
      name,
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}@example.com`,
      phone: '+234 803 000 0001',
      address: '12 Aminu Kano Crescent, Wuse 2, Abuja',
    },
    location: 'Abuja',
    product: 'Home Cleaning',
    service: 'Standard Clean',
    frequency: 'Weekly',
    notes: '',
    amount: 90000,
    date: '2030-01-08',
    time: '7:00 AM',
    reference: `SPK-${id}`,
    payment: true,
    cancelled: false,
    isCompleted: false,
    createdAt: '2030-01-07T08:00:00.000Z',
    status: 'paid',
    holdExpiresAt: null,
    paidAt: '2030-01-07T08:05:00.000Z',
    needsAttention: false,
    attentionReason: null,
    ...overrides,
  };
}

const dashboardData = {
  admins: 2,
  appointments: 1234,
  customers: 9,
  // Paid appointments only: the server's sum.
  earnings: 1250000,
  latestAppointments: [
    booking('a1', 'Ada Obi'),
    booking('a2', 'Bola Ade', {
      payment: false,
      cancelled: true,
      service: 'Deep Clean',
      amount: 60000,
      date: '2030-01-09',
      time: '9:00 AM',
    }),
    booking('a3', 'Chidi Eze', { isCompleted: true }),
    booking('a4', 'Dayo Bello', { needsAttention: true, attentionReason: 'cancelled', cancelled: true }),
  ],
} satisfies DashboardData;

const LOADED: FakeAnswer = { status: 200, body: { success: true, dashboardData } };

function renderDashboard() {
  const user = userEvent.setup();
  renderWithProviders(<DashboardPage />, { route: paths.admin.dashboard });
  return { user };
}

/** The value shown under a figure's label. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

/** formatNaira separates code and number with a no-break space; text matchers see a plain one. */
const naira = (amount: number) => formatNaira(amount).replace(/\s/g, ' ');

const bookingItem = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.adminToken, TOKEN);
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('dashboard', () => {
  it('shows the counts, the formatted earnings and the latest bookings, asked for with the token', async () => {
    const api = fakeApi({ 'GET /api/admin/dashboard': LOADED });
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 2, name: 'Latest Bookings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(figure('Admins')).toHaveTextContent('2');
    expect(figure('Appointments')).toHaveTextContent('1,234');
    expect(figure('Customers')).toHaveTextContent('9');
    expect(figure('Earnings')).toHaveTextContent(naira(1250000));
    expect(screen.getByText('Paid appointments only')).toBeInTheDocument();

    const [request] = api.callsTo('GET /api/admin/dashboard');
    expect(request!.url).toBe(`${API_BASE_URL}/api/admin/dashboard`);
    expect(request!.headers.get('adminToken')).toBe(TOKEN);
  });

  it('lists each latest booking with service, date, time, amount, payment and derived status', async () => {
    fakeApi({ 'GET /api/admin/dashboard': LOADED });
    renderDashboard();
    await screen.findByText('Ada Obi');

    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const ada = bookingItem('Ada Obi');
    for (const text of ['Standard Clean', '2030/01/08', '7:00 AM', 'Paid', 'Active']) {
      expect(within(ada).getByText(text)).toBeInTheDocument();
    }
    expect(within(ada).getByText(naira(90000))).toBeInTheDocument();
    const bola = bookingItem('Bola Ade');
    for (const text of ['Deep Clean', '2030/01/09', '9:00 AM', 'Unpaid', 'Cancelled']) {
      expect(within(bola).getByText(text)).toBeInTheDocument();
    }
    expect(within(bookingItem('Chidi Eze')).getByText('Completed')).toBeInTheDocument();
    expect(within(bookingItem('Chidi Eze')).queryByText('Needs attention')).not.toBeInTheDocument();
    expect(within(bookingItem('Dayo Bello')).getByText('Needs attention')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'View all appointments' })).toHaveAttribute(
      'href',
      paths.admin.appointments,
    );
  });

  it('says so when there are no bookings yet', async () => {
    fakeApi({
      'GET /api/admin/dashboard': {
        status: 200,
        body: {
          success: true,
          dashboardData: { ...dashboardData, appointments: 0, earnings: 0, latestAppointments: [] },
        },
      },
    });
    renderDashboard();
    expect(await screen.findByText(/No bookings yet/)).toBeInTheDocument();
    expect(figure('Earnings')).toHaveTextContent(naira(0));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the outline of the cards and the list while it loads', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = fakeApi({ 'GET /api/admin/dashboard': LOADED });
    const answer = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await answered;
      return answer(...args);
    }) as typeof fetch;
    renderDashboard();

    expect(await screen.findByRole('status')).toHaveTextContent('Loading the dashboard');
    expect(screen.queryByText('Admins')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Admins')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/dashboard')).toHaveLength(1);
  });

  it('shows an error with the message and Retry when the call fails, and Retry loads it', async () => {
    const api = fakeApi({
      'GET /api/admin/dashboard': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderDashboard();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load the dashboard' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Could not reach the server. Check your connection and try again.');

    api.set('GET /api/admin/dashboard', LOADED);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Latest Bookings' })).toBeInTheDocument();
    expect(figure('Admins')).toHaveTextContent('2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/dashboard')).toHaveLength(2);
  });

  it("shows the server's message when it answers with an error", async () => {
    fakeApi({
      'GET /api/admin/dashboard': {
        status: 500,
        body: { success: false, message: 'Something went wrong on our side.' },
      },
    });
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the dashboard');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
  });
});
