// Before the pages: installs fetch for jsdom.
import { fakeApi, ok, renderWithProviders } from '@clean/shared/testing';
import { crewPath, paths, STORAGE_KEYS } from '@clean/shared';
import type { Crew, CrewDevice } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import CrewPage from '../src/pages/crew-page';
import { spyOnToasts } from './support/toasts';

const CREW: Crew = {
  _id: 'c1',
  name: 'Lekki crew',
  location: 'Lagos',
  active: true,
  members: [
    { name: 'Bisi Ade', phone: '0803 123 4567', email: 'bisi@example.com' },
    { name: 'Musa Bello', phone: '0805 000 1111' },
  ],
  workingDays: [1, 2, 3, 4, 5, 6],
  dayStarts: '07:00',
  dayEnds: '17:00',
  timeOff: [],
};

const device = (id: string, member: string, overrides: Partial<CrewDevice> = {}): CrewDevice => ({
  _id: id,
  member,
  phone: '+2348031234567',
  state: 'link-sent',
  linkSentAt: '2030-12-05T08:02:00.000Z',
  linkExpiresAt: '2030-12-06T08:02:00.000Z',
  signedInAt: null,
  expiresAt: null,
  lastSeenAt: null,
  endedAt: null,
  ...overrides,
});

const SIGNED_IN = device('d1', 'Bisi Ade', {
  state: 'signed-in',
  signedInAt: '2030-12-05T08:10:00.000Z',
  expiresAt: '2030-12-19T08:10:00.000Z',
  lastSeenAt: '2030-12-05T13:45:00.000Z',
});
const ENDED = device('d2', 'Musa Bello', { state: 'ended', endedAt: '2030-12-04T10:00:00.000Z' });

const routes = {
  'GET /api/admin/crews/:id': ok({ crew: CREW }),
  'GET /api/admin/areas': ok({ areas: [] }),
};

function renderCrewPage() {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path={paths.admin.crew} element={<CrewPage />} />
    </Routes>,
    { route: crewPath('c1') },
  );
  return { user };
}

let spies: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.adminToken, 'tok-crews');
  spies = spyOnToasts();
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe("a crew's members' e-mail", () => {
  it('shows each e-mail, says when one is wrong and sends a blank one as none', async () => {
    const server = fakeApi({
      ...routes,
      'GET /api/admin/crews/:id/devices': ok({ devices: [] }),
      'PUT /api/admin/crews/:id': ok({ message: 'Crew saved.', crew: CREW }),
    });
    const { user } = renderCrewPage();
    const form = await screen.findByRole('form', { name: 'Crew' });
    const bisi = within(form).getByRole('group', { name: 'Member 1' });
    const musa = within(form).getByRole('group', { name: 'Member 2' });
    expect(within(bisi).getByRole('textbox', { name: /^E-mail/ })).toHaveValue('bisi@example.com');
    expect(within(musa).getByRole('textbox', { name: /^E-mail/ })).toHaveValue('');

    await user.type(within(musa).getByRole('textbox', { name: /^E-mail/ }), 'musa@');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(musa).findByText('Invalid email')).toBeVisible();
    expect(server.writes()).toHaveLength(0);

    await user.clear(within(musa).getByRole('textbox', { name: /^E-mail/ }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Crew saved.'));
    const [sent] = server.callsTo('PUT /api/admin/crews/:id');
    expect((await sent!.clone().json()).members).toEqual([
      { name: 'Bisi Ade', phone: '0803 123 4567', email: 'bisi@example.com' },
      { name: 'Musa Bello', phone: '0805 000 1111' },
    ]);
  });
});

describe("a crew's sign-in links and devices", () => {
  it('sends a link, toasts where it went and lists the device', async () => {
    let devices: CrewDevice[] = [];
    const sent = device('d3', 'Bisi Ade');
    const server = fakeApi({
      ...routes,
      'GET /api/admin/crews/:id/devices': () => ok({ devices }),
      'POST /api/admin/crews/:id/sign-in-links': () => {
        devices = [sent];
        return ok({ message: 'Sign-in link sent to Bisi Ade by SMS and e-mail.', device: sent, link: null });
      },
    });
    const { user } = renderCrewPage();
    expect(await screen.findByText('No sign-in links sent yet.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send sign-in link to Bisi Ade' }));
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Sign-in link sent to Bisi Ade by SMS and e-mail.'));
    const [call] = server.callsTo('POST /api/admin/crews/:id/sign-in-links');
    expect(new URL(call!.url).pathname).toBe('/api/admin/crews/c1/sign-in-links');
    expect(await call!.clone().json()).toEqual({ member: 0 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const table = await screen.findByRole('table', { name: "The crew's devices, newest link first" });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Link sent', '9:02 AM, 5 Dec', '—', '9:02 AM, 6 Dec', "Sign out Bisi Ade's device"]);
  });

  it('shows a link nothing delivered, with Copy link and how to pass it on', async () => {
    const link = 'https://clean.example.com/crew/sign-in#tok123';
    fakeApi({
      ...routes,
      'GET /api/admin/crews/:id/devices': ok({ devices: [] }),
      'POST /api/admin/crews/:id/sign-in-links': ok({
        message: 'No SMS provider or e-mail reached Musa Bello.',
        device: device('d4', 'Musa Bello'),
        link,
      }),
    });
    const { user } = renderCrewPage();

    await user.click(await screen.findByRole('button', { name: 'Send sign-in link to Musa Bello' }));
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('No SMS provider or e-mail reached Musa Bello.'));
    const dialog = await screen.findByRole('dialog', { name: 'Sign-in link for Musa Bello' });
    expect(
      within(dialog).getByText(
        'No SMS provider or e-mail reached this member: pass this link on yourself. It works once, for 24 hours.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Sign-in link' })).toHaveValue(link);

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Link copied.'));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(link);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the devices and signs one out after a confirmation, then reloads the list', async () => {
    let devices = [SIGNED_IN, ENDED];
    const server = fakeApi({
      ...routes,
      'GET /api/admin/crews/:id/devices': () => ok({ devices }),
      'DELETE /api/admin/crews/:id/devices/:deviceId': () => {
        devices = [{ ...SIGNED_IN, state: 'ended', endedAt: '2030-12-05T14:00:00.000Z' }, ENDED];
        return ok({ message: 'Device signed out.' });
      },
    });
    const { user } = renderCrewPage();
    const table = await screen.findByRole('table', { name: "The crew's devices, newest link first" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "Bisi AdeSigned in9:02 AM, 5 Dec2:45 PM, 5 Dec9:10 AM, 19 DecSign out Bisi Ade's device",
      'Musa BelloEnded9:02 AM, 5 Dec——',
    ]);

    await user.click(within(table).getByRole('button', { name: "Sign out Bisi Ade's device" }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Sign this device out?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(server.writes()).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: "Sign out Bisi Ade's device" }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Sign this device out?' })).getByRole('button', {
        name: 'Sign out',
      }),
    );
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Device signed out.'));
    const [deleted] = server.callsTo('DELETE /api/admin/crews/:id/devices/:deviceId');
    expect(new URL(deleted!.url).pathname).toBe('/api/admin/crews/c1/devices/d1');
    await waitFor(() => expect(within(table).queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument());
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Ended');
  });

  it('shows one card per device on a phone, with Sign out on those still in', async () => {
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    fakeApi({ ...routes, 'GET /api/admin/crews/:id/devices': ok({ devices: [SIGNED_IN, ENDED] }) });
    renderCrewPage();
    const bisi = await screen.findByRole('article', { name: 'Bisi Ade' });
    expect(within(bisi).getByText('Signed in')).toBeVisible();
    expect(within(bisi).getByText('2:45 PM, 5 Dec')).toBeVisible();
    expect(within(bisi).getByRole('button', { name: "Sign out Bisi Ade's device" })).toBeVisible();
    const musa = screen.getByRole('article', { name: 'Musa Bello' });
    expect(within(musa).getByText('Ended')).toBeVisible();
    expect(within(musa).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
