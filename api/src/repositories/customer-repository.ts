import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments } from '../db/schema';
import { groupCustomers, type CustomerGroup } from '../domain/customer-groups';
import type { AppointmentRow } from './appointment-repository';
import { liveAppointment } from './appointment-scopes';

export type Customer = CustomerGroup<AppointmentRow>;

/**
 * Customers, made from the appointments that are not deleted (services/customer-groups.ts). Each call
 * reads the appointments once and groups them, so a list, its total and a customer's page always agree
 * with the bookings as they are now.
 */
export function createCustomerRepository(db: Database) {
  const all = async (): Promise<Customer[]> => {
    const rows = await db
      .select()
      .from(appointments)
      .where(liveAppointment)
      .orderBy(asc(appointments.createdAt), asc(appointments.id));
    return groupCustomers(rows);
  };

  return {
    /** Every customer, latest appointment date first. */
    all,

    /** `limit` customers from `offset`, and how many there are in all. */
    async page(offset: number, limit: number): Promise<{ customers: Customer[]; total: number }> {
      const customers = await all();
      return { customers: customers.slice(offset, offset + limit), total: customers.length };
    },

    /** The customer whose id (their first booking's id) is `id`, or null. */
    async find(id: string): Promise<Customer | null> {
      return (await all()).find((group) => group.customer._id === id) ?? null;
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
