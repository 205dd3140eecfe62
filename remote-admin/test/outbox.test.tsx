// Before the page: installs fetch for jsdom.
import { fakeApi, ok, renderWithProviders } from '@clean/shared/testing';
import { paths, STORAGE_KEYS } from '@clean/shared';
import type { OutboxMessage } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OutboxPage from '../src/pages/outbox-page';
import { spyOnToasts } from './support/toasts';

const message = (id: string, overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  _id: id,
  kind: 'payment-confirmed',
  recipient: 'amaka@example.ng',
  channel: 'email',
  delivery: null,
  fallbackOf: null,
  fallbackId: null,
  status: 'sent',
  attempts: 1,
  lastError: null,
  appointmentId: 'a1',
  createdAt: '2030-01-07T08:00:00.000Z',
  sentAt: '2030-01-07T08:00:05.000Z',
  ...overrides,
});

const failed = message('o2', {
  kind: 'booking-received',
  recipient: 'full@example.ng',
  status: 'failed',
  attempts: 5,
  lastError: '552 Mailbox full',
  sentAt: null,
});

describe('outbox page', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.adminToken, 'tok-outbox'));
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('lists each message with its status and reason, filters by status, and Resend queues a copy', async () => {
    const toasts = spyOnToasts();
    const server = fakeApi({
      'GET /api/admin/outbox': (request) => {
        const status = new URL(request.url).searchParams.get('status');
        const messages = status === 'failed' ? [failed] : [message('o1'), failed];
        return ok({ messages, total: messages.length, page: 1, pageSize: 20 });
      },
      'POST /api/admin/outbox/:id/resend': (_request, { id }) => ({
        status: 201,
        body: {
          success: true,
          message: 'A copy is queued.',
          outboxMessage: message(`${id}-copy`, { status: 'queued' }),
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<OutboxPage />, { route: paths.admin.outbox });

    const list = await screen.findByRole('list', { name: 'Outbox messages, newest first' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    const reason = within(list).getByText('552 Mailbox full');
    expect(reason.closest('article')).toHaveTextContent('Failed');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'failed');
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('article')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Resend booking-received to full@example.ng' }));
    await user.click(screen.getByRole('menuitem', { name: 'Resend on E-mail booking-received to full@example.ng' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('A copy is queued.'));
    const [sent] = server.callsTo('POST /api/admin/outbox/:id/resend');
    expect(sent?.url).toContain('/api/admin/outbox/o2/resend');
    expect(await sent!.clone().json()).toEqual({ channel: 'email' });
  });

  it('says why the Resend of a data request’s link is refused', async () => {
    const toasts = spyOnToasts();
    const refused =
      'This e-mail held a one-time link that is not kept once sent. Ask the customer to ask again from their ' +
      'booking page: a new link is e-mailed to them.';
    fakeApi({
      'GET /api/admin/outbox': ok({
        messages: [message('o3', { kind: 'erasure-confirmation', appointmentId: null })],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
      'POST /api/admin/outbox/:id/resend': { status: 409, body: { success: false, message: refused } },
    });
    const user = userEvent.setup();
    renderWithProviders(<OutboxPage />, { route: paths.admin.outbox });
    await user.click(await screen.findByRole('button', { name: 'Resend erasure-confirmation to amaka@example.ng' }));
    await user.click(screen.getByRole('menuitem', { name: /^Resend on E-mail/ }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(refused));
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('shows one recipient’s messages when the address names one, and every recipient again on request', async () => {
    const server = fakeApi({
      'GET /api/admin/outbox': (request) => {
        const recipient = new URL(request.url).searchParams.get('recipient');
        const messages = recipient === 'full@example.ng' ? [failed] : [message('o1'), failed];
        return ok({ messages, total: messages.length, page: 1, pageSize: 20 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<OutboxPage />, { route: `${paths.admin.outbox}?recipient=full%40example.ng&status=failed` });

    const list = await screen.findByRole('list', { name: 'Outbox messages, newest first' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Messages to full@example.ng')).toBeInTheDocument();
    const asked = new URL(server.callsTo('GET /api/admin/outbox')[0]!.url).searchParams;
    expect([asked.get('recipient'), asked.get('status')]).toEqual(['full@example.ng', 'failed']);

    await user.click(screen.getByRole('button', { name: 'Show every recipient' }));
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByText('Messages to full@example.ng')).not.toBeInTheDocument();
  });

  it('shows each message’s channel, delivery and fallback, filters by channel, and resends on the channel chosen', async () => {
    const toasts = spyOnToasts();
    const phone = '+2348031234567';
    const whatsapp = message('w1', {
      kind: 'reminder',
      recipient: phone,
      channel: 'whatsapp',
      status: 'sent',
      delivery: { state: 'failed', at: '2030-01-07T08:01:00.000Z', reason: 'Re-engagement message' },
      fallbackId: 's1',
    });
    const sms = message('s1', {
      kind: 'reminder',
      recipient: phone,
      channel: 'sms',
      delivery: { state: 'delivered', at: '2030-01-07T08:03:00.000Z', reason: null },
      fallbackOf: 'w1',
    });
    const server = fakeApi({
      'GET /api/admin/outbox': (request) => {
        const channel = new URL(request.url).searchParams.get('channel');
        const messages = channel === 'sms' ? [sms] : [sms, whatsapp];
        return ok({ messages, total: messages.length, page: 1, pageSize: 20 });
      },
      'POST /api/admin/outbox/:id/resend': {
        status: 409,
        body: { success: false, message: 'This customer has turned WhatsApp off.' },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<OutboxPage />, { route: paths.admin.outbox });

    const list = await screen.findByRole('list', { name: 'Outbox messages, newest first' });
    const [smsCard, whatsappCard] = within(list).getAllByRole('article');
    expect(whatsappCard).toHaveTextContent('WhatsApp · Sent');
    expect(whatsappCard).toHaveTextContent('Failed 7 Jan 2030, 9:01 AM: Re-engagement message');
    expect(within(whatsappCard!).getByRole('link', { name: 'Fell back to SMS' })).toHaveAttribute('href', '#outbox-s1');
    expect(smsCard).toHaveTextContent('SMS · Sent');
    expect(smsCard).toHaveTextContent('Delivered 7 Jan 2030, 9:03 AM');
    expect(within(smsCard!).getByRole('link', { name: 'Replaces a failed WhatsApp message' })).toHaveAttribute(
      'href',
      '#outbox-w1',
    );

    await user.click(within(smsCard!).getByRole('button', { name: `Resend reminder to ${phone}` }));
    // Its own channel comes first.
    const choices = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(choices).toEqual([
      `Resend on SMS reminder to ${phone}`,
      `Resend on WhatsApp reminder to ${phone}`,
      `Resend on E-mail reminder to ${phone}`,
    ]);
    await user.click(screen.getByRole('menuitem', { name: `Resend on WhatsApp reminder to ${phone}` }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('This customer has turned WhatsApp off.'));
    expect(await server.callsTo('POST /api/admin/outbox/:id/resend')[0]!.clone().json()).toEqual({
      channel: 'whatsapp',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'sms');
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('article')).toHaveLength(1));
    expect(new URL(server.callsTo('GET /api/admin/outbox').at(-1)!.url).searchParams.get('channel')).toBe('sms');
    // The replaced message is not on this page: the link gives way to words.
    expect(screen.getByText('Replaces a failed message')).toBeInTheDocument();
  });
});
