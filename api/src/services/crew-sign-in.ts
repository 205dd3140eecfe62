/**
 * Crew members sign a phone in from a link the office sends (docs/PRODUCT.md, "The crew's day"): no
 * password. A link is a random token good once, for CREW_LINK_HOURS; the session it opens is another,
 * good for CREW_SESSION_DAYS or until the office ends it. Only the tokens' hashes are stored.
 */
import { randomBytes } from 'node:crypto';
import { CREW_LINK_HOURS, CREW_SESSION_DAYS, type CrewDevice } from '@clean/shared/schemas';
import type { CrewLinkFacts } from '../db/outbox-payloads';
import { linkSentSummary, deviceEndedSummary } from '../domain/audit-sentences';
import { internationalNigerianPhone } from '../messages/sms';
import { crewSignInUrl } from '../messages/compose';
import type { AuditRepository } from '../repositories/audit-repository';
import type { CrewDeviceRepository, CrewDeviceRow, CrewSessionRow } from '../repositories/crew-device-repository';
import type { CrewRepository } from '../repositories/crew-roster';
import type { OutboxRepository } from '../repositories/outbox-repository';
import { hashToken } from '../security/ids';
import type { UnitOfWork } from '../db/transaction';
import type { Actor } from './admin-changes';

const HOUR_MS = 60 * 60 * 1000;

/** A link's or a session's token: 32 random bytes, base64url. */
const newToken = (): string => randomBytes(32).toString('base64url');

export interface CrewLinkDeps extends UnitOfWork {
  crews: Pick<CrewRepository, 'find'>;
  crewDevices: Pick<CrewDeviceRepository, 'addLink'>;
  outbox: Pick<OutboxRepository, 'queue'>;
  audit: Pick<AuditRepository, 'record'>;
  /** Whether an SMS really leaves (an SMS provider is configured). */
  smsDelivers: boolean;
  siteUrl: string;
  now: () => Date;
}

export type CrewLinkResult =
  | { outcome: 'done'; device: CrewDeviceRow; message: string; link: string | null }
  | { outcome: 'not-found' | 'no-member' | 'inactive' };

/**
 * Sends member `memberIndex` of crew `crewId` a sign-in link: by SMS when SMS is delivered, by e-mail
 * when the member has one. When neither can carry it the link is answered, for the office to pass on.
 */
export async function sendCrewSignInLink(
  deps: CrewLinkDeps,
  crewId: string,
  memberIndex: number,
  admin: Actor,
): Promise<CrewLinkResult> {
  const crew = await deps.crews.find(crewId);
  if (!crew) return { outcome: 'not-found' };
  if (!crew.active) return { outcome: 'inactive' };
  const member = crew.members[memberIndex];
  if (!member) return { outcome: 'no-member' };
  const now = deps.now();
  const code = newToken();
  const facts: CrewLinkFacts = { crew: crew.name, member: member.name, code };
  const phone = deps.smsDelivers ? internationalNigerianPhone(member.phone) : null;
  const email = member.email || null;
  const device = await deps.db.transaction(async (tx) => {
    const row = await deps.crewDevices.addLink(tx, {
      crewId,
      memberName: member.name,
      memberPhone: member.phone,
      linkHash: hashToken(code),
      linkExpiresAt: new Date(now.getTime() + CREW_LINK_HOURS * HOUR_MS),
      createdBy: admin.id,
      now,
    });
    if (phone) {
      await deps.outbox.queue(tx, {
        kind: 'crew-sign-in-link-sms',
        recipient: phone,
        channel: 'sms',
        appointmentId: null,
        payload: facts,
      });
    }
    if (email) {
      await deps.outbox.queue(tx, { kind: 'crew-sign-in-link', recipient: email, appointmentId: null, payload: facts });
    }
    await deps.audit.record(
      {
        admin,
        action: 'crew.sign-in-link-sent',
        subject: 'crew',
        subjectId: crewId,
        summary: linkSentSummary(member.name, { sms: Boolean(phone), email: Boolean(email) }),
        at: now,
      },
      tx,
    );
    return row;
  });
  const ways = [phone && `by SMS to ${member.phone}`, email && `by e-mail to ${email}`].filter(Boolean);
  const message =
    ways.length > 0
      ? `Sign-in link sent to ${member.name} ${ways.join(' and ')}.`
      : `No SMS provider or e-mail reaches ${member.name}: pass the link on yourself.`;
  return {
    outcome: 'done',
    device,
    message,
    link: ways.length > 0 ? null : crewSignInUrl(deps.siteUrl, facts),
  };
}

export interface CrewSessionDeps {
  crewDevices: Pick<CrewDeviceRepository, 'signIn' | 'findSession' | 'endSession' | 'end'>;
  now: () => Date;
}

/** Opens the link `token` on this device: the session's token and when it ends; null when refused. */
export async function signInCrew(
  deps: CrewSessionDeps,
  token: string,
): Promise<{ token: string; expiresAt: Date; session: CrewSessionRow } | null> {
  const now = deps.now();
  const sessionToken = newToken();
  const expiresAt = new Date(now.getTime() + CREW_SESSION_DAYS * 24 * HOUR_MS);
  const session = await deps.crewDevices.signIn(hashToken(token), hashToken(sessionToken), now, expiresAt);
  return session ? { token: sessionToken, expiresAt, session } : null;
}

/** The live session of a crew call's token; null when there is none (ended, out of time, unknown). */
export function crewSessionOf(deps: CrewSessionDeps, token: string): Promise<CrewSessionRow | null> {
  return deps.crewDevices.findSession(hashToken(token), deps.now());
}

/** The office ends a device; false when there was none open. Recorded in the audit trail. */
export async function endCrewDevice(
  deps: CrewSessionDeps & Pick<CrewLinkDeps, 'audit'>,
  crewId: string,
  deviceId: string,
  admin: Actor,
): Promise<CrewDeviceRow | null> {
  const now = deps.now();
  const row = await deps.crewDevices.end(crewId, deviceId, now);
  if (row) {
    await deps.audit.record({
      admin,
      action: 'crew.device-signed-out',
      subject: 'crew',
      subjectId: crewId,
      summary: deviceEndedSummary(row.memberName),
      at: now,
    });
  }
  return row;
}

/** A device as the console lists it. */
export function toCrewDevice(row: CrewDeviceRow, now: Date): CrewDevice {
  const ended = row.endedAt ?? (row.sessionExpiresAt && row.sessionExpiresAt <= now ? row.sessionExpiresAt : null);
  const linkLapsed = !row.signedInAt && row.linkExpiresAt <= now ? row.linkExpiresAt : null;
  const endedAt = ended ?? linkLapsed;
  return {
    _id: row.id,
    member: row.memberName,
    phone: row.memberPhone,
    state: endedAt ? 'ended' : row.signedInAt ? 'signed-in' : 'link-sent',
    linkSentAt: row.createdAt.toISOString(),
    linkExpiresAt: row.linkExpiresAt.toISOString(),
    signedInAt: row.signedInAt?.toISOString() ?? null,
    expiresAt: row.sessionExpiresAt?.toISOString() ?? null,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    endedAt: endedAt?.toISOString() ?? null,
  };
}
