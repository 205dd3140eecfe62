/**
 * Services own the transaction of a change (docs/ARCHITECTURE.md, API layers): they open it here,
 * hand it to the repositories (which only read and write in it) and record the audit trail in it; once
 * it has committed, the change feed hears what changed, so every API process drops its kept answers.
 */
import type { ChangeNotifier, ChangeTopic } from '../cache/change-feed';
import type { Database } from './client';

/** The transaction a service opens and hands to every repository call of its change. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The database to open transactions on and the feed to tell once they committed. */
export interface UnitOfWork {
  db: Database;
  changes: ChangeNotifier;
}

/**
 * Runs `work` in one transaction; after the commit, tells the feed `topic` when `changed` says the
 * result changed something (a write that changed nothing reports nothing). A failed transaction reports
 * nothing either.
 */
export async function transact<T>(
  unit: UnitOfWork,
  topic: ChangeTopic,
  changed: (result: T) => boolean,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const result = await unit.db.transaction(work);
  if (changed(result)) await unit.changes.changed(topic);
  return result;
}
