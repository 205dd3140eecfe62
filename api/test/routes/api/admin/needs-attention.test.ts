import {
  attentionActionResponse,
  availabilityResponse,
  dashboardResponse,
  needsAttentionResponse,
} from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { scriptedVerifier, useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import {
  book,
  expectErrorEnvelope,
  fieldsOf,
  firstChoice,
  queryRows,
  registerAdmin,
  type BookingAnswer,
  type CatalogueChoice,
} from '../../../helpers/fixtures';

/** The test clock starts on Monday 2030-01-07, 09:30 in Lagos; holds last 15 minutes. */
const ENV = { CREWS_PER_SLOT: '1', SLOT_HOURS: '6-17', CLOSED_WEEKDAYS: 'Sunday', CLOSED_DATES: '' };

const CALLS: InjectOptions[] = [
  { method: 'GET', url: '/api/admin/needs-attention' },
  {
    method: 'POST',
    url: '/api/admin/needs-attention/some-id/rebook',
    payload: { location: 'Lagos', date: '2030-01-09', time: '6:00 AM' },
  },
  { method: 'POST', url: '/api/admin/needs-attention/some-id/refund', payload: { note: 'Sent back' } },
];

describeEachDatabase('admin needs attention', (kind) => {
  const payments = scriptedVerifier();
  const t = useTestApp(kind, { env: ENV, paymentVerifier: payments.verifier });
  let token: string;
  let choice: CatalogueChoice;
  let hour = 5;

  beforeAll(async () => {
    token = await registerAdmin(t);
    choice = await firstChoice(t);
  });

  /**
   * A payment flagged by the booking flow: booked at a fresh Lagos slot of 2030-01-09, hold ran out,
   * someone else took the one crew, then the first booking's payment arrived.
   */
  async function latePayment(firstName: string): Promise<BookingAnswer> {
    hour += 1;
    const slot = { date: '2030-01-09', time: `${hour > 12 ? hour - 12 : hour}:00 ${hour >= 12 ? 'PM' : 'AM'}` };
    const late = await book(t, choice, { ...slot, firstName });
    t.clock.advanceHours(0.5);
    await book(t, choice, { ...slot, email: 'someone.else@example.ng' });
    payments.answer({ status: 'paid' });
    const recorded = await t.request({
      method: 'POST',
      url: '/api/user/appointments',
      payload: {
        ...slot,
        service: choice.service,
        frequency: choice.frequency,
        appointmentId: late.appointmentId,
        reference: late.reference,
      },
    });
    expect(recorded.json()).toMatchObject({ success: true, status: 'needs-attention' });
    return late;
  }

  const list = async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/needs-attention', token });
    expect(response.statusCode).toBe(200);
    return needsAttentionResponse.parse(response.json()).appointments;
  };
  const rebook = (id: string, payload: InjectOptions['payload']) =>
    t.request({ method: 'POST', url: `/api/admin/needs-attention/${id}/rebook`, payload, token });
  const refund = (id: string, payload: InjectOptions['payload']) =>
    t.request({ method: 'POST', url: `/api/admin/needs-attention/${id}/refund`, payload, token });
  const audit = (action: string, id: string) =>
    queryRows<{ summary: string; admin_name: string }>(
      t.database.handle,
      sql`SELECT summary, admin_name FROM audit_events WHERE action = ${action} AND subject = 'appointment'
          AND subject_id = ${id}`,
    );
  const earnings = async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/dashboard', token });
    return dashboardResponse.parse(response.json()).dashboardData.earnings;
  };

  it('refuses every call without the admin token (401)', async () => {
    for (const call of CALLS) expectErrorEnvelope(await t.request(call), 401);
  });

  it('answers 400 for bad bodies and 404 for unknown appointments', async () => {
    for (const [payload, field] of [
      [{ location: 'Kano', date: '2030-01-10', time: '7:00 AM' }, 'location'],
      [{ location: 'Lagos', date: '2030-01-10', time: '7:30 AM' }, 'time'],
      [{ location: 'Lagos', time: '7:00 AM' }, 'date'],
      [{ location: 'Lagos', date: '2030-01-10', time: '7:00 AM', note: 'x' }, 'note'],
    ] as const) {
      const response = await rebook('some-id', payload);
      expectErrorEnvelope(response, 400);
      expect(fieldsOf(response)).toContain(field);
    }
    for (const payload of [{}, { note: '   ' }, { note: 'x'.repeat(501) }]) {
      const response = await refund('some-id', payload);
      expectErrorEnvelope(response, 400);
      expect(fieldsOf(response)).toEqual(['note']);
    }
    expectErrorEnvelope(await rebook('no-such-id', { location: 'Lagos', date: '2030-01-10', time: '7:00 AM' }), 404);
    expectErrorEnvelope(await refund('no-such-id', { note: 'Sent back' }), 404);
  });

  it('lists the flagged payments, oldest payment first', async () => {
    const first = await latePayment('Ngozi');
    const second = await latePayment('Bola');
    const flagged = await list();
    expect(flagged.map((appointment) => appointment._id)).toEqual([first.appointmentId, second.appointmentId]);
    expect(flagged[0]).toMatchObject({
      status: 'needs-attention',
      needsAttention: true,
      attentionReason: 'slot-taken',
      payment: true,
    });
  });

  it('rebooks to a free slot only: closed or past 400, full 409; then clears the flag and records it', async () => {
    const [flagged] = await list();
    if (!flagged) throw new Error('Flagged in the test before');
    const id = flagged._id;

    // An unpaid booking within its hold fills the one crew of this slot.
    await book(t, choice, { location: 'Abuja', date: '2030-01-10', time: '8:00 AM' });
    const toFull = await rebook(id, { location: 'Abuja', date: '2030-01-10', time: '8:00 AM' });
    expectErrorEnvelope(toFull, 409);
    expect(toFull.json().message).toBe('This time is fully booked. Please choose another time.');
    const sunday = await rebook(id, { location: 'Abuja', date: '2030-01-13', time: '8:00 AM' });
    expectErrorEnvelope(sunday, 400);
    expect(fieldsOf(sunday)).toEqual(['date']);
    const past = await rebook(id, { location: 'Abuja', date: '2030-01-06', time: '8:00 AM' });
    expectErrorEnvelope(past, 400);
    expect(past.json().message).toBe('This date is in the past. Please choose today or a later date.');
    const closedThere = await t.request({
      method: 'POST',
      url: '/api/admin/closed-dates',
      payload: { date: '2030-01-11', location: 'Abuja', label: 'Staff training' },
      token,
    });
    expect(closedThere.statusCode).toBe(201);
    expectErrorEnvelope(await rebook(id, { location: 'Abuja', date: '2030-01-11', time: '7:00 AM' }), 400);

    const moved = await rebook(id, { location: 'Abuja', date: '2030-01-10', time: '7:00 AM' });
    expect(moved.statusCode).toBe(200);
    const body = attentionActionResponse.parse(moved.json());
    expect(body.appointment).toMatchObject({
      _id: id,
      location: 'Abuja',
      date: '2030-01-10',
      time: '7:00 AM',
      status: 'paid',
      needsAttention: false,
      attentionReason: null,
      cancelled: false,
    });
    expect((await list()).map((appointment) => appointment._id)).not.toContain(id);
    const [resolved] = await queryRows<{ attention_resolved_at: string | null }>(
      t.database.handle,
      sql`SELECT attention_resolved_at FROM appointments WHERE id = ${id}`,
    );
    expect(resolved?.attention_resolved_at).not.toBeNull();
    expect(await audit('appointment.rebooked', id)).toEqual([
      {
        summary: `Rebooked from 2030-01-09 ${flagged.time} at Lagos to 2030-01-10 7:00 AM at Abuja`,
        admin_name: 'Ada Okafor',
      },
    ]);
    // The one crew of that slot is now taken by the rebooked payment.
    const availability = await t.request({ method: 'GET', url: '/api/admin/availability?location=Abuja' });
    const day = availabilityResponse.parse(availability.json()).find((entry) => entry.date === '2030-01-10');
    expect(day?.availableTimes).not.toContain('7:00 AM');
    expect(day?.availableTimes).toContain('9:00 AM');

    const again = await rebook(id, { location: 'Abuja', date: '2030-01-10', time: '9:00 AM' });
    expectErrorEnvelope(again, 409);
    expect(again.json().message).toBe('This payment no longer needs attention.');
  });

  it('marks a refund: the booking is cancelled, leaves the earnings and frees its crew; recorded with the note', async () => {
    const [flagged] = await list();
    if (!flagged) throw new Error('Flagged in the test before');
    const before = await earnings();
    const lagosTimes = async () => {
      const response = await t.request({ method: 'GET', url: '/api/admin/availability?location=Lagos' });
      return availabilityResponse.parse(response.json()).find((entry) => entry.date === flagged.date)?.availableTimes;
    };
    // Its slot's one crew is held by this payment once the other booking's hold has run out.
    t.clock.advanceHours(0.5);
    expect(await lagosTimes()).not.toContain(flagged.time);
    const note = 'Sent back by bank transfer, ref TRF-2291';
    const refunded = await refund(flagged._id, { note });
    expect(refunded.statusCode).toBe(200);
    expect(attentionActionResponse.parse(refunded.json()).appointment).toMatchObject({
      _id: flagged._id,
      cancelled: true,
      status: 'cancelled',
      needsAttention: false,
    });
    expect(await earnings()).toBe(before - flagged.amount);
    expect(await lagosTimes()).toContain(flagged.time);
    expect(await list()).toEqual([]);
    const [row] = await queryRows<{ refund_note: string; refunded_at: string | null }>(
      t.database.handle,
      sql`SELECT refund_note, refunded_at FROM appointments WHERE id = ${flagged._id}`,
    );
    expect(row).toMatchObject({ refund_note: note });
    expect(row?.refunded_at).not.toBeNull();
    const [event] = await audit('appointment.refunded', flagged._id);
    expect(event?.summary).toContain(note);

    const again = await refund(flagged._id, { note });
    expectErrorEnvelope(again, 409);
    expect(again.json().message).toBe('This payment no longer needs attention.');
  });

  it('answers 404 for a deleted flagged payment', async () => {
    const late = await latePayment('Emeka');
    const removal = await t.request({
      method: 'DELETE',
      url: `/api/admin/delete-appointment/${late.appointmentId}`,
      token,
    });
    expect(removal.statusCode).toBe(200);
    expectErrorEnvelope(await refund(late.appointmentId, { note: 'Sent back' }), 404);
    expectErrorEnvelope(
      await rebook(late.appointmentId, { location: 'Lagos', date: '2030-01-10', time: '10:00 AM' }),
      404,
    );
    expect(await list()).toEqual([]);
  });
  it('flags a payment, even within its hold, for a day closed after the booking was made', async () => {
    const slot = { date: '2030-01-15', time: '7:00 AM' };
    const answer = await book(t, choice, slot);
    const closed = await t.request({
      method: 'POST',
      url: '/api/admin/closed-dates',
      payload: { date: slot.date, location: 'Lagos', label: 'Flooding' },
      token,
    });
    expect(closed.statusCode).toBe(201);
    payments.answer({ status: 'paid' });
    const recorded = await t.request({
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
    expect(recorded.json()).toMatchObject({ success: true, status: 'needs-attention' });
    expect((await list()).map((appointment) => appointment._id)).toEqual([answer.appointmentId]);
  });
});
