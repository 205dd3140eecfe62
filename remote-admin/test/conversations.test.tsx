// Before the page: installs fetch for jsdom.
import { fakeApi, ok, renderWithProviders } from '@clean/shared/testing';
import { conversationPath, paths, STORAGE_KEYS } from '@clean/shared';
import {
  WINDOW_CLOSED,
  type Conversation,
  type ConversationMessage,
  type ConversationResponse,
} from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import ConversationPage from '../src/pages/conversation-page';
import MessagesPage from '../src/pages/messages-page';
import { spyOnToasts } from './support/toasts';

const PHONE = '+2348031234567';
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  phone: PHONE,
  name: 'Chidi Eze',
  lastText: 'Can the crew bring a ladder?',
  lastAt: '2030-01-07T08:00:00.000Z',
  unread: 2,
  appointmentId: 'a1',
  reference: 'SPK-1234',
  windowOpenUntil: hoursFromNow(20),
  ...overrides,
});

const THREAD: ConversationMessage[] = [
  {
    _id: 'm1',
    direction: 'out',
    channel: 'whatsapp',
    text: 'Sent by the site: reminder',
    at: '2030-01-06T08:00:00.000Z',
    delivery: { state: 'read', at: '2030-01-06T08:05:00.000Z', reason: null },
    sentBy: null,
  },
  {
    _id: 'm2',
    direction: 'in',
    channel: 'whatsapp',
    text: 'Can the crew bring a ladder?',
    at: '2030-01-07T08:00:00.000Z',
    delivery: null,
    sentBy: null,
  },
];

const threadAnswer = (overrides: Partial<Conversation> = {}): ConversationResponse => ({
  success: true,
  conversation: conversation({ unread: 0, ...overrides }),
  messages: THREAD,
});

const renderThread = () =>
  renderWithProviders(
    <Routes>
      <Route path={paths.admin.conversation} element={<ConversationPage />} />
    </Routes>,
    { route: conversationPath(PHONE) },
  );

describe('WhatsApp and SMS inbox', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.adminToken, 'tok-inbox'));
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('lists the conversations beside the contact form, with unread counts, the booking and the window', async () => {
    fakeApi({
      'GET /api/admin/conversations': ok({
        conversations: [
          conversation(),
          conversation({
            phone: '+2348059876543',
            name: null,
            unread: 0,
            windowOpenUntil: null,
            appointmentId: null,
            reference: null,
          }),
        ],
        total: 2,
        unread: 1,
        page: 1,
        pageSize: 20,
      }),
    });
    renderWithProviders(<MessagesPage />, { route: `${paths.admin.messages}?inbox=phones` });

    const tabs = screen.getByRole('navigation', { name: 'Inbox' });
    expect(within(tabs).getByRole('link', { name: 'WhatsApp and SMS' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Contact form' })).toHaveAttribute('href', paths.admin.messages);

    const list = await screen.findByRole('list', { name: 'Conversations, latest first' });
    const [chidi, other] = within(list).getAllByRole('article');
    expect(within(chidi!).getByRole('link', { name: 'Chidi Eze' })).toHaveAttribute('href', conversationPath(PHONE));
    expect(conversationPath(PHONE)).toBe('/admin/conversations/%2B2348031234567');
    expect(chidi).toHaveTextContent('2 unread');
    expect(chidi).toHaveTextContent('Can the crew bring a ladder?');
    expect(chidi).toHaveTextContent(/Answer on WhatsApp until/);
    expect(within(chidi!).getByRole('link', { name: 'Booking SPK-1234' })).toHaveAttribute(
      'href',
      '/admin/appointments/a1',
    );
    // No name: the phone is the title; no window, no line about it.
    expect(within(other!).getByRole('link', { name: '+2348059876543' })).toBeInTheDocument();
    expect(other).toHaveTextContent('Read');
    expect(other).not.toHaveTextContent(/Answer on WhatsApp/);
    expect(screen.getByText(/1 unread/)).toBeInTheDocument();
  });

  it('shows the thread oldest first and appends an answer sent inside the window', async () => {
    const toasts = spyOnToasts();
    const server = fakeApi({
      'GET /api/admin/conversations/:phone': ok(threadAnswer()),
      'POST /api/admin/conversations/:phone/replies': async (request) => ({
        status: 201,
        body: {
          success: true,
          message: 'Answer sent.',
          reply: {
            _id: 'm3',
            direction: 'out',
            channel: 'whatsapp',
            text: ((await request.clone().json()) as { text: string }).text,
            at: '2030-01-07T08:10:00.000Z',
            delivery: null,
            sentBy: 'Ada Okafor',
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderThread();

    const thread = await screen.findByRole('list', { name: 'Messages, oldest first' });
    const bubbles = within(thread).getAllByRole('listitem');
    expect(bubbles.map((bubble) => bubble.querySelector('p')?.textContent)).toEqual(['Sent by the site', 'Chidi Eze']);
    expect(bubbles[0]).toHaveTextContent('Read 6 Jan 2030, 9:05 AM');
    expect(screen.getByRole('link', { name: 'Booking SPK-1234' })).toHaveAttribute('href', '/admin/appointments/a1');
    expect(server.callsTo('GET /api/admin/conversations/:phone')[0]?.url).toContain(
      '/api/admin/conversations/%2B2348031234567',
    );

    const box = screen.getByRole('textbox', { name: 'Your answer on WhatsApp' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a reply')).toBeInTheDocument();
    expect(server.writes()).toHaveLength(0);

    await user.type(box, 'Yes, they will bring one.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Answer sent.'));
    const [posted] = server.callsTo('POST /api/admin/conversations/:phone/replies');
    expect(posted?.url).toContain('/api/admin/conversations/%2B2348031234567/replies');
    expect(await posted!.clone().json()).toEqual({ text: 'Yes, they will bring one.' });
    // The answer joins the thread once the cache has it, which may be just after the toast.
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(3));
    const appended = within(thread).getAllByRole('listitem').at(-1);
    expect(appended).toHaveTextContent('Ada Okafor (us)');
    expect(appended).toHaveTextContent('Yes, they will bring one.');
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('says why an answer was refused when the window closed meanwhile', async () => {
    const toasts = spyOnToasts();
    fakeApi({
      'GET /api/admin/conversations/:phone': ok(threadAnswer()),
      'POST /api/admin/conversations/:phone/replies': { status: 409, body: { success: false, message: WINDOW_CLOSED } },
    });
    const user = userEvent.setup();
    renderThread();
    await user.type(await screen.findByRole('textbox', { name: 'Your answer on WhatsApp' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(WINDOW_CLOSED));
    expect(screen.getByRole('textbox', { name: 'Your answer on WhatsApp' })).toHaveAccessibleDescription(
      expect.stringContaining(WINDOW_CLOSED),
    );
  });

  it('offers no answer box once the window has closed, and says so', async () => {
    fakeApi({ 'GET /api/admin/conversations/:phone': ok(threadAnswer({ windowOpenUntil: null })) });
    renderThread();
    expect(await screen.findByText(WINDOW_CLOSED)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says when the phone has no conversation', async () => {
    fakeApi({
      'GET /api/admin/conversations/:phone': {
        status: 404,
        body: { success: false, message: 'Conversation not found' },
      },
    });
    renderThread();
    expect(await screen.findByText('Conversation not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to WhatsApp and SMS' })).toHaveAttribute(
      'href',
      `${paths.admin.messages}?inbox=phones`,
    );
  });
});
