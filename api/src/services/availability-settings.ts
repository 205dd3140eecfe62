import type { AddClosedDateRequest, AvailabilitySettings, UpdateAvailabilityRequest } from '@clean/shared/schemas';
import { dateClosedSummary, dateReopenedSummary, rulesUpdatedSummary } from '../domain/audit-sentences';
import type { AuditEntry, AuditRepository } from '../repositories/audit-repository';
import {
  toSettings,
  type AvailabilityRepository,
  type RulesChange,
  type RulesChangeWith,
} from '../repositories/availability-repository';
import { transact, type Transaction, type UnitOfWork } from '../db/transaction';

/** How a change of the rules ended: the new settings, the paid bookings it would strand, or a refusal. */
export type { RulesChange } from '../repositories/availability-repository';

/** The admin's view of the rules in force, closed dates from today (Lagos) on. */
export async function currentSettings(
  availability: Pick<AvailabilityRepository, 'current'>,
  now: Date,
): Promise<AvailabilitySettings> {
  return toSettings(await availability.current(now));
}

export const strandedMessage = (count: number): string =>
  `This change would leave ${count} paid ${count === 1 ? 'booking' : 'bookings'} without a crew. ` +
  'Move or refund them first.';

export interface RulesChangeDeps extends UnitOfWork {
  availability: Pick<AvailabilityRepository, 'update' | 'closeDate' | 'reopenDate'>;
  audit: Pick<AuditRepository, 'record'>;
}

type Actor = AuditEntry['admin'];
type RulesAction = 'availability.updated' | 'availability.date-closed' | 'availability.date-reopened';

/** Records a change of the rules, in its transaction. */
const record = async (
  deps: RulesChangeDeps,
  tx: Transaction,
  admin: Actor,
  action: RulesAction,
  summary: string,
  at: Date,
): Promise<void> => {
  await deps.audit.record({ admin, action, subject: 'availability', subjectId: null, summary, at }, tx);
};

/**
 * Runs a change of the rules in one transaction (the repository takes the rules lock exclusively in
 * it), with `audit` recording it there once it is decided; the change feed hears of it once committed,
 * so every process drops its kept availability answers.
 */
async function changeRules<Extra>(
  deps: RulesChangeDeps,
  work: (tx: Transaction) => Promise<RulesChangeWith<Extra>>,
  audit: (tx: Transaction, changed: Extra) => Promise<void>,
): Promise<RulesChange> {
  const result = await transact(
    deps,
    'availability',
    (done) => done.kind === 'changed',
    async (tx: Transaction) => {
      const done = await work(tx);
      if (done.kind === 'changed') await audit(tx, done);
      return done;
    },
  );
  return result.kind === 'changed' ? { kind: 'changed', settings: result.settings } : result;
}

/**
 * Replaces the weekly rules and crews, unless that would leave paid bookings without a crew; recorded
 * when it changed something.
 */
export function updateRules(
  deps: RulesChangeDeps,
  input: UpdateAvailabilityRequest,
  admin: Actor,
  now: Date,
): Promise<RulesChange> {
  return changeRules(
    deps,
    (tx) => deps.availability.update(tx, input, now),
    async (tx, { before }) => {
      const summary = rulesUpdatedSummary(before, input);
      if (summary) await record(deps, tx, admin, 'availability.updated', summary, now);
    },
  );
}

/** Closes a date at one location or all, unless paid bookings are on it there. */
export function closeDate(
  deps: RulesChangeDeps,
  input: AddClosedDateRequest,
  admin: Actor,
  now: Date,
): Promise<RulesChange> {
  const label = input.label?.trim() ?? '';
  return changeRules(
    deps,
    (tx) => deps.availability.closeDate(tx, input, now),
    (tx) =>
      record(deps, tx, admin, 'availability.date-closed', dateClosedSummary(input.date, input.location, label), now),
  );
}

/** Opens a closed date again. */
export function reopenDate(deps: RulesChangeDeps, id: string, admin: Actor, now: Date): Promise<RulesChange> {
  return changeRules(
    deps,
    (tx) => deps.availability.reopenDate(tx, id, now),
    (tx, { removed }) =>
      record(
        deps,
        tx,
        admin,
        'availability.date-reopened',
        dateReopenedSummary(removed.date, removed.location, removed.label),
        now,
      ),
  );
}
