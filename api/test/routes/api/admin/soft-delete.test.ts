/**
 * Deleting an appointment keeps its record (a paid one is money received) and hides it everywhere: the
 * appointments list and total, the dashboard's counts, earnings and latest bookings, the receipt
 * lookup, the admin actions and the payment calls. Its crew is offered again.
 */
import { appointmentDetailsResponse, appointmentsPageResponse, dashboardResponse } from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { scriptedVerifier, useTestApp } from '../../../helpers/build-app';
import { ONE_HOUR_JOBS } from '../../../helpers/pglite-template';
import { describeEachDatabase } from '../../../helpers/database';
import {
  book,
  booking,
  expectErrorEnvelope,
  firstChoice,
  queryRows,
  registerAdmin,
  type BookingAnswer,
  type CatalogueChoice,
} from '../../../helpers/fixtures';

const DATE = '2030-01-09';
const PAID_SLOT = { date: DATE, time: '10:00 AM', location: 'Lagos' } as const;
const UNPAID_SLOT = { date: DATE, time: '11:00 AM', location: 'Lagos' } as const;
const KEPT_SLOT = { date: DATE, time: '12:00 PM', location: 'Lagos' } as const;

describeEachDatabase('soft delete of appointments', (kind) => {
  const payments = scriptedVerifier();
  // One crew per slot: a booking fills its slot, so a freed crew shows in the availability.
  const t = useTestApp(kind, { env: { CREWS_PER_SLOT: '1' }, paymentVerifier: payments.verifier });
  let token: string;
  let choice: CatalogueChoice;
  let paid: BookingAnswer;
  let unpaid: BookingAnswer;
  let kept: BookingAnswer;

  const offered = async (slot: { date: string; time: string }) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/admin/availability?location=Lagos&minutes=${ONE_HOUR_JOBS}`,
    });
    const day = (response.json() as { date: string; availableTimes: string[] }[]).find((d) => d.date === slot.date);
    return day?.availableTimes.includes(slot.time) ?? false;
  };

  const remove = (id: string) => t.request({ method: 'DELETE', url: `/api/admin/delete-appointment/${id}`, token });

  beforeAll(async () => {
    token = await registerAdmin(t);
    choice = await firstChoice(t);
    paid = await book(t, choice, { ...PAID_SLOT, email: 'paid@example.ng' });
    unpaid = await book(t, choice, { ...UNPAID_SLOT, email: 'unpaid@example.ng' });
    kept = await book(t, choice, { ...KEPT_SLOT, email: 'kept@example.ng' });
    payments.answer({ status: 'paid' });
    for (const [answer, slot] of [
      [paid, PAID_SLOT],
      [kept, KEPT_SLOT],
    ] as const) {
      const recorded = await t.request({
        method: 'POST',
        url: '/api/user/appointments',
        payload: {
          date: slot.date,
          time: slot.time,
          service: choice.service,
          frequency: choice.frequency,
          appointmentId: answer.appointmentId,
          reference: answer.reference,
        },
      });
      expect(recorded.json()).toMatchObject({ status: 'paid' });
    }
  });

  it('deletes a paid and an unpaid appointment, keeping both rows with the time of deletion', async () => {
    expect(await offered(PAID_SLOT)).toBe(false);
    expect(await offered(UNPAID_SLOT)).toBe(false);
    for (const id of [paid.appointmentId, unpaid.appointmentId]) {
      const response = await remove(id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Appointment deleted.' });
    }
    const rows = await queryRows<{ id: string; payment: boolean; deleted_at: string | Date | null }>(
      t.database.handle,
      sql`SELECT id, payment, deleted_at FROM appointments ORDER BY payment DESC, id`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(rows).toHaveLength(3);
    expect(byId.get(paid.appointmentId)).toMatchObject({ payment: true });
    expect(byId.get(unpaid.appointmentId)).toMatchObject({ payment: false });
    for (const id of [paid.appointmentId, unpaid.appointmentId]) {
      expect(new Date(byId.get(id)!.deleted_at!).toISOString()).toBe(t.clock.now().toISOString());
    }
    expect(byId.get(kept.appointmentId)?.deleted_at).toBeNull();
  });

  it('hides them from the appointments list and its total', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/appointments', token });
    const page = appointmentsPageResponse.parse(response.json());
    expect(page.appointments.map((appointment) => appointment._id)).toEqual([kept.appointmentId]);
    expect(page.total).toBe(1);
  });

  it("hides them from the dashboard's counts, customers, earnings and latest bookings", async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/dashboard', token });
    const { dashboardData } = dashboardResponse.parse(response.json());
    expect(dashboardData).toMatchObject({ appointments: 1, customers: 1, earnings: choice.amount });
    expect(dashboardData.latestAppointments.map((appointment) => appointment._id)).toEqual([kept.appointmentId]);
  });

  it('hides them from the receipt lookup, with the same 404 as an unknown reference', async () => {
    for (const [answer, email] of [
      [paid, 'paid@example.ng'],
      [unpaid, 'unpaid@example.ng'],
    ] as const) {
      const response = await t.request({
        method: 'GET',
        url: `/api/user/bookings/${answer.reference}?contact=${email}`,
      });
      expectErrorEnvelope(response, 404);
    }
    const visible = await t.request({
      method: 'GET',
      url: `/api/user/bookings/${kept.reference}?contact=kept@example.ng`,
    });
    expect(visible.statusCode).toBe(200);
  });

  it('answers 404 to every later admin action on them; a payment that still arrives is recorded and flagged', async () => {
    expectErrorEnvelope(await remove(paid.appointmentId), 404);
    for (const path of ['cancel-appointment', 'complete-appointment']) {
      const response = await t.request({
        method: 'POST',
        url: `/api/admin/${path}`,
        payload: { appointmentId: unpaid.appointmentId },
        token,
      });
      expectErrorEnvelope(response, 404);
    }
    const state = async () => {
      const [row] = await queryRows<{
        payment: boolean;
        cancelled: boolean;
        is_completed: boolean;
        attention_reason: string | null;
      }>(
        t.database.handle,
        sql`SELECT payment, cancelled, is_completed, attention_reason FROM appointments WHERE id = ${unpaid.appointmentId}`,
      );
      return row;
    };
    expect(await state()).toEqual({ payment: false, cancelled: false, is_completed: false, attention_reason: null });

    // No payment is lost: the provider confirms it, so it is kept on the deleted row for the company.
    const record = await t.request({
      method: 'POST',
      url: '/api/user/appointments',
      payload: {
        date: UNPAID_SLOT.date,
        time: UNPAID_SLOT.time,
        service: choice.service,
        frequency: choice.frequency,
        appointmentId: unpaid.appointmentId,
        reference: unpaid.reference,
      },
    });
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({ status: 'needs-attention' });
    expect(await state()).toEqual({
      payment: true,
      cancelled: false,
      is_completed: false,
      attention_reason: 'deleted',
    });
    // Its details stay readable, marked deleted, so the flag's link leads somewhere.
    const view = await t.request({ method: 'GET', url: `/api/admin/appointments/${unpaid.appointmentId}`, token });
    expect(view.statusCode).toBe(200);
    const details = appointmentDetailsResponse.parse(view.json());
    expect(details.deletedAt).toBe(t.clock.now().toISOString());
    expect(details.appointment).toMatchObject({ payment: true, needsAttention: true, attentionReason: 'deleted' });
  });

  it('frees their crews: the slots are offered and can be booked again', async () => {
    expect(await offered(PAID_SLOT)).toBe(true);
    expect(await offered(UNPAID_SLOT)).toBe(true);
    expect(await offered(KEPT_SLOT)).toBe(false);
    const again = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(choice, PAID_SLOT),
    });
    expect(again.statusCode).toBe(201);
    expect(await offered(PAID_SLOT)).toBe(false);
  });

  it("a retry of a deleted booking's Idempotency-Key books anew instead of answering the hidden booking", async () => {
    const key = '0f8fbb8e-2a34-4c1e-9c55-5b1b7f3f6a10';
    const slot = { date: DATE, time: '2:00 PM', location: 'Abuja' } as const;
    const first = await book(t, choice, slot, key);
    expect((await remove(first.appointmentId)).statusCode).toBe(200);
    const retry = await book(t, choice, slot, key);
    expect(retry.appointmentId).not.toBe(first.appointmentId);
    const [row] = await queryRows<{ n: number }>(
      t.database.handle,
      sql`SELECT count(*)::int AS n FROM appointments WHERE idempotency_key = ${key}`,
    );
    expect(row?.n).toBe(2);
  });
});
