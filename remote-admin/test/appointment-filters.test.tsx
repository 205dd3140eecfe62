// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { API_BASE_URL, fakeApi, ok, renderWithProviders } from '@clean/shared/testing';
import { STORAGE_KEYS } from '@clean/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fileNameOf } from '../src/features/appointments/lib/export-csv';
import AppointmentsPage from '../src/pages/appointments-page';
import { CurrentLocation } from './support/current-location';
import { appointment } from './support/fixtures';
import { spyOnToasts } from './support/toasts';

const TOKEN = 'tok-filters';
const LIST = 'GET /api/admin/appointments';
const EXPORT = 'GET /api/admin/appointments/export.csv';
const RANGE_MESSAGE = 'The start date must be on or before the end date';

const CSV = 'Reference,Customer,Amount\r\nSPK-a1,"Obi, Ada",90000\r\n';

function listServer() {
  return fakeApi({
    [LIST]: (request) => {
      const params = new URL(request.url).searchParams;
      return ok({
        appointments: [appointment('a1', 'Ada Obi')],
        total: 1,
        page: Number(params.get('page')),
        pageSize: Number(params.get('pageSize')),
      });
    },
  });
}

function renderPage(route = '/admin/appointments') {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <AppointmentsPage />
      <CurrentLocation />
    </>,
    { route },
  );
  return { user };
}

const params = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const where = () => screen.getByTestId('where').textContent ?? '';
const lastList = (api: ReturnType<typeof fakeApi>) => params(api.callsTo(LIST).at(-1)!);

let toasts: ReturnType<typeof spyOnToasts>;
beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.adminToken, TOKEN);
  toasts = spyOnToasts();
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('appointment filters', () => {
  it('puts each filter and the order in the URL, back on page 1, and asks the server for them', async () => {
    const api = listServer();
    const { user } = renderPage('/admin/appointments?page=3');
    await screen.findByText('Ada Obi');
    expect(lastList(api)).toEqual({ page: '3', pageSize: '20' });

    await user.selectOptions(screen.getByLabelText('Status'), 'Needs attention');
    expect(where()).toBe('/admin/appointments?status=needs-attention');
    await user.selectOptions(screen.getByLabelText('Payment'), 'Paid');
    await user.selectOptions(screen.getByLabelText('Location'), 'Lagos');
    await user.type(screen.getByLabelText('From'), '2030-01-01');
    await user.type(screen.getByLabelText('To'), '2030-01-31');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Amount');
    await user.selectOptions(screen.getByLabelText('Order'), 'Ascending');

    const expected = {
      status: 'needs-attention',
      payment: 'paid',
      location: 'Lagos',
      from: '2030-01-01',
      to: '2030-01-31',
      sort: 'amount',
      order: 'asc',
    };
    expect(Object.fromEntries(new URLSearchParams(where().split('?')[1]))).toEqual(expected);
    await waitFor(() => expect(lastList(api)).toEqual({ page: '1', pageSize: '20', ...expected }));
  });

  it('reads the filters from the URL and clears them all', async () => {
    const api = listServer();
    const { user } = renderPage('/admin/appointments?payment=unpaid&location=Abuja&sort=date&page=2');
    await screen.findByText('Ada Obi');
    expect(screen.getByLabelText('Payment')).toHaveValue('unpaid');
    expect(screen.getByLabelText('Location')).toHaveValue('Abuja');
    expect(screen.getByLabelText('Sort by')).toHaveValue('date');
    expect(lastList(api)).toEqual({ page: '2', pageSize: '20', payment: 'unpaid', location: 'Abuja', sort: 'date' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(where()).toBe('/admin/appointments');
    await waitFor(() => expect(lastList(api)).toEqual({ page: '1', pageSize: '20' }));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says the shared message when From is after To, and asks nothing', async () => {
    const api = listServer();
    renderPage('/admin/appointments?from=2030-02-01&to=2030-01-01');
    expect(await screen.findAllByText(RANGE_MESSAGE)).not.toHaveLength(0);
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(RANGE_MESSAGE);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(api.callsTo(LIST)).toHaveLength(0);
  });

  it('says when nothing matches, with a way to clear the filters', async () => {
    fakeApi({ [LIST]: ok({ appointments: [], total: 0, page: 1, pageSize: 20 }) });
    renderPage('/admin/appointments?status=expired');
    expect(await screen.findByRole('heading', { name: 'No appointments match these filters' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(2);
  });
});

describe('CSV export', () => {
  let created: Blob[];
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    created = [];
    clicked = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });

  it('downloads the filtered list with the token, named as the server says', async () => {
    const api = listServer();
    // The server's file name comes in Content-Disposition: answer with it.
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const request = input as Request;
      if (!request.url.includes('export.csv')) return realFetch(request);
      api.calls.push(request);
      return new Response(CSV, {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="appointments-2030-01-07.csv"',
        },
      });
    }) as typeof fetch;

    const { user } = renderPage('/admin/appointments?payment=paid&location=Lagos&sort=amount&order=asc');
    await screen.findByText('Ada Obi');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    const [request] = api.callsTo(EXPORT);
    expect(request!.url.startsWith(`${API_BASE_URL}/api/admin/appointments/export.csv?`)).toBe(true);
    expect(params(request!)).toEqual({ payment: 'paid', location: 'Lagos', sort: 'amount', order: 'asc' });
    expect(request!.headers.get('adminToken')).toBe(TOKEN);
    expect(clicked[0]!.download).toBe('appointments-2030-01-07.csv');
    expect(clicked[0]!.href).toBe('blob:export');
    // jsdom's Blob cannot read itself; a Response reads it.
    expect(await new Response(created[0]!).text()).toBe(CSV);
    expect(toasts.success).toHaveBeenCalledWith('Downloaded appointments-2030-01-07.csv');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it("toasts the server's message when the export fails", async () => {
    const api = listServer();
    api.set(EXPORT, { status: 400, body: { success: false, message: 'Location must be one of Abuja' } });
    const { user } = renderPage();
    await screen.findByText('Ada Obi');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Location must be one of Abuja'));
    expect(clicked).toHaveLength(0);
  });

  it('reads the file name from Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="a.csv"')).toBe('a.csv');
    expect(fileNameOf('attachment; filename="a.csv"; filename*=UTF-8\'\'appointments%20jan.csv')).toBe(
      'appointments jan.csv',
    );
    expect(fileNameOf('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameOf(null)).toBe('appointments.csv');
  });
});
