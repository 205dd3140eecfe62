// Before the pages: installs fetch for jsdom.
import { fakeApi, naira, ok, renderWithProviders, unreachable, type FakeHandler } from '@clean/shared/testing';
import { appointmentPath, paths, STORAGE_KEYS } from '@clean/shared';
import type { AppointmentWithState, AvailabilityEntry } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDashboardApi } from '../src/features/dashboard/api/get-dashboard';
import { getNeedsAttentionApi } from '../src/features/needs-attention/api/get-needs-attention';
import DashboardPage from '../src/pages/dashboard-page';
import NeedsAttentionPage from '../src/pages/needs-attention-page';
import { appointment } from './support/fixtures';
import { spyOnToasts } from './support/toasts';

const TOKEN = 'tok-attention';

const routes = {
  list: 'GET /api/admin/needs-attention',
  availability: 'GET /api/admin/availability',
  rebook: 'POST /api/admin/needs-attention/:id/rebook',
  refund: 'POST /api/admin/needs-attention/:id/refund',
  providerRefund: 'POST /api/admin/appointments/:id/refund',
} as const;

const ada = appointment('a1', 'Ada Obi', {
  location: 'Lagos',
  service: 'Deep Clean',
  durationMinutes: 300,
  amount: 120000,
  date: '2030-01-09',
  time: '6:00 AM',
  paidAt: '2030-01-07T09:10:00.000Z',
  status: 'needs-attention',
  needsAttention: true,
  attentionReason: 'slot-taken',
});
const bola = appointment('a2', 'Bola Ade', {
  cancelled: true,
  status: 'needs-attention',
  needsAttention: true,
  attentionReason: 'cancelled',
});

/** The free dates and times per location, as GET /api/admin/availability?location= answers them. */
const FREE: Record<string, AvailabilityEntry[]> = {
  Lagos: [
    { date: '2030-01-10', availableTimes: ['7:00 AM', '9:00 AM'] },
    { date: '2030-01-11', availableTimes: ['2:00 PM'] },
    { date: '2030-01-12', availableTimes: [] },
  ],
  Abuja: [{ date: '2030-01-14', availableTimes: ['8:00 AM'] }],
};

const availabilityAnswer: FakeHandler = (request) => {
  const location = new URL(request.url).searchParams.get('location') ?? '';
  return { status: 200, body: FREE[location] ?? [] };
};

/** The list as the API keeps it: a rebook or refund takes the booking off it. */
function attentionServer(initial: AppointmentWithState[]) {
  let open = initial;
  /** Takes the booking off the list, answering with `message`. */
  const settle =
    (message: string): FakeHandler =>
    (_request, { id }) => {
      const settled = open.find((item) => item._id === id);
      open = open.filter((item) => item._id !== id);
      return ok({ message, appointment: settled });
    };
  return fakeApi({
    [routes.list]: () => ok({ appointments: open }),
    [routes.availability]: availabilityAnswer,
    [routes.rebook]: settle('Rebooked for 2030-01-10 at 9:00 AM in Lagos.'),
    [routes.refund]: settle('Marked as refunded. The booking is cancelled.'),
    [routes.providerRefund]: settle('Refund asked of the payment provider.'),
  });
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<NeedsAttentionPage />, { route: paths.admin.needsAttention });
  return { user };
}

const card = (name: string) => screen.findByRole('article', { name });
/** The value shown beside a label of a card's details. */
const detail = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

async function bodyOf(server: ReturnType<typeof fakeApi>, route: string) {
  const [call] = server.callsTo(route);
  return call!.clone().json();
}

let spies: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.adminToken, TOKEN);
  spies = spyOnToasts();
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('needs attention page', () => {
  it('lists each flagged payment with who, how to reach them, what, when, and why in words', async () => {
    const server = attentionServer([ada, bola]);
    renderPage();

    const first = await card('Ada Obi');
    expect(server.calls[0]!.headers.get('adminToken')).toBe(TOKEN);
    expect(screen.getByRole('heading', { level: 1, name: 'Needs Attention' })).toBeInTheDocument();
    expect(within(first).getByText('Paid after the slot was taken')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(within(first).getByRole('link', { name: '+234 803 000 0001' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(detail(first, 'Service')).toHaveTextContent('Deep Clean');
    expect(detail(first, 'Amount')).toHaveTextContent(naira(120000));
    expect(detail(first, 'Paid at')).toHaveTextContent('7 Jan 2030, 10:10 AM');
    expect(detail(first, 'Booked for')).toHaveTextContent('2030/01/09, 6:00 AM, Lagos');
    expect(within(first).getByRole('link', { name: 'SPK-a1' })).toHaveAttribute('href', appointmentPath('a1'));

    const second = await card('Bola Ade');
    expect(within(second).getByText('Paid for a cancelled booking')).toBeVisible();
    expect(within(second).getByRole('button', { name: 'Rebook Bola Ade' })).toBeVisible();
    expect(within(second).getByRole('button', { name: 'Mark refunded by hand Bola Ade' })).toBeVisible();
  });

  it('says when a payment arrived for a deleted booking', async () => {
    const chika = appointment('a3', 'Chika Eze', {
      status: 'needs-attention',
      needsAttention: true,
      attentionReason: 'deleted',
    });
    attentionServer([chika]);
    renderPage();
    const item = await card('Chika Eze');
    expect(within(item).getByText('Paid for a deleted booking')).toBeVisible();
    expect(within(item).getByRole('button', { name: 'Mark refunded by hand Chika Eze' })).toBeVisible();
  });

  it('says when the crew could not work', async () => {
    const dayo = appointment('a4', 'Dayo Bello', {
      status: 'needs-attention',
      needsAttention: true,
      attentionReason: 'could-not-work',
    });
    attentionServer([dayo]);
    renderPage();
    const item = await card('Dayo Bello');
    expect(within(item).getByText('Crew could not work')).toBeVisible();
    expect(within(item).getByRole('button', { name: 'Rebook Dayo Bello' })).toBeVisible();
  });

  it('shows the outline while loading, then says when nothing needs attention', async () => {
    const server = attentionServer([]);
    const release = server.hold();
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the payments that need attention');
    release();
    expect(await screen.findByRole('heading', { name: 'Nothing needs attention' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    const server = attentionServer([ada]);
    server.set(routes.list, unreachable);
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'We could not load the payments that need attention' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent('Could not reach the server.');
    server.reset(routes.list);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await card('Ada Obi')).toBeVisible();
  });

  it('rebooks into a free time of the booking’s location: the answer’s dates and times, the right body, then gone', async () => {
    const server = attentionServer([ada, bola]);
    const { user } = renderPage();
    await user.click(within(await card('Ada Obi')).getByRole('button', { name: 'Rebook Ada Obi' }));

    const dialog = await screen.findByRole('dialog', { name: 'Rebook Ada Obi' });
    expect(within(dialog).getByLabelText('Location')).toHaveValue('Lagos');
    const date = await within(dialog).findByLabelText('Date');
    // The dates with a free time, by name; a date with none is not offered.
    expect(
      within(date)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a date', 'Thursday, 10 Jan 2030', 'Friday, 11 Jan 2030']);
    // Times where the whole five-hour job fits.
    expect(Object.fromEntries(new URL(server.callsTo(routes.availability)[0]!.url).searchParams)).toEqual({
      location: 'Lagos',
      minutes: '300',
    });
    expect(within(dialog).getByLabelText('Time')).toBeDisabled();

    await user.selectOptions(date, '2030-01-10');
    const time = within(dialog).getByLabelText('Time');
    expect(
      within(time)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a time', '7:00 AM', '9:00 AM']);
    await user.selectOptions(time, '9:00 AM');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Rebooked for 2030-01-10 at 9:00 AM in Lagos.'));
    expect(await bodyOf(server, routes.rebook)).toEqual({ location: 'Lagos', date: '2030-01-10', time: '9:00 AM' });
    expect(server.callsTo(routes.rebook)[0]!.url).toMatch(/\/api\/admin\/needs-attention\/a1\/rebook$/);
    expect(server.callsTo(routes.rebook)[0]!.headers.get('adminToken')).toBe(TOKEN);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ada Obi' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Bola Ade' })).toBeVisible();
  });

  it('offers the free times of another location when the location changes', async () => {
    const server = attentionServer([ada]);
    const { user } = renderPage();
    await user.click(within(await card('Ada Obi')).getByRole('button', { name: 'Rebook Ada Obi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rebook Ada Obi' });
    await within(dialog).findByLabelText('Date');

    await user.selectOptions(within(dialog).getByLabelText('Location'), 'Abuja');
    await waitFor(() =>
      expect(
        within(within(dialog).getByLabelText('Date'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a date', 'Monday, 14 Jan 2030']),
    );
    await user.selectOptions(within(dialog).getByLabelText('Date'), '2030-01-14');
    await user.selectOptions(within(dialog).getByLabelText('Time'), '8:00 AM');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.callsTo(routes.rebook)).toHaveLength(1));
    expect(await bodyOf(server, routes.rebook)).toEqual({ location: 'Abuja', date: '2030-01-14', time: '8:00 AM' });
  });

  it('asks for a date and a time before sending anything', async () => {
    const server = attentionServer([ada]);
    const { user } = renderPage();
    await user.click(within(await card('Ada Obi')).getByRole('button', { name: 'Rebook Ada Obi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rebook Ada Obi' });
    await within(dialog).findByLabelText('Date');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Choose a date', { selector: 'p' })).toBeVisible();
    expect(within(dialog).getByText('Choose a time', { selector: 'p' })).toBeVisible();
    expect(server.writes()).toHaveLength(0);
  });

  it('keeps the dialog open with the server’s message when the slot was just taken (409)', async () => {
    const server = attentionServer([ada]);
    server.set(routes.rebook, {
      status: 409,
      body: { success: false, message: 'This time slot is fully booked. Please choose another.' },
    });
    const { user } = renderPage();
    await user.click(within(await card('Ada Obi')).getByRole('button', { name: 'Rebook Ada Obi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rebook Ada Obi' });
    await user.selectOptions(await within(dialog).findByLabelText('Date'), '2030-01-11');
    await user.selectOptions(within(dialog).getByLabelText('Time'), '2:00 PM');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This time slot is fully booked. Please choose another.');
    expect(spies.error).toHaveBeenCalledWith('This time slot is fully booked. Please choose another.');
    expect(spies.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Rebook Ada Obi' })).toBeVisible();
    // The free times are asked for again: the one chosen may be gone.
    await waitFor(() => expect(server.callsTo(routes.availability).length).toBeGreaterThan(1));
  });

  it('shows a 400’s message and its field problems in the dialog', async () => {
    const server = attentionServer([ada]);
    server.set(routes.rebook, {
      status: 400,
      body: {
        success: false,
        message: 'Please correct the highlighted fields.',
        errors: [{ field: 'date', message: 'Lagos is closed on 2030-01-11 (Staff training).' }],
      },
    });
    const { user } = renderPage();
    await user.click(within(await card('Ada Obi')).getByRole('button', { name: 'Rebook Ada Obi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rebook Ada Obi' });
    await user.selectOptions(await within(dialog).findByLabelText('Date'), '2030-01-11');
    await user.selectOptions(within(dialog).getByLabelText('Time'), '2:00 PM');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Please correct the highlighted fields.');
    expect(alert).toHaveTextContent('Lagos is closed on 2030-01-11 (Staff training).');
  });

  it('marks refunded only with a note, and sends it', async () => {
    const server = attentionServer([ada, bola]);
    const { user } = renderPage();
    await user.click(within(await card('Bola Ade')).getByRole('button', { name: 'Mark refunded by hand Bola Ade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the payment of Bola Ade refunded by hand' });
    const note = within(dialog).getByLabelText('Note');
    expect(note).toHaveFocus();

    await user.type(note, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(await within(dialog).findByText('A note is required: how and when the money was refunded')).toBeVisible();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(server.writes()).toHaveLength(0);

    await user.clear(note);
    await user.type(note, 'Sent back by transfer on 8 Jan');
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Marked as refunded. The booking is cancelled.'));
    expect(await bodyOf(server, routes.refund)).toEqual({ note: 'Sent back by transfer on 8 Jan' });
    expect(server.callsTo(routes.refund)[0]!.url).toMatch(/\/api\/admin\/needs-attention\/a2\/refund$/);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Bola Ade' })).not.toBeInTheDocument());
  });

  it('refunds part of a payment through the provider, with a note', async () => {
    const server = attentionServer([ada]);
    const { user } = renderPage();
    await user.click(within(await card('Ada Obi')).getByRole('button', { name: 'Refund Ada Obi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Ada Obi through the payment provider' });
    const amount = within(dialog).getByLabelText(/Amount/);
    expect(amount).toHaveValue('120000');
    await user.clear(amount);
    await user.type(amount, '20000');
    await user.type(within(dialog).getByLabelText('Note'), 'Crew arrived late');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Refund asked of the payment provider.'));
    expect(await bodyOf(server, routes.providerRefund)).toEqual({ amount: 20000, note: 'Crew arrived late' });
  });

  it('keeps the refund dialog with the server’s message when it is refused', async () => {
    const server = attentionServer([bola]);
    server.set(routes.refund, {
      status: 409,
      body: { success: false, message: 'This payment no longer needs attention.' },
    });
    const { user } = renderPage();
    await user.click(within(await card('Bola Ade')).getByRole('button', { name: 'Mark refunded by hand Bola Ade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the payment of Bola Ade refunded by hand' });
    await user.type(within(dialog).getByLabelText('Note'), 'Refunded in cash');
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This payment no longer needs attention.');
    expect(spies.error).toHaveBeenCalledWith('This payment no longer needs attention.');
  });
});

describe('the dashboard’s needs attention panel', () => {
  const dashboardRoutes = {
    'GET /api/admin/dashboard': ok({
      dashboardData: { admins: 1, appointments: 2, customers: 2, earnings: 0, latestAppointments: [] },
    }),
    'GET /api/admin/reports': ok({ earningsByWeek: [], bookingsByLocation: [], busiestSlots: [] }),
  };

  it('counts the flagged payments and names the first ones, linking to the page', async () => {
    const many = [ada, bola, appointment('a3', 'Chidi Eze'), appointment('a4', 'Dayo Bello')].map((item) => ({
      ...item,
      needsAttention: true,
      attentionReason: item.attentionReason ?? ('slot-taken' as const),
    }));
    fakeApi({ ...dashboardRoutes, [routes.list]: ok({ appointments: many }) });
    renderWithProviders(<DashboardPage />, { route: paths.admin.dashboard });

    const panel = await screen.findByRole('region', { name: 'Needs attention' });
    expect(panel).toHaveTextContent('4 payments need your attention');
    expect(within(panel).getByRole('link', { name: 'Ada Obi' })).toHaveAttribute('href', paths.admin.needsAttention);
    expect(within(panel).getByText(/Paid for a cancelled booking/)).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Chidi Eze' })).toBeVisible();
    expect(within(panel).queryByText('Dayo Bello')).not.toBeInTheDocument();
    expect(panel).toHaveTextContent('and 1 more');
    expect(within(panel).getByRole('link', { name: 'Open needs attention' })).toHaveAttribute(
      'href',
      paths.admin.needsAttention,
    );
  });

  it('holds its place with an outline while it loads, so the dashboard under it stays put', async () => {
    const release = fakeApi({ ...dashboardRoutes, [routes.list]: ok({ appointments: [] }) }).hold();
    renderWithProviders(<DashboardPage />, { route: paths.admin.dashboard });
    // Seen, but not announced: the dashboard's own outline says it is loading.
    expect(screen.getByText('Needs attention')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument();
    release();
    const panel = await screen.findByRole('region', { name: 'Needs attention' });
    expect(panel).toHaveTextContent('Nothing needs attention.');
    expect(screen.getAllByText('Needs attention')).toHaveLength(1);
  });

  it('keeps the figures under it waiting until its list is in, so both appear at once', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    fakeApi({
      ...dashboardRoutes,
      [routes.list]: async () => {
        await answered;
        return ok({ appointments: [{ ...ada, needsAttention: true, attentionReason: 'slot-taken' as const }] });
      },
    });
    const { store } = renderWithProviders(<DashboardPage />, { route: paths.admin.dashboard });
    const figures = getDashboardApi.endpoints.adminGetDashboard.select();
    // The store's type does not know the endpoints the remote injects into it.
    const state = () => store.getState() as Parameters<typeof figures>[0];
    await waitFor(() => expect(figures(state()).data).toBeDefined());
    // The figures are in, but not shown: the panel's list would push them down when it came.
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading the dashboard');
    expect(screen.queryByText('Admins')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('Admins')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Needs attention' })).toHaveTextContent('1 payment needs your attention');
  });

  it('shows its list only with the figures under it, when they come last', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    fakeApi({
      ...dashboardRoutes,
      'GET /api/admin/dashboard': async () => {
        await answered;
        return dashboardRoutes['GET /api/admin/dashboard'];
      },
      [routes.list]: ok({ appointments: [{ ...ada, needsAttention: true, attentionReason: 'slot-taken' as const }] }),
    });
    const { store } = renderWithProviders(<DashboardPage />, { route: paths.admin.dashboard });
    const list = getNeedsAttentionApi.endpoints.adminGetNeedsAttention.select();
    // The store's type does not know the endpoints the remote injects into it.
    await waitFor(() => expect(list(store.getState() as Parameters<typeof list>[0]).data).toBeDefined());
    expect(screen.getByText('Needs attention')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('region', { name: 'Needs attention' })).toHaveTextContent('Ada Obi');
    expect(screen.getByText('Admins')).toBeVisible();
  });

  it('stays out of the way when it cannot load', async () => {
    fakeApi({ ...dashboardRoutes, [routes.list]: unreachable });
    renderWithProviders(<DashboardPage />, { route: paths.admin.dashboard });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Needs attention')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument();
  });

  it('says nothing needs attention when the list is empty', async () => {
    fakeApi({ ...dashboardRoutes, [routes.list]: ok({ appointments: [] }) });
    renderWithProviders(<DashboardPage />, { route: paths.admin.dashboard });
    const panel = await screen.findByRole('region', { name: 'Needs attention' });
    expect(panel).toHaveTextContent('Nothing needs attention.');
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });
});
