/**
 * Thin reads and small writes of the admin console that need no rule of their own: the audit trail,
 * reports, customers, messages, the products list, flagged payments, the schedule's rows. Routes call
 * these rather than the repositories (docs/ARCHITECTURE.md, API layers).
 */
import type { AuditSubject } from '@clean/shared/schemas';
import type { AttentionRepository } from '../repositories/attention-repository';
import type { AuditRepository } from '../repositories/audit-repository';
import type { AvailabilityRepository } from '../repositories/availability-repository';
import type { CatalogueRepository } from '../repositories/catalogue-repository';
import type { ContactRepository } from '../repositories/contact-repository';
import type { CustomerRepository } from '../repositories/customer-repository';
import type { ReportsRepository } from '../repositories/reports-repository';
import type { ScheduleRepository } from '../repositories/schedule-repository';

export const auditEvents = (
  deps: { audit: Pick<AuditRepository, 'list'> },
  subject: AuditSubject,
  subjectId: string | null,
  limit: number,
) => deps.audit.list(subject, subjectId, limit);

export const readReports = (deps: { reports: Pick<ReportsRepository, 'reports'> }, now: Date) =>
  deps.reports.reports(now);

/** Page `page` (from 1) of the customers. */
export const listCustomers = (deps: { customers: Pick<CustomerRepository, 'page'> }, page: number, pageSize: number) =>
  deps.customers.page((page - 1) * pageSize, pageSize);

export const findCustomer = (deps: { customers: Pick<CustomerRepository, 'find'> }, id: string) =>
  deps.customers.find(id);

/** Page `page` (from 1) of the contact messages. */
export const listMessages = (deps: { contacts: Pick<ContactRepository, 'page'> }, page: number, pageSize: number) =>
  deps.contacts.page((page - 1) * pageSize, pageSize);

export const findMessage = (deps: { contacts: Pick<ContactRepository, 'findById'> }, id: string) =>
  deps.contacts.findById(id);

export const markMessageHandled = (
  deps: { contacts: Pick<ContactRepository, 'markHandled'> },
  id: string,
  adminName: string,
  at: Date,
) => deps.contacts.markHandled(id, adminName, at);

export const listProducts = (deps: { catalogue: Pick<CatalogueRepository, 'list'> }) => deps.catalogue.list();

export const findProduct = (deps: { catalogue: Pick<CatalogueRepository, 'get'> }, id: string) =>
  deps.catalogue.get(id);

/** Payments the company must act on, oldest first. */
export const listFlagged = (deps: { attention: Pick<AttentionRepository, 'listOpen'> }) => deps.attention.listOpen();

/** The rules and the bookings (any status) of the days from `first` to `last` at `locations`. */
export async function scheduleRows(
  deps: { availability: Pick<AvailabilityRepository, 'between'>; schedule: Pick<ScheduleRepository, 'bookings'> },
  first: string,
  last: string,
  locations: readonly string[],
) {
  const [rules, rows] = await Promise.all([
    deps.availability.between(first, last),
    deps.schedule.bookings(first, last, locations),
  ]);
  return { rules, rows };
}

/** The rules and, per slot, the week board's counts of the days from `first` to `last` at `locations`. */
export async function scheduleUsageRows(
  deps: { availability: Pick<AvailabilityRepository, 'between'>; schedule: Pick<ScheduleRepository, 'slotUsage'> },
  first: string,
  last: string,
  locations: readonly string[],
  now: Date,
) {
  const [rules, usage] = await Promise.all([
    deps.availability.between(first, last),
    deps.schedule.slotUsage(first, last, locations, now),
  ]);
  return { rules, ...usage };
}
