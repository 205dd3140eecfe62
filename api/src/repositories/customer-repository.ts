import type { Customer as CustomerSummary } from '@clean/shared/schemas';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, customerCount, customers } from '../db/schema';
import type { CustomerGroup } from '../domain/customer-groups';
import type { AppointmentRow } from './appointment-repository';

export type Customer = CustomerGroup<AppointmentRow>;
export type { CustomerSummary };

type CustomerRow = typeof customers.$inferSelect;

const summaryOf = (row: CustomerRow): CustomerSummary => ({
  _id: row.firstBookingId,
  name: row.name,
  email: row.email,
  phone: row.phone,
  bookings: row.bookings,
  totalPaid: Number(row.totalPaid),
  lastBooking: row.lastBooking,
});

// The list's order (domain/customer-groups.ts, byLastBooking), as the index customers_list_idx keeps it.
const LIST_ORDER = [
  sql`${customers.lastBooking} DESC NULLS LAST`,
  sql`${customers.newestCreatedAt} DESC NULLS LAST`,
  sql`${customers.newestBookingId} DESC NULLS LAST`,
];
const REVERSED_ORDER = [
  sql`${customers.lastBooking} ASC NULLS FIRST`,
  sql`${customers.newestCreatedAt} ASC NULLS FIRST`,
  sql`${customers.newestBookingId} ASC NULLS FIRST`,
];

const NEWEST_FIRST = [desc(appointments.createdAt), desc(appointments.id)];

/**
 * Customers, read from the stored customers (repositories/customer-summaries.ts keeps them equal to
 * `groupCustomers` over the live appointments, domain/customer-groups.ts).
 */
export function createCustomerRepository(db: Database) {
  /** The stored customers `ids` (stored keys) with their live bookings, newest first. */
  const withBookings = async (rows: CustomerRow[]): Promise<Customer[]> => {
    if (rows.length === 0) return [];
    const bookings = await db
      .select()
      .from(appointments)
      .where(
        and(
          inArray(
            appointments.customerId,
            rows.map((row) => row.id),
          ),
          isNull(appointments.deletedAt),
        ),
      )
      .orderBy(...NEWEST_FIRST);
    return rows.map((row) => ({
      customer: summaryOf(row),
      bookings: bookings.filter((booking) => booking.customerId === row.id),
    }));
  };

  return {
    /**
     * `limit` customers from `offset`, latest appointment date first, and how many there are in all. One
     * snapshot, so the total and the page agree. A page past the middle is read from the end of the
     * index, so the deepest page costs what the first does.
     */
    async page(offset: number, limit: number): Promise<{ customers: CustomerSummary[]; total: number }> {
      return db.transaction(
        async (tx) => {
          const [counted] = await tx.select({ total: customerCount.customers }).from(customerCount);
          const total = counted?.total ?? 0;
          if (offset >= total) return { customers: [], total };
          const fromEnd = total - offset - limit;
          const rows =
            fromEnd > offset
              ? await tx
                  .select()
                  .from(customers)
                  .orderBy(...LIST_ORDER)
                  .limit(limit)
                  .offset(offset)
              : (
                  await tx
                    .select()
                    .from(customers)
                    .orderBy(...REVERSED_ORDER)
                    .limit(Math.min(limit, total - offset))
                    .offset(Math.max(fromEnd, 0))
                ).reverse();
          return { customers: rows.map(summaryOf), total };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /** The customer whose id (their first booking's id) is `id`, with their bookings, or null. */
    async find(id: string): Promise<Customer | null> {
      const rows = await db.select().from(customers).where(eq(customers.firstBookingId, id)).limit(1);
      const [found] = await withBookings(rows);
      return found ?? null;
    },

    /**
     * The customers of the live appointments `appointmentIds`, with their bookings (the search ranks
     * customers by the bookings its matching appointments belong to).
     */
    async ofAppointments(appointmentIds: readonly string[]): Promise<Customer[]> {
      if (appointmentIds.length === 0) return [];
      const owners = db
        .select({ customerId: appointments.customerId })
        .from(appointments)
        .where(and(inArray(appointments.id, [...appointmentIds]), isNull(appointments.deletedAt)));
      const rows = await db.select().from(customers).where(inArray(customers.id, owners)).orderBy(asc(customers.id));
      return withBookings(rows);
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
