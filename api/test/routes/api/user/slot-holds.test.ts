/**
 * Slot holds and payments that arrive late: an unpaid booking holds its crew for BOOKING_HOLD_MINUTES
 * (15), then expires and frees it; a verified payment is never dropped (revived, or recorded and flagged
 * for the company); marking paid and cancelling can race without a cancelled booking ending up paid
 * unflagged. The payment provider is scripted here (see test/payments for the real sandbox).
 */
import { appointmentsPageResponse, receiptResponse, type BookingStatus } from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { scriptedVerifier, useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import { TRANSFER_HOLD_OVER } from '../../../../src/services/transfer-pending';
import {
  book,
  booking,
  expectErrorEnvelope,
  firstChoice,
  queryRows,
  registerAdmin,
  type CatalogueChoice,
} from '../../../helpers/fixtures';

const MINUTE_HOURS = 1 / 60;
const DATE = '2030-01-09';

interface Slot {
  date: string;
  time: string;
}

describeEachDatabase('slot holds and late payments', (kind) => {
  const payments = scriptedVerifier();
  // One crew per slot: a held booking fills its slot.
  const t = useTestApp(kind, { env: { CREWS_PER_SLOT: '1' }, paymentVerifier: payments.verifier });
  let choice: CatalogueChoice;
  let token: string;
  let hour = 5;

  beforeAll(async () => {
    choice = await firstChoice(t);
    token = await registerAdmin(t);
  });

  /** A slot of DATE no other test uses. */
  function freshSlot(): Slot {
    hour += 1;
    return { date: DATE, time: `${hour > 12 ? hour - 12 : hour}:00 ${hour >= 12 ? 'PM' : 'AM'}` };
  }

  async function offered(slot: Slot): Promise<boolean> {
    const response = await t.request({ method: 'GET', url: '/api/admin/availability?location=Lagos' });
    const day = (response.json() as { date: string; availableTimes: string[] }[]).find((d) => d.date === slot.date);
    return day?.availableTimes.includes(slot.time) ?? false;
  }

  const tryBook = (slot: Slot, email = 'chidi.eze@example.ng') =>
    t.request({ method: 'POST', url: '/api/user/book-appointment', payload: booking(choice, { ...slot, email }) });

  const record = (answer: { appointmentId: string; reference: string }, slot: Slot) =>
    t.request({
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

  const cancel = (appointmentId: string) =>
    t.request({ method: 'POST', url: '/api/admin/cancel-appointment', payload: { appointmentId }, token });

  async function receiptStatus(reference: string): Promise<BookingStatus> {
    const response = await t.request({
      method: 'GET',
      url: `/api/user/bookings/${reference}?contact=chidi.eze@example.ng`,
    });
    expect(response.statusCode).toBe(200);
    return receiptResponse.parse(response.json()).booking.status;
  }

  async function adminView(id: string) {
    const response = await t.request({ method: 'GET', url: '/api/admin/appointments?pageSize=100', token });
    const found = appointmentsPageResponse.parse(response.json()).appointments.find((a) => a._id === id);
    if (!found) throw new Error(`No appointment ${id} in the admin list`);
    return found;
  }

  async function stored(id: string) {
    const [row] = await queryRows<{
      payment: boolean;
      cancelled: boolean;
      needs_attention: boolean;
      attention_reason: string | null;
    }>(
      t.database.handle,
      sql`SELECT payment, cancelled, needs_attention, attention_reason FROM appointments WHERE id = ${id}`,
    );
    return row;
  }

  it('holds the crew of an unpaid booking for 15 minutes, then expires it and offers the crew again', async () => {
    const slot = freshSlot();
    const held = await book(t, choice, slot);
    expect(held.status).toBe('awaiting-payment');
    expect(held.serverTime).toBe(t.clock.now().toISOString());
    expect(Date.parse(held.holdExpiresAt) - Date.parse(held.serverTime)).toBe(15 * 60_000);
    expect(await offered(slot)).toBe(false);
    expectErrorEnvelope(await tryBook(slot), 409);

    t.clock.advanceHours(14 * MINUTE_HOURS);
    expect(await offered(slot)).toBe(false);
    expectErrorEnvelope(await tryBook(slot), 409);
    expect(await receiptStatus(held.reference)).toBe('awaiting-payment');

    t.clock.advanceHours(1.5 * MINUTE_HOURS);
    expect(await offered(slot)).toBe(true);
    expect(await receiptStatus(held.reference)).toBe('expired');
    expect(await adminView(held.appointmentId)).toMatchObject({
      status: 'expired',
      holdExpiresAt: held.holdExpiresAt,
      needsAttention: false,
      payment: false,
    });
    const next = await tryBook(slot, 'amaka@example.ng');
    expect(next.statusCode).toBe(201);
    expect(await offered(slot)).toBe(false);
  });

  it('a paid booking keeps its crew for good', async () => {
    payments.answer({ status: 'paid' });
    const slot = freshSlot();
    const answer = await book(t, choice, slot);
    expect((await record(answer, slot)).json()).toMatchObject({ success: true, status: 'paid' });
    t.clock.advanceHours(2);
    expect(await offered(slot)).toBe(false);
    expectErrorEnvelope(await tryBook(slot), 409);
    expect(await receiptStatus(answer.reference)).toBe('paid');
  });

  it('a payment verified after the hold ran out revives the booking while its crew is still free', async () => {
    payments.answer({ status: 'paid' });
    const slot = freshSlot();
    const answer = await book(t, choice, slot);
    t.clock.advanceHours(20 * MINUTE_HOURS);
    expect(await offered(slot)).toBe(true);

    const response = await record(answer, slot);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      status: 'paid',
      message: 'Payment confirmed. Your appointment is booked.',
    });
    expect(await stored(answer.appointmentId)).toEqual({
      payment: true,
      cancelled: false,
      needs_attention: false,
      attention_reason: null,
    });
    expect(await offered(slot)).toBe(false);
    expect(await receiptStatus(answer.reference)).toBe('paid');
  });

  it('a late payment whose crew went to someone else is recorded and flagged, and the customer is told we will call', async () => {
    payments.answer({ status: 'paid' });
    const slot = freshSlot();
    const late = await book(t, choice, slot);
    t.clock.advanceHours(20 * MINUTE_HOURS);
    const other = await tryBook(slot, 'amaka@example.ng');
    expect(other.statusCode).toBe(201);

    const response = await record(late, slot);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      status: 'needs-attention',
      message: expect.stringMatching(/received your payment.*booked by someone else.*safe.*we will call you/),
    });
    expect(await stored(late.appointmentId)).toEqual({
      payment: true,
      cancelled: false,
      needs_attention: true,
      attention_reason: 'slot-taken',
    });
    expect(await receiptStatus(late.reference)).toBe('needs-attention');
    expect(await adminView(late.appointmentId)).toMatchObject({
      status: 'needs-attention',
      needsAttention: true,
      attentionReason: 'slot-taken',
      payment: true,
      holdExpiresAt: null,
      paidAt: t.clock.now().toISOString(),
    });
    // The other customer keeps the crew and the slot stays full.
    expect(await stored(other.json().appointmentId)).toMatchObject({ payment: false, needs_attention: false });
    expect(await offered(slot)).toBe(false);

    const again = await record(late, slot);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      success: true,
      status: 'needs-attention',
      message: expect.stringMatching(/already recorded.*we will call you/),
    });
  });

  it('a payment for a cancelled booking is recorded and flagged, never dropped', async () => {
    payments.answer({ status: 'paid' });
    const slot = freshSlot();
    const answer = await book(t, choice, slot);
    expect((await cancel(answer.appointmentId)).statusCode).toBe(200);

    const response = await record(answer, slot);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      status: 'needs-attention',
      message: expect.stringMatching(/received your payment.*cancelled.*we will call you/),
    });
    expect(await stored(answer.appointmentId)).toEqual({
      payment: true,
      cancelled: true,
      needs_attention: true,
      attention_reason: 'cancelled',
    });
    expect(await receiptStatus(answer.reference)).toBe('needs-attention');
    // A cancelled booking holds no crew, paid or not.
    expect(await offered(slot)).toBe(true);
  });

  it('cancelling a paid booking flags it for a refund', async () => {
    payments.answer({ status: 'paid' });
    const slot = freshSlot();
    const answer = await book(t, choice, slot);
    expect((await record(answer, slot)).json()).toMatchObject({ status: 'paid' });
    expect((await cancel(answer.appointmentId)).statusCode).toBe(200);
    expect(await stored(answer.appointmentId)).toEqual({
      payment: true,
      cancelled: true,
      needs_attention: true,
      attention_reason: 'cancelled',
    });
  });

  it('a cancel and a payment at the same moment never leave a cancelled booking paid without the flag', async () => {
    payments.answer({ status: 'paid' });
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      const slot = { date: '2030-01-10', time: `${i + 6}:00 AM` };
      answers.push({ slot, answer: await book(t, choice, slot) });
    }
    const results = await Promise.all(
      // Alternate which call starts first.
      answers.map(({ slot, answer }, index) =>
        Promise.all(
          index % 2 === 0
            ? [cancel(answer.appointmentId), record(answer, slot)]
            : [record(answer, slot), cancel(answer.appointmentId)],
        ),
      ),
    );
    for (const pair of results) for (const response of pair) expect(response.statusCode).toBe(200);
    for (const { answer } of answers) {
      expect(await stored(answer.appointmentId)).toEqual({
        payment: true,
        cancelled: true,
        needs_attention: true,
        attention_reason: 'cancelled',
      });
    }
    const [silent] = await queryRows<{ n: number }>(
      t.database.handle,
      sql`SELECT count(*)::int AS n FROM appointments WHERE cancelled AND payment AND NOT needs_attention`,
    );
    expect(silent?.n).toBe(0);
  });

  it('a refused or unverifiable payment changes nothing and says the payment is safe', async () => {
    const slot = freshSlot();
    const answer = await book(t, choice, slot);
    payments.answer({ status: 'failed', reason: 'The amount paid does not match the price of the appointment.' });
    const refused = await record(answer, slot);
    expectErrorEnvelope(refused, 409);
    expect(refused.json().message).toMatch(/payment is safe.*reconcile/);
    payments.answer({ status: 'pending', reason: 'provider unreachable' });
    const unreachable = await record(answer, slot);
    expectErrorEnvelope(unreachable, 502);
    expect(unreachable.json().message).toMatch(/payment is safe.*reconcile/);
    const mismatch = await record({ ...answer, reference: 'CLN-SOMEONEELSES000' }, slot);
    expectErrorEnvelope(mismatch, 409);
    expect(mismatch.json().message).toMatch(/payment is safe.*reconcile/);
    expect(await stored(answer.appointmentId)).toMatchObject({ payment: false, needs_attention: false });
  });
});

describeEachDatabase('POST /api/user/appointments/transfer-pending', (kind) => {
  const payments = scriptedVerifier();
  const t = useTestApp(kind, { env: { CREWS_PER_SLOT: '1' }, paymentVerifier: payments.verifier });
  let choice: CatalogueChoice;
  let hour = 5;

  beforeAll(async () => {
    choice = await firstChoice(t);
  });

  function freshSlot(): Slot {
    hour += 1;
    return { date: DATE, time: `${hour > 12 ? hour - 12 : hour}:00 ${hour >= 12 ? 'PM' : 'AM'}` };
  }

  const pending = (body: object) =>
    t.request({ method: 'POST', url: '/api/user/appointments/transfer-pending', payload: body });
  const transferPending = {
    status: 'failed',
    reason: 'The payment is not complete (status: pending).',
    providerStatus: 'pending',
  } as const;

  async function offered(slot: Slot): Promise<boolean> {
    const response = await t.request({ method: 'GET', url: '/api/admin/availability?location=Lagos' });
    const day = (response.json() as { date: string; availableTimes: string[] }[]).find((d) => d.date === slot.date);
    return day?.availableTimes.includes(slot.time) ?? false;
  }

  it('holds the slot for 60 minutes from the report once the provider says the transfer is pending', async () => {
    payments.answer(transferPending);
    const slot = freshSlot();
    const answer = await book(t, choice, slot);
    t.clock.advanceHours(10 * MINUTE_HOURS);
    const response = await pending({ appointmentId: answer.appointmentId, reference: answer.reference });
    expect(response.statusCode).toBe(200);
    const now = t.clock.now();
    expect(response.json()).toEqual({
      success: true,
      status: 'awaiting-payment',
      message: "We're confirming your transfer. Your slot is held while it arrives.",
      holdExpiresAt: new Date(now.getTime() + 60 * 60_000).toISOString(),
      serverTime: now.toISOString(),
    });
    expect(payments.calls.at(-1)).toBe(answer.reference);

    t.clock.advanceHours(50 * MINUTE_HOURS); // 60 minutes after booking: well past the 15-minute hold
    expect(await offered(slot)).toBe(false);
    // Reporting again (a reload of the page) answers the same hold: neither shorter nor longer.
    const again = await pending({ appointmentId: answer.appointmentId, reference: answer.reference });
    expect(again.statusCode).toBe(200);
    expect(again.json().holdExpiresAt).toBe(response.json().holdExpiresAt);
    t.clock.advanceHours(11 * MINUTE_HOURS);
    expect(await offered(slot)).toBe(true);
  });

  it('extends a hold once: reporting the transfer again every 59 minutes does not keep the slot', async () => {
    payments.answer(transferPending);
    const slot = freshSlot();
    const answer = await book(t, choice, slot);
    const body = { appointmentId: answer.appointmentId, reference: answer.reference };
    t.clock.advanceHours(10 * MINUTE_HOURS);
    const first = await pending(body);
    expect(first.statusCode).toBe(200);
    const heldUntil = first.json().holdExpiresAt as string;
    for (let report = 0; report < 3; report += 1) {
      t.clock.advanceHours(59 * MINUTE_HOURS);
      const again = await pending(body);
      if (Date.parse(heldUntil) > t.clock.now().getTime()) {
        expect(again.json().holdExpiresAt).toBe(heldUntil);
      } else {
        expectErrorEnvelope(again, 409);
        expect(again.json().message).toBe(TRANSFER_HOLD_OVER);
      }
      expect(await offered(slot)).toBe(Date.parse(heldUntil) <= t.clock.now().getTime());
    }
    const [row] = await queryRows<{ hold: Date | string }>(
      t.database.handle,
      sql`SELECT hold_expires_at AS hold FROM appointments WHERE id = ${answer.appointmentId}`,
    );
    expect(new Date(row!.hold).toISOString()).toBe(heldUntil);
  });

  it('never holds past TRANSFER_HOLD_CEILING_MINUTES (180) after the booking hold, however late the report', async () => {
    payments.answer(transferPending);
    const slot = freshSlot();
    const answer = await book(t, choice, slot);
    const body = { appointmentId: answer.appointmentId, reference: answer.reference };
    t.clock.advanceHours(170 * MINUTE_HOURS);
    const late = await pending(body);
    expect(late.statusCode).toBe(200);
    // The booking hold ended 15 minutes after booking: the ceiling is 180 minutes later, not 60 from now.
    expect(late.json().holdExpiresAt).toBe(new Date(Date.parse(answer.holdExpiresAt) + 180 * 60_000).toISOString());

    const other = await book(t, choice, freshSlot());
    t.clock.advanceHours(200 * MINUTE_HOURS);
    const tooLate = await pending({ appointmentId: other.appointmentId, reference: other.reference });
    expectErrorEnvelope(tooLate, 409);
    expect(tooLate.json().message).toBe(TRANSFER_HOLD_OVER);
  });

  it('takes the crew again for a transfer reported after the hold ran out, while a crew is free', async () => {
    payments.answer(transferPending);
    const slot = freshSlot();
    const answer = await book(t, choice, slot);
    t.clock.advanceHours(30 * MINUTE_HOURS);
    expect(await offered(slot)).toBe(true);
    const response = await pending({ appointmentId: answer.appointmentId, reference: answer.reference });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('awaiting-payment');
    expect(await offered(slot)).toBe(false);
  });

  it('answers 409 in plain words when the hold ran out and the slot was taken meanwhile', async () => {
    payments.answer(transferPending);
    const slot = freshSlot();
    const answer = await book(t, choice, slot);
    t.clock.advanceHours(30 * MINUTE_HOURS);
    await book(t, choice, { ...slot, email: 'amaka@example.ng' });
    const response = await pending({ appointmentId: answer.appointmentId, reference: answer.reference });
    expectErrorEnvelope(response, 409);
    expect(response.json().message).toMatch(/booked by someone else.*money is safe.*call you/);
  });

  it('records a transfer that already arrived at once', async () => {
    payments.answer({ status: 'paid' });
    const answer = await book(t, choice, freshSlot());
    const response = await pending({ appointmentId: answer.appointmentId, reference: answer.reference });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, status: 'paid', holdExpiresAt: null });
  });

  it('refuses without a pending transfer (409), an unreachable provider (502), unknown ids (404), bad bodies (400)', async () => {
    const answer = await book(t, choice, freshSlot());
    const body = { appointmentId: answer.appointmentId, reference: answer.reference };
    payments.answer({ status: 'failed', reason: 'No payment was found for this reference.' });
    const none = await pending(body);
    expectErrorEnvelope(none, 409);
    expect(none.json().message).toMatch(/no.*pending bank transfer/i);
    payments.answer({
      status: 'failed',
      reason: 'The payment is not complete (status: abandoned).',
      providerStatus: 'abandoned',
    });
    expectErrorEnvelope(await pending(body), 409);
    payments.answer({ status: 'pending', reason: 'provider unreachable' });
    const unreachable = await pending(body);
    expectErrorEnvelope(unreachable, 502);
    expect(unreachable.json().message).toMatch(/money is safe/);
    payments.answer(transferPending);
    expectErrorEnvelope(await pending({ ...body, reference: 'CLN-SOMEONEELSES000' }), 404);
    expectErrorEnvelope(await pending({ ...body, appointmentId: 'no-such-appointment' }), 404);
    expectErrorEnvelope(await pending({ appointmentId: answer.appointmentId }), 400);
    // None of these held anything longer.
    const [row] = await queryRows<{ hold: Date | string }>(
      t.database.handle,
      sql`SELECT hold_expires_at AS hold FROM appointments WHERE id = ${answer.appointmentId}`,
    );
    expect(new Date(row!.hold).toISOString()).toBe(answer.holdExpiresAt);
  });
});
