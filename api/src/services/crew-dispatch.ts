/**
 * Which crew goes where (docs/PRODUCT.md, "Crews by name"): an admin sends another crew of its location
 * to a booking. Bookings take their crew themselves (repositories/crew-assignment.ts); this is the
 * office's correction, recorded in the audit trail.
 */
import type { CrewSummary } from '@clean/shared/schemas';
import { toCrewSummary } from './crews';
import { crewAssignedSummary } from '../domain/audit-sentences';
import type { Transaction, UnitOfWork } from '../db/transaction';
import type { AppointmentRepository, CrewAssignment } from '../repositories/appointment-repository';
import type { AuditRepository } from '../repositories/audit-repository';
import type { CrewRepository } from '../repositories/crew-roster';
import type { Actor } from './admin-changes';

export interface CrewDispatchDeps extends UnitOfWork {
  appointments: Pick<AppointmentRepository, 'assignCrew'>;
  crews: Pick<CrewRepository, 'find'>;
  audit: Pick<AuditRepository, 'record'>;
  now: () => Date;
}

/** How sending a crew ended; `done` names the crew sent. */
export type CrewDispatchResult = Exclude<CrewAssignment, { outcome: 'done' }> | { outcome: 'done'; crew: CrewSummary };

/**
 * Sends `crewId` to the booking `id`. No read cache changes: the slot holds as many crews as before.
 */
export async function assignCrew(
  deps: CrewDispatchDeps,
  id: string,
  crewId: string,
  admin: Actor,
): Promise<CrewDispatchResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx: Transaction) => {
    const result = await deps.appointments.assignCrew(tx, id, crewId, now);
    if (result.outcome !== 'done') return result;
    const { before, row } = result;
    const crew = await deps.crews.find(crewId, tx);
    if (!crew) throw new Error('The crew vanished under the rules lock');
    if (before.crewId !== crewId) {
      const previous = before.crewId ? await deps.crews.find(before.crewId, tx) : null;
      await deps.audit.record(
        {
          admin,
          action: 'appointment.crew-assigned',
          subject: 'appointment',
          subjectId: row.id,
          summary: crewAssignedSummary(row, crew.name, previous?.name ?? null),
          at: now,
        },
        tx,
      );
    }
    return { outcome: 'done', crew: toCrewSummary(crew) };
  });
}
