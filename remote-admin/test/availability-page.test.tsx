// Before the page: installs fetch for jsdom.
import { fakeApi, ok, renderWithProviders } from '@clean/shared/testing';
import { appointmentPath, paths, STORAGE_KEYS } from '@clean/shared';
import type { AuditEvent, AvailabilitySettings, StrandedBooking } from '@clean/shared/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AvailabilityPage from '../src/pages/availability-page';
import { spyOnToasts } from './support/toasts';

const TOKEN = 'tok-availability';

const routes = {
  settings: 'GET /api/admin/availability-settings',
  update: 'PUT /api/admin/availability-settings',
  addClosed: 'POST /api/admin/closed-dates',
  reopen: 'DELETE /api/admin/closed-dates/:id',
  audit: 'GET /api/admin/audit',
} as const;

const settings: AvailabilitySettings = {
  slotHours: [6, 7, 8, 9],
  slotTimes: ['6:00 AM', '7:00 AM', '8:00 AM', '9:00 AM'],
  closedWeekdays: [0],
  crews: [
    { location: 'Abuja', crewsPerSlot: 2, travelMinutes: 45 },
    { location: 'Port Harcourt', crewsPerSlot: 1, travelMinutes: 45 },
    { location: 'Lagos', crewsPerSlot: 3, travelMinutes: 45 },
    { location: 'Jalingo', crewsPerSlot: 1, travelMinutes: 45 },
  ],
  closedDates: [
    { _id: 'c1', date: '2030-10-01', location: null, label: 'Independence Day' },
    { _id: 'c2', date: '2030-10-15', location: 'Lagos', label: '' },
  ],
  horizonDays: 60,
  updatedAt: '2030-01-07T08:00:00.000Z',
};

const change: AuditEvent = {
  _id: 'e1',
  at: '2030-01-07T08:00:00.000Z',
  action: 'availability.updated',
  subject: 'availability',
  subjectId: null,
  admin: { _id: 'admin1', name: 'Chiamaka Eze', email: 'chiamaka@example.com' },
  summary: 'Lagos crews per slot 2 → 3',
};

const stranded: StrandedBooking = {
  _id: 'a9',
  reference: 'SPK-A9',
  customerName: 'Ngozi Okafor',
  location: 'Lagos',
  date: '2030-10-15',
  time: '9:00 AM',
};

const refusal = (message: string) => ({ status: 409, body: { success: false, message, bookings: [stranded] } });

function availabilityServer() {
  return fakeApi({
    [routes.settings]: ok({ settings }),
    [routes.update]: ok({ message: 'Availability saved.' }),
    [routes.addClosed]: ok({ message: 'Date closed.' }),
    [routes.reopen]: ok({ message: 'Date reopened.' }),
    [routes.audit]: ok({ events: [change] }),
  });
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<AvailabilityPage />, { route: paths.admin.availability });
  return { user };
}

const rules = () => screen.findByRole('region', { name: 'Weekly rules' });
const bodyOf = async (server: ReturnType<typeof fakeApi>, route: string) => {
  const calls = server.callsTo(route);
  return calls[calls.length - 1]!.clone().json();
};
const group = (name: string) => screen.getByRole('group', { name });

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

describe('availability rules', () => {
  it('shows the stored crews, hours, closed weekdays and dates, and the recent changes', async () => {
    const server = availabilityServer();
    renderPage();
    await rules();
    expect(server.calls[0]!.headers.get('adminToken')).toBe(TOKEN);

    expect(screen.getByLabelText('Abuja crews')).toHaveValue(2);
    expect(screen.getByLabelText('Port Harcourt crews')).toHaveValue(1);
    expect(screen.getByLabelText('Lagos crews')).toHaveValue(3);
    expect(screen.getByLabelText('Jalingo crews')).toHaveValue(1);

    const hours = within(group('Slot hours')).getAllByRole('checkbox');
    expect(hours.map((box) => box.parentElement!.textContent)).toEqual([
      '5:00 AM',
      '6:00 AM',
      '7:00 AM',
      '8:00 AM',
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
      '6:00 PM',
      '7:00 PM',
      '8:00 PM',
    ]);
    expect(
      hours.filter((box) => (box as HTMLInputElement).checked).map((box) => box.parentElement!.textContent),
    ).toEqual(['6:00 AM', '7:00 AM', '8:00 AM', '9:00 AM']);
    expect(within(group('Closed weekdays')).getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    expect(within(group('Closed weekdays')).getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();

    const closed = screen.getByRole('region', { name: 'Closed dates' });
    const items = within(closed).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Tuesday, 1 Oct 2030');
    expect(items[0]).toHaveTextContent('All locations · Independence Day');
    expect(items[1]).toHaveTextContent('Tuesday, 15 Oct 2030');
    expect(items[1]).toHaveTextContent('Lagos · No reason given');

    const history = screen.getByRole('region', { name: 'Recent changes' });
    expect(await within(history).findByText('Lagos crews per slot 2 → 3')).toBeVisible();
    expect(within(history).getByRole('listitem')).toHaveTextContent(
      'Lagos crews per slot 2 → 3by Chiamaka Eze · 7 Jan 2030, 9:00 AM',
    );
    const auditCall = new URL(server.callsTo(routes.audit)[0]!.url);
    expect(auditCall.searchParams.get('subject')).toBe('availability');
  });

  it('saves the changed rules as numbers, toasts the server message and reloads the settings', async () => {
    const server = availabilityServer();
    const { user } = renderPage();
    await rules();

    const abuja = screen.getByLabelText('Abuja crews');
    await user.clear(abuja);
    await user.type(abuja, '4');
    const lagosTravel = screen.getByLabelText('Lagos travel minutes');
    expect(lagosTravel).toHaveValue(45);
    await user.clear(lagosTravel);
    await user.type(lagosTravel, '60');
    await user.click(within(group('Slot hours')).getByRole('checkbox', { name: '5:00 AM' }));
    await user.click(within(group('Slot hours')).getByRole('checkbox', { name: '9:00 AM' }));
    await user.click(within(group('Closed weekdays')).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Availability saved.'));
    const request = server.callsTo(routes.update)[0]!;
    expect(request.headers.get('adminToken')).toBe(TOKEN);
    expect(await bodyOf(server, routes.update)).toEqual({
      slotHours: [5, 6, 7, 8],
      closedWeekdays: [0, 6],
      crews: [
        { location: 'Abuja', crewsPerSlot: 4, travelMinutes: 45 },
        { location: 'Port Harcourt', crewsPerSlot: 1, travelMinutes: 45 },
        { location: 'Lagos', crewsPerSlot: 3, travelMinutes: 60 },
        { location: 'Jalingo', crewsPerSlot: 1, travelMinutes: 45 },
      ],
    });
    // The rules and their history are asked for again.
    await waitFor(() => expect(server.callsTo(routes.settings)).toHaveLength(2));
    await waitFor(() => expect(server.callsTo(routes.audit)).toHaveLength(2));
  });

  it('refuses rules without a slot hour, with no open weekday, crews that are not whole numbers, or a travel time off the quarter hour', async () => {
    const server = availabilityServer();
    const { user } = renderPage();
    await rules();

    for (const label of ['6:00 AM', '7:00 AM', '8:00 AM', '9:00 AM']) {
      await user.click(within(group('Slot hours')).getByRole('checkbox', { name: label }));
    }
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      await user.click(within(group('Closed weekdays')).getByRole('checkbox', { name: day }));
    }
    await user.clear(screen.getByLabelText('Lagos crews'));
    await user.clear(screen.getByLabelText('Jalingo crews'));
    await user.type(screen.getByLabelText('Jalingo crews'), '1.5');
    await user.clear(screen.getByLabelText('Abuja travel minutes'));
    await user.type(screen.getByLabelText('Abuja travel minutes'), '50');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Keep at least one slot hour')).toBeVisible();
    expect(screen.getByText('At least one weekday must stay open')).toBeVisible();
    expect(screen.getByLabelText('Lagos crews')).toHaveAccessibleDescription('Crews must be a whole number');
    expect(screen.getByLabelText('Jalingo crews')).toHaveAccessibleDescription('Crews must be a whole number');
    expect(screen.getByLabelText('Abuja travel minutes')).toHaveAccessibleDescription(
      'Give the travel time in steps of 15 minutes',
    );
    expect(server.writes()).toHaveLength(0);
  });

  it('shows a refusal with the paid bookings it would strand, and saves nothing', async () => {
    const server = availabilityServer();
    const message = 'This change would leave 1 paid booking without a crew. Nothing was saved.';
    server.set(routes.update, refusal(message));
    const { user } = renderPage();
    await rules();

    await user.click(within(group('Slot hours')).getByRole('checkbox', { name: '9:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(spies.error).toHaveBeenCalledWith(message));
    const panel = await within(await rules()).findByRole('alert');
    expect(within(panel).getByText(message)).toBeVisible();
    const list = within(panel).getByRole('list', { name: 'Paid bookings that would be left without a crew' });
    const booking = within(list).getByRole('listitem');
    expect(within(booking).getByRole('link', { name: 'SPK-A9' })).toHaveAttribute('href', appointmentPath('a9'));
    for (const text of ['Ngozi Okafor', 'Lagos', '2030/10/15', '9:00 AM']) {
      expect(within(booking).getByText(text)).toBeVisible();
    }
    expect(spies.success).not.toHaveBeenCalled();
    // Nothing changed: the rules are not asked for again, and the admin's choice stays in the form.
    expect(server.callsTo(routes.settings)).toHaveLength(1);
    expect(within(group('Slot hours')).getByRole('checkbox', { name: '9:00 AM' })).not.toBeChecked();
  });

  it('offers Retry when the settings cannot be loaded', async () => {
    const server = availabilityServer();
    server.set(routes.settings, { status: 500, body: { success: false, message: 'Database unavailable' } });
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load the availability settings' })).toBeVisible();
    server.reset(routes.settings);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rules()).toBeVisible();
  });
});

describe('closed dates', () => {
  const addForm = () => screen.getByRole('form', { name: 'Close a date' });

  it('closes a date at one location or at all of them', async () => {
    const server = availabilityServer();
    const { user } = renderPage();
    await rules();

    fireEvent.change(within(addForm()).getByLabelText('Date'), { target: { value: '2030-12-25' } });
    await user.selectOptions(within(addForm()).getByLabelText('Location'), 'Lagos');
    await user.type(within(addForm()).getByLabelText(/^Reason/), 'Christmas');
    await user.click(within(addForm()).getByRole('button', { name: 'Close this date' }));

    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Date closed.'));
    expect(await bodyOf(server, routes.addClosed)).toEqual({
      date: '2030-12-25',
      location: 'Lagos',
      label: 'Christmas',
    });
    // The form is empty again for the next one, and the list is asked for again.
    await waitFor(() => expect(within(addForm()).getByLabelText('Date')).toHaveValue(''));
    await waitFor(() => expect(server.callsTo(routes.settings)).toHaveLength(2));

    fireEvent.change(within(addForm()).getByLabelText('Date'), { target: { value: '2030-12-26' } });
    await user.click(within(addForm()).getByRole('button', { name: 'Close this date' }));
    await waitFor(() => expect(server.callsTo(routes.addClosed)).toHaveLength(2));
    expect(await bodyOf(server, routes.addClosed)).toEqual({ date: '2030-12-26', location: null, label: '' });
  });

  it('asks for a date before sending', async () => {
    const server = availabilityServer();
    const { user } = renderPage();
    await rules();
    await user.click(within(addForm()).getByRole('button', { name: 'Close this date' }));
    expect(await within(addForm()).findByText('Choose a date')).toBeVisible();
    expect(server.writes()).toHaveLength(0);
  });

  it('shows the refusal of a date with paid bookings, with the bookings', async () => {
    const server = availabilityServer();
    const message = 'Lagos has 1 paid booking on 2030-10-15. Nothing was saved.';
    server.set(routes.addClosed, refusal(message));
    const { user } = renderPage();
    await rules();

    fireEvent.change(within(addForm()).getByLabelText('Date'), { target: { value: '2030-10-15' } });
    await user.click(within(addForm()).getByRole('button', { name: 'Close this date' }));

    await waitFor(() => expect(spies.error).toHaveBeenCalledWith(message));
    const panel = await within(addForm()).findByRole('alert');
    expect(within(panel).getByRole('link', { name: 'SPK-A9' })).toHaveAttribute('href', appointmentPath('a9'));
    expect(within(panel).getByText('Ngozi Okafor')).toBeVisible();
    // What was typed stays, to change it and try again.
    expect(within(addForm()).getByLabelText('Date')).toHaveValue('2030-10-15');
  });

  it('reopens a date after the confirmation; keeping it closed sends nothing', async () => {
    const server = availabilityServer();
    const { user } = renderPage();
    await rules();

    const reopen = screen.getByRole('button', { name: 'Reopen Tuesday, 1 Oct 2030, All locations' });
    await user.click(reopen);
    let dialog = await screen.findByRole('alertdialog', { name: 'Reopen this date?' });
    expect(within(dialog).getByText('Tuesday, 1 Oct 2030 opens again for bookings at every location.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it closed' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.writes()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reopen Tuesday, 15 Oct 2030, Lagos' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Reopen this date?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Date reopened.'));
    expect(server.callsTo(routes.reopen)[0]!.url).toMatch(/\/api\/admin\/closed-dates\/c2$/);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(server.callsTo(routes.settings)).toHaveLength(2));
  });

  it('shows the server message when a reopen fails', async () => {
    const server = availabilityServer();
    server.set(routes.reopen, { status: 404, body: { success: false, message: 'Closed date not found' } });
    const { user } = renderPage();
    await rules();
    await user.click(screen.getByRole('button', { name: 'Reopen Tuesday, 15 Oct 2030, Lagos' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reopen this date?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(spies.error).toHaveBeenCalledWith('Closed date not found'));
  });
});
