/**
 * The changes admins make to appointments and products. Each opens its transaction, makes the change
 * through the repositories and records it in the audit trail in that transaction (both commit or
 * neither does), with its sentence from domain/audit-sentences.ts; once committed, the change feed
 * hears of it. Routes call these; they never write the audit trail themselves.
 */
import type { AddProductPayload, Product, RebookRequest, UpdateProductPayload } from '@clean/shared/schemas';
import {
  cancelledSummary,
  completedSummary,
  deletedSummary,
  productCreatedSummary,
  productDeletedSummary,
  productUpdatedSummary,
  rebookedSummary,
  refundedSummary,
} from '../domain/audit-sentences';
import type {
  AppointmentRepository,
  AppointmentRow,
  StatusChange,
  SlotCheck,
  StatusChangeResult,
} from '../repositories/appointment-repository';
import type { AttentionRepository, AttentionResult } from '../repositories/attention-repository';
import type { AuditEntry, AuditRepository } from '../repositories/audit-repository';
import type { CatalogueRepository } from '../repositories/catalogue-repository';
import { queueBookingMessage, type BookingMessageOutbox } from '../messages/queue-message';
import { planPricesBefore, tellNewPlanPrices, type PlanPriceOfferDeps } from './plan-price-offers';
import { transact, type Transaction, type UnitOfWork } from '../db/transaction';

export type { StatusChange } from '../repositories/appointment-repository';

/** The admin who acts, as the audit trail names them. */
export type Actor = AuditEntry['admin'];

export interface AdminChangeDeps extends UnitOfWork {
  appointments: Pick<AppointmentRepository, 'remove' | 'changeStatus'>;
  catalogue: Pick<CatalogueRepository, 'create' | 'replace' | 'remove' | 'get'>;
  attention: Pick<AttentionRepository, 'rebook' | 'refund'>;
  audit: Pick<AuditRepository, 'record'>;
  /** The customer hears of a change in its transaction (docs/ARCHITECTURE.md, "Background jobs and the outbox"). */
  outbox: BookingMessageOutbox;
  /** The app's clock, read when the change is recorded. */
  now: () => Date;
  /** A product's new price tells the customers of its plans (services/plan-price-offers.ts). */
  planPrices: PlanPriceOfferDeps['planPrices'];
  plans: PlanPriceOfferDeps['plans'];
}

type AppointmentAction =
  | 'appointment.cancelled'
  | 'appointment.completed'
  | 'appointment.deleted'
  | 'appointment.rebooked'
  | 'appointment.refunded';

/** Records `action` on an appointment, in the transaction of the change. */
const recordAppointment = (
  deps: AdminChangeDeps,
  tx: Transaction,
  admin: Actor,
  action: AppointmentAction,
  row: AppointmentRow,
  summary: string,
  at?: Date,
) => deps.audit.record({ admin, action, subject: 'appointment', subjectId: row.id, summary, at: at ?? deps.now() }, tx);

/** Deletes an appointment softly (see the repository's `remove`); false when there is none. */
export function deleteAppointment(deps: AdminChangeDeps, id: string, admin: Actor): Promise<boolean> {
  // A deleted appointment frees its crew.
  return transact(deps, 'availability', Boolean, async (tx: Transaction) => {
    const row = await deps.appointments.remove(tx, id, deps.now());
    if (!row) return false;
    await recordAppointment(deps, tx, admin, 'appointment.deleted', row, deletedSummary(row));
    return true;
  });
}

/** Cancels or completes an appointment that is neither. */
export async function changeAppointmentStatus(
  deps: AdminChangeDeps,
  id: string,
  change: StatusChange,
  admin: Actor,
): Promise<StatusChangeResult> {
  // A cancel frees a crew; a completed booking keeps it, but one rule for both is one less to forget.
  const result = await transact(
    deps,
    'availability',
    (changed) => changed.outcome === 'changed',
    async (tx: Transaction) => {
      const changed = await deps.appointments.changeStatus(tx, id, change);
      if (changed.outcome !== 'changed') return changed;
      const { row } = changed;
      await (change === 'cancel'
        ? recordAppointment(deps, tx, admin, 'appointment.cancelled', row, cancelledSummary(row))
        : recordAppointment(deps, tx, admin, 'appointment.completed', row, completedSummary(row)));
      // Once a booking: a cancelled or completed one cannot be either again. The cancellation goes to
      // every booking, paid or not (an unpaid customer was told their slot is held); the thank-you only
      // to a paid visit.
      if (change === 'cancel') await queueBookingMessage(deps.outbox, tx, 'booking-cancelled', row);
      else if (row.payment) await queueBookingMessage(deps.outbox, tx, 'booking-completed', row);
      return changed;
    },
  );
  return result.outcome;
}

/** Moves a flagged booking to `slot` (see the attention repository's `rebook`): a crew is taken. */
export function rebookFlagged(
  deps: AdminChangeDeps,
  id: string,
  slot: RebookRequest,
  check: SlotCheck,
  admin: Actor,
  now: Date,
): Promise<AttentionResult> {
  return transact(
    deps,
    'availability',
    (result) => result.outcome === 'done',
    async (tx: Transaction) => {
      const result = await deps.attention.rebook(tx, id, slot, check, now);
      if (result.outcome === 'done') {
        const { before, row } = result;
        const summary = rebookedSummary(before, slot);
        const entryId = await recordAppointment(deps, tx, admin, 'appointment.rebooked', before, summary, now);
        // A booking can be rebooked more than once: each rebook is its own message.
        await queueBookingMessage(deps.outbox, tx, 'booking-rebooked', row, `booking-rebooked:${entryId}`, {
          previousDate: before.date,
          previousTime: before.time,
        });
      }
      return result;
    },
  );
}

/** Marks a flagged payment refunded: the booking is cancelled (its crew freed) and the flag cleared. */
export function refundFlagged(
  deps: AdminChangeDeps,
  id: string,
  note: string,
  admin: Actor,
  now: Date,
): Promise<AttentionResult> {
  return transact(
    deps,
    'availability',
    (result) => result.outcome === 'done',
    async (tx: Transaction) => {
      const result = await deps.attention.refund(tx, id, note, now);
      if (result.outcome === 'done') {
        const { before } = result;
        const summary = refundedSummary(before.amount, note);
        await recordAppointment(deps, tx, admin, 'appointment.refunded', before, summary, now);
        await queueBookingMessage(deps.outbox, tx, 'booking-refunded', result.row, 'booking-refunded', { note });
      }
      return result;
    },
  );
}

type ProductAction = 'product.created' | 'product.updated' | 'product.deleted';

const recordProduct = (
  deps: AdminChangeDeps,
  tx: Transaction,
  admin: Actor,
  action: ProductAction,
  id: string,
  summary: string,
) => deps.audit.record({ admin, action, subject: 'product', subjectId: id, summary, at: deps.now() }, tx);

/** The product as it reads after its change committed. */
async function readBack(deps: AdminChangeDeps, id: string): Promise<Product> {
  const product = await deps.catalogue.get(id);
  if (!product) throw new Error('A product just written could not be read back');
  return product;
}

export async function addProduct(deps: AdminChangeDeps, input: AddProductPayload, admin: Actor): Promise<Product> {
  const created = await transact(
    deps,
    'catalogue',
    () => true,
    async (tx: Transaction) => {
      const product = await deps.catalogue.create(tx, input);
      await recordProduct(deps, tx, admin, 'product.created', product.id, productCreatedSummary(input));
      return product;
    },
  );
  return readBack(deps, created.id);
}

/** Replaces a product; null when there is none. */
export async function updateProduct(
  deps: AdminChangeDeps,
  id: string,
  input: UpdateProductPayload,
  admin: Actor,
): Promise<Product | null> {
  const previous = await transact(
    deps,
    'catalogue',
    (found) => found !== undefined,
    async (tx: Transaction) => {
      const prices = await planPricesBefore(deps, tx, id);
      const replaced = await deps.catalogue.replace(tx, id, input);
      if (replaced) {
        const summary = productUpdatedSummary(replaced.name, input);
        await recordProduct(deps, tx, admin, 'product.updated', replaced.id, summary);
        await tellNewPlanPrices(deps, tx, replaced.id, prices, deps.now());
      }
      return replaced;
    },
  );
  // As before the layers were split: a product deleted between the commit and this read answers null.
  return previous ? deps.catalogue.get(id) : null;
}

/** Deletes a product; false when there is none. */
export function deleteProduct(deps: AdminChangeDeps, id: string, admin: Actor): Promise<boolean> {
  return transact(deps, 'catalogue', Boolean, async (tx: Transaction) => {
    const product = await deps.catalogue.remove(tx, id);
    if (!product) return false;
    await recordProduct(deps, tx, admin, 'product.deleted', product.id, productDeletedSummary(product.name));
    return true;
  });
}
