/**
 * Admin accounts and their sessions: the reads and writes behind sign-up, login, logout, profile and
 * the notifications' seen time. Routes keep the HTTP answers (messages, codes); these keep the rows.
 */
import { hashToken, newSessionToken } from '../lib/ids';
import type { AdminRepository } from '../repositories/admin-repository';
import type { NotificationRepository } from '../repositories/notification-repository';
import { notificationsSince } from './notifications';
import type { UnitOfWork } from './unit-of-work';

type Admins<K extends keyof AdminRepository> = { admins: Pick<AdminRepository, K> };

export const countAdmins = (deps: Admins<'count'>) => deps.admins.count();

/** Starts a session of `ttlHours` for the admin; its token (only its hash is stored). */
export async function startSession(
  deps: Admins<'createSession'>,
  adminId: string,
  now: Date,
  ttlHours: number,
): Promise<string> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + ttlHours * 3_600_000);
  await deps.admins.createSession(adminId, hashToken(token), expiresAt, now);
  return token;
}

/** Creates an admin while `allowed` holds for the number of admins (see the repository's `createIf`). */
export const createAdmin = (
  deps: Admins<'createIf'> & Pick<UnitOfWork, 'db'>,
  values: Parameters<AdminRepository['createIf']>[1],
  allowed: (admins: number) => boolean,
) => deps.db.transaction((tx) => deps.admins.createIf(tx, values, allowed));

export const findAdminByEmail = (deps: Admins<'findByEmail'>, email: string) => deps.admins.findByEmail(email);

export const endSession = (deps: Admins<'deleteSession'>, tokenHash: string) => deps.admins.deleteSession(tokenHash);

export const updateProfile = (
  deps: Admins<'updateProfile'>,
  id: string,
  values: Parameters<AdminRepository['updateProfile']>[1],
) => deps.admins.updateProfile(id, values);

/** New password hash and every session of the admin revoked, in one transaction. */
export const changePassword = (
  deps: Admins<'changePassword'> & Pick<UnitOfWork, 'db'>,
  id: string,
  passwordHash: string,
) => deps.db.transaction((tx) => deps.admins.changePassword(tx, id, passwordHash));

/** The badge counts since the admin last looked. */
export const notificationsOf = (deps: { notifications: NotificationRepository }, since: Date | null) =>
  notificationsSince(deps.notifications, since);

/** The admin looked now: the counts start again (and are answered, now empty). */
export async function markNotificationsSeen(
  deps: Admins<'markNotificationsSeen'> & { notifications: NotificationRepository },
  adminId: string,
  now: Date,
) {
  await deps.admins.markNotificationsSeen(adminId, now);
  return notificationsSince(deps.notifications, now);
}
