// Before the page: installs fetch for jsdom.
import { fakeApi, ok, renderWithProviders } from '@clean/shared/testing';
import { paths } from '@clean/shared';
import type { AdminAccount, AdminInvitation, AuditEvent } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProfilePage from '../src/pages/profile-page';
import { adminProfile, profileAnswer } from './support/fixtures';
import { spyOnToasts } from './support/toasts';

const me = adminProfile();
const routes = {
  profile: 'GET /api/admin/profile',
  admins: 'GET /api/admin/admins',
  disable: 'POST /api/admin/admins/:id/disable',
  enable: 'POST /api/admin/admins/:id/enable',
  invitations: 'GET /api/admin/invitations',
  create: 'POST /api/admin/invitations',
  revoke: 'DELETE /api/admin/invitations/:id',
  audit: 'GET /api/admin/audit',
} as const;

const account = (id: string, name: string, disabledAt: string | null = null): AdminAccount => ({
  _id: id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  createdAt: '2030-01-01T08:00:00.000Z',
  disabledAt,
});

const invitation = (id: string, createdAt: string, expiresAt: string): AdminInvitation => ({
  _id: id,
  createdAt,
  expiresAt,
  createdBy: me.name,
});

const loginFailed: AuditEvent = {
  _id: 'e1',
  at: '2030-01-07T09:00:00.000Z',
  action: 'account.login-failed',
  subject: 'account',
  subjectId: 'a2',
  admin: { _id: '', name: 'Someone not signed in', email: '' },
  summary: 'Failed login as tunde@example.com from 203.0.113.5: wrong password',
};

/** The accounts API as the server answers it: disabling, enabling, creating and revoking change what it lists. */
function accountsServer() {
  let admins = [account(me._id, me.name), account('a2', 'Tunde Bello')];
  let invitations = [invitation('i1', '2030-01-06T08:00:00.000Z', '2030-01-13T08:00:00.000Z')];
  const setDisabled = (disabledAt: string | null) => (_request: Request, params: Record<string, string>) => {
    admins = admins.map((admin) => (admin._id === params.id ? { ...admin, disabledAt } : admin));
    return ok({ message: `Tunde Bello is ${disabledAt ? 'disabled' : 'enabled'}.` });
  };
  return fakeApi({
    [routes.profile]: profileAnswer(me),
    [routes.admins]: () => ok({ admins }),
    [routes.disable]: setDisabled('2030-01-07T10:00:00.000Z'),
    [routes.enable]: setDisabled(null),
    [routes.invitations]: () => ok({ invitations }),
    [routes.create]: () => {
      const made = invitation('i2', '2030-01-07T10:00:00.000Z', '2030-01-14T10:00:00.000Z');
      invitations = [made, ...invitations];
      return {
        status: 201,
        body: { success: true, message: 'Invitation created.', invitation: made, code: 'INV-ABCDEFGHJKMNPQRSTVWXYZ01' },
      };
    },
    [routes.revoke]: (_request, params) => {
      invitations = invitations.filter((item) => item._id !== params.id);
      return ok({ message: 'Invitation revoked.' });
    },
    [routes.audit]: ok({ events: [loginFailed] }),
  });
}

let spies: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  localStorage.setItem('adminToken', 'session-token');
  spies = spyOnToasts();
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

function renderProfile() {
  const user = userEvent.setup();
  renderWithProviders(<ProfilePage />, { route: paths.admin.profile });
  return user;
}

describe('admin accounts on the profile page', () => {
  it('disables another admin after asking, then enables them; never offers it for yourself', async () => {
    const server = accountsServer();
    const user = renderProfile();
    const section = await screen.findByRole('region', { name: 'Administrators' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Chiamaka Eze (you)chiamaka@example.com · Enabled',
      'Tunde Bellotunde@example.com · EnabledDisable',
    ]);
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Disable Tunde Bello' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disable Tunde Bello?' });
    expect(dialog).toHaveTextContent('They are logged out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Tunde Bello is disabled.'));
    expect(server.callsTo(routes.disable).map((request) => new URL(request.url).pathname)).toEqual([
      '/api/admin/admins/a2/disable',
    ]);
    expect(await within(section).findByText(/Disabled since 7 Jan 2030, 11:00 AM/)).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Enable Tunde Bello' }));
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Tunde Bello is enabled.'));
    expect(await within(section).findByRole('button', { name: 'Disable Tunde Bello' })).toBeVisible();
  });

  it('creates an invitation and shows its code once, lists the pending ones with their expiry, and revokes', async () => {
    const server = accountsServer();
    const user = renderProfile();
    const section = await screen.findByRole('region', { name: 'Invitations' });
    expect(
      await within(section).findByText('Created by Chiamaka Eze on 6 Jan 2030, 9:00 AM · expires 13 Jan 2030, 9:00 AM'),
    ).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Create invitation' }));
    expect(await within(section).findByLabelText('New invitation code')).toHaveTextContent(
      'INV-ABCDEFGHJKMNPQRSTVWXYZ01',
    );
    expect(
      within(section).getByText(
        'Give this code to the new administrator now: it is not shown again. It works once, until 14 Jan 2030, 11:00 AM.',
      ),
    ).toBeVisible();
    expect(await within(section).findByText(/expires 14 Jan 2030, 11:00 AM/)).toBeVisible();

    await user.click(
      within(section).getByRole('button', { name: 'Revoke the invitation created on 6 Jan 2030, 9:00 AM' }),
    );
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Invitation revoked.'));
    expect(server.callsTo(routes.revoke).map((request) => new URL(request.url).pathname)).toEqual([
      '/api/admin/invitations/i1',
    ]);
    await waitFor(() => expect(within(section).queryByText(/expires 13 Jan 2030/)).not.toBeInTheDocument());
  });

  it("shows the accounts' activity, failed logins included, from the audit trail", async () => {
    const server = accountsServer();
    renderProfile();
    const section = await screen.findByRole('region', { name: 'Account activity' });
    const [item] = await within(section).findAllByRole('listitem');
    expect(item).toHaveTextContent(
      'Failed login as tunde@example.com from 203.0.113.5: wrong passwordby Someone not signed in · 7 Jan 2030, 10:00 AM',
    );
    const [request] = server.callsTo(routes.audit);
    expect(Object.fromEntries(new URL(request!.url).searchParams)).toEqual({ subject: 'account', limit: '50' });
  });
});
