/**
 * What admins read about appointments: a page of the list, one with its history, the CSV rows, the
 * dashboard's counts. Thin on purpose: the rules of what is listed live in the repositories' scopes and
 * filters; routes call these rather than the repositories.
 */
import type { AppointmentFilterValues, AuditEvent } from '@clean/shared/schemas';
import type { AdminRepository } from '../repositories/admin-repository';
import type { AppointmentRepository, AppointmentRow } from '../repositories/appointment-repository';
import type { AuditRepository } from '../repositories/audit-repository';

export interface AppointmentReadDeps {
  appointments: Pick<AppointmentRepository, 'page' | 'findById' | 'matching' | 'stats' | 'latest'>;
  audit: Pick<AuditRepository, 'list'>;
  admins: Pick<AdminRepository, 'count'>;
}

/** Page `page` (from 1) of `pageSize` rows as `filters` select and order them, and how many in all. */
export function listAppointments(
  deps: Pick<AppointmentReadDeps, 'appointments'>,
  query: { page: number; pageSize: number; filters: AppointmentFilterValues },
  now: Date,
): Promise<{ rows: AppointmentRow[]; total: number }> {
  const { page, pageSize, filters } = query;
  return deps.appointments.page((page - 1) * pageSize, pageSize, { filters, now });
}

/** One appointment with its audit trail (newest first, at most `limit`); null when there is none. */
export async function appointmentWithHistory(
  deps: Pick<AppointmentReadDeps, 'appointments' | 'audit'>,
  id: string,
  limit: number,
): Promise<{ row: AppointmentRow; history: AuditEvent[] } | null> {
  const row = await deps.appointments.findById(id);
  if (!row) return null;
  return { row, history: await deps.audit.list('appointment', row.id, limit) };
}

/** Every appointment `filters` select, in their order (the CSV export). */
export function appointmentsToExport(
  deps: Pick<AppointmentReadDeps, 'appointments'>,
  filters: AppointmentFilterValues,
  now: Date,
): Promise<AppointmentRow[]> {
  return deps.appointments.matching({ filters, now });
}

/** The dashboard: admins, appointments, customers and earnings, and the `latest` newest appointments. */
export async function dashboard(deps: AppointmentReadDeps, latest: number) {
  const [admins, stats, rows] = await Promise.all([
    deps.admins.count(),
    deps.appointments.stats(),
    deps.appointments.latest(latest),
  ]);
  return { admins, ...stats, latest: rows };
}
