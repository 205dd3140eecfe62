import { randomUUID } from 'node:crypto';
import type { Appointment } from '@clean/shared/schemas';
import { and, count, countDistinct, desc, eq, gte, lte, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments } from '../db/schema';
import { newPaymentReference } from '../lib/ids';
import { slotKey, type BookedCounts } from '../services/availability';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = Omit<typeof appointments.$inferInsert, 'id' | 'reference' | 'createdAt'>;

export function toAppointment(row: AppointmentRow): Appointment {
  return {
    _id: row.id,
    userData: {
      name: `${row.firstName} ${row.lastName}`,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      address: row.address,
    },
    location: row.location,
    product: row.productName,
    service: row.serviceName,
    frequency: row.frequencyName,
    notes: row.notes,
    amount: row.amount,
    date: row.date,
    time: row.time,
    reference: row.reference,
    payment: row.payment,
    cancelled: row.cancelled,
    isCompleted: row.isCompleted,
    createdAt: row.createdAt.toISOString(),
  };
}

export type StatusChange = 'cancel' | 'complete';
export type StatusChangeResult = 'changed' | 'not-found' | 'already-cancelled' | 'already-completed';

export function createAppointmentRepository(db: Database) {
  return {
    /** Active bookings per slot between two dates (inclusive). */
    async bookedCounts(from: string, to: string): Promise<BookedCounts> {
      const rows = await db
        .select({ date: appointments.date, time: appointments.time, location: appointments.location, taken: count() })
        .from(appointments)
        .where(and(eq(appointments.cancelled, false), gte(appointments.date, from), lte(appointments.date, to)))
        .groupBy(appointments.date, appointments.time, appointments.location);
      return new Map(rows.map((row) => [slotKey(row.date, row.time, row.location), row.taken]));
    },

    /**
     * Books a crew of a slot, atomically: a transaction-scoped advisory lock on the slot (date, time,
     * location) makes concurrent bookings of one slot take turns, across every API process on the same
     * database; each then counts the active bookings and inserts only while a crew is free.
     * Null when the slot is full.
     */
    async createInSlot(values: NewAppointment, crewsPerSlot: number): Promise<AppointmentRow | null> {
      return db.transaction(async (tx) => {
        const key = `slot|${slotKey(values.date, values.time, values.location)}`;
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
        const [row] = await tx
          .select({ taken: count() })
          .from(appointments)
          .where(
            and(
              eq(appointments.date, values.date),
              eq(appointments.time, values.time),
              eq(appointments.location, values.location),
              eq(appointments.cancelled, false),
            ),
          );
        if ((row?.taken ?? 0) >= crewsPerSlot) return null;
        const [created] = await tx
          .insert(appointments)
          .values({ ...values, id: randomUUID(), reference: newPaymentReference() })
          .returning();
        return created ?? null;
      });
    },

    async findById(id: string): Promise<AppointmentRow | null> {
      const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
      return row ?? null;
    },

    /** The appointment a payment reference was issued for (references are unique). */
    async findByReference(reference: string): Promise<AppointmentRow | null> {
      const [row] = await db.select().from(appointments).where(eq(appointments.reference, reference));
      return row ?? null;
    },

    async list(limit?: number): Promise<Appointment[]> {
      const query = db.select().from(appointments).orderBy(desc(appointments.createdAt), desc(appointments.id));
      const rows = limit === undefined ? await query : await query.limit(limit);
      return rows.map(toAppointment);
    },

    async remove(id: string): Promise<boolean> {
      const deleted = await db.delete(appointments).where(eq(appointments.id, id)).returning({ id: appointments.id });
      return deleted.length > 0;
    },

    /** Cancels or completes an appointment only while it is neither (SPEC section 4), in one statement. */
    async changeStatus(id: string, change: StatusChange): Promise<StatusChangeResult> {
      const updated = await db
        .update(appointments)
        .set(change === 'cancel' ? { cancelled: true } : { isCompleted: true })
        .where(and(eq(appointments.id, id), eq(appointments.cancelled, false), eq(appointments.isCompleted, false)))
        .returning({ id: appointments.id });
      if (updated.length > 0) return 'changed';
      const current = await this.findById(id);
      if (!current) return 'not-found';
      return current.cancelled ? 'already-cancelled' : 'already-completed';
    },

    async markPaid(id: string): Promise<void> {
      await db.update(appointments).set({ payment: true }).where(eq(appointments.id, id));
    },

    async stats(): Promise<{ appointments: number; customers: number; earnings: number }> {
      const [totals] = await db
        .select({ appointments: count(), customers: countDistinct(sql`lower(${appointments.email})`) })
        .from(appointments);
      const [paid] = await db
        .select({ earnings: sum(appointments.amount) })
        .from(appointments)
        .where(and(eq(appointments.payment, true), eq(appointments.cancelled, false)));
      return {
        appointments: totals?.appointments ?? 0,
        customers: totals?.customers ?? 0,
        earnings: Number(paid?.earnings ?? 0),
      };
    },
  };
}

export type AppointmentRepository = ReturnType<typeof createAppointmentRepository>;
