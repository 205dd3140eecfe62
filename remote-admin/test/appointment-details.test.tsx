// Before the page: installs fetch for jsdom.
import { fakeApi, naira, ok, renderWithProviders } from '@clean/shared/testing';
import { appointmentPath, paths, STORAGE_KEYS } from '@clean/shared';
import type { AppointmentWithState, AuditEvent, CrewSummary } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import AppointmentPage from '../src/pages/appointment-page';
import AppointmentsPage from '../src/pages/appointments-page';
import { CurrentLocation } from './support/current-location';
import { appointment } from './support/fixtures';
import { spyOnToasts } from './support/toasts';

const TOKEN = 'tok-details';

const routes = {
  details: 'GET /api/admin/appointments/:id',
  cancel: 'POST /api/admin/cancel-appointment',
  complete: 'POST /api/admin/complete-appointment',
  delete: 'DELETE /api/admin/delete-appointment/:id',
  crews: 'GET /api/admin/crews',
  assignCrew: 'PUT /api/admin/appointments/:id/crew',
} as const;

const crew = (id: string, name: string, location = 'Lagos', active = true): CrewSummary => ({
  _id: id,
  name,
  location,
  active,
});
const CREWS = [
  crew('c1', 'Lagos crew 1'),
  crew('c2', 'Lagos crew 2'),
  crew('c3', 'Abuja crew 1', 'Abuja'),
  crew('c4', 'Lagos crew 3', 'Lagos', false),
];

const ada = appointment('a1', 'Ada Obi', {
  notes: 'Gate code 1234',
  location: 'Lagos',
  area: 'Lekki',
  landmark: 'Opposite Shoprite, Admiralty Way',
  durationMinutes: 150,
  priceLines: [
    { kind: 'base', label: 'Standard Clean, Weekly', amount: 83000, minutes: 120 },
    { kind: 'extra', label: 'Inside the oven', amount: 7000, minutes: 30 },
  ],
  createdAt: '2030-01-07T08:00:00.000Z',
  paidAt: '2030-01-07T08:05:00.000Z',
});

const event = (id: string, summary: string, at: string, name = 'Chiamaka Eze'): AuditEvent => ({
  _id: id,
  at,
  action: 'appointment.cancelled',
  subject: 'appointment',
  subjectId: 'a1',
  admin: { _id: 'admin1', name, email: 'chiamaka@example.com' },
  summary,
});

/** The details call and the actions, as the API answers them: the actions change the stored one and its history. */
function detailsServer(initial: AppointmentWithState | null, initialHistory: AuditEvent[] = []) {
  let stored = initial;
  let history = initialHistory;
  let held: CrewSummary | null = CREWS[0]!;
  const change = (update: Partial<AppointmentWithState>, summary: string, message: string) => () => {
    if (stored) stored = { ...stored, ...update };
    history = [event(`e${history.length + 1}`, summary, '2030-01-07T10:00:00.000Z'), ...history];
    return ok({ message });
  };
  return fakeApi({
    [routes.details]: (_request, { id }) =>
      stored && stored._id === id
        ? ok({
            appointment: stored,
            history,
            deletedAt: null,
            privacyConsent: { version: '1.0', agreedAt: '2030-01-07T08:00:00.000Z' },
            contact: {
              channel: 'whatsapp',
              noticeVersion: '1.0',
              chosenAt: '2030-01-07T08:00:00.000Z',
              stopped: [{ channel: 'sms', at: '2030-01-07T09:00:00.000Z' }],
            },
            crew: held,
          })
        : { status: 404, body: { success: false, message: 'Appointment not found' } },
    [routes.cancel]: change(
      { cancelled: true, status: 'cancelled' },
      'Cancelled the appointment',
      'Appointment cancelled.',
    ),
    [routes.complete]: change(
      { isCompleted: true, status: 'completed' },
      'Completed the appointment',
      'Appointment marked as completed.',
    ),
    [routes.crews]: ok({ crews: CREWS }),
    [routes.assignCrew]: async (request) => {
      const { crewId } = (await request.clone().json()) as { crewId: string };
      held = CREWS.find((each) => each._id === crewId) ?? null;
      return ok({ message: `${held?.name} will go.`, crew: held });
    },
    [routes.delete]: () => {
      stored = null;
      return ok({ message: 'Appointment deleted.' });
    },
  });
}

function renderDetails(id = 'a1') {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Routes>
        <Route path={paths.admin.appointment} element={<AppointmentPage />} />
        <Route path={paths.admin.appointments} element={<p>The appointments list</p>} />
      </Routes>
      <CurrentLocation />
    </>,
    { route: appointmentPath(id) },
  );
  return { user };
}

/** The value shown beside a label of the details. */
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

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

describe('appointment details', () => {
  it('shows every field, the status and the history, asked for with the token', async () => {
    const server = detailsServer(ada, [
      event('e2', 'Rebooked from 2030-01-07 6:00 AM Lagos to 2030-01-08 7:00 AM Lagos', '2030-01-07T11:30:00.000Z'),
      event('e1', 'Marked refunded', '2030-01-07T09:05:00.000Z', 'Tunde Bakare'),
    ]);
    renderDetails();

    expect(await screen.findByRole('heading', { level: 2, name: 'Booking' })).toBeInTheDocument();
    expect(server.calls[0]!.headers.get('adminToken')).toBe(TOKEN);
    expect(screen.getByRole('heading', { level: 1, name: 'Appointment details' })).toBeInTheDocument();

    expect(detail('Reference')).toHaveTextContent('SPK-a1');
    expect(detail('Booking state')).toHaveTextContent('Paid');
    expect(detail('Location')).toHaveTextContent('Lagos');
    expect(detail('Date')).toHaveTextContent('2030/01/08');
    expect(detail('Time')).toHaveTextContent('7:00 AM');
    expect(detail('Product')).toHaveTextContent('Home Cleaning');
    expect(detail('Service')).toHaveTextContent('Standard Clean');
    expect(detail('Length')).toHaveTextContent('2 hours 30 minutes');
    const lines = within(detail('Amount')).getByRole('table', { name: 'How the price is made up' });
    expect(
      within(lines)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Standard Clean, Weekly · 2 hoursNGN\u00a083,000.00',
      'Inside the oven · 30 minutes+NGN\u00a07,000.00',
      'TotalNGN\u00a090,000.00',
    ]);
    expect(detail('Frequency')).toHaveTextContent('Weekly');
    expect(detail('Amount')).toHaveTextContent(naira(90000));
    expect(detail('Payment Status')).toHaveTextContent('Paid');
    expect(detail('Paid at')).toHaveTextContent('7 Jan 2030, 9:05 AM');
    expect(detail('Booked at')).toHaveTextContent('7 Jan 2030, 9:00 AM');
    expect(detail('Notes')).toHaveTextContent('Gate code 1234');
    expect(detail('Name')).toHaveTextContent('Ada Obi');
    expect(within(detail('Email')).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(within(detail('Phone')).getByRole('link')).toHaveTextContent('+234 803 000 0001');
    expect(detail('Address')).toHaveTextContent('12 Aminu Kano Crescent, Wuse 2, Abuja');
    expect(detail('Area')).toHaveTextContent('Lekki');
    expect(detail('Landmark')).toHaveTextContent('Opposite Shoprite, Admiralty Way');
    expect(detail('Privacy notice')).toHaveTextContent('Notice 1.0, agreed 7 Jan 2030, 9:00 AM');
    expect(detail('Messages')).toHaveTextContent('WhatsApp (chosen 7 Jan, notice 1.0); SMS off by STOP (7 Jan)');
    expect(screen.getByText('Active')).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'History' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Rebooked from 2030-01-07 6:00 AM Lagos to 2030-01-08 7:00 AM Lagosby Chiamaka Eze · 7 Jan 2030, 12:30 PM',
      'Marked refundedby Tunde Bakare · 7 Jan 2030, 10:05 AM',
    ]);
  });

  it('shows no area or landmark for a booking that gave none (made before areas)', async () => {
    detailsServer(appointment('a1', 'Bola Ade', { location: 'Lagos' }));
    renderDetails();
    expect(await screen.findByRole('heading', { level: 2, name: 'Booking' })).toBeInTheDocument();
    expect(detail('Address')).toHaveTextContent('12 Aminu Kano Crescent, Wuse 2, Abuja');
    expect(screen.queryByText('Area', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Landmark', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it("names the crew that goes, and sends another of the booking's location; a refusal is said", async () => {
    const server = detailsServer(ada);
    const { user } = renderDetails();
    const section = await screen.findByRole('region', { name: 'Crew' });
    expect(within(section).getByText('Lagos crew 1')).toBeVisible();
    const select = within(section).getByRole('combobox', { name: 'Send another crew' });
    // The other active crews of Lagos only: not the one going, not Abuja's, not a deactivated one.
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a crew', 'Lagos crew 2']),
    );
    const send = within(section).getByRole('button', { name: 'Send crew' });
    expect(send).toBeDisabled();

    await user.selectOptions(select, 'Lagos crew 2');
    await user.click(send);
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Lagos crew 2 will go.'));
    expect(await request(server, routes.assignCrew)).toEqual({ crewId: 'c2' });
    expect(await within(section).findByText('Lagos crew 2', { selector: 'p' })).toBeVisible();

    server.set(routes.assignCrew, {
      status: 409,
      body: {
        success: false,
        message: 'That crew has another job too close to this one (SPK-9). Choose another crew.',
      },
    });
    await user.selectOptions(select, 'Lagos crew 1');
    await user.click(send);
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'That crew has another job too close to this one (SPK-9). Choose another crew.',
    );
  });

  it('cancels with the toast of the appointments page, and shows the new state and history', async () => {
    const server = detailsServer(ada);
    const { user } = renderDetails();
    expect(await screen.findByText('No admin has acted on this appointment yet.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel appointment of Ada Obi' }));
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Appointment cancelled.'));
    expect(await request(server, routes.cancel)).toEqual({ appointmentId: 'a1' });

    // Reloaded: cancelled, only Delete is left, and the action is in the history.
    expect(await screen.findByText('Cancelled the appointment')).toBeVisible();
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Complete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete appointment of Ada Obi' })).toBeVisible();
  });

  it('completes an active appointment', async () => {
    detailsServer(ada);
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Complete appointment of Ada Obi' }));
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Appointment marked as completed.'));
    expect(await screen.findByText('Completed the appointment')).toBeVisible();
  });

  it('shows the server message when an action fails', async () => {
    const server = detailsServer(ada);
    server.set(routes.cancel, {
      status: 409,
      body: { success: false, message: 'This appointment is already cancelled.' },
    });
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment of Ada Obi' }));
    await waitFor(() => expect(spies.error).toHaveBeenCalledWith('This appointment is already cancelled.'));
    expect(spies.success).not.toHaveBeenCalled();
  });

  it('deletes after the confirmation and goes back to the list; keeping it changes nothing', async () => {
    const server = detailsServer(ada);
    const { user } = renderDetails();

    await user.click(await screen.findByRole('button', { name: 'Delete appointment of Ada Obi' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this appointment?' });
    expect(within(dialog).getByText(/The appointment of Ada Obi on 2030\/01\/08 at 7:00 AM/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.writes()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete appointment of Ada Obi' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this appointment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The appointments list')).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent(paths.admin.appointments);
    expect(spies.success).toHaveBeenCalledWith('Appointment deleted.');
    expect(server.callsTo(routes.delete)[0]!.url).toMatch(/\/api\/admin\/delete-appointment\/a1$/);
  });

  it('stays on the page when the delete fails', async () => {
    const server = detailsServer(ada);
    server.set(routes.delete, { status: 500, body: { success: false, message: 'Database unavailable' } });
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Delete appointment of Ada Obi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this appointment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(spies.error).toHaveBeenCalledWith('Database unavailable'));
    expect(screen.getByTestId('where')).toHaveTextContent(appointmentPath('a1'));
  });

  it("shows a deleted appointment read only, marked 'Deleted', with no actions", async () => {
    const flagged = {
      ...ada,
      needsAttention: true,
      attentionReason: 'deleted' as const,
      status: 'needs-attention' as const,
    };
    fakeApi({
      [routes.details]: ok({
        appointment: flagged,
        history: [event('e1', "Deleted Ada Obi's booking", '2030-01-07T09:30:00.000Z')],
        deletedAt: '2030-01-07T09:30:00.000Z',
        // Booked from a page that sent no notice version (docs/DECISIONS.md).
        privacyConsent: null,
      }),
    });
    renderDetails();
    expect(await screen.findByRole('heading', { level: 2, name: 'Booking' })).toBeInTheDocument();
    expect(detail('Privacy notice')).toHaveTextContent('Not recorded');
    // An answer without the channel (an older API): not recorded either.
    expect(detail('Messages')).toHaveTextContent('Not recorded');
    expect(screen.getByText('Deleted', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Deleted on 7 Jan 2030, 10:30 AM: kept for the record and shown read only. A payment for it is handled under Needs Attention.',
    );
    expect(screen.queryByRole('heading', { name: 'Actions' })).not.toBeInTheDocument();
    for (const name of ['Cancel', 'Complete', 'Delete']) {
      expect(screen.queryByRole('button', { name: new RegExp(name) })).not.toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: 'History' })).getByText("Deleted Ada Obi's booking"),
    ).toBeVisible();
  });

  it('says not found for an unknown appointment, with the way back to the list', async () => {
    detailsServer(null);
    renderDetails('gone');
    expect(await screen.findByRole('heading', { name: 'Appointment not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Appointments' })).toHaveAttribute(
      'href',
      paths.admin.appointments,
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers Retry when the details cannot be loaded', async () => {
    const server = detailsServer(ada);
    server.set(routes.details, { status: 500, body: { success: false, message: 'Database unavailable' } });
    const { user } = renderDetails();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Database unavailable')).toBeVisible();
    server.reset(routes.details);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Booking' })).toBeVisible();
  });
});

async function request(server: ReturnType<typeof fakeApi>, route: string) {
  const [call] = server.callsTo(route);
  return call!.clone().json();
}

describe('the appointments list', () => {
  it("links each customer to the appointment's details, in the table and on a phone's cards", async () => {
    const list = ok({ appointments: [ada], total: 1, page: 1, pageSize: 20 });
    fakeApi({ 'GET /api/admin/appointments': list });
    const { unmount } = renderWithProviders(<AppointmentsPage />, { route: paths.admin.appointments });
    const row = await screen.findByRole('row', { name: /Ada Obi/ });
    expect(within(row).getByRole('link', { name: 'Ada Obi' })).toHaveAttribute('href', appointmentPath('a1'));
    unmount();

    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      renderWithProviders(<AppointmentsPage />, { route: paths.admin.appointments });
      const card = await screen.findByRole('article', { name: 'Ada Obi' });
      expect(within(card).getByRole('link', { name: 'Ada Obi' })).toHaveAttribute('href', appointmentPath('a1'));
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
