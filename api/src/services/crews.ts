/**
 * The office's crews (docs/PRODUCT.md, "Crews by name"): named, added, changed, deactivated and
 * activated from the console. A crew more or less changes what every start time of its location can
 * take, so each change takes the availability rules lock exclusively (bookings wait) and tells the
 * read caches of the availability.
 */
import type { Crew, CrewRequest, CrewSummary } from '@clean/shared/schemas';
import { minutesOfTimeOfDay, timeOfDayOf } from '@clean/shared/schemas';
import { lagosNow } from '@clean/shared/lagos-time';
import { crewActiveSummary, crewCreatedSummary, crewUpdatedSummary } from '../domain/audit-sentences';
import { transact, type Transaction, type UnitOfWork } from '../db/transaction';
import type { AuditRepository } from '../repositories/audit-repository';
import { crewChanges, type CrewChange, type CrewFacts, type CrewRow } from '../repositories/crew-roster';
import { lockRules } from '../repositories/locks';
import type { Actor } from './admin-changes';

/** How a change of a crew ended (the route answers each way). */
export type { CrewChange };

export interface CrewDeps extends UnitOfWork {
  audit: Pick<AuditRepository, 'record'>;
  now: () => Date;
}

export const toCrewSummary = (row: CrewRow): CrewSummary => ({
  _id: row.id,
  name: row.name,
  location: row.location,
  active: row.active,
});

export const toCrew = (row: CrewRow): Crew => ({
  ...toCrewSummary(row),
  members: row.members,
  workingDays: [...row.workingDays].sort((a, b) => a - b),
  dayStarts: timeOfDayOf(row.dayStartsMinute),
  dayEnds: timeOfDayOf(row.dayEndsMinute),
});

const factsOf = (input: CrewRequest): CrewFacts => ({
  name: input.name,
  location: input.location,
  members: input.members,
  workingDays: [...input.workingDays].sort((a, b) => a - b),
  dayStartsMinute: minutesOfTimeOfDay(input.dayStarts),
  dayEndsMinute: minutesOfTimeOfDay(input.dayEnds),
});

/** Runs a change under the rules lock, records it when done, and tells the caches once committed. */
function change(
  deps: CrewDeps,
  admin: Actor,
  work: (tx: Transaction, today: string, now: Date) => Promise<CrewChange>,
  summaryOf: (done: Extract<CrewChange, { outcome: 'done' }>) => { action: CrewAction; summary: string },
): Promise<CrewChange> {
  const now = deps.now();
  return transact(
    deps,
    'availability',
    (result) => result.outcome === 'done',
    async (tx) => {
      await lockRules(tx);
      const result = await work(tx, lagosNow(now).date, now);
      if (result.outcome === 'done') {
        const { action, summary } = summaryOf(result);
        await deps.audit.record({ admin, action, subject: 'crew', subjectId: result.row.id, summary, at: now }, tx);
      }
      return result;
    },
  );
}

type CrewAction = 'crew.created' | 'crew.updated' | 'crew.deactivated' | 'crew.activated';

export const createCrew = (deps: CrewDeps, input: CrewRequest, admin: Actor) =>
  change(
    deps,
    admin,
    (tx) => crewChanges.create(tx, factsOf(input)),
    ({ row }) => ({ action: 'crew.created', summary: crewCreatedSummary(row) }),
  );

export const updateCrew = (deps: CrewDeps, id: string, input: CrewRequest, admin: Actor) =>
  change(
    deps,
    admin,
    (tx, today, now) => crewChanges.update(tx, id, factsOf(input), today, now),
    ({ before, row }) => ({ action: 'crew.updated', summary: crewUpdatedSummary(before ?? row, row) }),
  );

export const setCrewActive = (deps: CrewDeps, id: string, active: boolean, admin: Actor) =>
  change(
    deps,
    admin,
    (tx, today, now) => crewChanges.setActive(tx, id, active, today, now),
    ({ row }) => ({ action: active ? 'crew.activated' : 'crew.deactivated', summary: crewActiveSummary(row, active) }),
  );
