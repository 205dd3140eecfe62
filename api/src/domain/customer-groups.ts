/**
 * Customers are the groups of appointments that share an email (any case, trimmed) or a phone number
 * (by its digits, +234… and 0… alike), joined transitively (A and B share an email, B and C a phone: one
 * customer). This is the reference grouping, a union-find in memory: the stored customers
 * (repositories/customer-summaries.ts) are kept equal to `groupCustomers` over the live appointments,
 * regrouping only the customers a booking or a deletion touches, and the tests check them against it.
 */
import type { Customer } from '@clean/shared/schemas';
import { nationalNumber } from './phone-number';

/** What the grouping reads of an appointment (not deleted: the caller leaves those out). */
export interface CustomerBooking {
  id: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The appointment date, YYYY-MM-DD. */
  date: string;
  amount: number;
  payment: boolean;
  cancelled: boolean;
}

export interface CustomerGroup<T extends CustomerBooking> {
  customer: Customer;
  /** Newest booking first (creation time, then id). */
  bookings: T[];
}

export const emailKey = (email: string): string => email.trim().toLowerCase();
export const phoneKey = (phone: string): string => nationalNumber(phone);

/** Newest first: creation time, then id (the order of the appointments list). */
export function newestFirst(a: CustomerBooking, b: CustomerBooking): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** Disjoint sets of the indexes 0…size-1, with path halving. */
function unionFind(size: number) {
  const parent = Array.from({ length: size }, (_, index) => index);
  const find = (index: number): number => {
    let current = index;
    while (parent[current] !== current) {
      const grand = parent[parent[current] as number] as number;
      parent[current] = grand;
      current = grand;
    }
    return current;
  };
  return {
    find,
    union(a: number, b: number) {
      const rootA = find(a);
      const rootB = find(b);
      if (rootA !== rootB) parent[Math.max(rootA, rootB)] = Math.min(rootA, rootB);
    },
  };
}

function toCustomer(bookings: readonly CustomerBooking[]): Customer {
  // `bookings` is newest first: the latest booking gives the details, the first one the stable id.
  const latest = bookings[0];
  const first = bookings[bookings.length - 1];
  if (!latest || !first) throw new Error('A customer has at least one booking');
  let totalPaid = 0;
  let lastBooking = latest.date;
  for (const booking of bookings) {
    if (booking.payment && !booking.cancelled) totalPaid += booking.amount;
    if (booking.date > lastBooking) lastBooking = booking.date;
  }
  return {
    _id: first.id,
    name: `${latest.firstName} ${latest.lastName}`,
    email: latest.email,
    phone: latest.phone,
    bookings: bookings.length,
    // Kobo sums of decimals drift in floating point (0.1 + 0.2); amounts have two decimals at most.
    totalPaid: Math.round(totalPaid * 100) / 100,
    lastBooking,
  };
}

/** Latest appointment date first, then the customer with the newest booking, then the id. */
function byLastBooking(a: CustomerGroup<CustomerBooking>, b: CustomerGroup<CustomerBooking>): number {
  if (a.customer.lastBooking !== b.customer.lastBooking)
    return a.customer.lastBooking < b.customer.lastBooking ? 1 : -1;
  const [newestA] = a.bookings;
  const [newestB] = b.bookings;
  if (newestA && newestB) return newestFirst(newestA, newestB);
  return 0;
}

/** The keys (domain of `emailKey` and `phoneKey`) a booking joins customers by: 'email:…' and 'phone:…'. */
export function customerKeys(booking: { email: string; phone: string }): string[] {
  const email = emailKey(booking.email);
  const phone = phoneKey(booking.phone);
  return [email && `email:${email}`, phone && `phone:${phone}`].filter((key) => key !== '');
}

/**
 * The groups of `rows` (indexes into it) that share a key, joined transitively; each group's indexes
 * ascending, groups in the order of their first index. The grouping of `groupCustomers`, also used to
 * rebuild the stored customers from every booking (repositories/customer-summaries.ts).
 */
export function keyGroups(rows: readonly { email: string; phone: string }[]): number[][] {
  const sets = unionFind(rows.length);
  const firstWithKey = new Map<string, number>();
  rows.forEach((row, index) => {
    for (const key of customerKeys(row)) {
      const seen = firstWithKey.get(key);
      if (seen === undefined) firstWithKey.set(key, index);
      else sets.union(seen, index);
    }
  });
  const members = new Map<number, number[]>();
  rows.forEach((_, index) => {
    const root = sets.find(index);
    const list = members.get(root);
    if (list) list.push(index);
    else members.set(root, [index]);
  });
  return [...members.values()];
}

/** The customers of `rows` (appointments, not deleted), latest appointment date first. */
export function groupCustomers<T extends CustomerBooking>(rows: readonly T[]): CustomerGroup<T>[] {
  const groups = keyGroups(rows).map((indexes) => {
    const bookings = indexes.map((index) => rows[index] as T).sort(newestFirst);
    return { customer: toCustomer(bookings), bookings };
  });
  return groups.sort(byLastBooking);
}

/** How many customers `rows` make (the dashboard's count: the length of the customers list). */
export function countCustomers(rows: readonly CustomerBooking[]): number {
  return groupCustomers(rows).length;
}
