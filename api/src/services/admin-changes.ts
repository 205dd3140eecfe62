/**
 * The changes admins make to appointments and products, each recorded in the audit trail in the
 * transaction of the change (both commit or neither does), with its sentence from
 * domain/audit-sentences.ts. Routes call these; they never write the audit trail themselves.
 */
import type { AddProductPayload, UpdateProductPayload } from '@clean/shared/schemas';
import {
  cancelledSummary,
  completedSummary,
  deletedSummary,
  productCreatedSummary,
  productDeletedSummary,
  productUpdatedSummary,
} from '../domain/audit-sentences';
import type {
  AppointmentRepository,
  AppointmentRow,
  InTransaction,
  StatusChange,
  StatusChangeResult,
} from '../repositories/appointment-repository';
import type { AuditEntry, AuditRepository } from '../repositories/audit-repository';
import type { CatalogueRepository } from '../repositories/catalogue-repository';

export type { StatusChange } from '../repositories/appointment-repository';

/** The admin who acts, as the audit trail names them. */
export type Actor = AuditEntry['admin'];

export interface AdminChangeDeps {
  appointments: Pick<AppointmentRepository, 'remove' | 'changeStatus'>;
  catalogue: Pick<CatalogueRepository, 'create' | 'replace' | 'remove'>;
  audit: Pick<AuditRepository, 'record'>;
  /** The app's clock, read when the change is recorded. */
  now: () => Date;
}

type AppointmentAction = 'appointment.cancelled' | 'appointment.completed' | 'appointment.deleted';

/** Records `action` on the changed appointment, in the transaction of the change. */
const recordingAppointment =
  (
    deps: AdminChangeDeps,
    admin: Actor,
    action: AppointmentAction,
    summary: (row: AppointmentRow) => string,
  ): InTransaction =>
  (tx, row) =>
    deps.audit.record(
      { admin, action, subject: 'appointment', subjectId: row.id, summary: summary(row), at: deps.now() },
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
