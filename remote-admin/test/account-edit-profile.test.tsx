// Before the page: installs fetch for jsdom.
import { API_BASE_URL, renderWithProviders, type Answer } from '@clean/shared/testing';
import { notify, paths } from '@clean/shared';
import type { Admin } from '@clean/shared/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import EditProfilePage from '../src/pages/edit-profile-page';
import ProfilePage from '../src/pages/profile-page';

const stored: Admin = {
  _id: 'a1',
  name: 'Chiamaka Eze',
  email: 'chiamaka@example.com',
  phone: null,
  address: '5 Yakubu Gowon Crescent, Asokoro, Abuja',
  image: null,
};

type Reply = Answer | 'network-error' | Promise<Answer>;

const json = ({ status, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The profile endpoints as the API answers them: GET gives the stored admin, PATCH stores the body
 * (or gives `onUpdate`'s answer instead). Records every request.
 */
function profileServer() {
  const calls: Request[] = [];
  let admin = { ...stored };
  let updateReply: (() => Reply) | null = null;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    calls.push(request);
    const { pathname } = new URL(request.url);
    if (pathname === '/api/admin/profile' && request.method === 'GET') {
      return json({ status: 200, body: { success: true, message: 'Profile loaded.', adminData: admin } });
    }
    if (pathname === '/api/admin/update-profile' && request.method === 'PATCH') {
      const reply = updateReply?.();
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      if (reply) return json(await reply);
      admin = { ...admin, ...(await request.clone().json()) };
      return json({ status: 200, body: { success: true, message: 'Profile updated successfully.' } });
    }
    return json({ status: 404, body: { success: false, message: 'Not found' } });
  }) as unknown as typeof fetch;
  return {
    updates: () => calls.filter((call) => call.url.endsWith('/api/admin/update-profile')),
    onUpdate(reply: () => Reply) {
      updateReply = reply;
    },
  };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

async function renderEditProfile() {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path={paths.admin.editProfile} element={<EditProfilePage />} />
      <Route path={paths.admin.profile} element={<ProfilePage />} />
    </Routes>,
    { route: paths.admin.editProfile },
  );
  await screen.findByRole('form', { name: 'Edit Profile' });
  return user;
}

describe('edit profile page', () => {
  let success: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    localStorage.setItem('adminToken', 'session-token');
    success = jest.spyOn(notify, 'success').mockReturnValue('toast');
    error = jest.spyOn(notify, 'error').mockReturnValue('toast');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('starts from the stored profile, a missing phone being an empty field', async () => {
    profileServer();
    await renderEditProfile();

    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Chiamaka Eze');
    expect(field('Phone')).toHaveValue('');
    expect(field('Address')).toHaveValue(stored.address);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', paths.admin.profile);
  });

  it('requires name, phone and address, and sends nothing until they are given', async () => {
    const server = profileServer();
    const user = await renderEditProfile();
    await user.clear(field('Name'));
    await user.clear(field('Address'));
    await user.type(field('Address'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    expect(field('Name')).toHaveFocus();
    expect(server.updates()).toHaveLength(0);
  });

  it('refuses a phone number that is not Nigerian', async () => {
    const server = profileServer();
    const user = await renderEditProfile();
    await user.type(field('Phone'), '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Enter a Nigerian phone number, such as 0803 123 4567')).toBeInTheDocument();
    expect(field('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a Nigerian phone number, such as 0803 123 4567'),
    );
    expect(server.updates()).toHaveLength(0);

    // Both forms the hint offers are taken.
    for (const phone of ['0803 123 4567', '+234 803 123 4567']) {
      await user.clear(field('Phone'));
      await user.type(field('Phone'), phone);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await screen.findByRole('heading', { level: 1, name: 'Profile' });
      await user.click(screen.getByRole('link', { name: 'Edit Profile' }));
      await screen.findByRole('form', { name: 'Edit Profile' });
    }
    expect(server.updates()).toHaveLength(2);
  });

  it('saves with the token, says so with the server message and shows the updated profile', async () => {
    const server = profileServer();
    const user = await renderEditProfile();
    await user.clear(field('Name'));
    await user.type(field('Name'), '  Chiamaka N. Eze ');
    await user.type(field('Phone'), '0803 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const card = await screen.findByRole('region', { name: 'Chiamaka N. Eze' });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(within(card).getByText('0803 123 4567')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Profile updated successfully.');
    expect(error).not.toHaveBeenCalled();

    const [request] = server.updates();
    expect(request!.url).toBe(`${API_BASE_URL}/api/admin/update-profile`);
    expect(request!.headers.get('adminToken')).toBe('session-token');
    expect(await request!.clone().json()).toEqual({
      name: 'Chiamaka N. Eze',
      phone: '0803 123 4567',
      address: stored.address,
    });
  });

  it('reads Saving... while the call is on its way', async () => {
    const server = profileServer();
    let release: (answer: Answer) => void = () => {};
    server.onUpdate(() => new Promise<Answer>((resolve) => (release = resolve)));
    const user = await renderEditProfile();
    await user.type(field('Phone'), '0803 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release({ status: 200, body: { success: true, message: 'Profile updated successfully.' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  });

  it.each([
    [
      'the server refuses',
      (): Reply => ({ status: 400, body: { success: false, message: 'Please correct these fields: phone, address.' } }),
      'Please correct these fields: phone, address.',
    ],
    [
      'the server answers success false',
      (): Reply => ({ status: 200, body: { success: false, message: 'Profile could not be updated.' } }),
      'Profile could not be updated.',
    ],
    [
      'the server cannot be reached',
      (): Reply => 'network-error',
      'Could not reach the server. Check your connection and try again.',
    ],
  ])('shows the toast and the error panel when %s, and stays on the form', async (_case, reply, message) => {
    const server = profileServer();
    server.onUpdate(reply);
    const user = await renderEditProfile();
    await user.type(field('Phone'), '0803 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'An error Occurred!' })).toBeInTheDocument();
    expect(panel).toHaveTextContent(message);
    expect(error).toHaveBeenCalledWith(message);
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(field('Phone')).toHaveValue('0803 123 4567');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});
