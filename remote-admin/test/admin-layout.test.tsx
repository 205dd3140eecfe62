// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { fakeApi, ok, renderWithProviders, type Answer } from '@clean/shared/testing';
import { INACTIVITY_CHECK_INTERVAL_MS, INACTIVITY_LOGOUT_MS, notify, paths, STORAGE_KEYS } from '@clean/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import LayoutPage from '../src/pages/layout-page';
import { CurrentLocation } from './support/current-location';
import { profileAnswer } from './support/fixtures';

const PROFILE = profileAnswer();
const EXPIRED: Answer = { status: 401, body: { success: false, message: 'Your session has expired.' } };
const LOGGED_OUT = ok({ message: 'You have been logged out.' });

function signIn(token = 'tok-1', lastActivity = Date.now()) {
  localStorage.setItem(STORAGE_KEYS.adminToken, token);
  localStorage.setItem(STORAGE_KEYS.lastActivity, String(lastActivity));
}

function renderConsole(route = '/admin/appointments?page=2') {
  const info = jest.spyOn(notify, 'info').mockReturnValue('toast');
  renderWithProviders(
    <Routes>
      <Route path={paths.admin.root} element={<LayoutPage />}>
        <Route path="appointments" element={<h1>Appointments page</h1>} />
        <Route path="dashboard" element={<h1>Dashboard page</h1>} />
      </Route>
      <Route path={paths.admin.login} element={<CurrentLocation />} />
    </Routes>,
    { route },
  );
  return { info };
}

const loginTarget = (next: string) => `${paths.admin.login}?${new URLSearchParams({ next })}`;

beforeEach(() => localStorage.clear());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('admin layout', () => {
  it('sends a visitor without a token to login, coming back afterwards', async () => {
    fakeApi({ 'GET /api/admin/profile': PROFILE });
    renderConsole();
    expect(await screen.findByTestId('where')).toHaveTextContent(loginTarget('/admin/appointments?page=2'));
  });

  it('frames the page with the side menu and a top bar showing the admin', async () => {
    signIn();
    const api = fakeApi({ 'GET /api/admin/profile': PROFILE });
    renderConsole();
    expect(screen.getByRole('heading', { name: 'Appointments page' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    const items = within(menu)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Dashboard',
      'Schedule',
      'Appointments',
      'Plans',
      'Needs Attention',
      'Customers',
      'Messages',
      'Outbox',
      'Data Requests',
      'Availability',
      'Message Channels',
      'Crews',
      'Areas',
      'Add Product',
      'Products',
      'Profile',
      'Logout',
    ]);
    expect(within(menu).getByRole('link', { name: 'Appointments' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('combobox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, nothing new' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Account menu for Chiamaka Eze' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/profile')[0]!.headers.get('adminToken')).toBe('tok-1');
  });

  it('opens the profile dropdown with Profile, Change Password and Logout; Escape closes it', async () => {
    signIn();
    fakeApi({ 'GET /api/admin/profile': PROFILE });
    renderConsole();
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Account menu for Chiamaka Eze' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(list).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', paths.admin.profile);
    expect(within(list).getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      paths.admin.changePassword,
    );
    expect(within(list).getByRole('button', { name: 'Logout' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('opens the menu as a drawer on phones and closes it when a link is chosen', async () => {
    signIn();
    fakeApi({ 'GET /api/admin/profile': PROFILE });
    renderConsole();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('logs out: revokes the token, clears both keys and goes to login', async () => {
    signIn('tok-9');
    const api = fakeApi({ 'GET /api/admin/profile': PROFILE, 'POST /api/admin/logout': LOGGED_OUT });
    renderConsole();
    const user = userEvent.setup();
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByTestId('where')).toHaveTextContent(new RegExp(`^${paths.admin.login}$`));
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBeNull();
    expect(api.callsTo('POST /api/admin/logout')[0]!.headers.get('adminToken')).toBe('tok-9');
  });

  it('logs out to login, coming back afterwards, when an admin call answers 401', async () => {
    signIn();
    fakeApi({ 'GET /api/admin/profile': EXPIRED });
    const { info } = renderConsole();
    expect(await screen.findByTestId('where')).toHaveTextContent(loginTarget('/admin/appointments?page=2'));
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(info).toHaveBeenCalledWith('Your session has ended. Please log in again.');
  });

  it('follows a logout in another tab', async () => {
    signIn();
    fakeApi({ 'GET /api/admin/profile': PROFILE });
    renderConsole();
    expect(screen.getByRole('heading', { name: 'Appointments page' })).toBeInTheDocument();
    act(() => {
      localStorage.removeItem(STORAGE_KEYS.adminToken);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.adminToken, newValue: null }));
    });
    expect(await screen.findByTestId('where')).toHaveTextContent(paths.admin.login);
  });
});

describe('inactivity logout (docs/PRODUCT.md#admin-console: 10 minutes, checked every 60 seconds)', () => {
  const start = new Date('2030-01-01T08:00:00Z').getTime();
  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  beforeEach(() => jest.useFakeTimers({ now: start }));

  it('logs out once 10 minutes pass without scroll, mouse move or key press', async () => {
    signIn('tok-1', start);
    fakeApi({ 'GET /api/admin/profile': PROFILE, 'POST /api/admin/logout': LOGGED_OUT });
    const { info } = renderConsole();
    await advance(INACTIVITY_LOGOUT_MS);
    expect(screen.getByRole('heading', { name: 'Appointments page' })).toBeInTheDocument();
    await advance(INACTIVITY_CHECK_INTERVAL_MS);
    expect(screen.getByTestId('where')).toHaveTextContent(loginTarget('/admin/appointments?page=2'));
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBeNull();
    expect(info).toHaveBeenCalledWith('You were logged out after 10 minutes without activity. Please log in again.');
  });

  it.each([
    ['a mouse move', () => fireEvent.mouseMove(window)],
    ['a key press', () => fireEvent.keyDown(window, { key: 'a' })],
    ['a scroll', () => fireEvent.scroll(window)],
  ])('counts %s as activity', async (_name, act_) => {
    signIn('tok-1', start);
    fakeApi({ 'GET /api/admin/profile': PROFILE, 'POST /api/admin/logout': LOGGED_OUT });
    renderConsole();
    await advance(9 * 60_000);
    act_();
    expect(Number(localStorage.getItem(STORAGE_KEYS.lastActivity))).toBe(start + 9 * 60_000);
    await advance(6 * 60_000);
    expect(screen.getByRole('heading', { name: 'Appointments page' })).toBeInTheDocument();
    await advance(5 * 60_000);
    expect(screen.getByTestId('where')).toHaveTextContent(paths.admin.login);
  });

  it('keeps the console open while another tab is in use (shared lastActivity)', async () => {
    signIn('tok-1', start);
    fakeApi({ 'GET /api/admin/profile': PROFILE });
    renderConsole();
    await advance(8 * 60_000);
    localStorage.setItem(STORAGE_KEYS.lastActivity, String(Date.now()));
    await advance(8 * 60_000);
    expect(screen.getByRole('heading', { name: 'Appointments page' })).toBeInTheDocument();
  });

  it('logs out at once when the console is opened after a long absence', async () => {
    signIn('tok-1', start - INACTIVITY_LOGOUT_MS - 1);
    fakeApi({ 'GET /api/admin/profile': PROFILE, 'POST /api/admin/logout': LOGGED_OUT });
    renderConsole();
    expect(await screen.findByTestId('where')).toHaveTextContent(paths.admin.login);
  });
});
