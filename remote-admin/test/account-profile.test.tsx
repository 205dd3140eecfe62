// Before the page: installs fetch for jsdom.
import { API_BASE_URL, fakeApi, ok, renderWithProviders, unreachable } from '@clean/shared/testing';
import { paths } from '@clean/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProfilePage from '../src/pages/profile-page';
import { accountSectionAnswers, adminProfile, profileAnswer } from './support/fixtures';
import { spyOnToasts } from './support/toasts';

const PROFILE = 'GET /api/admin/profile';
const complete = adminProfile();

describe('profile page', () => {
  beforeEach(() => localStorage.setItem('adminToken', 'session-token'));
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('shows the admin with their photo and links to Edit Profile and Change Password', async () => {
    const server = fakeApi({ [PROFILE]: profileAnswer(complete), ...accountSectionAnswers(complete) });
    renderWithProviders(<ProfilePage />, { route: paths.admin.profile });

    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Chiamaka Eze' });
    for (const text of [complete.email, complete.phone!, complete.address!]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByRole('img', { name: 'Profile photo of Chiamaka Eze' })).toHaveAttribute(
      'src',
      complete.image,
    );
    expect(within(card).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', paths.admin.editProfile);
    expect(within(card).getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      paths.admin.changePassword,
    );
    expect(screen.queryByText('No phone number added yet')).not.toBeInTheDocument();

    const [request] = server.calls;
    expect(request!.url).toBe(`${API_BASE_URL}/api/admin/profile`);
    expect(request!.headers.get('adminToken')).toBe('session-token');
  });

  it('says what is not added yet and shows the default avatar', async () => {
    fakeApi({
      [PROFILE]: profileAnswer({ ...complete, phone: null, address: null, image: null }),
      ...accountSectionAnswers(),
    });
    renderWithProviders(<ProfilePage />, { route: paths.admin.profile });

    const card = await screen.findByRole('region', { name: 'Chiamaka Eze' });
    expect(within(card).getByText('No phone number added yet')).toBeInTheDocument();
    expect(within(card).getByText('No address added yet')).toBeInTheDocument();
    const avatar = within(card).getByRole('img', { name: 'Default avatar: no profile photo added yet' });
    // The bundled illustration (jest maps image imports to this stub, as webpack maps them to a URL).
    expect(avatar).toHaveAttribute('src', 'test-file-stub');
  });

  it('falls back to the default avatar when the photo does not load', async () => {
    fakeApi({ [PROFILE]: profileAnswer(complete), ...accountSectionAnswers(complete) });
    renderWithProviders(<ProfilePage />, { route: paths.admin.profile });

    const photo = await screen.findByRole('img', { name: 'Profile photo of Chiamaka Eze' });
    fireEvent.error(photo);
    expect(await screen.findByRole('img', { name: 'Default avatar: no profile photo added yet' })).toBeInTheDocument();
  });

  it('shows a loading outline until the profile arrives', async () => {
    const release = fakeApi({ [PROFILE]: profileAnswer(complete), ...accountSectionAnswers(complete) }).hold();
    renderWithProviders(<ProfilePage />, { route: paths.admin.profile });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your profile');
    release();
    await screen.findByRole('region', { name: 'Chiamaka Eze' });
    expect(screen.queryByText('Loading your profile')).not.toBeInTheDocument();
  });

  it('offers Retry when the profile cannot be loaded, and shows it once it can', async () => {
    const server = fakeApi({ [PROFILE]: unreachable, ...accountSectionAnswers(complete) });
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { route: paths.admin.profile });

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'We could not load your profile' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Could not reach the server. Check your connection and try again.');
    server.set(PROFILE, profileAnswer(complete));
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('region', { name: 'Chiamaka Eze' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.callsTo(PROFILE)).toHaveLength(2);
  });

  it('saves the e-mail alerts chosen: the daily digest for new bookings, no contact messages', async () => {
    const server = fakeApi({
      [PROFILE]: profileAnswer(complete),
      ...accountSectionAnswers(complete),
      'PATCH /api/admin/alerts': ok({ message: 'Alerts saved.' }),
    });
    const toasts = spyOnToasts();
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { route: paths.admin.profile });

    const alerts = await screen.findByRole('region', { name: 'E-mail alerts' });
    expect(within(alerts).getByRole('radio', { name: 'At once' })).toBeChecked();
    await user.click(within(alerts).getByRole('radio', { name: /daily digest/ }));
    await user.click(within(alerts).getByRole('checkbox', { name: 'A new contact message (at once)' }));
    await user.click(within(alerts).getByRole('button', { name: 'Save alerts' }));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Alerts saved.'));
    const [saved] = server.callsTo('PATCH /api/admin/alerts');
    expect(await saved!.json()).toEqual({ newBooking: 'daily-digest', paymentAttention: true, contactMessage: false });
  });
});
