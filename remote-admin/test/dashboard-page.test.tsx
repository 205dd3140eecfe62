// Before the page: installs fetch for jsdom.
import {
  API_BASE_URL,
  fakeApi,
  type FakeHandler,
  naira,
  ok,
  renderWithProviders,
  unreachable,
} from '@clean/shared/testing';
import { paths, STORAGE_KEYS } from '@clean/shared';
import type { DashboardData } from '@clean/shared/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DashboardPage from '../src/pages/dashboard-page';
import { appointment } from './support/fixtures';

const TOKEN = 'tok-dashboard';

const dashboardData = {
  admins: 2,
  appointments: 1234,
  customers: 9,
  // Paid appointments only: the server's sum.
  earnings: 1250000,
  latestAppointments: [
    appointment('a1', 'Ada Obi'),
    appointment('a2', 'Bola Ade', {
      payment: false,
      cancelled: true,
      service: 'Deep Clean',
      amount: 60000,
      date: '2030-01-09',
      time: '9:00 AM',
    }),
    appointment('a3', 'Chidi Eze', { isCompleted: true }),
    appointment('a4', 'Dayo Bello', { needsAttention: true, attentionReason: 'cancelled', cancelled: true }),
  ],
} satisfies DashboardData;

const LOADED = ok({ dashboardData });

/** The reports under the figures (their own test is reports.test.tsx): answered, with nothing to draw. */
const NO_REPORTS = ok({ earningsByWeek: [], bookingsByLocation: [], busiestSlots: [] });
const dashboardApi = (routes: Record<string, FakeHandler>) =>
  fakeApi({ 'GET /api/admin/reports': NO_REPORTS, ...routes });

function renderDashboard() {
  const user = userEvent.setup();
  renderWithProviders(<DashboardPage />, { route: paths.admin.dashboard });
  return { user };
}

/** The value shown under a figure's label. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

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
    const api = dashboardApi({ 'GET /api/admin/dashboard': LOADED });
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

  it('writes a million appointments and NGN 10 billion in full, with separators', async () => {
    const huge = { ...dashboardData, appointments: 1_000_000, customers: 250_000, earnings: 10_000_000_000 };
    dashboardApi({ 'GET /api/admin/dashboard': ok({ dashboardData: huge }) });
    renderDashboard();
    expect(await screen.findByText('1,000,000')).toBe(figure('Appointments'));
    expect(figure('Customers')).toHaveTextContent('250,000');
    expect(figure('Earnings')).toHaveTextContent(/^NGN 10,000,000,000\.00$/);
  });

  it('lists each latest booking with service, date, time, amount, payment and derived status', async () => {
    dashboardApi({ 'GET /api/admin/dashboard': LOADED });
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

  it('shows earnings of NGN 10 billion in full, formatted', async () => {
    // Years of sums pass any single amount's ceiling: the answer's schema has none for sums.
    dashboardApi({ 'GET /api/admin/dashboard': ok({ dashboardData: { ...dashboardData, earnings: 10_000_000_000 } }) });
    renderDashboard();
    await screen.findByText('Ada Obi');
    expect(figure('Earnings')).toHaveTextContent(naira(10_000_000_000));
    expect(figure('Earnings')).toHaveTextContent(/10,000,000,000/);
  });

  it('says so when there are no bookings yet', async () => {
    dashboardApi({
      'GET /api/admin/dashboard': ok({
        dashboardData: { ...dashboardData, appointments: 0, earnings: 0, latestAppointments: [] },
      }),
    });
    renderDashboard();
    expect(await screen.findByText(/No bookings yet/)).toBeInTheDocument();
    expect(figure('Earnings')).toHaveTextContent(naira(0));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the outline of the cards and the list while it loads', async () => {
    const api = dashboardApi({ 'GET /api/admin/dashboard': LOADED });
    const release = api.hold();
    renderDashboard();

    // The figures' outline first; the reports have their own.
    expect((await screen.findAllByRole('status'))[0]).toHaveTextContent('Loading the dashboard');
    expect(screen.queryByText('Admins')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Admins')).toBeInTheDocument();
    // No outline is left: the one status there is is the business export's line, empty until it runs.
    expect(screen.queryAllByRole('status').map((status) => status.textContent)).toEqual(['']);
    expect(api.callsTo('GET /api/admin/dashboard')).toHaveLength(1);
  });

  it('shows an error with the message and Retry when the call fails, and Retry loads it', async () => {
    const api = dashboardApi({ 'GET /api/admin/dashboard': unreachable });
    const { user } = renderDashboard();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load the dashboard' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Could not reach the server. Check your connection and try again.');

    api.set('GET /api/admin/dashboard', LOADED);
    const release = api.hold();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    // The panel stays while the retry is on its way, and its button says so.
    expect(await within(alert).findByRole('button', { name: 'Retrying…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Latest Bookings' })).toBeInTheDocument();
    expect(figure('Admins')).toHaveTextContent('2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/dashboard')).toHaveLength(2);
  });

  it("shows the server's message when it answers with an error", async () => {
    dashboardApi({
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
