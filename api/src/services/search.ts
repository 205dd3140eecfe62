import {
  SEARCH_LIMIT,
  type AppointmentHit,
  type CustomerHit,
  type MessageHit,
  type SearchResponse,
} from '@clean/shared/schemas';
import type { OutboxRepository } from '../repositories/outbox-repository';
import type { AppointmentRow } from '../repositories/appointment-repository';
import type { ContactMessageRow } from '../repositories/contact-repository';
import type { CustomerRow, SearchRepository } from '../repositories/search-repository';
import type { CrewRepository } from '../repositories/crew-roster';
import { bookingStatusOf } from '../domain/booking-status';
import { searchTerms } from '../domain/search-terms';

function appointmentHit(row: AppointmentRow, now: Date, crews: ReadonlyMap<string, string>): AppointmentHit {
  return {
    _id: row.id,
    reference: row.reference,
    customerName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    phone: row.phone,
    service: row.serviceName,
    location: row.location,
    date: row.date,
    time: row.time,
    status: bookingStatusOf(row, now),
    crew: row.crewId ? (crews.get(row.crewId) ?? null) : null,
  };
}

/** A customer's `_id` is their first booking's id; the name, email and phone are their newest booking's. */
const customerHit = (row: CustomerRow): CustomerHit => ({
  _id: row.firstBookingId,
  name: row.name,
  email: row.email,
  phone: row.phone,
  bookings: row.bookings,
});

const messageHit = (row: ContactMessageRow): MessageHit => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  createdAt: row.createdAt.toISOString(),
  handled: row.handledAt !== null,
});

/**
 * The top bar's search: appointments, customers, messages and outbox messages (by recipient, newest
 * first), SEARCH_LIMIT of each, best first.
 */
export async function search(
  query: string,
  repos: { search: SearchRepository; outbox: Pick<OutboxRepository, 'search'>; crews: Pick<CrewRepository, 'namesOf'> },
  now: Date,
): Promise<SearchResponse> {
  const terms = searchTerms(query);
  const [appointments, customers, messages, outbox] = await Promise.all([
    repos.search.appointments(terms),
    repos.search.customers(terms),
    repos.search.messages(terms),
    repos.outbox.search(query.trim(), SEARCH_LIMIT),
  ]);
  const crews = await repos.crews.namesOf(appointments.flatMap((row) => (row.crewId ? [row.crewId] : [])));
  return {
    success: true,
    appointments: appointments.map((row) => appointmentHit(row, now, crews)),
    customers: customers.map(customerHit),
    messages: messages.map(messageHit),
    outbox: outbox.map((row) => ({
      _id: row.id,
      recipient: row.recipient,
      kind: row.kind,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
