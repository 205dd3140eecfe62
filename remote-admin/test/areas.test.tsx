// Before the page: installs fetch for jsdom.
import { fakeApi, ok, renderWithProviders } from '@clean/shared/testing';
import { paths, STORAGE_KEYS } from '@clean/shared';
import type { AdminArea, AreaLead } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import AreasPage from '../src/pages/areas-page';
import { CurrentLocation } from './support/current-location';
import { spyOnToasts } from './support/toasts';

const area = (id: string, name: string, overrides: Partial<AdminArea> = {}): AdminArea => ({
  _id: id,
  location: 'Lagos',
  name,
  served: true,
  surcharge: 0,
  leads: 0,
  crews: 0,
  ...overrides,
});

const LAGOS = [
  area('ar1', 'Ajah', { surcharge: 2500, crews: 1 }),
  area('ar2', 'Ibeju-Lekki', { served: false, leads: 2 }),
  area('ar3', 'Lekki'),
];

const lead = (id: string, name: string, overrides: Partial<AreaLead> = {}): AreaLead => ({
  _id: id,
  area: { _id: 'ar2', name: 'Ibeju-Lekki', location: 'Lagos' },
  name,
  email: null,
  phone: null,
  consent: { version: '1.0', agreedAt: '2030-01-07T08:00:00.000Z' },
  createdAt: '2030-01-07T09:30:00.000Z',
  ...overrides,
});

const LEADS = [
  lead('l1', 'Ngozi Okafor', { email: 'ngozi@example.com' }),
  lead('l2', 'Femi Ade', { phone: '0803 123 4567', consent: null, createdAt: '2030-01-06T15:00:00.000Z' }),
];

const query = (request: Request, name: string) => new URL(request.url).searchParams.get(name);

/** The areas and leads calls as the API answers them: Lagos has areas and people waiting, other cities none. */
function areasServer() {
  return fakeApi({
    'GET /api/admin/areas': (request) => ok({ areas: query(request, 'location') === 'Lagos' ? LAGOS : [] }),
    'GET /api/admin/area-leads': (request) => {
      const chosen = query(request, 'area');
      const leads = query(request, 'location') === 'Lagos' ? LEADS : [];
      const shown = chosen ? leads.filter((each) => each.area._id === chosen) : leads;
      return ok({ leads: shown, total: shown.length });
    },
  });
}

function renderAt(route = `${paths.admin.areas}?location=Lagos`) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Routes>
        <Route path={paths.admin.areas} element={<AreasPage />} />
      </Routes>
      <CurrentLocation />
    </>,
    { route },
  );
  return { user };
}

/** The texts of each cell of each row of a table, its header row first. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

let spies: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.adminToken, 'tok-areas');
  spies = spyOnToasts();
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
  localStorage.clear();
});

describe('the areas page', () => {
  it("lists the city's areas and the people waiting; another city has none yet", async () => {
    const server = areasServer();
    const { user } = renderAt();

    const table = await screen.findByRole('table', { name: 'Areas of Lagos, by name' });
    expect(rowsOf(table)).toEqual([
      ['Area', 'We clean there', 'Surcharge', 'People waiting', 'Crews limited to it', 'Actions'],
      ['Ajah', 'Yes', 'NGN\u00a02,500.00', '0', '1', 'Edit AjahRemove Ajah'],
      ['Ibeju-Lekki', 'No', 'None', '2', '0', 'Edit Ibeju-LekkiRemove Ibeju-Lekki'],
      ['Lekki', 'Yes', 'None', '0', '0', 'Edit LekkiRemove Lekki'],
    ]);
    expect(query(server.callsTo('GET /api/admin/areas')[0]!, 'location')).toBe('Lagos');
    expect(server.callsTo('GET /api/admin/areas')[0]!.headers.get('adminToken')).toBe('tok-areas');

    const waiting = screen.getByRole('region', { name: 'People waiting' });
    const leads = await within(waiting).findByRole('table', {
      name: 'People waiting for an area of Lagos, newest first',
    });
    expect(rowsOf(leads)).toEqual([
      ['Name', 'E-mail or phone', 'Area', 'Agreed to be contacted', 'Date'],
      [
        'Ngozi Okafor',
        'ngozi@example.com',
        'Ibeju-Lekki',
        'Notice 1.0, agreed 7 Jan 2030, 9:00 AM',
        '7 Jan 2030, 10:30 AM',
      ],
      ['Femi Ade', '0803 123 4567', 'Ibeju-Lekki', 'Not recorded', '6 Jan 2030, 4:00 PM'],
    ]);
    expect(within(leads).getByRole('link', { name: 'ngozi@example.com' })).toHaveAttribute(
      'href',
      'mailto:ngozi@example.com',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Abuja');
    expect(await screen.findByText('No areas of Abuja yet. Add the first one below.')).toBeVisible();
    expect(await within(waiting).findByText('Nobody is waiting for an area of Abuja yet.')).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent(`${paths.admin.areas}?location=Abuja`);
    expect(query(server.callsTo('GET /api/admin/areas').at(-1)!, 'location')).toBe('Abuja');
  });

  it("an area's count shows its people waiting; the filter chooses another area", async () => {
    const server = areasServer();
    const { user } = renderAt();
    const count = await screen.findByRole('button', { name: '2: show the people waiting for Ibeju-Lekki' });
    // No count button for an area nobody waits for.
    expect(screen.queryByRole('button', { name: /show the people waiting for Ajah/ })).not.toBeInTheDocument();

    await user.click(count);
    const waiting = screen.getByRole('region', { name: 'People waiting' });
    expect(waiting).toHaveFocus();
    const filter = within(waiting).getByRole('combobox', { name: 'Area' });
    expect(filter).toHaveDisplayValue('Ibeju-Lekki');
    await waitFor(() => expect(query(server.callsTo('GET /api/admin/area-leads').at(-1)!, 'area')).toBe('ar2'));

    await user.selectOptions(filter, 'Lekki');
    expect(await within(waiting).findByText('Nobody is waiting for Lekki yet.')).toBeVisible();
    expect(query(server.callsTo('GET /api/admin/area-leads').at(-1)!, 'area')).toBe('ar3');
    expect(query(server.callsTo('GET /api/admin/area-leads').at(-1)!, 'location')).toBe('Lagos');
  });

  it('adds an area: says what is wrong under the field, a name the city has under Name, then sends it', async () => {
    const server = areasServer();
    let answers = 0;
    server.set('POST /api/admin/areas', () =>
      answers++ === 0
        ? { status: 409, body: { success: false, message: 'Lagos has an area named Ajah already' } }
        : {
            status: 201,
            body: { success: true, message: 'Area added.', area: area('ar9', 'Sangotedo', { served: false }) },
          },
    );
    const { user } = renderAt();
    const form = await screen.findByRole('form', { name: 'Add an area' });
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    const surcharge = within(form).getByRole('textbox', { name: /^Surcharge/ });
    const served = within(form).getByRole('checkbox', { name: 'We clean there' });
    expect(served).toBeChecked();
    expect(surcharge).toHaveValue('0');

    await user.click(within(form).getByRole('button', { name: 'Add area' }));
    expect(await within(form).findByText('Area name is required')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.clear(surcharge);
    await user.type(surcharge, 'abc');
    await user.click(within(form).getByRole('button', { name: 'Add area' }));
    expect(await within(form).findByText('Amount must be a number')).toBeVisible();
    expect(server.writes()).toHaveLength(0);

    await user.type(name, 'ajah');
    await user.clear(surcharge);
    await user.type(surcharge, '1500');
    await user.click(within(form).getByRole('button', { name: 'Add area' }));
    expect(await within(form).findByText('Lagos has an area named Ajah already')).toBeVisible();
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Lagos has an area named Ajah already'));

    await user.clear(name);
    await user.type(name, 'Sangotedo');
    await user.click(served);
    await user.click(within(form).getByRole('button', { name: 'Add area' }));
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Area added.'));
    const sent = server.callsTo('POST /api/admin/areas');
    expect(sent).toHaveLength(2);
    expect(await sent[1]!.clone().json()).toEqual({
      location: 'Lagos',
      name: 'Sangotedo',
      served: false,
      surcharge: 1500,
    });
    // Ready for the next one; the list is asked again.
    await waitFor(() => expect(name).toHaveValue(''));
    expect(served).toBeChecked();
    await waitFor(() => expect(server.callsTo('GET /api/admin/areas').length).toBeGreaterThan(1));
  });

  it('edits an area in a dialog and sends the change', async () => {
    const server = areasServer();
    server.set('PUT /api/admin/areas/:id', ok({ message: 'Area saved.', area: { ...LAGOS[0]!, surcharge: 3000 } }));
    const { user } = renderAt();
    await user.click(await screen.findByRole('button', { name: 'Edit Ajah' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit Ajah' });
    const form = within(dialog).getByRole('form', { name: 'Edit Ajah' });
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('Ajah');
    expect(within(form).getByRole('checkbox', { name: 'We clean there' })).toBeChecked();
    const surcharge = within(form).getByRole('textbox', { name: /^Surcharge/ });
    expect(surcharge).toHaveValue('2500');
    await user.clear(within(form).getByRole('textbox', { name: /^Name/ }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Area name is required')).toBeVisible();

    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Ajah');
    await user.clear(surcharge);
    await user.type(surcharge, '3000');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Area saved.'));
    const [sent] = server.callsTo('PUT /api/admin/areas/:id');
    expect(new URL(sent!.url).pathname).toBe('/api/admin/areas/ar1');
    expect(await sent!.clone().json()).toEqual({ location: 'Lagos', name: 'Ajah', served: true, surcharge: 3000 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Ajah' })).not.toBeInTheDocument());
  });

  it("removes an area after a confirmation; the server's refusal stays in the dialog", async () => {
    const refusal = 'Bookings name Ajah: it cannot be removed.';
    const server = areasServer();
    server.set('DELETE /api/admin/areas/:id', (_request, { id }) =>
      id === 'ar1' ? { status: 409, body: { success: false, message: refusal } } : ok({ message: 'Area removed.' }),
    );
    const { user } = renderAt();

    await user.click(await screen.findByRole('button', { name: 'Remove Ajah' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove this area?' });
    expect(within(dialog).getByText(/Ajah leaves the booking form of Lagos/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(spies.error).toHaveBeenCalledWith(refusal);
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Remove Lekki' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove this area?' });
    // The refusal was of another area: not shown again.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Area removed.'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE /api/admin/areas/:id').map((call) => new URL(call.url).pathname)).toEqual([
      '/api/admin/areas/ar1',
      '/api/admin/areas/ar3',
    ]);
  });

  it('on a phone, each area and each person waiting is a card with its actions', async () => {
    window.matchMedia = ((mediaQuery: string) => ({
      matches: false,
      media: mediaQuery,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    areasServer();
    renderAt();

    const ajah = await screen.findByRole('article', { name: 'Ajah' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(ajah).getByText('Surcharge', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'NGN\u00a02,500.00',
    );
    expect(within(ajah).getByRole('button', { name: 'Edit Ajah' })).toBeVisible();
    expect(within(ajah).getByRole('button', { name: 'Remove Ajah' })).toBeVisible();
    const femi = await screen.findByRole('article', { name: 'Femi Ade' });
    expect(within(femi).getByText('Agreed to be contacted', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Not recorded',
    );
  });
});
