/**
 * A city's areas, edited by the office (docs/PRODUCT.md, "Areas and landmarks"). An area limits which
 * crews a booking can take, so each change runs in a transaction that tells the availability caches,
 * and is recorded in the audit trail.
 */
import type { AdminArea, Area, AreaPayload } from '@clean/shared/schemas';
import { transact, type Transaction, type UnitOfWork } from '../db/transaction';
import type { AreaChange, AreaRepository, AreaRow, AreaWithCounts } from '../repositories/area-repository';
import type { AuditRepository } from '../repositories/audit-repository';
import type { Actor } from './admin-changes';

export type { AreaChange };

export interface AreaDeps extends UnitOfWork {
  areas: Pick<AreaRepository, 'create' | 'update' | 'remove'>;
  audit: Pick<AuditRepository, 'record'>;
  now: () => Date;
}

export const toArea = (row: AreaRow): Area => ({
  _id: row.id,
  location: row.location,
  name: row.name,
  served: row.served,
  surcharge: row.surcharge,
});

export const toAdminArea = (row: AreaWithCounts): AdminArea => ({ ...toArea(row), leads: row.leads, crews: row.crews });

/** 'Ajah (Lagos): served, NGN 2,500 surcharge'. */
const describe = (row: AreaRow) =>
  `${row.name} (${row.location}): ${row.served ? 'served' : 'not served'}${row.surcharge > 0 ? `, surcharge ${row.surcharge}` : ''}`;

type AreaAction = 'area.created' | 'area.updated' | 'area.removed';
const VERB: Record<AreaAction, string> = {
  'area.created': 'Added',
  'area.updated': 'Changed',
  'area.removed': 'Removed',
};

function change(deps: AreaDeps, admin: Actor, action: AreaAction, work: (tx: Transaction) => Promise<AreaChange>) {
  const at = deps.now();
  return transact<AreaChange>(
    deps,
    'availability',
    (result) => result.outcome === 'done',
    async (tx) => {
      const result = await work(tx);
      if (result.outcome === 'done') {
        const summary = `${VERB[action]} ${describe(result.row)}`;
        await deps.audit.record({ admin, action, subject: 'area', subjectId: result.row.id, summary, at }, tx);
      }
      return result;
    },
  );
}

export const createArea = (deps: AreaDeps, input: AreaPayload, admin: Actor) =>
  change(deps, admin, 'area.created', (tx) => deps.areas.create(tx, input));

export const updateArea = (deps: AreaDeps, id: string, input: AreaPayload, admin: Actor) =>
  change(deps, admin, 'area.updated', (tx) => deps.areas.update(tx, id, input));

export const removeArea = (deps: AreaDeps, id: string, admin: Actor) =>
  change(deps, admin, 'area.removed', (tx) => deps.areas.remove(tx, id));
