import type { Customer as CustomerSummary } from '@clean/shared/schemas';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, customerCount, customers } from '../db/schema';
import { newestFirst, type CustomerGroup } from '../domain/customer-groups';
import type { AppointmentRow } from './appointment-repository';
import { liveAppointment } from './appointment-scopes';

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
          liveAppointment,
        ),
      )
      .orderBy(...NEWEST_FIRST);
    return rows.map((row) => ({
      customer: summaryOf(row),
      // In the reference order (to the millisecond, ids by code point), as the customers list has it.
      bookings: bookings.filter((booking) => booking.customerId === row.id).sort(newestFirst),
    }));
  };

  return {
    /**
     * `limit` customers from `offset`, latest appointment date first, and how many there are in all. One
     * snapshot, so the total and the page agree. The page's first row is found by skipping `offset`
     * entries of the list's index alone (an index-only scan, no row read), then the page is read from
     * there (keyset); a page past the middle is found from the end of the index, so the deepest page
     * costs what the first does.
     */
    async page(offset: number, limit: number): Promise<{ customers: CustomerSummary[]; total: number }> {
      return db.transaction(
        async (tx) => {
          const [counted] = await tx
            .select({ total: sql<number>`coalesce(sum(${customerCount.customers}), 0)::integer` })
            .from(customerCount);
          const total = counted?.total ?? 0;
          if (offset >= total) return { customers: [], total };
          const fromEnd = total - offset - limit;
          const forward = fromEnd > offset;
          const [boundary] = await tx
            .select({
              lastBooking: customers.lastBooking,
              newestCreatedAt: customers.newestCreatedAt,
              newestBookingId: customers.newestBookingId,
            })
            .from(customers)
            .orderBy(...(forward ? LIST_ORDER : REVERSED_ORDER))
            .limit(1)
            .offset(forward ? offset : Math.max(fromEnd, 0));
          if (!boundary) return { customers: [], total };
          const rows = await tx
            .select()
            .from(customers)
            .where(
              sql`(${customers.lastBooking}, ${customers.newestCreatedAt}, ${customers.newestBookingId}) ${sql.raw(forward ? '<=' : '>=')}
                (${boundary.lastBooking}::date, ${boundary.newestCreatedAt.toISOString()}::timestamptz, ${boundary.newestBookingId})`,
            )
            .orderBy(...(forward ? LIST_ORDER : REVERSED_ORDER))
            .limit(forward ? limit : Math.min(limit, total - offset));
          return { customers: (forward ? rows : rows.reverse()).map(summaryOf), total };
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
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
