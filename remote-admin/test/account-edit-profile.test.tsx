// Before the page: installs fetch for jsdom.
import {
  API_BASE_URL,
  fakeApi,
  heldAnswer,
  ok,
  renderWithProviders,
  unreachable,
  type FakeHandler,
} from '@clean/shared/testing';
import { paths } from '@clean/shared';
import type { Admin } from '@clean/shared/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import EditProfilePage from '../src/pages/edit-profile-page';
import ProfilePage from '../src/pages/profile-page';
import { accountSectionAnswers, adminProfile, profileAnswer } from './support/fixtures';
import { spyOnToasts } from './support/toasts';

const stored = adminProfile({ phone: null, image: null });
const UPDATE = 'PATCH /api/admin/update-profile';

/** The profile endpoints as the API answers them: GET gives the stored admin, PATCH stores the body. */
function profileServer() {
  let admin: Admin = { ...stored };
  return fakeApi({
    ...accountSectionAnswers(stored),
    'GET /api/admin/profile': () => profileAnswer(admin),
    [UPDATE]: async (request) => {
      admin = { ...admin, ...(await request.clone().json()) };
      return ok({ message: 'Profile updated successfully.' });
    },
  });
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
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    localStorage.setItem('adminToken', 'session-token');
    toasts = spyOnToasts();
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
    expect(server.callsTo(UPDATE)).toHaveLength(0);
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
    expect(server.callsTo(UPDATE)).toHaveLength(0);

    // Both forms the hint offers are taken.
    for (const phone of ['0803 123 4567', '+234 803 123 4567']) {
      await user.clear(field('Phone'));
      await user.type(field('Phone'), phone);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await screen.findByRole('heading', { level: 1, name: 'Profile' });
      await user.click(screen.getByRole('link', { name: 'Edit Profile' }));
      await screen.findByRole('form', { name: 'Edit Profile' });
    }
    expect(server.callsTo(UPDATE)).toHaveLength(2);
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
    expect(toasts.success).toHaveBeenCalledWith('Profile updated successfully.');
    expect(toasts.error).not.toHaveBeenCalled();

    const [request] = server.callsTo(UPDATE);
    expect(request!.url).toBe(`${API_BASE_URL}/api/admin/update-profile`);
    expect(request!.headers.get('adminToken')).toBe('session-token');
    expect(await request!.clone().json()).toEqual({
      name: 'Chiamaka N. Eze',
      phone: '0803 123 4567',
      address: stored.address,
    });
  });

  it('reads Saving... while the call is on its way', async () => {
    const saved = heldAnswer();
    profileServer().set(UPDATE, saved.handler);
    const user = await renderEditProfile();
    await user.type(field('Phone'), '0803 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    saved.release({ status: 200, body: { success: true, message: 'Profile updated successfully.' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  });

  it.each<[string, FakeHandler, string]>([
    [
      'the server refuses',
      { status: 400, body: { success: false, message: 'Please correct these fields: phone, address.' } },
      'Please correct these fields: phone, address.',
    ],
    [
      'the server answers success false',
      { status: 200, body: { success: false, message: 'Profile could not be updated.' } },
      'Profile could not be updated.',
    ],
    ['the server cannot be reached', unreachable, 'Could not reach the server. Check your connection and try again.'],
  ])('shows the toast and the error panel when %s, and stays on the form', async (_case, reply, message) => {
    profileServer().set(UPDATE, reply);
    const user = await renderEditProfile();
    await user.type(field('Phone'), '0803 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'An error Occurred!' })).toBeInTheDocument();
    expect(panel).toHaveTextContent(message);
    expect(toasts.error).toHaveBeenCalledWith(message);
    expect(toasts.success).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(field('Phone')).toHaveValue('0803 123 4567');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});
