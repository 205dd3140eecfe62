import {
  SEARCH_LIMIT,
  type AppointmentHit,
  type CustomerHit,
  type MessageHit,
  type SearchResponse,
} from '@clean/shared/schemas';
import type { AppointmentRow } from '../repositories/appointment-repository';
import type { ContactMessageRow } from '../repositories/contact-repository';
import type { Customer, CustomerRepository } from '../repositories/customer-repository';
import type { SearchRepository } from '../repositories/search-repository';
import { bookingStatusOf } from '../domain/booking-status';
import { newestFirst } from '../domain/customer-groups';
import { bestRank, phoneRank, RANK, searchTerms, textRank, type Rank, type SearchTerms } from '../domain/search-terms';

function appointmentHit(row: AppointmentRow, now: Date): AppointmentHit {
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
  };
}

const customerHit = ({ customer }: Customer): CustomerHit => ({
  _id: customer._id,
  name: customer.name,
  email: customer.email,
  phone: customer.phone,
  bookings: customer.bookings,
});

const messageHit = (row: ContactMessageRow): MessageHit => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  createdAt: row.createdAt.toISOString(),
  handled: row.handledAt !== null,
});

/** How a customer matches: the best of the names, emails and phone numbers of any of their bookings. */
function customerRank({ bookings }: Customer, terms: SearchTerms): Rank | null {
  return bestRank(
    bookings.flatMap((booking) => [
      textRank(booking.firstName, terms, RANK.prefix),
      textRank(booking.lastName, terms, RANK.prefix),
      textRank(`${booking.firstName} ${booking.lastName}`, terms, RANK.prefix),
      textRank(booking.email, terms, RANK.exact),
      phoneRank(booking.phone, terms),
    ]),
  );
}

/** Customers matching the search, best first, then the one with the newest booking. */
export function matchingCustomers(customers: readonly Customer[], terms: SearchTerms): Customer[] {
  return customers
    .map((group) => ({ group, rank: customerRank(group, terms) }))
    .filter((entry): entry is { group: Customer; rank: Rank } => entry.rank !== null)
    .sort((a, b) => {
      const [newestA] = a.group.bookings;
      const [newestB] = b.group.bookings;
      return a.rank - b.rank || (newestA && newestB ? newestFirst(newestA, newestB) : 0);
    })
    .slice(0, SEARCH_LIMIT)
    .map((entry) => entry.group);
}

/** The top bar's search: appointments, customers and messages, SEARCH_LIMIT of each, best first. */
export async function search(
  query: string,
  repos: { search: SearchRepository; customers: CustomerRepository },
  now: Date,
): Promise<SearchResponse> {
  const terms = searchTerms(query);
  const [appointments, messages] = await Promise.all([repos.search.appointments(terms), repos.search.messages(terms)]);
  // The customers behind the matching appointments, ranked by all their bookings.
  const customers = await repos.customers.ofAppointments(appointments.map((row) => row.id));
  return {
    success: true,
    appointments: appointments.map((row) => appointmentHit(row, now)),
    customers: matchingCustomers(customers, terms).map(customerHit),
    messages: messages.map(messageHit),
  };
}
