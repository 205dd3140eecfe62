// Before the page: installs fetch for jsdom.
import { fakeApi, ok, renderWithProviders } from '@clean/shared/testing';
import { paths, STORAGE_KEYS } from '@clean/shared';
import { CHANNEL_ORDER_EMPTY, MESSAGE_TOPICS, type MessageChannelSettings } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MessageChannelsPage from '../src/pages/message-channels-page';
import { spyOnToasts } from './support/toasts';

const SAVED: MessageChannelSettings = {
  topics: MESSAGE_TOPICS.map((topic) => ({ topic, channels: ['whatsapp', 'sms', 'email'] })),
};

const orderOf = (topic: string) =>
  within(screen.getByRole('list', { name: `${topic}: channels in order` }))
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.textContent);

describe('message channels page', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.adminToken, 'tok-channels'));
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('reorders a topic’s channels, says which are not configured, and saves every topic as a whole', async () => {
    const toasts = spyOnToasts();
    const server = fakeApi({
      'GET /api/admin/settings/message-channels': ok({ ...SAVED, configured: ['whatsapp', 'email'] }),
      'PUT /api/admin/settings/message-channels': async (request) =>
        ok({
          ...((await request.clone().json()) as MessageChannelSettings),
          configured: ['whatsapp', 'email'],
          message: 'Message channels saved.',
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MessageChannelsPage />, { route: paths.admin.messageChannels });

    await screen.findByRole('list', { name: 'Reminder the day before: channels in order' });
    expect(orderOf('Reminder the day before')).toEqual(['WhatsApp', 'SMSNot configured: skipped', 'E-mail']);

    await user.click(screen.getByRole('button', { name: 'Move up SMS for Reminder the day before' }));
    expect(orderOf('Reminder the day before')).toEqual(['SMSNot configured: skipped', 'WhatsApp', 'E-mail']);
    await user.click(screen.getByRole('button', { name: 'Remove E-mail for Crew on the way' }));
    expect(orderOf('Crew on the way')).toEqual(['WhatsApp', 'SMSNot configured: skipped']);
    expect(screen.getByRole('button', { name: 'Move down SMS for Crew on the way' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove WhatsApp for Refund sent' }));
    await user.click(screen.getByRole('button', { name: 'Add WhatsApp to Refund sent' }));
    expect(orderOf('Refund sent')).toEqual(['SMSNot configured: skipped', 'E-mail', 'WhatsApp']);

    await user.click(screen.getByRole('button', { name: 'Save message channels' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Message channels saved.'));
    const [put] = server.callsTo('PUT /api/admin/settings/message-channels');
    const body = (await put!.clone().json()) as MessageChannelSettings;
    expect(body.topics.map((entry) => entry.topic)).toEqual([...MESSAGE_TOPICS]);
    expect(body.topics.find((entry) => entry.topic === 'reminder')?.channels).toEqual(['sms', 'whatsapp', 'email']);
    expect(body.topics.find((entry) => entry.topic === 'on-my-way')?.channels).toEqual(['whatsapp', 'sms']);
    expect(body.topics.find((entry) => entry.topic === 'refunded')?.channels).toEqual(['sms', 'email', 'whatsapp']);
    expect(body.topics.find((entry) => entry.topic === 'received')?.channels).toEqual(['whatsapp', 'sms', 'email']);
  });

  it('keeps at least one channel per topic: an empty order is not saved', async () => {
    const server = fakeApi({
      'GET /api/admin/settings/message-channels': ok({ ...SAVED, configured: ['whatsapp', 'sms', 'email'] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MessageChannelsPage />, { route: paths.admin.messageChannels });

    await screen.findByRole('list', { name: 'Visit moved: channels in order' });
    for (const channel of ['WhatsApp', 'SMS', 'E-mail'])
      await user.click(screen.getByRole('button', { name: `Remove ${channel} for Visit moved` }));
    await user.click(screen.getByRole('button', { name: 'Save message channels' }));

    const group = screen.getByRole('group', { name: 'Visit moved' });
    expect(within(group).getByText(CHANNEL_ORDER_EMPTY)).toBeInTheDocument();
    expect(screen.getByText('Nothing was saved: check the orders marked below.')).toBeInTheDocument();
    expect(server.writes()).toHaveLength(0);

    await user.click(within(group).getByRole('button', { name: 'Add SMS to Visit moved' }));
    expect(within(group).queryByText(CHANNEL_ORDER_EMPTY)).not.toBeInTheDocument();
  });

  it('says when the settings cannot be loaded, with Retry', async () => {
    fakeApi({
      'GET /api/admin/settings/message-channels': { status: 500, body: { success: false, message: 'Server error' } },
    });
    renderWithProviders(<MessageChannelsPage />, { route: paths.admin.messageChannels });
    expect(await screen.findByText('We could not load the message channels')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
