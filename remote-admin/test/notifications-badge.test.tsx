// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { fakeApi, ok, renderWithProviders } from '@clean/shared/testing';
import { appointmentPath, messagePath, paths, STORAGE_KEYS } from '@clean/shared';
import type { NotificationsResponse } from '@clean/shared/schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationBell } from '../src/features/notifications/components/notification-bell';
import { badgeLabel, badgeText, notificationPath, timeAgo } from '../src/features/notifications/lib/badge';

const TOKEN = 'tok-bell';
const GET = 'GET /api/admin/notifications';
const SEEN = 'POST /api/admin/notifications/seen';

const NOW = Date.parse('2030-01-07T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function answer(total: number, items: NotificationsResponse['items'] = []) {
  return ok({
    seenAt: null,
    counts: { bookings: total, needsAttention: 0, messages: 0, customerChanges: 0 },
    total,
    items,
  });
}

beforeEach(() => localStorage.setItem(STORAGE_KEYS.adminToken, TOKEN));
afterEach(() => localStorage.clear());

describe('badge counting and labels', () => {
  it('hides the count at 0 and caps it at 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('names the button with the count', () => {
    expect(badgeLabel(0)).toBe('Notifications, nothing new');
    expect(badgeLabel(1)).toBe('1 new notification');
    expect(badgeLabel(3)).toBe('3 new notifications');
    expect(badgeLabel(250)).toBe('More than 99 new notifications');
  });

  it('links each kind to its page', () => {
    expect(notificationPath({ kind: 'booking', _id: 'a1' })).toBe(appointmentPath('a1'));
    expect(notificationPath({ kind: 'needs-attention', _id: 'a2' })).toBe(paths.admin.needsAttention);
    expect(notificationPath({ kind: 'message', _id: 'm1' })).toBe(messagePath('m1'));
  });

  it('says how long ago', () => {
    expect(timeAgo('2030-01-07T11:59:30.000Z', NOW)).toBe('just now');
    expect(timeAgo('2030-01-07T11:55:00.000Z', NOW)).toBe('5 min ago');
    expect(timeAgo('2030-01-07T09:00:00.000Z', NOW)).toBe('3 h ago');
    expect(timeAgo('2030-01-06T11:00:00.000Z', NOW)).toBe('1 day ago');
    expect(timeAgo('2030-01-04T11:00:00.000Z', NOW)).toBe('3 days ago');
  });
});

describe('notification bell', () => {
  it('shows the count with the token, lists the items when opened and clears the count', async () => {
    const items: NotificationsResponse['items'] = [
      { kind: 'booking', _id: 'a1', title: 'New booking: Ada Obi, Deep Cleaning', at: minutesAgo(5) },
      { kind: 'needs-attention', _id: 'a2', title: 'Paid after the hold: Bola Ade', at: minutesAgo(90) },
      { kind: 'message', _id: 'm1', title: 'Message from Chidi Eze', at: minutesAgo(3 * 24 * 60) },
    ];
    const api = fakeApi({ [GET]: answer(3, items), [SEEN]: answer(0) });
    const user = userEvent.setup();
    renderWithProviders(<NotificationBell />);

    const bell = await screen.findByRole('button', { name: '3 new notifications' });
    expect(bell).toHaveTextContent('3');
    expect(api.callsTo(GET)[0]!.headers.get('adminToken')).toBe(TOKEN);

    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(bell.getAttribute('aria-controls')!)!;
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      appointmentPath('a1'),
      paths.admin.needsAttention,
      messagePath('m1'),
    ]);
    expect(links[0]).toHaveTextContent(/New booking.*Ada Obi.*5 min ago/);
    expect(links[1]).toHaveTextContent(/Needs attention.*Bola Ade.*1 h ago/);
    expect(links[2]).toHaveTextContent(/Message.*Chidi Eze.*3 days ago/);

    expect(await screen.findByRole('button', { name: 'Notifications, nothing new' })).not.toHaveTextContent(/\d/);
    expect(api.callsTo(SEEN)).toHaveLength(1);
    expect(api.callsTo(SEEN)[0]!.headers.get('adminToken')).toBe(TOKEN);
    // What was opened stays listed until it is closed.
    expect(within(panel).getAllByRole('link')).toHaveLength(3);

    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('says nothing new when there is nothing', async () => {
    fakeApi({ [GET]: answer(0), [SEEN]: answer(0) });
    const user = userEvent.setup();
    renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, nothing new' }));
    expect(screen.getByText('Nothing new')).toBeVisible();
  });

  it('asks again when the tab regains focus', async () => {
    const api = fakeApi({ [GET]: answer(1) });
    renderWithProviders(<NotificationBell />);
    await screen.findByRole('button', { name: '1 new notification' });
    expect(api.callsTo(GET)).toHaveLength(1);

    api.set(GET, answer(4));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('button', { name: '4 new notifications' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(GET)).toHaveLength(2));
  });

  it('asks again every minute', async () => {
    jest.useFakeTimers();
    try {
      const api = fakeApi({ [GET]: answer(1) });
      renderWithProviders(<NotificationBell />);
      await act(async () => jest.advanceTimersByTime(10));
      expect(api.callsTo(GET)).toHaveLength(1);
      api.set(GET, answer(120));
      await act(async () => jest.advanceTimersByTime(60_000));
      expect(api.callsTo(GET)).toHaveLength(2);
      await act(async () => jest.advanceTimersByTime(10));
      expect(screen.getByRole('button', { name: 'More than 99 new notifications' })).toHaveTextContent('99+');
    } finally {
      jest.useRealTimers();
    }
  });
});
