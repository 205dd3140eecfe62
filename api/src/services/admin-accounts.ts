/**
 * Admin accounts and their sessions: the reads and writes behind sign-up, login, logout, profile,
 * disabling, invitations and the notifications' seen time, each recorded in the audit trail (subject
 * `account`). Routes keep the HTTP answers (messages, codes); these keep the rows.
 */
import type { AdminAlerts, AppointmentFilterValues } from '@clean/shared/schemas';
import { UNKNOWN_ACTOR } from '@clean/shared/schemas';
import { secretsEqual } from '../security/passwords';
import {
  accountDisabledSummary,
  accountEnabledSummary,
  alertsChangedSummary,
  businessExportedSummary,
  exportedSummary,
  invitationCreatedSummary,
  invitationRevokedSummary,
  invitationRevokedWithAccountSummary,
  invitationUsedSummary,
  loggedInSummary,
  loginFailedSummary,
  passwordChangedSummary,
  profileUpdatedSummary,
  signedUpSummary,
  type LoginFailure,
  type SignUpRoute,
} from '../domain/audit-sentences';
import { hashInvitationCode, hashToken, newInvitationCode, newSessionToken } from '../security/ids';
import type { AdminRepository, AdminRow } from '../repositories/admin-repository';
import type { AuditRepository } from '../repositories/audit-repository';
import {
  spentReason,
  type InvitationRepository,
  type InvitationRow,
  type InvitationSpent,
} from '../repositories/invitation-repository';
import type { NotificationRepository } from '../repositories/notification-repository';
import { notificationsSince } from './notifications';
import type { UnitOfWork } from '../db/transaction';

/** Why an invitation can no longer be used (routes answer each with its own message). */
export type { InvitationSpent } from '../repositories/invitation-repository';

type Admins<K extends keyof AdminRepository> = { admins: Pick<AdminRepository, K> };
type Audit = { audit: Pick<AuditRepository, 'record'> };
type Invitations<K extends keyof InvitationRepository> = { invitations: Pick<InvitationRepository, K> };
type Actor = Pick<AdminRow, 'id' | 'name' | 'email'>;

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

/**
 * Creates an admin while `allowed` holds for the number of admins (see the repository's `createIf`),
 * recorded as made by the operator's command (`npm run admin:create`).
 */
export const createAdmin = (
  deps: Admins<'createIf'> & Audit & Pick<UnitOfWork, 'db'>,
  values: Parameters<AdminRepository['createIf']>[1],
  allowed: (admins: number) => boolean,
  now: Date,
) =>
  deps.db.transaction(async (tx) => {
    const created = await deps.admins.createIf(tx, values, allowed);
    if (typeof created !== 'string') {
      await deps.audit.record(
        accountEntry(created, 'account.signed-up', created.id, signedUpSummary('command'), now),
        tx,
      );
    }
    return created;
  });

export const findAdminByEmail = (deps: Admins<'findByEmail'>, email: string) => deps.admins.findByEmail(email);

export const endSession = (deps: Admins<'deleteSession'>, tokenHash: string) => deps.admins.deleteSession(tokenHash);

/**
 * Which alerts the admin gets by e-mail, recorded with what changed (an admin who stopped hearing of
 * payments needing attention did so on the record).
 */
export const updateAlerts = (
  deps: Admins<'updateAlerts'> & Audit & Pick<UnitOfWork, 'db'>,
  admin: AdminRow,
  alerts: AdminAlerts,
  now: Date,
) =>
  deps.db.transaction(async (tx) => {
    const before = await deps.admins.updateAlerts(tx, admin.id, alerts);
    const summary = before && alertsChangedSummary(before, alerts);
    if (summary) await deps.audit.record(accountEntry(admin, 'account.profile-updated', admin.id, summary, now), tx);
  });

/** New name, phone and address, recorded with what changed (nothing is recorded when nothing did). */
export async function updateProfile(
  deps: Admins<'updateProfile'> & Audit & Pick<UnitOfWork, 'db'>,
  admin: AdminRow,
  values: Parameters<AdminRepository['updateProfile']>[1],
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await deps.admins.updateProfile(admin.id, values, tx);
    const summary = profileUpdatedSummary(admin, values);
    if (summary) await deps.audit.record(accountEntry(admin, 'account.profile-updated', admin.id, summary, now), tx);
  });
}

/** New password hash and every session of the admin revoked, in one transaction with its record. */
export const changePassword = (
  deps: Admins<'changePassword'> & Audit & Pick<UnitOfWork, 'db'>,
  admin: Actor,
  passwordHash: string,
  now: Date,
) =>
  deps.db.transaction(async (tx) => {
    await deps.admins.changePassword(tx, admin.id, passwordHash);
    await deps.audit.record(
      accountEntry(admin, 'account.password-changed', admin.id, passwordChangedSummary(), now),
      tx,
    );
  });

/** An audit record about an admin account (`subjectId`: the account concerned). */
function accountEntry(
  admin: Actor,
  action: Parameters<AuditRepository['record']>[0]['action'],
  subjectId: string | null,
  summary: string,
  at: Date,
): Parameters<AuditRepository['record']>[0] {
  return { admin, action, subject: 'account', subjectId, summary, at };
}

/** Who may sign up with what (docs/PRODUCT.md#admin-console, Sign-in). */
export interface SignUpRules {
  /** The operator's code, ADMIN_SIGNUP_CODE: any number of sign-ups (the bootstrap). */
  operatorCode: string | undefined;
  /** Whether the first admin may sign up without a code (development). */
  openFirstSignup: boolean;
}

/**
 * Creates an admin when allowed: the first one where that is open, with the operator's code, or with
 * a pending invitation, which is then used up. Everything (the account, the invitation's use and the
 * records) commits together, under the accounts lock, so one invitation lets exactly one sign-up
 * through. Answers the admin, or why not: 'not-allowed' (no or an unknown code), 'email-taken', or
 * why the invitation cannot be used.
 */
export function signUp(
  deps: Admins<'createIf'> & Invitations<'findForUse' | 'markUsed'> & Audit & Pick<UnitOfWork, 'db'>,
  values: Parameters<AdminRepository['createIf']>[1],
  code: string | undefined,
  rules: SignUpRules,
  now: Date,
): Promise<AdminRow | 'not-allowed' | 'email-taken' | InvitationSpent> {
  const withOperatorCode =
    code !== undefined && rules.operatorCode !== undefined && secretsEqual(code, rules.operatorCode);
  return deps.db.transaction(async (tx) => {
    // What the check under the lock found (a holder: the check runs in the repository's callback).
    const found: { route: SignUpRoute; invitation: InvitationRow | null; spent: InvitationSpent | null } = {
      route: 'first',
      invitation: null,
      spent: null,
    };
    const created = await deps.admins.createIf(tx, values, async (admins) => {
      if (withOperatorCode) found.route = 'operator-code';
      else if (!(admins === 0 && rules.openFirstSignup)) {
        if (code === undefined || code.trim() === '') return false;
        const invitation = await deps.invitations.findForUse(tx, hashInvitationCode(code));
        if (!invitation) return false;
        found.invitation = invitation;
        // An invitation of an admin disabled since is revoked with the disabling; one still pending
        // (made before that rule) is refused all the same.
        found.spent = spentReason(invitation, now) ?? (invitation.inviterEnabled ? null : 'revoked');
        found.route = 'invitation';
      }
      return found.spent === null;
    });
    if (found.spent !== null) return found.spent;
    if (typeof created === 'string') return created;
    const { route, invitation } = found;
    await deps.audit.record(accountEntry(created, 'account.signed-up', created.id, signedUpSummary(route), now), tx);
    if (invitation) {
      await deps.invitations.markUsed(tx, invitation.id, created.id, now);
      await deps.audit.record(
        accountEntry(created, 'invitation.used', created.id, invitationUsedSummary(invitation.createdAt), now),
        tx,
      );
    }
    return created;
  });
}

/** Records a successful login (from `address`, the client's). */
export const recordLogin = (deps: Audit, admin: Actor, address: string, now: Date) =>
  deps.audit.record(accountEntry(admin, 'account.logged-in', admin.id, loggedInSummary(address), now));

/**
 * Records a failed login: the e-mail tried, the address and why, never the password. Nobody is signed
 * in, so the record names no admin; it is about the account when the e-mail is one.
 */
export const recordFailedLogin = (
  deps: Audit,
  attempt: { email: string; account: AdminRow | null; address: string; why: LoginFailure },
  now: Date,
) =>
  deps.audit.record(
    accountEntry(
      { id: UNKNOWN_ACTOR._id, name: UNKNOWN_ACTOR.name, email: UNKNOWN_ACTOR.email },
      'account.login-failed',
      attempt.account?.id ?? null,
      loginFailedSummary(attempt.email, attempt.address, attempt.why),
      now,
    ),
  );

/** Records a CSV export of the appointments, with what it selected. */
export const recordExport = (deps: Audit, admin: Actor, filters: AppointmentFilterValues, now: Date) =>
  deps.audit.record(accountEntry(admin, 'appointments.exported', admin.id, exportedSummary(filters), now));

/** Records a download of the business export (`fileName`, as the download names it). */
export const recordBusinessExport = (deps: Audit, admin: Actor, fileName: string, now: Date) =>
  deps.audit.record(accountEntry(admin, 'business.exported', admin.id, businessExportedSummary(fileName), now));

export const listAccounts = (deps: Admins<'list'>) => deps.admins.list();

/**
 * Disables (`disabled`) or enables another admin, recorded. A disabled admin's sessions end at once
 * and it cannot log in, and its pending invitations are revoked, each recorded (docs/PRODUCT.md,
 * Admin accounts): whoever holds one was let in by someone no longer trusted. Enabling it again
 * brings none back. Answers the account as it is now, or why not: 'self' (nobody disables
 * themself), 'not-found', 'last-enabled' (one admin must stay enabled).
 */
export async function setAccountDisabled(
  deps: Admins<'setDisabled'> & Invitations<'revokePendingBy'> & Audit & Pick<UnitOfWork, 'db'>,
  actor: Actor,
  id: string,
  disabled: boolean,
  now: Date,
): Promise<AdminRow | 'self' | 'not-found' | 'last-enabled'> {
  if (disabled && id === actor.id) return 'self';
  return deps.db.transaction(async (tx) => {
    const result = await deps.admins.setDisabled(tx, id, disabled ? now : null);
    if (typeof result === 'string') return result;
    const { before } = result;
    const after = { ...before, disabledAt: disabled ? (before.disabledAt ?? now) : null };
    if ((before.disabledAt !== null) !== disabled) {
      const summary = disabled ? accountDisabledSummary(before) : accountEnabledSummary(before);
      await deps.audit.record(
        accountEntry(actor, disabled ? 'account.disabled' : 'account.enabled', before.id, summary, now),
        tx,
      );
    }
    if (disabled) {
      for (const invitation of await deps.invitations.revokePendingBy(tx, before.id, now)) {
        await deps.audit.record(
          accountEntry(
            actor,
            'invitation.revoked',
            before.id,
            invitationRevokedWithAccountSummary(invitation.createdAt, before),
            now,
          ),
          tx,
        );
      }
    }
    return after;
  });
}

export const listPendingInvitations = (deps: Invitations<'listPending'>, now: Date) =>
  deps.invitations.listPending(now);

export const countPendingInvitations = (deps: Invitations<'countPending'>, now: Date) =>
  deps.invitations.countPending(now);

/** Makes an invitation valid for `ttlDays`, recorded; answers it and its code (only its hash is kept). */
export function createInvitation(
  deps: Invitations<'create'> & Audit & Pick<UnitOfWork, 'db'>,
  actor: Actor,
  ttlDays: number,
  now: Date,
): Promise<{ invitation: InvitationRow; code: string }> {
  const code = newInvitationCode();
  const expiresAt = new Date(now.getTime() + ttlDays * 86_400_000);
  return deps.db.transaction(async (tx) => {
    const invitation = await deps.invitations.create(tx, {
      codeHash: hashInvitationCode(code),
      createdBy: actor.id,
      createdAt: now,
      expiresAt,
    });
    await deps.audit.record(
      accountEntry(actor, 'invitation.created', actor.id, invitationCreatedSummary(expiresAt), now),
      tx,
    );
    return { invitation, code };
  });
}

/** Revokes a pending invitation, recorded; else 'not-found' or why it is no longer pending. */
export function revokeInvitation(
  deps: Invitations<'revoke'> & Audit & Pick<UnitOfWork, 'db'>,
  actor: Actor,
  id: string,
  now: Date,
): Promise<InvitationRow | 'not-found' | InvitationSpent> {
  return deps.db.transaction(async (tx) => {
    const revoked = await deps.invitations.revoke(tx, id, now);
    if (typeof revoked === 'string') return revoked;
    await deps.audit.record(
      accountEntry(actor, 'invitation.revoked', actor.id, invitationRevokedSummary(revoked.createdAt), now),
      tx,
    );
    return revoked;
  });
}

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
