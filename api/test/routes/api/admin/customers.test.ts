import { customerDetailsResponse, customersResponse, dashboardResponse } from '@clean/shared/schemas';
import type { BookingRequest } from '@clean/shared/schemas';
import type { InjectOptions } from 'fastify';
import { CUSTOMER_NOT_FOUND } from '../../../../src/routes/api/admin/customers';
import { scriptedVerifier, useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import {
  book,
  expectErrorEnvelope,
  fieldsOf,
  firstChoice,
  registerAdmin,
  type BookingAnswer,
  type CatalogueChoice,
} from '../../../helpers/fixtures';

const ENV = { CREWS_PER_SLOT: '20', SLOT_HOURS: '6-17', CLOSED_WEEKDAYS: 'Sunday', CLOSED_DATES: '' };

const CALLS: InjectOptions[] = [
  { method: 'GET', url: '/api/admin/customers' },
  { method: 'GET', url: '/api/admin/customers/some-id' },
];

describeEachDatabase('admin customers', (kind) => {
  const payments = scriptedVerifier();
  const t = useTestApp(kind, { env: ENV, paymentVerifier: payments.verifier });
  let token: string;
  let choice: CatalogueChoice;
  /** Amaka's three bookings (joined by email, then by phone), Tunde's one, and one deleted. */
  const made: Record<'amaka1' | 'amaka2' | 'amaka3' | 'tunde' | 'deleted', BookingAnswer> = {} as never;

  async function pay(answer: BookingAnswer, slot: Pick<BookingRequest, 'date' | 'time'>): Promise<void> {
    payments.answer({ status: 'paid' });
    const response = await t.request({
      method: 'POST',
      url: '/api/user/appointments',
      payload: {
        ...slot,
        service: choice.service,
        frequency: choice.frequency,
        appointmentId: answer.appointmentId,
        reference: answer.reference,
      },
    });
    expect(response.json()).toMatchObject({ success: true, status: 'paid' });
  }

  beforeAll(async () => {
    token = await registerAdmin(t);
    choice = await firstChoice(t);
    const at = (date: string) => ({ date, time: '7:00 AM' });
    made.amaka1 = await book(t, choice, {
      firstName: 'Amaka',
      lastName: 'Obi',
      email: 'Amaka.Obi@Example.ng',
      phone: '0803 111 0001',
      ...at('2030-01-08'),
    });
    // The same email in another case.
    made.amaka2 = await book(t, choice, {
      firstName: 'Amaka',
      lastName: 'Obi',
      email: 'AMAKA.OBI@example.ng',
      phone: '0803 111 0002',
      ...at('2030-01-10'),
    });
    await pay(made.amaka2, at('2030-01-10'));
    // Another email, but amaka2's phone in international form: joined to both through amaka2.
    made.amaka3 = await book(t, choice, {
      firstName: 'Amaka',
      lastName: 'Obi-Eze',
      email: 'amaka.work@example.ng',
      phone: '+234 803 111 0002',
      ...at('2030-01-09'),
    });
    made.tunde = await book(t, choice, {
      firstName: 'Tunde',
      lastName: 'Bello',
      email: 'tunde@example.ng',
      phone: '0805 222 0001',
      ...at('2030-01-11'),
    });
    made.deleted = await book(t, choice, {
      firstName: 'Gone',
      lastName: 'Away',
      email: 'gone@example.ng',
      phone: '0807 333 0001',
      ...at('2030-01-12'),
    });
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/admin/delete-appointment/${made.deleted.appointmentId}`,
      token,
    });
    expect(deleted.statusCode).toBe(200);
  });

  const list = async (query = '') => {
    const response = await t.request({ method: 'GET', url: `/api/admin/customers${query}`, token });
    expect(response.statusCode).toBe(200);
    return customersResponse.parse(response.json());
  };

  it('refuses every call without the admin token (401)', async () => {
    for (const call of CALLS) expectErrorEnvelope(await t.request(call), 401);
  });

  it('answers 400 for a bad page or page size', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?pageSize=0', 'pageSize'],
      ['?pageSize=101', 'pageSize'],
    ] as const) {
      const response = await t.request({ method: 'GET', url: `/api/admin/customers${query}`, token });
      expectErrorEnvelope(response, 400);
      expect(fieldsOf(response)).toEqual([field]);
    }
  });

  it('groups by email in any case and by phone in either form, transitively, without deleted bookings', async () => {
    const body = await list();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(body.customers).toEqual([
      {
        _id: made.tunde.appointmentId,
        name: 'Tunde Bello',
        email: 'tunde@example.ng',
        // Stored in E.164, however it was typed.
        phone: '+2348052220001',
        bookings: 1,
        totalPaid: 0,
        lastBooking: '2030-01-11',
      },
      {
        // The first booking's id; the latest booking's details; only the paid booking in the total.
        _id: made.amaka1.appointmentId,
        name: 'Amaka Obi-Eze',
        email: 'amaka.work@example.ng',
        phone: '+2348031110002',
        bookings: 3,
        totalPaid: choice.amount,
        lastBooking: '2030-01-10',
      },
    ]);
  });

  it("counts on the dashboard exactly the list's total", async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/dashboard', token });
    const { dashboardData } = dashboardResponse.parse(response.json());
    expect(dashboardData.customers).toBe((await list()).total);
    expect(dashboardData.customers).toBe(2);
  });

  it('pages the list with the real total', async () => {
    const second = await list('?page=2&pageSize=1');
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.customers.map((customer) => customer._id)).toEqual([made.amaka1.appointmentId]);
    expect((await list('?page=3&pageSize=1')).customers).toEqual([]);
  });

  it("answers a customer's page with their appointments, newest first, with their state", async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/admin/customers/${made.amaka1.appointmentId}`,
      token,
    });
    expect(response.statusCode).toBe(200);
    const body = customerDetailsResponse.parse(response.json());
    expect(body.customer).toMatchObject({ _id: made.amaka1.appointmentId, bookings: 3 });
    expect(body.appointments.map((appointment) => appointment._id)).toEqual([
      made.amaka3.appointmentId,
      made.amaka2.appointmentId,
      made.amaka1.appointmentId,
    ]);
    expect(body.appointments.map((appointment) => appointment.status)).toEqual([
      'awaiting-payment',
      'paid',
      'awaiting-payment',
    ]);
  });

  it('answers 404 for an unknown id, a deleted booking or a booking that is not the first', async () => {
    for (const id of ['no-such-id', made.deleted.appointmentId, made.amaka2.appointmentId]) {
      const response = await t.request({ method: 'GET', url: `/api/admin/customers/${id}`, token });
      expectErrorEnvelope(response, 404);
      expect(response.json()).toMatchObject({ message: CUSTOMER_NOT_FOUND });
    }
  });
});
