// Before the page: installs fetch for jsdom.
import { API_BASE_URL, fakeApi, naira, ok, renderWithProviders, unreachable } from '@clean/shared/testing';
import { formatNaira, STORAGE_KEYS } from '@clean/shared';
import type { AppointmentWithState } from '@clean/shared/schemas';
import { isInaccessible, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useGetAvailabilityQuery } from '@clean/shared/api';
import AppointmentsPage from '../src/pages/appointments-page';
import { CurrentLocation } from './support/current-location';
import { appointment } from './support/fixtures';
import { spyOnToasts } from './support/toasts';

const TOKEN = 'tok-appointments';

const ada = appointment('a1', 'Ada Obi');
const bola = appointment('a2', 'Bola Ade', {
  payment: false,
  cancelled: true,
  amount: 25000,
  service: 'Deep Clean',
  status: 'cancelled',
  paidAt: null,
});
const chidi = appointment('a3', 'Chidi Eze', {
  isCompleted: true,
  date: '2030-01-10',
  time: '9:00 AM',
  status: 'completed',
});

/** `count` appointments named 'Customer 1', 'Customer 2'... newest first. */
const many = (count: number) =>
  Array.from({ length: count }, (_, index) => appointment(`m${index + 1}`, `Customer ${index + 1}`));

/** The calls the page makes, as given to `fakeApi`. */
const routes = {
  list: 'GET /api/admin/appointments',
  cancel: 'POST /api/admin/cancel-appointment',
  complete: 'POST /api/admin/complete-appointment',
  delete: 'DELETE /api/admin/delete-appointment/:id',
  availability: 'GET /api/admin/availability',
} as const;

/**
 * The appointment endpoints as the API answers them: a page of the stored rows, newest first, with
 * the total; cancel, complete and delete change the rows.
 */
function appointmentsServer(initial: AppointmentWithState[]) {
  let rows = [...initial];
  const flag = (change: Partial<AppointmentWithState>, message: string) => async (request: Request) => {
    const { appointmentId } = (await request.clone().json()) as { appointmentId: string };
    rows = rows.map((row) => (row._id === appointmentId ? { ...row, ...change } : row));
    return ok({ message });
  };
  return fakeApi({
    [routes.list]: (request) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page'));
      const pageSize = Number(params.get('pageSize'));
      // Keyset paging: the rows right after, or right before, the row named.
      const after = rows.findIndex((row) => row._id === params.get('after'));
      const before = rows.findIndex((row) => row._id === params.get('before'));
      const appointments =
        after >= 0
          ? rows.slice(after + 1, after + 1 + pageSize)
          : before >= 0
            ? rows.slice(Math.max(0, before - pageSize), before)
            : rows.slice((page - 1) * pageSize, page * pageSize);
      return ok({ appointments, total: rows.length, page, pageSize });
    },
    [routes.cancel]: flag({ cancelled: true }, 'Appointment cancelled.'),
    [routes.complete]: flag({ isCompleted: true }, 'Appointment marked as completed.'),
    [routes.delete]: (_request, { id }) => {
      rows = rows.filter((row) => row._id !== id);
      return ok({ message: 'Appointment deleted.' });
    },
    [routes.availability]: { status: 200, body: [] },
  });
}

/** What the booking form reads: the free times, which a cancel or a delete changes. */
function FreeTimes() {
  useGetAvailabilityQuery(undefined);
  return null;
}

function renderPage(route = '/admin/appointments', { withFreeTimes = false } = {}) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <AppointmentsPage />
      <CurrentLocation />
      {withFreeTimes && <FreeTimes />}
    </>,
    { route },
  );
  return { user };
}

const table = () => screen.findByRole('table', { name: /^Appointments, page/ });
/**
 * The one row named `name`, checked as `getByRole('row', { name })` checks it (role, accessible name,
 * not inaccessible), but found by its text first: the role query computes the name of every row, each
 * the text of all its cells and menus, which jsdom makes slow (a quarter of this file's time).
 */
function rowOf(name: string): HTMLElement {
  const pattern = new RegExp(name);
  const rows = [...new Set(screen.getAllByText(pattern).map((text) => text.closest('tr')))].filter(
    (row): row is HTMLTableRowElement => row !== null,
  );
  expect(rows).toHaveLength(1);
  const [row] = rows as [HTMLTableRowElement];
  expect(row).toHaveRole('row');
  expect(row).toHaveAccessibleName(pattern);
  expect(isInaccessible(row)).toBe(false);
  return row;
}
/** A table row's menu button. */
const menuButtonOf = (name: string) =>
  within(rowOf(name)).getByRole('button', { name: new RegExp(`for the appointment of ${name}$`) });
/** Opens a row's actions menu and chooses `verb` in it, as a pointer user does. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string, verb: string) {
  await user.click(menuButtonOf(name));
  await user.click(screen.getByRole('menuitem', { name: `${verb} appointment of ${name}` }));
}
/** The names of a row's menu items, the menu opened and closed again. */
async function menuItemsOf(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(menuButtonOf(name));
  const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
  const names = items.map((item) => item.textContent);
  await user.keyboard('{Escape}');
  return names;
}
const pageParams = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

let spies: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.adminToken, TOKEN);
  spies = spyOnToasts();
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  // Restores jsdom's own (no media queries): the phone test installs one.
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('appointments list', () => {
  it('shows the documented columns in a table with each appointment, its payment and its derived status', async () => {
    const server = appointmentsServer([ada, bola, chidi]);
    renderPage();
    const list = await table();

    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      '#',
      'Customer',
      'Email',
      'Phone',
      'Address',
      'Service',
      'Payment Status',
      'Amount',
      'Date',
      'Time',
      'Actions',
    ]);
    for (const header of within(list).getAllByRole('columnheader')) expect(header).toHaveAttribute('scope', 'col');

    const cells = within(rowOf('Ada Obi')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '1',
      'ada@example.com',
      '+234 803 000 0001',
      '12 Aminu Kano Crescent, Wuse 2, Abuja',
      'Standard Clean',
      'Paid',
      formatNaira(90000),
      '2030/01/08',
      '7:00 AM',
      expect.stringContaining('Active'),
    ]);
    expect(within(rowOf('Ada Obi')).getByRole('rowheader')).toHaveTextContent('Ada Obi');
    expect(within(rowOf('Bola Ade')).getByText('Unpaid')).toBeInTheDocument();
    expect(within(rowOf('Bola Ade')).getByText(naira(25000))).toBeInTheDocument();
    expect(within(rowOf('Chidi Eze')).getByText('2030/01/10')).toBeInTheDocument();

    // The call: one page, with the admin's token.
    const [request] = server.callsTo(routes.list);
    expect(request!.url).toBe(`${API_BASE_URL}/api/admin/appointments?page=1&pageSize=20`);
    expect(request!.headers.get('adminToken')).toBe(TOKEN);
  });

  it('offers Cancel and Complete only while neither flag is set, and Delete in every state', async () => {
    const both = appointment('a4', 'Dayo Bello', { cancelled: true, isCompleted: true, status: 'cancelled' });
    appointmentsServer([ada, bola, chidi, both]);
    const { user } = renderPage();
    await table();

    // Each row has one small menu button, so the table fits a 1280px screen.
    expect(within(rowOf('Ada Obi')).getAllByRole('button')).toEqual([menuButtonOf('Ada Obi')]);
    expect(menuButtonOf('Ada Obi')).toHaveAttribute('aria-haspopup', 'menu');
    expect(within(rowOf('Ada Obi')).getByText('Active')).toBeInTheDocument();
    expect(await menuItemsOf(user, 'Ada Obi')).toEqual([
      'Complete appointment of Ada Obi',
      'Cancel appointment of Ada Obi',
      'Delete appointment of Ada Obi',
    ]);
    expect(within(rowOf('Bola Ade')).getByText('Cancelled')).toBeInTheDocument();
    expect(await menuItemsOf(user, 'Bola Ade')).toEqual(['Delete appointment of Bola Ade']);
    expect(within(rowOf('Chidi Eze')).getByText('Completed')).toBeInTheDocument();
    expect(await menuItemsOf(user, 'Chidi Eze')).toEqual(['Delete appointment of Chidi Eze']);
    expect(within(rowOf('Dayo Bello')).getByText('Cancelled')).toBeInTheDocument();
    expect(await menuItemsOf(user, 'Dayo Bello')).toEqual(['Delete appointment of Dayo Bello']);
    // Names a screen reader reads: the verb the eye sees, then whose appointment.
    await user.click(menuButtonOf('Ada Obi'));
    expect(screen.getByRole('menuitem', { name: 'Cancel appointment of Ada Obi' })).toHaveTextContent(/^Cancel/);
    expect(menuButtonOf('Ada Obi')).toHaveAccessibleName('Actions for the appointment of Ada Obi');
  });

  it('flags a paid booking that needs the company to act, with the reason', async () => {
    appointmentsServer([
      appointment('a5', 'Efe Umoh', { needsAttention: true, attentionReason: 'slot-taken', status: 'needs-attention' }),
    ]);
    renderPage();
    await table();
    expect(within(rowOf('Efe Umoh')).getByText('Needs attention')).toBeInTheDocument();
    expect(
      within(rowOf('Efe Umoh')).getByText('Paid after the slot was taken: call about a new time or a refund.'),
    ).toBeInTheDocument();
  });

  it('shows the outline of the list while it loads', async () => {
    const server = appointmentsServer([ada]);
    const release = server.hold();
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the appointments');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    release();
    await table();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("says 'No appointments yet' when there are none", async () => {
    appointmentsServer([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No appointments yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Appointment pages' })).not.toBeInTheDocument();
  });

  it("shows 'No internet on device' when the list call fails, and Retry loads it", async () => {
    const server = appointmentsServer([ada]);
    server.set(routes.list, unreachable);
    const { user } = renderPage();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'No internet on device' })).toBeInTheDocument();
    expect(server.callsTo(routes.list)).toHaveLength(1);

    server.reset(routes.list);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(within(await table()).getByText('Ada Obi')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.callsTo(routes.list)).toHaveLength(2);
  });

  it("shows 'No internet on device' when the server answers success false", async () => {
    const server = appointmentsServer([ada]);
    server.set(routes.list, { status: 200, body: { success: false, message: 'Database unavailable' } });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No internet on device');
    expect(alert).toHaveTextContent('Database unavailable');
  });

  it('becomes one card per appointment on a phone', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} }),
    });
    appointmentsServer([ada, bola]);
    renderPage();

    const card = await screen.findByRole('article', { name: 'Ada Obi' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const value = (label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Email')).toHaveTextContent('ada@example.com');
    expect(value('Phone')).toHaveTextContent('+234 803 000 0001');
    expect(value('Address')).toHaveTextContent('12 Aminu Kano Crescent, Wuse 2, Abuja');
    expect(value('Service')).toHaveTextContent('Standard Clean');
    expect(value('Payment Status')).toHaveTextContent('Paid');
    expect(value('Amount')).toHaveTextContent(naira(90000));
    expect(value('Date')).toHaveTextContent('2030/01/08');
    expect(value('Time')).toHaveTextContent('7:00 AM');
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel appointment of Ada Obi' })).toBeInTheDocument();

    const cancelled = screen.getByRole('article', { name: 'Bola Ade' });
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(
      within(cancelled)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Delete appointment of Bola Ade']);
  });
});

describe('paging', () => {
  it('asks for one page at a time and keeps the page in the URL', async () => {
    const server = appointmentsServer(many(45));
    const { user } = renderPage();
    await table();

    const pager = screen.getByRole('navigation', { name: 'Appointment pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(pager).toHaveTextContent('45 appointments');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(rowOf('Customer 1\\b')).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(screen.queryByText('Customer 21')).not.toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Customer 21')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/appointments?page=2');
    // Next goes on from the last row shown (keyset paging), however deep the page.
    expect(pageParams(server.callsTo(routes.list).at(-1)!)).toEqual({ page: '2', pageSize: '20', after: 'm20' });
    // Rows are numbered across pages.
    expect(within(rowOf('Customer 21')).getAllByRole('cell')[0]).toHaveTextContent('21');
    expect(pager).toHaveTextContent('Page 2 of 3');

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Customer 45')).toBeInTheDocument();
    expect(pager).toHaveTextContent('Page 3 of 3');
    const next = within(pager).getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    const calls = server.callsTo(routes.list).length;
    await user.click(next);
    expect(server.callsTo(routes.list)).toHaveLength(calls);
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/appointments?page=3');

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Customer 21')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/appointments?page=2');
    expect(pageParams(server.callsTo(routes.list).at(-1)!)).toEqual({ page: '2', pageSize: '20', before: 'm41' });
    // Page 1 is the newest rows, read by its number; so is a page picked from the row of pages.
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Customer 1')).toBeInTheDocument();
    expect(pageParams(server.callsTo(routes.list).at(-1)!)).toEqual({ page: '1', pageSize: '20' });
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Customer 45')).toBeInTheDocument();
    expect(pageParams(server.callsTo(routes.list).at(-1)!)).toEqual({ page: '3', pageSize: '20' });
  });

  it('opens on the page the URL names, as after a reload', async () => {
    const server = appointmentsServer(many(45));
    renderPage('/admin/appointments?page=2');
    expect(within(await table()).getByText('Customer 21')).toBeInTheDocument();
    expect(server.callsTo(routes.list).map(pageParams)).toEqual([{ page: '2', pageSize: '20' }]);
  });

  it('moves to the last page when the URL names one past the end', async () => {
    const server = appointmentsServer(many(45));
    renderPage('/admin/appointments?page=9');
    expect(within(await table()).getByText('Customer 45')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/appointments?page=3');
    expect(server.callsTo(routes.list).map((call) => pageParams(call).page)).toEqual(['9', '3']);
  });
});

describe('actions', () => {
  it('deletes only after the confirmation, with the token, then reloads the list', async () => {
    const server = appointmentsServer([ada, bola]);
    const { user } = renderPage();
    await table();

    await choose(user, 'Bola Ade', 'Delete');
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this appointment?' });
    expect(dialog).toHaveTextContent('The appointment of Bola Ade on 2030/01/08 at 7:00 AM will be removed for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.callsTo(routes.delete)).toHaveLength(0);

    await choose(user, 'Bola Ade', 'Delete');
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this appointment?' });
    const release = server.hold();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Busy while the call runs: neither button can be pressed twice.
    expect(within(dialog).getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeDisabled();
    release();

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const [request] = server.callsTo(routes.delete);
    expect(request!.url).toBe(`${API_BASE_URL}/api/admin/delete-appointment/a2`);
    expect(request!.headers.get('adminToken')).toBe(TOKEN);
    expect(spies.success).toHaveBeenCalledWith('Appointment deleted.');
    await waitFor(() => expect(screen.queryByText('Bola Ade')).not.toBeInTheDocument());
    expect(server.callsTo(routes.list)).toHaveLength(2);
    expect(screen.getByText('Ada Obi')).toBeInTheDocument();
  });

  it.each([
    {
      action: 'Cancel',
      path: 'cancel-appointment',
      route: 'cancel',
      message: 'Appointment cancelled.',
      after: 'Cancelled',
    },
    {
      action: 'Complete',
      path: 'complete-appointment',
      route: 'complete',
      message: 'Appointment marked as completed.',
      after: 'Completed',
    },
  ] as const)('$action sends the appointment id with the token, toasts, then reloads', async (example) => {
    const server = appointmentsServer([ada, bola]);
    const { user } = renderPage();
    await table();

    await choose(user, 'Ada Obi', example.action);
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith(example.message));
    const [request] = server.callsTo(routes[example.route]);
    expect(request!.url).toBe(`${API_BASE_URL}/api/admin/${example.path}`);
    expect(request!.method).toBe('POST');
    expect(request!.headers.get('adminToken')).toBe(TOKEN);
    expect(await request!.clone().json()).toEqual({ appointmentId: 'a1' });

    // The reloaded list shows the new state; only Delete is left.
    expect(await within(rowOf('Ada Obi')).findByText(example.after)).toBeInTheDocument();
    expect(server.callsTo(routes.list)).toHaveLength(2);
    // The keyboard carries on from the row's menu button, where choosing put the focus back.
    expect(menuButtonOf('Ada Obi')).toHaveFocus();
    expect(await menuItemsOf(user, 'Ada Obi')).toEqual(['Delete appointment of Ada Obi']);
    expect(spies.error).not.toHaveBeenCalled();
  });

  it('says Cancelling… on the menu button while the call runs, and offers no second change', async () => {
    const server = appointmentsServer([ada]);
    const { user } = renderPage();
    await table();
    const release = server.hold();
    await choose(user, 'Ada Obi', 'Cancel');
    expect(menuButtonOf('Ada Obi')).toHaveAccessibleName('Cancelling… for the appointment of Ada Obi');
    expect(menuButtonOf('Ada Obi')).toHaveAttribute('aria-busy', 'true');
    await user.click(menuButtonOf('Ada Obi'));
    expect(screen.getByRole('menuitem', { name: 'Complete appointment of Ada Obi' })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'Cancel appointment of Ada Obi' })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'Delete appointment of Ada Obi' })).toBeEnabled();
    await user.keyboard('{Escape}');
    release();
    expect(await within(rowOf('Ada Obi')).findByText('Cancelled')).toBeInTheDocument();
  });

  it('shows the server message in an error toast when an action fails, and reloads', async () => {
    const server = appointmentsServer([ada]);
    server.set(routes.cancel, {
      status: 409,
      body: { success: false, message: 'This appointment is already cancelled.' },
    });
    const { user } = renderPage();
    await table();

    await choose(user, 'Ada Obi', 'Cancel');
    await waitFor(() => expect(spies.error).toHaveBeenCalledWith('This appointment is already cancelled.'));
    expect(spies.success).not.toHaveBeenCalled();
    // Someone else changed it: the list asks again to show where it stands.
    await waitFor(() => expect(server.callsTo(routes.list)).toHaveLength(2));
    // The focus is back on the row's menu button, whose Cancel can be tried again.
    await waitFor(() => expect(menuButtonOf('Ada Obi')).toHaveAccessibleName(/^Actions/));
    expect(menuButtonOf('Ada Obi')).toHaveFocus();
    await user.click(menuButtonOf('Ada Obi'));
    expect(screen.getByRole('menuitem', { name: 'Cancel appointment of Ada Obi' })).toBeEnabled();
  });

  it('shows the message of a success-false answer and of a network failure in an error toast', async () => {
    const server = appointmentsServer([ada]);
    server.set(routes.complete, { status: 200, body: { success: false, message: 'Could not complete it.' } });
    server.set(routes.delete, unreachable);
    const { user } = renderPage();
    await table();

    await choose(user, 'Ada Obi', 'Complete');
    await waitFor(() => expect(spies.error).toHaveBeenCalledWith('Could not complete it.'));

    await choose(user, 'Ada Obi', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this appointment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(spies.error).toHaveBeenLastCalledWith('Could not reach the server. Check your connection and try again.'),
    );
    expect(spies.success).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('a cancel or a delete frees a crew: the free times are asked for again, a completion leaves them', async () => {
    const server = appointmentsServer([ada, bola, appointment('a6', 'Dayo Bello')]);
    const { user } = renderPage('/admin/appointments', { withFreeTimes: true });
    await table();
    await waitFor(() => expect(server.callsTo(routes.availability)).toHaveLength(1));

    await choose(user, 'Ada Obi', 'Complete');
    expect(await within(rowOf('Ada Obi')).findByText('Completed')).toBeInTheDocument();
    expect(server.callsTo(routes.availability)).toHaveLength(1);

    await choose(user, 'Dayo Bello', 'Cancel');
    await waitFor(() => expect(server.callsTo(routes.availability)).toHaveLength(2));

    await choose(user, 'Bola Ade', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this appointment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo(routes.availability)).toHaveLength(3));
  });
});
