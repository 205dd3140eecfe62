// Before the pages: installs fetch for jsdom.
import { fakeApi, ok, renderWithProviders } from '@clean/shared/testing';
import { crewPath, paths, STORAGE_KEYS } from '@clean/shared';
import type { AdminArea, Crew } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import AddCrewPage from '../src/pages/add-crew-page';
import CrewPage from '../src/pages/crew-page';
import CrewsPage from '../src/pages/crews-page';
import { CurrentLocation } from './support/current-location';
import { spyOnToasts } from './support/toasts';

const crew = (id: string, name: string, overrides: Partial<Crew> = {}): Crew => ({
  _id: id,
  name,
  location: 'Lagos',
  active: true,
  members: [],
  workingDays: [1, 2, 3, 4, 5, 6],
  dayStarts: '07:00',
  dayEnds: '17:00',
  timeOff: [],
  ...overrides,
});

const CREWS = [
  crew('c1', 'Lagos crew 1', { members: [{ name: 'Bisi Ade', phone: '0803 123 4567' }] }),
  crew('c2', 'Lekki crew', { workingDays: [1, 3, 5], dayStarts: '08:30', dayEnds: '16:00', areas: ['ar1', 'ar3'] }),
  crew('c3', 'Abuja crew 1', { location: 'Abuja' }),
  crew('c4', 'Lagos crew 3', { active: false }),
];

const area = (id: string, name: string, location = 'Lagos'): AdminArea => ({
  _id: id,
  location,
  name,
  served: true,
  surcharge: 0,
  leads: 0,
  crews: 0,
});
const AREAS = [area('ar1', 'Ajah'), area('ar2', 'Victoria Island'), area('ar3', 'Lekki'), area('ar4', 'Wuse', 'Abuja')];

/** GET /api/admin/areas: the areas of the city asked for, or of every city. */
const areasRoute = {
  'GET /api/admin/areas': (request: Request) => {
    const city = new URL(request.url).searchParams.get('location');
    return ok({ areas: city ? AREAS.filter((each) => each.location === city) : AREAS });
  },
};

function renderAt(route: string) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Routes>
        <Route path={paths.admin.crews} element={<CrewsPage />} />
        <Route path={paths.admin.addCrew} element={<AddCrewPage />} />
        <Route path={paths.admin.crew} element={<CrewPage />} />
      </Routes>
      <CurrentLocation />
    </>,
    { route },
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
});

describe('the crews pages', () => {
  it('lists the crews by location with their days, hours, members and status; each opens its page', async () => {
    fakeApi({ 'GET /api/admin/crews': ok({ crews: CREWS }), ...areasRoute });
    renderAt(paths.admin.crews);

    const lagos = await screen.findByRole('region', { name: 'Lagos' });
    // A crew limited to some areas names them once they are loaded; the others go to every area.
    await waitFor(() =>
      expect(
        within(lagos)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Lagos crew 1Mon–Sat · 7:00 AM to 5:00 PMBisi AdeEvery areaActive',
        'Lekki crewMon, Wed, Fri · 8:30 AM to 4:00 PMNo members namedAjah, LekkiActive',
        'Lagos crew 3Mon–Sat · 7:00 AM to 5:00 PMNo members namedEvery areaInactive',
      ]),
    );
    expect(within(lagos).getByRole('link', { name: 'Edit Lekki crew' })).toHaveAttribute('href', crewPath('c2'));
    expect(within(screen.getByRole('region', { name: 'Port Harcourt' })).getByText('No crews here yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add crew' })).toHaveAttribute('href', paths.admin.addCrew);
  });

  it('adds a crew: says what is missing, sends the crew with its members, then opens its page', async () => {
    const added = crew('c9', 'Ikoyi crew', {
      members: [{ name: 'Musa Bello', phone: '0805 000 1111' }],
      workingDays: [1, 2, 3, 4, 5],
    });
    const server = fakeApi({
      'POST /api/admin/crews': ok({ message: 'Crew added.', crew: added }),
      'GET /api/admin/crews/:id': ok({ crew: added }),
      ...areasRoute,
    });
    const { user } = renderAt(paths.admin.addCrew);
    const form = await screen.findByRole('form', { name: 'Add Crew' });
    const areas = within(form).getByRole('group', { name: 'Areas' });
    expect(areas).toHaveAccessibleDescription('None ticked: the crew goes to every area of its city.');
    expect(within(areas).getByText('Choose a location to list its areas.')).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Add crew' }));
    expect(await within(form).findByText('Name is required')).toBeVisible();
    expect(within(form).getByRole('combobox', { name: 'Location' })).toHaveAttribute('aria-invalid', 'true');
    expect(server.writes()).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Ikoyi crew');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Location' }), 'Lagos');
    // The areas of Lagos only, none ticked.
    await waitFor(() =>
      expect(
        within(areas)
          .getAllByRole('checkbox')
          .map((box) => box.closest('label')?.textContent),
      ).toEqual(['Ajah', 'Victoria Island', 'Lekki']),
    );
    expect(within(areas).getByRole('checkbox', { name: 'Lekki' })).not.toBeChecked();
    await user.click(within(areas).getByRole('checkbox', { name: 'Lekki' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    const member = within(form).getByRole('group', { name: 'Member 1' });
    await user.type(within(member).getByRole('textbox', { name: 'Name' }), 'Musa Bello');
    await user.type(within(member).getByRole('textbox', { name: 'Phone' }), '12');
    await user.click(within(form).getByRole('button', { name: 'Add crew' }));
    expect(await within(member).findByText(/phone/i, { selector: 'p' })).toBeVisible();

    await user.clear(within(member).getByRole('textbox', { name: 'Phone' }));
    await user.type(within(member).getByRole('textbox', { name: 'Phone' }), '0805 000 1111');
    await user.click(within(form).getByRole('button', { name: 'Add crew' }));
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Crew added.'));
    const [call] = server.callsTo('POST /api/admin/crews');
    expect(await call!.clone().json()).toEqual({
      name: 'Ikoyi crew',
      location: 'Lagos',
      members: [{ name: 'Musa Bello', phone: '0805 000 1111' }],
      workingDays: [1, 2, 3, 4, 5],
      dayStarts: '06:00',
      dayEnds: '18:00',
      areas: ['ar3'],
    });
    expect(new URL(server.callsTo('GET /api/admin/areas')[0]!.url).searchParams.get('location')).toBe('Lagos');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(crewPath('c9')));
  });

  it("edits a crew's areas: its own are ticked, and another location starts with none", async () => {
    const lekki = CREWS[1]!;
    const server = fakeApi({
      'GET /api/admin/crews/:id': ok({ crew: lekki }),
      'PUT /api/admin/crews/:id': ok({ message: 'Crew saved.', crew: { ...lekki, areas: ['ar3'] } }),
      ...areasRoute,
    });
    const { user } = renderAt(crewPath('c2'));
    const form = await screen.findByRole('form', { name: 'Crew' });
    const areas = within(form).getByRole('group', { name: 'Areas' });
    expect(await within(areas).findByRole('checkbox', { name: 'Ajah' })).toBeChecked();
    expect(within(areas).getByRole('checkbox', { name: 'Lekki' })).toBeChecked();
    expect(within(areas).getByRole('checkbox', { name: 'Victoria Island' })).not.toBeChecked();

    await user.click(within(areas).getByRole('checkbox', { name: 'Ajah' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Crew saved.'));
    const [sent] = server.callsTo('PUT /api/admin/crews/:id');
    expect(await sent!.clone().json()).toMatchObject({ name: 'Lekki crew', location: 'Lagos', areas: ['ar3'] });

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Location' }), 'Abuja');
    const wuse = await within(areas).findByRole('checkbox', { name: 'Wuse' });
    expect(wuse).not.toBeChecked();
    expect(within(areas).queryByRole('checkbox', { name: 'Lekki' })).not.toBeInTheDocument();
  });

  it('deactivates after a confirmation; a refusal lists the paid jobs and the crew stays active', async () => {
    const lekki = CREWS[1]!;
    const server = fakeApi({
      'GET /api/admin/crews/:id': ok({ crew: lekki }),
      ...areasRoute,
      'POST /api/admin/crews/:id/deactivate': {
        status: 409,
        body: {
          success: false,
          message: 'No other crew is free for 1 paid job of this crew. Send crews to them or move them first.',
          bookings: [
            {
              _id: 'a1',
              reference: 'SPK-1',
              customerName: 'Ada Obi',
              location: 'Lagos',
              date: '2030-01-08',
              time: '9:00 AM',
            },
          ],
        },
      },
    });
    const { user } = renderAt(crewPath('c2'));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Lekki crew');
    expect(screen.getByRole('checkbox', { name: 'Wednesday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tuesday' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate this crew?' });
    expect(within(dialog).getByText(/Its jobs from today go to other crews of Lagos/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    await waitFor(() =>
      expect(spies.error).toHaveBeenCalledWith(
        'No other crew is free for 1 paid job of this crew. Send crews to them or move them first.',
      ),
    );
    const jobs = await screen.findByRole('list', { name: 'Paid bookings that would be left without a crew' });
    expect(within(jobs).getByRole('link', { name: 'SPK-1' })).toBeVisible();
    expect(server.callsTo('POST /api/admin/crews/:id/deactivate')).toHaveLength(1);
  });
  it('gives time off: says what is missing, lists the jobs that stop it, then shows it and takes it back', async () => {
    const lekki = CREWS[1]!;
    const off = { _id: 'o1', firstDate: '2030-01-10', lastDate: '2030-01-11', note: 'Training' };
    const refusal = 'This crew has 1 job on those dates. Send other crews to them first.';
    const job = {
      _id: 'a7',
      reference: 'SPK-7',
      customerName: 'Ada Obi',
      location: 'Lagos',
      date: '2030-01-10',
      time: '9:00 AM',
    };
    let answers = 0;
    const server = fakeApi({
      'GET /api/admin/crews/:id': ok({ crew: lekki }),
      ...areasRoute,
      'POST /api/admin/crews/:id/time-off': () =>
        answers++ === 0
          ? { status: 409, body: { success: false, message: refusal, bookings: [job] } }
          : { status: 201, body: { success: true, message: 'Time off added.', crew: { ...lekki, timeOff: [off] } } },
      'DELETE /api/admin/crews/:id/time-off/:timeOffId': ok({ message: 'Time off taken back.', crew: lekki }),
      'GET /api/admin/crews': ok({ crews: CREWS }),
      'PUT /api/admin/appointments/:id/crew': ok({
        message: 'Lagos crew 1 will go.',
        crew: { _id: 'c1', name: 'Lagos crew 1' },
      }),
    });
    const { user } = renderAt(crewPath('c2'));
    const form = await screen.findByRole('form', { name: 'Add time off' });
    expect(screen.getByText('No time off ahead.')).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Add time off' }));
    expect(await within(form).findByText('Choose the first day')).toBeVisible();
    expect(within(form).getByText('Choose the last day')).toBeVisible();
    await user.type(within(form).getByLabelText('First day'), '2030-01-11');
    await user.type(within(form).getByLabelText('Last day'), '2030-01-10');
    await user.click(within(form).getByRole('button', { name: 'Add time off' }));
    expect(await within(form).findByText('The last day must be on or after the first')).toBeVisible();
    expect(server.callsTo('POST /api/admin/crews/:id/time-off')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('First day'));
    await user.type(within(form).getByLabelText('First day'), '2030-01-10');
    await user.clear(within(form).getByLabelText('Last day'));
    await user.type(within(form).getByLabelText('Last day'), '2030-01-11');
    await user.type(within(form).getByRole('textbox', { name: /^Note/ }), 'Training');
    await user.click(within(form).getByRole('button', { name: 'Add time off' }));
    await waitFor(() => expect(spies.error).toHaveBeenCalledWith(refusal));
    const jobs = await screen.findByRole('list', { name: 'Jobs of this crew on those dates' });
    expect(within(jobs).getByRole('link', { name: 'SPK-7' })).toBeVisible();
    const [sent] = server.callsTo('POST /api/admin/crews/:id/time-off');
    expect(await sent!.clone().json()).toEqual({ firstDate: '2030-01-10', lastDate: '2030-01-11', note: 'Training' });

    // Each listed job offers the other active crews of its location, and sends one there.
    const move = within(jobs).getByRole('form', { name: 'Send another crew to SPK-7' });
    const select = within(move).getByRole('combobox', { name: 'Send another crew' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a crew', 'Lagos crew 1']),
    );
    await user.selectOptions(select, 'Lagos crew 1');
    await user.click(within(move).getByRole('button', { name: 'Send crew' }));
    expect(await within(move).findByRole('status')).toHaveTextContent('Lagos crew 1 will go.');
    const [moved] = server.callsTo('PUT /api/admin/appointments/:id/crew');
    expect(moved!.url).toMatch(/\/api\/admin\/appointments\/a7\/crew$/);
    expect(await moved!.clone().json()).toEqual({ crewId: 'c1' });

    // Sent again (the job went to another crew meanwhile): shown, and the form is empty again.
    server.set('GET /api/admin/crews/:id', ok({ crew: { ...lekki, timeOff: [off] } }));
    await user.click(within(form).getByRole('button', { name: 'Add time off' }));
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Time off added.'));
    const ahead = await screen.findByRole('list', { name: 'Time off ahead' });
    expect(within(ahead).getByText('2030/01/10 to 2030/01/11')).toBeVisible();
    expect(within(form).getByLabelText('First day')).toHaveValue('');
    await user.click(within(ahead).getByRole('button', { name: 'Take back time off 2030/01/10 to 2030/01/11' }));
    await waitFor(() => expect(server.callsTo('DELETE /api/admin/crews/:id/time-off/:timeOffId')).toHaveLength(1));
    expect(new URL(server.callsTo('DELETE /api/admin/crews/:id/time-off/:timeOffId')[0]!.url).pathname).toBe(
      '/api/admin/crews/c2/time-off/o1',
    );
  });
});
