// Before the pages: installs fetch for jsdom.
import { fakeApi, ok, renderWithProviders, unreachable } from '@clean/shared/testing';
import { messagePath, paths, STORAGE_KEYS } from '@clean/shared';
import type { ContactMessage } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import MessagePage from '../src/pages/message-page';
import MessagesPage from '../src/pages/messages-page';
import { CurrentLocation } from './support/current-location';
import { spyOnToasts } from './support/toasts';

const TOKEN = 'tok-inbox';

const routes = {
  list: 'GET /api/admin/messages',
  details: 'GET /api/admin/messages/:id',
  handled: 'POST /api/admin/messages/:id/handled',
} as const;

const message = (id: string, overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  _id: id,
  name: 'Ada Obi',
  email: 'ada@example.com',
  subject: 'Office cleaning quote',
  message: 'Hello,\n\nWe need   a quote for our office.\n  Thanks',
  createdAt: '2030-01-07T08:00:00.000Z',
  handledAt: null,
  handledBy: null,
  privacyConsent: { version: '1.0', agreedAt: '2030-01-07T08:00:00.000Z' },
  ...overrides,
});

// As the API orders them: unread first, then newest first.
const unreadNew = message('m1', { subject: 'Office cleaning quote', createdAt: '2030-01-07T08:00:00.000Z' });
const unreadOld = message('m2', {
  name: 'Bola Ade',
  email: 'bola@example.com',
  subject: 'Weekend slots?',
  createdAt: '2030-01-05T08:00:00.000Z',
});
const handled = message('m3', {
  name: 'Chidi Eze',
  email: 'chidi@example.com',
  subject: 'Thank you',
  createdAt: '2030-01-06T08:00:00.000Z',
  handledAt: '2030-01-06T10:00:00.000Z',
  handledBy: 'Tunde Bakare',
});

const page = (messages: ContactMessage[], unread: number, total = messages.length, pageNumber = 1) =>
  ok({ messages, total, unread, page: pageNumber, pageSize: 20 });

/** The inbox as the API keeps it: marking a message handled changes it. */
function inboxServer(initial: ContactMessage[]) {
  let stored = initial;
  const unread = () => stored.filter((item) => item.handledAt === null).length;
  return fakeApi({
    [routes.list]: () => page(stored, unread()),
    [routes.details]: (_request, { id }) => {
      const found = stored.find((item) => item._id === id);
      return found
        ? ok({ contactMessage: found })
        : { status: 404, body: { success: false, message: 'Message not found' } };
    },
    [routes.handled]: (_request, { id }) => {
      stored = stored.map((item) =>
        item._id === id ? { ...item, handledAt: '2030-01-07T09:30:00.000Z', handledBy: 'Chiamaka Eze' } : item,
      );
      return ok({ message: 'Marked as handled.', contactMessage: stored.find((item) => item._id === id) });
    },
  });
}

function renderInbox(route: string = paths.admin.messages) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Routes>
        <Route path={paths.admin.messages} element={<MessagesPage />} />
        <Route path={paths.admin.message} element={<MessagePage />} />
      </Routes>
      <CurrentLocation />
    </>,
    { route },
  );
  return { user };
}

let spies: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.adminToken, TOKEN);
  spies = spyOnToasts();
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('inbox', () => {
  it("lists the messages in the API's order with name, email, subject, date and an Unread or Handled badge", async () => {
    const server = inboxServer([unreadNew, unreadOld, handled]);
    renderInbox();

    const list = await screen.findByRole('list', { name: 'Messages, unread first' });
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(server.calls[0]!.headers.get('adminToken')).toBe(TOKEN);
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Office cleaning quote',
      'Weekend slots?',
      'Thank you',
    ]);
    expect(items.map((item) => within(item).getByText(/^(Unread|Handled)$/).textContent)).toEqual([
      'Unread',
      'Unread',
      'Handled',
    ]);
    expect(items[1]).toHaveTextContent('Bola Ade · bola@example.com');
    expect(items[1]).toHaveTextContent('5 Jan 2030, 9:00 AM');
    expect(within(items[0]!).getByRole('link', { name: 'Office cleaning quote' })).toHaveAttribute(
      'href',
      messagePath('m1'),
    );
    expect(screen.getByText(/2 unread/)).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Message pages' })).toHaveTextContent('3 messages');
  });

  it('pages with ?page= in the address', async () => {
    const server = fakeApi({
      [routes.list]: (request) =>
        new URL(request.url).searchParams.get('page') === '2' ? page([handled], 1, 21, 2) : page([unreadNew], 1, 21, 1),
    });
    const { user } = renderInbox();
    await screen.findByRole('heading', { name: 'Office cleaning quote' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent(`${paths.admin.messages}?page=2`);
    expect(new URL(server.calls.at(-1)!.url).searchParams.get('pageSize')).toBe('20');
  });

  it('shows the outline while loading and says so when the inbox is empty', async () => {
    const server = inboxServer([]);
    const release = server.hold();
    renderInbox();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the messages');
    release();
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeVisible();
  });

  it('offers Retry when the inbox cannot be loaded', async () => {
    const server = inboxServer([unreadNew]);
    server.set(routes.list, unreachable);
    const { user } = renderInbox();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load the messages' })).toBeVisible();
    server.reset(routes.list);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Office cleaning quote' })).toBeVisible();
  });
});

describe('a message', () => {
  it('opens from the inbox with the full text as typed and a reply link with Re: <subject>', async () => {
    inboxServer([unreadNew, handled]);
    const { user } = renderInbox();
    await user.click(await screen.findByRole('link', { name: 'Office cleaning quote' }));

    const article = await screen.findByRole('article', { name: 'Office cleaning quote' });
    expect(screen.getByTestId('where')).toHaveTextContent(messagePath('m1'));
    expect(screen.getByRole('heading', { level: 1, name: 'Message' })).toBeInTheDocument();
    // Line breaks and runs of spaces kept.
    const text = within(article).getByText(/We need/);
    expect(text.textContent).toBe('Hello,\n\nWe need   a quote for our office.\n  Thanks');
    expect(article).toHaveTextContent('Ada Obi');
    expect(within(article).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(article).toHaveTextContent('7 Jan 2030, 9:00 AM');
    expect(article).toHaveTextContent('Privacy notice: Notice 1.0, agreed 7 Jan 2030, 9:00 AM');
    expect(within(article).getByText('Unread')).toBeVisible();

    const reply = within(article).getByRole('link', { name: 'Reply by email' });
    const href = reply.getAttribute('href')!;
    expect(href.startsWith('mailto:ada@example.com?')).toBe(true);
    expect(new URLSearchParams(href.split('?')[1]).get('subject')).toBe('Re: Office cleaning quote');
  });

  it('marks it handled: the toast, the badge, who handled it, and the inbox reloads', async () => {
    const server = inboxServer([unreadNew, handled]);
    const { user } = renderInbox(messagePath('m1'));
    const article = await screen.findByRole('article', { name: 'Office cleaning quote' });

    await user.click(within(article).getByRole('button', { name: 'Mark as handled' }));
    await waitFor(() => expect(spies.success).toHaveBeenCalledWith('Marked as handled.'));
    const [call] = server.callsTo(routes.handled);
    expect(call!.url).toMatch(/\/api\/admin\/messages\/m1\/handled$/);
    expect(call!.headers.get('adminToken')).toBe(TOKEN);

    expect(await within(article).findByText('Handled')).toBeVisible();
    expect(article).toHaveTextContent('Handled by Chiamaka Eze on 7 Jan 2030, 10:30 AM');
    expect(within(article).queryByRole('button', { name: 'Mark as handled' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Messages' }));
    const list = await screen.findByRole('list', { name: 'Messages, unread first' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByText(/^(Unread|Handled)$/)
          .map((badge) => badge.textContent),
      ).toEqual(['Handled', 'Handled']),
    );
  });

  it('shows the server message when marking fails', async () => {
    const server = inboxServer([unreadNew]);
    server.set(routes.handled, { status: 500, body: { success: false, message: 'Database unavailable' } });
    const { user } = renderInbox(messagePath('m1'));
    const article = await screen.findByRole('article', { name: 'Office cleaning quote' });
    await user.click(within(article).getByRole('button', { name: 'Mark as handled' }));
    await waitFor(() => expect(spies.error).toHaveBeenCalledWith('Database unavailable'));
    expect(within(article).getByText('Unread')).toBeVisible();
  });

  it('says not found for an unknown message, with the way back', async () => {
    inboxServer([]);
    renderInbox(messagePath('gone'));
    expect(await screen.findByRole('heading', { name: 'Message not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Messages' })).toHaveAttribute('href', paths.admin.messages);
  });

  it('shows the outline while loading, and Retry when it fails', async () => {
    const server = inboxServer([unreadNew]);
    server.set(routes.details, unreachable);
    const release = server.hold();
    const { user } = renderInbox(messagePath('m1'));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the message');
    release();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load this message' })).toBeVisible();
    server.reset(routes.details);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Office cleaning quote' })).toBeVisible();
  });
});
