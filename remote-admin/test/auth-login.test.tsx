// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { fakeApi, ok, renderWithProviders } from '@clean/shared/testing';
import { paths, STORAGE_KEYS } from '@clean/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import LoginPage from '../src/pages/login-page';
import { CurrentLocation } from './support/current-location';
import { spyOnToasts } from './support/toasts';

const OPEN = ok({ message: 'Create the first administrator account.', registration: 'open' });
const INVITATION = ok({ message: 'Sign-up needs an invitation code.', registration: 'invitation' });
const CLOSED = ok({ message: 'Registration is closed. Ask an administrator.', registration: 'closed' });
const LOGGED_IN = ok({ message: 'Logged in successfully.', token: 't-1' });

function renderLogin(route: string = paths.admin.login) {
  const toasts = spyOnToasts();
  renderWithProviders(
    <Routes>
      <Route path={paths.admin.login} element={<LoginPage />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { route },
  );
  return { user: userEvent.setup(), toasts };
}

/** The Sign Up / Login toggle's button. */
const toggle = async (name: 'Sign Up' | 'Login') =>
  within(await screen.findByRole('group', { name: 'Sign up or log in' })).getByRole('button', { name });
/** A form's own submit button. */
const submitOf = (form: 'Sign Up' | 'Login') =>
  within(screen.getByRole('form', { name: form })).getByRole('button', { name: form });

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'a-long-password');
  await user.click(submitOf('Login'));
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('admin login page', () => {
  it('opens on Sign Up while no admin exists, and toggles to Login', async () => {
    fakeApi({ 'GET /api/admin/registration': OPEN });
    const { user } = renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign Up' })).toBeInTheDocument();
    expect(screen.getByText('Create the first administrator account.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
    expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument();

    await user.click(await toggle('Login'));
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
  });

  it('asks for the invitation code when the server needs one, and requires it', async () => {
    const api = fakeApi({ 'GET /api/admin/registration': INVITATION });
    const { user } = renderLogin();
    await user.click(await toggle('Sign Up'));
    await user.type(screen.getByLabelText('Full Name'), 'Ada Obi');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password');
    await user.click(submitOf('Sign Up'));

    expect(await screen.findByText('Invitation code is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/register')).toHaveLength(0);
  });

  it('says why sign-up is closed instead of showing the form', async () => {
    fakeApi({ 'GET /api/admin/registration': CLOSED });
    const { user } = renderLogin();
    await user.click(await toggle('Sign Up'));
    expect(screen.getByRole('heading', { name: 'Sign-up is closed' })).toBeInTheDocument();
    expect(screen.getByText('Registration is closed. Ask an administrator.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
  });

  it('shows the required-field messages (docs/PRODUCT.md#admin-console) and sends nothing', async () => {
    const api = fakeApi({ 'GET /api/admin/registration': OPEN });
    const { user } = renderLogin();
    await screen.findByLabelText('Full Name');
    expect(await toggle('Sign Up')).toHaveAttribute('aria-pressed', 'true');
    await user.click(submitOf('Sign Up'));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/register')).toHaveLength(0);
  });

  it('stores the token after sign-up and switches to Login with the email filled in', async () => {
    const api = fakeApi({
      'GET /api/admin/registration': OPEN,
      'POST /api/admin/register': {
        status: 201,
        body: { success: true, message: 'Account created successfully.', token: 'new-token' },
      },
    });
    const { user, toasts } = renderLogin();
    await user.type(await screen.findByLabelText('Full Name'), 'Ada Obi');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password');
    await user.click(submitOf('Sign Up'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('new-token');
    expect(toasts.success).toHaveBeenCalledWith('Account created successfully.');
    expect(await api.callsTo('POST /api/admin/register')[0]!.json()).toEqual({
      name: 'Ada Obi',
      email: 'ada@example.com',
      password: 'a-long-password',
    });
  });

  it('shows the server message when sign-up is refused', async () => {
    fakeApi({
      'GET /api/admin/registration': INVITATION,
      'POST /api/admin/register': {
        status: 403,
        body: { success: false, message: 'Registration needs a valid invitation code.' },
      },
    });
    const { user, toasts } = renderLogin();
    await user.click(await toggle('Sign Up'));
    await user.type(screen.getByLabelText('Full Name'), 'Ada Obi');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password');
    await user.type(screen.getByLabelText(/^Invitation code/), 'wrong');
    await user.click(submitOf('Sign Up'));

    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Registration needs a valid invitation code.'));
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });

  it('stores the token after login and goes to the dashboard', async () => {
    const api = fakeApi({ 'GET /api/admin/registration': CLOSED, 'POST /api/admin/login': LOGGED_IN });
    const { user, toasts } = renderLogin();
    await logIn(user);
    expect(await screen.findByTestId('where')).toHaveTextContent(paths.admin.dashboard);
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('t-1');
    expect(toasts.success).toHaveBeenCalledWith('Logged in successfully.');
    // Login carries no token: a 401 there is a wrong password, not an ended session.
    expect(api.callsTo('POST /api/admin/login')[0]!.headers.get('adminToken')).toBeNull();
  });

  it('returns to the next page of this site after login', async () => {
    fakeApi({ 'GET /api/admin/registration': CLOSED, 'POST /api/admin/login': LOGGED_IN });
    const next = encodeURIComponent('/admin/appointments?page=2');
    const { user } = renderLogin(`${paths.admin.login}?next=${next}`);
    await logIn(user);
    expect(await screen.findByTestId('where')).toHaveTextContent('/admin/appointments?page=2');
  });

  it('refuses a next page on another origin', async () => {
    fakeApi({ 'GET /api/admin/registration': CLOSED, 'POST /api/admin/login': LOGGED_IN });
    const { user } = renderLogin(`${paths.admin.login}?next=${encodeURIComponent('//evil.example/steal')}`);
    await logIn(user);
    expect(await screen.findByTestId('where')).toHaveTextContent(paths.admin.dashboard);
  });

  it('shows the server message when login fails and stores nothing', async () => {
    fakeApi({
      'GET /api/admin/registration': CLOSED,
      'POST /api/admin/login': { status: 401, body: { success: false, message: 'Invalid email or password.' } },
    });
    const { user, toasts } = renderLogin();
    await logIn(user);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Invalid email or password.'));
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
  });
});
