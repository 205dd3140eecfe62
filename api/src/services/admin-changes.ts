/**
 * The changes admins make to appointments and products, each recorded in the audit trail in the
 * transaction of the change (both commit or neither does), with its sentence from
 * domain/audit-sentences.ts. Routes call these; they never write the audit trail themselves.
 */
import type { AddProductPayload, RebookRequest, UpdateProductPayload } from '@clean/shared/schemas';
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
  InTransaction,
  StatusChange,
  SlotCheck,
  StatusChangeResult,
} from '../repositories/appointment-repository';
import type { AttentionRepository, AttentionResult } from '../repositories/attention-repository';
import type { AuditEntry, AuditRepository } from '../repositories/audit-repository';
import type { CatalogueRepository } from '../repositories/catalogue-repository';

export type { StatusChange } from '../repositories/appointment-repository';

/** The admin who acts, as the audit trail names them. */
export type Actor = AuditEntry['admin'];

export interface AdminChangeDeps {
  appointments: Pick<AppointmentRepository, 'remove' | 'changeStatus'>;
  catalogue: Pick<CatalogueRepository, 'create' | 'replace' | 'remove'>;
  attention: Pick<AttentionRepository, 'rebook' | 'refund'>;
  audit: Pick<AuditRepository, 'record'>;
  /** The app's clock, read when the change is recorded. */
  now: () => Date;
}

type AppointmentAction =
  | 'appointment.cancelled'
  | 'appointment.completed'
  | 'appointment.deleted'
  | 'appointment.rebooked'
  | 'appointment.refunded';

/** Records `action` on the changed appointment, in the transaction of the change. */
const recordingAppointment =
  (
    deps: AdminChangeDeps,
    admin: Actor,
    action: AppointmentAction,
    summary: (row: AppointmentRow) => string,
    at?: Date,
  ): InTransaction =>
  (tx, row) =>
    deps.audit.record(
      { admin, action, subject: 'appointment', subjectId: row.id, summary: summary(row), at: at ?? deps.now() },
      tx,
    );

/** Deletes an appointment softly (see the repository's `remove`); false when there is none. */
export function deleteAppointment(deps: AdminChangeDeps, id: string, admin: Actor): Promise<boolean> {
  return deps.appointments.remove(
    id,
    deps.now(),
    recordingAppointment(deps, admin, 'appointment.deleted', deletedSummary),
  );
}

/** Cancels or completes an appointment that is neither. */
export function changeAppointmentStatus(
  deps: AdminChangeDeps,
  id: string,
  change: StatusChange,
  admin: Actor,
): Promise<StatusChangeResult> {
  return deps.appointments.changeStatus(
    id,
    change,
    change === 'cancel'
      ? recordingAppointment(deps, admin, 'appointment.cancelled', cancelledSummary)
      : recordingAppointment(deps, admin, 'appointment.completed', completedSummary),
  );
}

/** Moves a flagged booking to `slot` (see the attention repository's `rebook`). */
export function rebookFlagged(
  deps: AdminChangeDeps,
  id: string,
  slot: RebookRequest,
  check: SlotCheck,
  admin: Actor,
  now: Date,
): Promise<AttentionResult> {
  return deps.attention.rebook(
    id,
    slot,
    check,
    now,
    recordingAppointment(deps, admin, 'appointment.rebooked', (before) => rebookedSummary(before, slot), now),
  );
}

/** Marks a flagged payment refunded: the booking is cancelled and the flag cleared. */
export function refundFlagged(
  deps: AdminChangeDeps,
  id: string,
  note: string,
  admin: Actor,
  now: Date,
): Promise<AttentionResult> {
  return deps.attention.refund(
    id,
    note,
    now,
    recordingAppointment(deps, admin, 'appointment.refunded', (before) => refundedSummary(before.amount, note), now),
  );
}

type ProductAction = 'product.created' | 'product.updated' | 'product.deleted';

const productEvent = (deps: AdminChangeDeps, admin: Actor, action: ProductAction, id: string, summary: string) => ({
  admin,
  action,
  subject: 'product' as const,
  subjectId: id,
  summary,
  at: deps.now(),
});

export function addProduct(deps: AdminChangeDeps, input: AddProductPayload, admin: Actor) {
  return deps.catalogue.create(input, {
    inTransaction: (tx, created) =>
      deps.audit.record(productEvent(deps, admin, 'product.created', created.id, productCreatedSummary(input)), tx),
  });
}

/** Replaces a product; null when there is none. */
export function updateProduct(deps: AdminChangeDeps, id: string, input: UpdateProductPayload, admin: Actor) {
  return deps.catalogue.replace(id, input, (tx, previous) =>
    deps.audit.record(
      productEvent(deps, admin, 'product.updated', previous.id, productUpdatedSummary(previous.name, input)),
      tx,
    ),
  );
}

/** Deletes a product; false when there is none. */
export function deleteProduct(deps: AdminChangeDeps, id: string, admin: Actor): Promise<boolean> {
  return deps.catalogue.remove(id, (tx, product) =>
    deps.audit.record(
      productEvent(deps, admin, 'product.deleted', product.id, productDeletedSummary(product.name)),
      tx,
    ),
  );
}
