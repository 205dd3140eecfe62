// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { API_BASE_URL, mockFetch } from '@clean/shared/testing';
import { notify } from '@clean/shared';
import { PRIVACY_NOTICE } from '@clean/shared/privacy';
import type { ContactChannelResponse, ContactPreference, ReceiptResponse } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { paidReceipt, renderReceiptPage } from './support/receipts';

const NOW = new Date('2030-01-01T09:00:00.000Z');
const LANDLINE_REFUSAL =
  'WhatsApp needs a mobile number, and this phone number is not one. Please choose SMS or e-mail.';

const receiptWith = (contact: ContactPreference) => ({
  status: 200,
  body: {
    success: true,
    message: 'Booking found.',
    booking: { ...paidReceipt, manage: { ...paidReceipt.manage, contact } },
    serverTime: NOW.toISOString(),
  } satisfies ReceiptResponse,
});

const whatsApp: ContactPreference = {
  channel: 'whatsapp',
  noticeVersion: '1.0',
  chosenAt: '2030-01-01T07:50:00.000Z',
  stopped: [{ channel: 'sms', at: '2030-01-01T07:00:00.000Z' }],
};

/** "Messages" on the manage page (docs/PRODUCT.md, "Messages on WhatsApp and SMS"). */
describe('the channel for messages on the manage page', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the channel and the STOPs, and changes it: the refusal under it, then Save with a toast', async () => {
    const success = jest.spyOn(notify, 'success').mockReturnValue('toast');
    const server = mockFetch();
    server.answer(receiptWith(whatsApp));
    const { user } = renderReceiptPage('/booking/SPK-REF-1?token=abc.def', { fakeTimers: true });
    const messages = await screen.findByRole('region', { name: 'Messages' });
    expect(messages).toHaveTextContent('We send your messages by WhatsApp first.');
    expect(messages).toHaveTextContent('Turned off by your STOP: SMS (Tuesday, 1 Jan 2030).');

    await user.click(within(messages).getByRole('button', { name: 'Change how we reach you' }));
    const group = within(messages).getByRole('group', { name: 'How should we reach you?' });
    expect(within(group).getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'SMS (off: you replied STOP)' })).not.toBeChecked();
    expect(group).toHaveTextContent('Our messages follow our privacy notice. Reply STOP at any time');
    // The choice as it is: nothing to save.
    expect(within(messages).getByRole('button', { name: 'Save' })).toBeDisabled();

    // Refused (a landline, say): the reason shows, the picker stays.
    await user.click(within(group).getByRole('radio', { name: 'E-mail' }));
    server.answer({
      status: 400,
      body: { success: false, message: LANDLINE_REFUSAL, errors: [{ field: 'channel', message: LANDLINE_REFUSAL }] },
    });
    await user.click(within(messages).getByRole('button', { name: 'Save' }));
    expect(await within(messages).findByText(LANDLINE_REFUSAL)).toBeInTheDocument();
    const put = server.calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toBe(`${API_BASE_URL}/api/user/bookings/SPK-REF-1/contact-channel`);
    expect(await put.clone().json()).toEqual({
      token: 'token',
      channel: 'email',
      privacyNoticeVersion: PRIVACY_NOTICE.version,
    });
    expect(success).not.toHaveBeenCalled();

    // Saved: the toast, and the receipt read again shows the new channel.
    const email: ContactPreference = { ...whatsApp, channel: 'email', chosenAt: NOW.toISOString() };
    const release = server.hold();
    const sent = server.calls.length;
    await user.click(within(messages).getByRole('button', { name: 'Save' }));
    release({
      status: 200,
      body: {
        success: true,
        message: 'Saved: we will write to you by E-mail first.',
        contact: email,
      } satisfies ContactChannelResponse,
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Saved: we will write to you by E-mail first.'));
    // The save invalidates the booking: its receipt is read again.
    await waitFor(() => expect(server.calls).toHaveLength(sent + 2));
    expect(server.calls[sent + 1]!.method).toBe('GET');
    release(receiptWith(email));
    await waitFor(() => expect(messages).toHaveTextContent('We send your messages by E-mail first.'));
    expect(within(messages).queryByRole('group')).not.toBeInTheDocument();
  });

  it('says when no channel was chosen yet, and lets the customer record one', async () => {
    const server = mockFetch();
    server.answer(receiptWith({ channel: 'email', noticeVersion: null, chosenAt: null, stopped: [] }));
    const { user } = renderReceiptPage('/booking/SPK-REF-1?token=abc.def', { fakeTimers: true });
    const messages = await screen.findByRole('region', { name: 'Messages' });
    expect(messages).toHaveTextContent('You have not chosen a channel yet: we send your messages by SMS or e-mail.');
    await user.click(within(messages).getByRole('button', { name: 'Change how we reach you' }));
    // E-mail, as it is now, can be recorded as the choice.
    expect(within(messages).getByRole('radio', { name: 'E-mail' })).toBeChecked();
    expect(within(messages).getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
