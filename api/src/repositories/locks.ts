import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/transaction';

/**
 * A transaction-scoped advisory lock: whoever holds the same key waits, in every API process on the
 * same database, until this transaction ends. Keys are taken in one order everywhere: idempotency key,
 * the booking customer's email, phone and address (unpaid-holds-repository.ts), availability rules,
 * crew days (a location's crews on a date, by date then location), a new booking's customer keys, customers (repositories/customer-summaries.ts), then row locks.
 */
export async function advisoryLock(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

const RULES_KEY = 'availability-rules';

/**
 * The availability rules lock. A change of the rules (crews, hours, closed days) takes it exclusively
 * while it checks the paid bookings and writes; every transaction that gives or keeps a crew (booking,
 * payment, hold extension, rebooking) takes it shared and reads the rules after it. So a booking never
 * slips in between a change's check and its write, and never follows rules that are being replaced;
 * bookings still do not wait for one another here (they take turns per crew day, see `lockCrewDay`). One
 * global lock rather than one per affected slot: a change can touch every slot of every day, and rule
 * changes are rare and quick.
 */
export async function shareRules(tx: Transaction): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(hashtextextended(${RULES_KEY}, 0))`);
}

/** Takes the availability rules lock exclusively (see `shareRules`). */
export async function lockRules(tx: Transaction): Promise<void> {
  await advisoryLock(tx, RULES_KEY);
}
