/**
 * The office's crews (docs/PRODUCT.md, "Crews by name"): named, added, changed, deactivated and
 * activated from the console. A crew more or less changes what every start time of its location can
 * take, so each change takes the availability rules lock exclusively (bookings wait) and tells the
 * read caches of the availability.
 */
import type { Crew, CrewPayload, CrewSummary, CrewTimeOffRequest } from '@clean/shared/schemas';
import { minutesOfTimeOfDay, timeOfDayOf } from '@clean/shared/schemas';
import { lagosNow } from '@clean/shared/lagos-time';
import {
  crewActiveSummary,
  crewCreatedSummary,
  crewTimeOffSummary,
  crewUpdatedSummary,
} from '../domain/audit-sentences';
import { transact, type Transaction, type UnitOfWork } from '../db/transaction';
import type { AuditRepository } from '../repositories/audit-repository';
import {
  crewChanges,
  type CrewChange,
  type CrewFacts,
  type CrewRow,
  type StrandedJob,
  type TimeOffRow,
} from '../repositories/crew-roster';
import { lockRules } from '../repositories/locks';
import { setCrewAreas, type AreaRepository } from '../repositories/area-repository';
import type { Actor } from './admin-changes';

/** How a change of a crew ended (the route answers each way), and what it names. */
export type { CrewChange, StrandedJob, TimeOffRow };

export interface CrewDeps extends UnitOfWork {
  audit: Pick<AuditRepository, 'record'>;
  areas: Pick<AreaRepository, 'idsAt'>;
  now: () => Date;
}

export const toCrewSummary = (row: CrewRow): CrewSummary => ({
  _id: row.id,
  name: row.name,
  location: row.location,
  active: row.active,
});

/** A crew as the console reads it, with its time off from today on (`timeOff`, earliest first). */
export const toCrew = (row: CrewRow, timeOff: readonly TimeOffRow[] = [], areas: readonly string[] = []): Crew => ({
  ...toCrewSummary(row),
  members: row.members,
  workingDays: [...row.workingDays].sort((a, b) => a - b),
  dayStarts: timeOfDayOf(row.dayStartsMinute),
  dayEnds: timeOfDayOf(row.dayEndsMinute),
  timeOff: timeOff.map((off) => ({ _id: off.id, firstDate: off.firstDate, lastDate: off.lastDate, note: off.note })),
  areas: [...areas],
});

const factsOf = (input: CrewPayload): CrewFacts => ({
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

/**
 * A crew's change, then its areas (docs/PRODUCT.md, "Areas and landmarks"): areas of its location only,
 * else nothing changes ('bad-areas'). Bookings it holds outside new areas keep it (the office moves them).
 */
async function withAreas(
  deps: CrewDeps,
  tx: Transaction,
  input: CrewPayload,
  work: () => Promise<CrewChange>,
): Promise<CrewChange> {
  const known = await deps.areas.idsAt(tx, input.location, input.areas);
  if (known.size !== input.areas.length) return { outcome: 'bad-areas' };
  const result = await work();
  if (result.outcome === 'done') await setCrewAreas(tx, result.row.id, input.areas);
  return result;
}

export const createCrew = (deps: CrewDeps, input: CrewPayload, admin: Actor) =>
  change(
    deps,
    admin,
    (tx) => withAreas(deps, tx, input, () => crewChanges.create(tx, factsOf(input))),
    ({ row }) => ({ action: 'crew.created', summary: crewCreatedSummary(row) }),
  );

export const updateCrew = (deps: CrewDeps, id: string, input: CrewPayload, admin: Actor) =>
  change(
    deps,
    admin,
    (tx, today, now) => withAreas(deps, tx, input, () => crewChanges.update(tx, id, factsOf(input), today, now)),
    ({ before, row }) => ({ action: 'crew.updated', summary: crewUpdatedSummary(before ?? row, row) }),
  );

export const setCrewActive = (deps: CrewDeps, id: string, active: boolean, admin: Actor) =>
  change(
    deps,
    admin,
    (tx, today, now) => crewChanges.setActive(tx, id, active, today, now),
    ({ row }) => ({ action: active ? 'crew.activated' : 'crew.deactivated', summary: crewActiveSummary(row, active) }),
  );

/**
 * Time off for a crew, unless it holds jobs on those dates (they are answered: the office sends other
 * crews first). Under the rules lock, so no booking gives it a job there meanwhile; recorded as a
 * change of the crew.
 */
export const addCrewTimeOff = (deps: CrewDeps, id: string, input: CrewTimeOffRequest, admin: Actor) => {
  const range = { firstDate: input.firstDate, lastDate: input.lastDate, note: input.note ?? '' };
  return change(
    deps,
    admin,
    (tx, today, now) => crewChanges.addTimeOff(tx, id, range, today, now),
    ({ row }) => ({ action: 'crew.updated', summary: crewTimeOffSummary(row, range) }),
  );
};

/** Takes back one of a crew's time off: it works those dates again. */
export const removeCrewTimeOff = (deps: CrewDeps, id: string, timeOffId: string, admin: Actor) =>
  change(
    deps,
    admin,
    (tx) => crewChanges.removeTimeOff(tx, id, timeOffId),
    ({ row }) => ({ action: 'crew.updated', summary: crewTimeOffSummary(row, null) }),
  );
