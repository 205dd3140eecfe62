// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { fakeApi, ok, renderWithProviders, type Answer } from '@clean/shared/testing';
import { appointmentPath, customerPath, messagePath, paths, STORAGE_KEYS } from '@clean/shared';
import { SEARCH_DEBOUNCE_MS, type SearchResponse } from '@clean/shared/schemas';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopBarSearch } from '../src/features/search/components/top-bar-search';
import { CurrentLocation } from './support/current-location';

const TOKEN = 'tok-search';
const SEARCH = 'GET /api/admin/search';

const results: Omit<SearchResponse, 'success'> = {
  appointments: [
    {
      _id: 'a1',
      reference: 'SPK-7Q2K9',
      customerName: 'Ada Obi',
      email: 'ada@example.com',
      phone: '+2348030000001',
      service: 'Deep Cleaning',
      location: 'Lagos',
      date: '2030-01-07',
      time: '6:00 AM',
      status: 'paid',
      crew: 'Lagos crew 2',
    },
  ],
  customers: [{ _id: 'c1', name: 'Ada Obi', email: 'ada@example.com', phone: '+2348030000001', bookings: 3 }],
  messages: [
    {
      _id: 'm1',
      name: 'Ada Obi',
      email: 'ada@example.com',
      subject: 'Moving out clean',
      createdAt: '2030-01-05T09:00:00.000Z',
      handled: false,
    },
  ],
  outbox: [
    {
      _id: 'o1',
      recipient: 'ada@example.com',
      kind: 'payment-confirmed',
      status: 'failed',
      createdAt: '2030-01-05T09:00:00.000Z',
    },
  ],
};
const FOUND: Answer = ok(results);

function renderSearch() {
  renderWithProviders(
    <>
      <TopBarSearch />
      <CurrentLocation />
    </>,
    { route: '/admin/dashboard' },
  );
  return screen.getByRole('combobox', { name: 'Search' });
}

const queries = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo(SEARCH).map((request) => new URL(request.url).searchParams.get('q'));

beforeEach(() => localStorage.setItem(STORAGE_KEYS.adminToken, TOKEN));
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('top bar search', () => {
  it('asks once, after the pause, with the token, and never for fewer than 2 characters', async () => {
    jest.useFakeTimers();
    const api = fakeApi({ [SEARCH]: FOUND });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const box = renderSearch();

    await user.type(box, 'a');
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(api.callsTo(SEARCH)).toHaveLength(0);
    expect(screen.getByText('Type at least 2 characters')).toBeInTheDocument();

    await user.type(box, 'da');
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(api.callsTo(SEARCH)).toHaveLength(0);
    expect(screen.getByText('Searching…')).toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(50));
    expect(await screen.findByRole('option', { name: /SPK-7Q2K9/ })).toBeInTheDocument();
    expect(queries(api)).toEqual(['ada']);
    expect(api.callsTo(SEARCH)[0]!.headers.get('adminToken')).toBe(TOKEN);
  });

  it('lists appointments, customers, messages and outbox messages in groups', async () => {
    fakeApi({ [SEARCH]: FOUND });
    const user = userEvent.setup();
    await user.type(renderSearch(), 'ada');

    const appointments = await screen.findByRole('group', { name: 'Appointments' });
    const booking = within(appointments).getByRole('option');
    expect(booking).toHaveTextContent('SPK-7Q2K9 · Ada Obi');
    expect(booking).toHaveTextContent('2030/01/07 6:00 AM · Deep Cleaning, Lagos · Lagos crew 2');
    expect(within(screen.getByRole('group', { name: 'Customers' })).getByRole('option')).toHaveTextContent(
      '3 bookings',
    );
    expect(within(screen.getByRole('group', { name: 'Messages' })).getByRole('option')).toHaveTextContent(
      'Moving out clean',
    );
    const sent = within(screen.getByRole('group', { name: 'Outbox' })).getByRole('option');
    expect(sent).toHaveTextContent('ada@example.com');
    expect(sent).toHaveTextContent('payment-confirmed');
    await user.click(sent);
    expect(screen.getByTestId('where')).toHaveTextContent(
      `${paths.admin.outbox}?recipient=ada%40example.com&status=failed`,
    );
  });

  it('moves with the arrows and opens the highlighted result with Enter', async () => {
    fakeApi({ [SEARCH]: FOUND });
    const user = userEvent.setup();
    const box = renderSearch();
    await user.type(box, 'ada');
    await screen.findAllByRole('option');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Ada Obi.*3 bookings/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(customerPath('c1'));
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'spk');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(appointmentPath('a1'));
  });

  it('opens a result on click; Escape closes the list', async () => {
    fakeApi({ [SEARCH]: FOUND });
    const user = userEvent.setup();
    const box = renderSearch();
    await user.type(box, 'moving');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.type(box, ' out');
    await user.click(await screen.findByRole('option', { name: /Moving out clean/ }));
    expect(screen.getByTestId('where')).toHaveTextContent(messagePath('m1'));
  });

  it('says when nothing matches, and shows the server’s message when the search fails', async () => {
    const api = fakeApi({ [SEARCH]: ok({ appointments: [], customers: [], messages: [], outbox: [] }) });
    const user = userEvent.setup();
    const box = renderSearch();
    await user.type(box, 'zzz');
    expect(await screen.findByText('No results for “zzz”')).toBeInTheDocument();

    api.set(SEARCH, { status: 400, body: { success: false, message: 'Must be at most 100 characters' } });
    await user.type(box, 'q');
    expect(await screen.findByText('Must be at most 100 characters')).toBeInTheDocument();
  });
});
