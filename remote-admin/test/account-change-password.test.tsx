// Before the page: installs fetch for jsdom.
import {
  API_BASE_URL,
  fakeApi,
  heldAnswer,
  renderWithProviders,
  unreachable,
  type FakeHandler,
} from '@clean/shared/testing';
import { paths } from '@clean/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import ChangePasswordPage from '../src/pages/change-password-page';
import { spyOnToasts } from './support/toasts';

const CHANGE = 'PATCH /api/admin/change-password';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Change Password' });

function renderChangePassword() {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path={paths.admin.changePassword} element={<ChangePasswordPage />} />
      <Route path={paths.admin.login} element={<h1>Admin Login</h1>} />
    </Routes>,
    { route: paths.admin.changePassword },
  );
  return user;
}

async function fill(user: ReturnType<typeof userEvent.setup>, newPassword: string, confirmPassword: string) {
  await user.type(field('Old Password'), 'old-secret-1');
  await user.type(field('New Password'), newPassword);
  await user.type(field('Confirm New Password'), confirmPassword);
}

describe('change password page', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    localStorage.setItem('adminToken', 'session-token');
    localStorage.setItem('lastActivity', String(Date.now()));
    toasts = spyOnToasts();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('masks the three passwords, each with a Show toggle, and names what the browser may fill in', async () => {
    fakeApi({});
    const user = renderChangePassword();
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();

    const fields = [
      ['Old Password', 'Show old password', 'current-password'],
      ['New Password', 'Show new password', 'new-password'],
      ['Confirm New Password', 'Show confirmed new password', 'new-password'],
    ] as const;
    for (const [label, toggleName, autoComplete] of fields) {
      const input = field(label);
      const toggle = screen.getByRole('button', { name: toggleName });
      expect(input).toHaveAttribute('type', 'password');
      expect(input).toHaveAttribute('autocomplete', autoComplete);
      expect(toggle).toHaveAttribute('aria-pressed', 'false');

      await user.type(input, `typed into ${label}`);
      await user.click(toggle);
      expect(input).toHaveAttribute('type', 'text');
      expect(input).toHaveValue(`typed into ${label}`);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');

      await user.click(toggle);
      expect(input).toHaveAttribute('type', 'password');
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('requires the three passwords and sends nothing until they are given', async () => {
    const server = fakeApi({});
    const user = renderChangePassword();
    await user.click(submit());

    expect(await screen.findByText('Old password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm new password is required')).toBeInTheDocument();
    expect(field('Old Password')).toHaveAccessibleDescription('Old password is required');
    expect(field('Old Password')).toHaveFocus();
    expect(server.calls).toHaveLength(0);
  });

  it('stops a confirmation that does not match before sending it', async () => {
    const server = fakeApi({});
    const user = renderChangePassword();
    await fill(user, 'new-secret-22', 'new-secret-23');
    await user.click(submit());

    expect(await screen.findByText('The new passwords do not match.')).toBeInTheDocument();
    expect(field('Confirm New Password')).toHaveAccessibleDescription('The new passwords do not match.');
    expect(server.calls).toHaveLength(0);
  });

  it('sends the change with the token, then ends the session and opens the login page', async () => {
    const changed = heldAnswer();
    const server = fakeApi({ [CHANGE]: changed.handler });
    const user = renderChangePassword();
    await fill(user, 'new-secret-22', 'new-secret-22');
    await user.click(submit());

    expect(await screen.findByRole('button', { name: 'Changing...' })).toBeDisabled();
    const [request] = server.calls;
    expect(request!.url).toBe(`${API_BASE_URL}/api/admin/change-password`);
    expect(request!.method).toBe('PATCH');
    expect(request!.headers.get('adminToken')).toBe('session-token');
    expect(await request!.clone().json()).toEqual({
      password: 'old-secret-1',
      newPassword: 'new-secret-22',
      confirmPassword: 'new-secret-22',
    });

    const message = 'Password changed. Please log in again with your new password.';
    changed.release({ status: 200, body: { success: true, message } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(toasts.success).toHaveBeenCalledWith(message);
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('lastActivity')).toBeNull();
  });

  it.each<[string, FakeHandler, string]>([
    [
      'the server refuses',
      { status: 400, body: { success: false, message: 'The old password is not correct.' } },
      'The old password is not correct.',
    ],
    ['the server cannot be reached', unreachable, 'Could not reach the server. Check your connection and try again.'],
  ])('shows the toast and the error panel when %s, and keeps the session', async (_case, answer, message) => {
    fakeApi({ [CHANGE]: answer });
    const user = renderChangePassword();
    await fill(user, 'new-secret-22', 'new-secret-22');
    await user.click(submit());

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'An error Occurred!' })).toBeInTheDocument();
    expect(panel).toHaveTextContent(message);
    expect(toasts.error).toHaveBeenCalledWith(message);
    expect(toasts.success).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBe('session-token');
    expect(submit()).toBeEnabled();
  });
});
