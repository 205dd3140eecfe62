/**
 * What admins read about appointments: a page of the list, one with its history, the CSV rows, the
 * dashboard's counts. Thin on purpose: the rules of what is listed live in the repositories' scopes and
 * filters; routes call these rather than the repositories.
 */
import { setImmediate } from 'node:timers/promises';
import type { AppointmentFilterValues, AuditEvent } from '@clean/shared/schemas';
import type { AdminRepository } from '../repositories/admin-repository';
import type {
  AppointmentRepository,
  AppointmentRow,
  ExportRow,
  ExportCursor,
  PageAnchor,
} from '../repositories/appointment-repository';
import type { AuditRepository } from '../repositories/audit-repository';

export interface AppointmentReadDeps {
  appointments: Pick<
    AppointmentRepository,
    'page' | 'findById' | 'findByIdWithDeleted' | 'exportBatch' | 'stats' | 'latest'
  >;
  audit: Pick<AuditRepository, 'list'>;
  admins: Pick<AdminRepository, 'count'>;
}

/**
 * Page `page` (from 1) of `pageSize` rows as `filters` select and order them, and how many in all; with
 * `after` or `before` (an appointment id), the page right after or before that row instead (keyset
 * paging), `page` serving when that row is gone.
 */
export function listAppointments(
  deps: Pick<AppointmentReadDeps, 'appointments'>,
  query: { page: number; pageSize: number; filters: AppointmentFilterValues; after?: string; before?: string },
  now: Date,
): Promise<{ rows: AppointmentRow[]; total: number }> {
  const { page, pageSize, filters, after, before } = query;
  const from: PageAnchor | undefined =
    after !== undefined
      ? { side: 'after', id: after }
      : before !== undefined
        ? { side: 'before', id: before }
        : undefined;
  return deps.appointments.page((page - 1) * pageSize, pageSize, { filters, now }, from);
}

/** One appointment with its audit trail (newest first, at most `limit`); null when there is none. */
export async function appointmentWithHistory(
  deps: Pick<AppointmentReadDeps, 'appointments' | 'audit'>,
  id: string,
  limit: number,
): Promise<{ row: AppointmentRow; history: AuditEvent[] } | null> {
  // A deleted one too: a payment for it may need attention, and the console shows it read only.
  const row = await deps.appointments.findByIdWithDeleted(id);
  if (!row) return null;
  return { row, history: await deps.audit.list('appointment', row.id, limit) };
}

/** Rows of the export's first batch at most: a short first query, so the download starts at once. */
const FIRST_BATCH = 100;

/**
 * Every appointment `filters` select, in their order (the CSV export), as batches of `batchSize`
 * (the first one smaller) read one after the other while the caller takes them: stopping the
 * iteration (a client that went away) stops the reading. The first batch is read before this
 * resolves, so a failing database is a plain error answer rather than a download cut short.
 */
export async function appointmentsToExport(
  deps: { appointments: Pick<AppointmentRepository, 'exportBatch'> },
  filters: AppointmentFilterValues,
  now: Date,
  batchSize: number,
): Promise<AsyncIterable<ExportRow[]>> {
  const query = { filters, now };
  const firstSize = Math.min(FIRST_BATCH, batchSize);
  const first = await deps.appointments.exportBatch(query, null, firstSize);
  async function* batches(): AsyncGenerator<ExportRow[]> {
    let batch = first;
    let size = firstSize;
    yield batch.rows;
    while (batch.rows.length === size) {
      // A turn of the event loop between batches: PGlite answers without one (its queries run in
      // this thread), so without it an export to a fast reader would hold the process until the
      // socket's buffers fill, and no other request would be served meanwhile.
      await setImmediate();
      const cursor: ExportCursor | null = batch.cursor;
      size = batchSize;
      batch = await deps.appointments.exportBatch(query, cursor, size);
      yield batch.rows;
    }
  }
  return batches();
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
