import { appointmentsPageResponse, dashboardResponse } from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import {
  book,
  expectErrorEnvelope,
  fieldsOf,
  firstChoice,
  registerAdmin,
  snapshot,
  type CatalogueChoice,
} from '../../../helpers/fixtures';

describeEachDatabase('admin appointments and dashboard', (kind) => {
  const t = useTestApp(kind);
  let token: string;
  let choice: CatalogueChoice;
  const ids: string[] = [];

  beforeAll(async () => {
    token = await registerAdmin(t);
    choice = await firstChoice(t);
    const customers = ['amaka@example.ng', 'AMAKA@example.ng', 'tunde@example.ng', 'halima@example.ng'];
    for (const [index, email] of customers.entries()) {
      // Distinct creation times, so "newest first" is well defined.
      t.clock.advanceHours(0.01);
      // A phone of their own: customers sharing a phone number are one customer.
      const phone = `0803 000 000${index}`;
      const answer = await book(t, choice, { email, phone, date: '2030-01-09', time: `${index + 6}:00 AM` });
      ids.push(answer.appointmentId);
    }
  });

  const action = (path: string, appointmentId: string) =>
    t.request({ method: 'POST', url: `/api/admin/${path}`, payload: { appointmentId }, token });

  it('GET /api/admin/appointments lists the appointments, newest first, with the total', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/appointments', token });
    expect(response.statusCode).toBe(200);
    const body = appointmentsPageResponse.parse(response.json());
    expect(body.appointments.map((appointment) => appointment._id)).toEqual([...ids].reverse());
    expect(body).toMatchObject({ total: ids.length, page: 1, pageSize: 20 });
    expect(body.appointments.at(-1)).toMatchObject({
      userData: {
        name: 'Chidi Eze',
        firstName: 'Chidi',
        lastName: 'Eze',
        email: 'amaka@example.ng',
        phone: '+2348030000000',
        address: '12 Admiralty Way, Lekki Phase 1, Lagos',
      },
      location: 'Lagos',
      product: 'Home Cleaning',
      service: 'Regular Home Cleaning',
      frequency: 'One-off',
      amount: choice.amount,
      date: '2030-01-09',
      time: '6:00 AM',
      payment: false,
      cancelled: false,
      isCompleted: false,
    });
  });

  it('cancels an active appointment once; a cancelled one can be neither cancelled nor completed (409)', async () => {
    const id = ids[0]!;
    const first = await action('cancel-appointment', id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: 'Appointment cancelled.' });
    const before = await snapshot(t.database.handle);
    for (const path of ['cancel-appointment', 'complete-appointment']) {
      const again = await action(path, id);
      expectErrorEnvelope(again, 409);
      expect(again.json().message).toBe('This appointment is already cancelled.');
    }
    expect(await snapshot(t.database.handle)).toEqual(before);
  });

  it('completes an active appointment once; a completed one can be neither cancelled nor completed (409)', async () => {
    const id = ids[1]!;
    const first = await action('complete-appointment', id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: 'Appointment marked as completed.' });
    for (const path of ['cancel-appointment', 'complete-appointment']) {
      const again = await action(path, id);
      expectErrorEnvelope(again, 409);
      expect(again.json().message).toBe('This appointment is already completed.');
    }
    const list = appointmentsPageResponse.parse(
      (await t.request({ method: 'GET', url: '/api/admin/appointments', token })).json(),
    );
    const status = Object.fromEntries(list.appointments.map((a) => [a._id, [a.cancelled, a.isCompleted]]));
    expect(status).toEqual({
      [ids[0]!]: [true, false],
      [ids[1]!]: [false, true],
      [ids[2]!]: [false, false],
      [ids[3]!]: [false, false],
    });
  });

  it('cancelling frees the crew of the slot', async () => {
    const result = await t.database.handle.db.execute(
      sql`SELECT count(*)::int AS n FROM appointments WHERE time = '6:00 AM' AND cancelled = false`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('cancel and complete answer 404 for an unknown appointment and 400 without an appointmentId', async () => {
    for (const path of ['cancel-appointment', 'complete-appointment']) {
      expectErrorEnvelope(await action(path, 'no-such-appointment'), 404);
      const invalid = await t.request({ method: 'POST', url: `/api/admin/${path}`, payload: {}, token });
      expectErrorEnvelope(invalid, 400);
      expect(fieldsOf(invalid)).toEqual(['appointmentId']);
    }
  });

  it('GET /api/admin/dashboard counts admins, appointments, distinct customers and paid earnings', async () => {
    await t.database.handle.db.execute(sql`UPDATE appointments SET payment = true WHERE id IN (${ids[0]}, ${ids[2]})`);
    const response = await t.request({ method: 'GET', url: '/api/admin/dashboard', token });
    expect(response.statusCode).toBe(200);
    const body = dashboardResponse.parse(response.json());
    expect(body.dashboardData).toMatchObject({
      admins: 1,
      appointments: 4,
      customers: 3, // amaka (twice, any case), tunde, halima
      earnings: choice.amount, // paid: ids[0] (cancelled, not counted) and ids[2]
    });
    expect(body.dashboardData.latestAppointments.map((a) => a._id)).toEqual([...ids].reverse());
    // Each carries the state the appointments list shows (Cancelled / Completed, Paid / Unpaid).
    const state = Object.fromEntries(
      body.dashboardData.latestAppointments.map((a) => [a._id, [a.status, a.payment, a.paidAt, a.holdExpiresAt]]),
    );
    expect(state).toEqual({
      [ids[0]!]: ['cancelled', true, null, null],
      [ids[1]!]: ['completed', false, null, expect.any(String)],
      [ids[2]!]: ['paid', true, null, null],
      [ids[3]!]: ['awaiting-payment', false, null, expect.any(String)],
    });
  });

  it('the dashboard shows at most the 5 latest appointments', async () => {
    for (let hour = 1; hour <= 3; hour += 1) {
      t.clock.advanceHours(0.01);
      const answer = await book(t, choice, { date: '2030-01-10', time: `${hour}:00 PM` });
      ids.push(answer.appointmentId);
    }
    const body = dashboardResponse.parse(
      (await t.request({ method: 'GET', url: '/api/admin/dashboard', token })).json(),
    );
    expect(body.dashboardData.appointments).toBe(7);
    expect(body.dashboardData.latestAppointments.map((a) => a._id)).toEqual([...ids].reverse().slice(0, 5));
  });

  it('DELETE /api/admin/delete-appointment/{id} deletes in any state, then answers 404', async () => {
    for (const id of [ids[0]!, ids[1]!, ids[2]!]) {
      const response = await t.request({ method: 'DELETE', url: `/api/admin/delete-appointment/${id}`, token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Appointment deleted.' });
      expectErrorEnvelope(
        await t.request({ method: 'DELETE', url: `/api/admin/delete-appointment/${id}`, token }),
        404,
      );
    }
    const list = appointmentsPageResponse.parse(
      (await t.request({ method: 'GET', url: '/api/admin/appointments', token })).json(),
    );
    expect(list.appointments).toHaveLength(4);
    const tooLong = await t.request({
      method: 'DELETE',
      url: `/api/admin/delete-appointment/${'x'.repeat(65)}`,
      token,
    });
    expectErrorEnvelope(tooLong, 400);
  });
});
