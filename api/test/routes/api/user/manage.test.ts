/**
 * Manage my booking (docs/PRODUCT.md, Manage my booking): the signed link, reschedule under the slot
 * lock, cancel with the refund through the real payment sandbox, and the refund webhooks.
 */
import { MINOR_UNITS_PER_NAIRA } from '@clean/shared/constants';
import { dashboardResponse, receiptResponse, type Receipt } from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { useTestApp, type TestApp } from '../../../helpers/build-app';
import { anyEngine, describeEachDatabase } from '../../../helpers/database';
import { book, firstChoice, queryRows, registerAdmin, type CatalogueChoice } from '../../../helpers/fixtures';
import { usePaymentSandbox, type PaymentSandbox } from '../../../payments/sandbox';
import { formatNaira } from '@clean/shared/format';
import { composeMail } from '../../../../src/messages/compose';
import { LINK_NOT_VALID, REFUND_TOO_LARGE } from '../../../../src/services/manage-booking';

/** The test clock starts Monday 2030-01-07 09:30 in Lagos; visits are on later days. */
interface Booked {
  reference: string;
  id: string;
  token: string;
  amount: number;
}

function helpers(t: TestApp, provider: PaymentSandbox) {
  let choice: CatalogueChoice | undefined;
  let customer = 0;
  const bookAt = async (date: string, time: string, paid = false): Promise<Booked> => {
    choice ??= await firstChoice(t);
    customer += 1;
    const answer = await book(t, choice, { date, time, email: `customer${customer}@example.ng` });
    if (paid) {
      await provider.pay({ reference: answer.reference, amount: Math.round(answer.amount * MINOR_UNITS_PER_NAIRA) });
      const recorded = await t.request({
        method: 'POST',
        url: '/api/user/appointments',
        payload: {
          appointmentId: answer.appointmentId,
          reference: answer.reference,
          date,
          time,
          service: choice.service,
          frequency: choice.frequency,
        },
      });
      expect(recorded.json()).toMatchObject({ status: 'paid' });
    }
    return { reference: answer.reference, id: answer.appointmentId, token: answer.manageToken, amount: answer.amount };
  };
  const open = (reference: string, token: string) =>
    t.request({ method: 'GET', url: `/api/user/bookings/${reference}/manage?token=${encodeURIComponent(token)}` });
  const receipt = async (booked: Booked): Promise<Receipt> => {
    const response = await open(booked.reference, booked.token);
    expect(response.statusCode).toBe(200);
    return receiptResponse.parse(response.json()).booking;
  };
  const reschedule = (booked: Booked, date: string, time: string) =>
    t.request({
      method: 'POST',
      url: `/api/user/bookings/${booked.reference}/reschedule`,
      payload: { token: booked.token, date, time },
    });
  const cancel = (booked: Booked, reason = 'My plans changed', note = '') =>
    t.request({
      method: 'POST',
      url: `/api/user/bookings/${booked.reference}/cancel`,
      payload: { token: booked.token, reason, note },
    });
  const refundWebhook = (event: 'refund.processed' | 'refund.failed', data: object) => {
    const body = JSON.stringify({ event, data });
    return t.request({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': provider.sign(body) },
    });
  };
  const providerRefundOf = (reference: string) =>
    [...provider.sandbox.refunds.byId.values()].filter((refund) => refund.transaction.reference === reference);
  const earnings = async (token: string) =>
    dashboardResponse.parse((await t.request({ method: 'GET', url: '/api/admin/dashboard', token })).json())
      .dashboardData.earnings;
  const freeTimes = async (date: string) => {
    const response = await t.request({ method: 'GET', url: '/api/admin/availability?location=Lagos' });
    return (response.json() as { date: string; availableTimes: string[] }[]).find((entry) => entry.date === date)
      ?.availableTimes;
  };
  return { bookAt, open, receipt, reschedule, cancel, refundWebhook, providerRefundOf, earnings, freeTimes };
}

describeEachDatabase('manage my booking', (kind) => {
  const provider = usePaymentSandbox();
  const t = useTestApp(kind, { env: provider.env });
  const h = helpers(t, provider);
  let admin: string;

  beforeAll(async () => {
    admin = await registerAdmin(t);
  });
  beforeEach(() => t.clock.set('2030-01-07T09:30:00+01:00'));

  it('opens the booking with its link only: tampered, another booking’s and expired tokens show nothing', async () => {
    const mine = await h.bookAt('2030-01-10', '9:00 AM');
    const other = await h.bookAt('2030-01-10', '9:00 AM');
    const shown = await h.receipt(mine);
    expect(shown).toMatchObject({
      reference: mine.reference,
      status: 'awaiting-payment',
      refund: null,
      manage: {
        reschedule: { allowed: true, reason: null, remaining: 2 },
        cancel: { allowed: true, reason: null, refund: null, contactInstead: false },
        rescheduleCutoffHours: 24,
        maxReschedules: 2,
        cancellationCutoffHours: 24,
      },
    });
    // One character changed: in the MAC, and in the last one (whose spare bits base64url ignores).
    const swap = (char: string | undefined) => (char === 'A' ? 'B' : 'A');
    const at = mine.token.indexOf('.') + 1;
    const refusals = [
      await h.open(mine.reference, `${mine.token.slice(0, at)}${swap(mine.token[at])}${mine.token.slice(at + 1)}`),
      await h.open(mine.reference, `${mine.token.slice(0, -1)}${swap(mine.token.at(-1))}`),
      await h.open(mine.reference, other.token),
      await h.open(mine.reference, 'not-a-token'),
    ];
    // A week after the visit the link expires.
    t.clock.set('2030-01-17T09:00:01+01:00');
    refusals.push(await h.open(mine.reference, mine.token));
    for (const response of refusals) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: LINK_NOT_VALID });
      expect(response.body).not.toContain('Chidi');
    }
  });

  it('moves into the last crew of a slot once when two customers race for it; the loser gets 409', async () => {
    const target = { date: '2030-01-11', time: '2:00 PM' };
    await h.bookAt(target.date, target.time);
    await h.bookAt(target.date, target.time);
    const first = await h.bookAt('2030-01-11', '9:00 AM', true);
    const second = await h.bookAt('2030-01-11', '10:00 AM');
    const answers = await Promise.all([
      h.reschedule(first, target.date, target.time),
      h.reschedule(second, target.date, target.time),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409);
    expect(lost?.json().message).toMatch(/just taken/);
    expect(await h.freeTimes(target.date)).not.toContain(target.time);
    const won = answers.find((answer) => answer.statusCode === 200);
    const moved = receiptResponse.parse(won?.json()).booking;
    expect(moved).toMatchObject({ date: target.date, time: target.time });
    // Paid stays paid, the amount is unchanged, the old crew is free, and the change is on record.
    if (moved.reference === first.reference) expect(moved).toMatchObject({ status: 'paid', amount: first.amount });
    expect(await h.freeTimes('2030-01-11')).toEqual(expect.arrayContaining(['9:00 AM', '10:00 AM']));
    const records = await queryRows<{ admin_id: string; action: string; summary: string }>(
      t.database.handle,
      sql`SELECT admin_id, action, summary FROM audit_events WHERE subject_id IN (${first.id}, ${second.id})`,
    );
    expect(records).toEqual([
      { admin_id: 'customer', action: 'appointment.rescheduled', summary: expect.stringMatching(/move 1 of 2$/) },
    ]);
    const queued = await queryRows<{ kind: string }>(
      t.database.handle,
      sql`SELECT kind FROM outbox_messages WHERE appointment_id IN (${first.id}, ${second.id}) AND kind = 'rescheduled'`,
    );
    expect(queued).toHaveLength(1);
  });

  it('allows moves until the cut-off and up to the most allowed, each refusal saying why', async () => {
    const booked = await h.bookAt('2030-01-09', '10:00 AM', true);
    // Exactly 24 hours before: still allowed; a minute later: refused.
    t.clock.set('2030-01-08T10:00:00+01:00');
    expect((await h.reschedule(booked, '2030-01-09', '11:00 AM')).statusCode).toBe(200);
    t.clock.set('2030-01-08T11:00:01+01:00');
    const late = await h.reschedule(booked, '2030-01-10', '11:00 AM');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/until 24 hours before the visit/);
    expect((await h.receipt(booked)).manage.reschedule).toMatchObject({ allowed: false, remaining: 1 });

    t.clock.set('2030-01-07T09:30:00+01:00');
    expect((await h.reschedule(booked, '2030-01-10', '11:00 AM')).statusCode).toBe(200);
    const third = await h.reschedule(booked, '2030-01-10', '12:00 PM');
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toMatch(/moved 2 times, the most allowed online/);
    expect((await h.receipt(booked)).manage.reschedule).toMatchObject({ allowed: false, remaining: 0 });
  });

  it('cancels an unpaid booking and frees its crew, with no refund', async () => {
    const booked = await h.bookAt('2030-01-14', '3:00 PM');
    const other = await h.bookAt('2030-01-14', '3:00 PM');
    await h.bookAt('2030-01-14', '3:00 PM');
    expect(await h.freeTimes('2030-01-14')).not.toContain('3:00 PM');
    const response = await h.cancel(booked, 'Other', 'Moving house');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your booking is cancelled.');
    expect(receiptResponse.parse(response.json()).booking).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Other: Moving house',
      refund: null,
      manage: { cancel: { allowed: false, reason: 'This booking is cancelled.' } },
    });
    expect(await h.freeTimes('2030-01-14')).toContain('3:00 PM');
    expect(h.providerRefundOf(booked.reference)).toEqual([]);
    // 'Other' needs a few words.
    const bare = await h.cancel(other, 'Other');
    expect(bare.statusCode).toBe(400);
  });

  it('refunds a paid cancel through the provider: pending, then refunded once however often the webhook comes', async () => {
    const booked = await h.bookAt('2030-01-15', '9:00 AM', true);
    const before = await h.earnings(admin);
    const response = await h.cancel(booked);
    expect(response.statusCode).toBe(200);
    expect(receiptResponse.parse(response.json()).booking).toMatchObject({
      status: 'cancelled',
      refund: { status: 'pending', amount: booked.amount },
    });
    const [asked] = h.providerRefundOf(booked.reference);
    expect(asked).toMatchObject({ amount: Math.round(booked.amount * MINOR_UNITS_PER_NAIRA), status: 'pending' });
    expect(await h.earnings(admin)).toBe(before - booked.amount);

    const data = { id: asked?.id, transaction_reference: booked.reference, amount: asked?.amount, status: 'processed' };
    for (let i = 0; i < 2; i += 1) expect((await h.refundWebhook('refund.processed', data)).statusCode).toBe(200);
    expect((await h.receipt(booked)).refund).toEqual({ status: 'processed', amount: booked.amount });
    const [row] = await queryRows<{ refunded_amount: string; refunded_at: Date | null }>(
      t.database.handle,
      sql`SELECT refunded_amount, refunded_at FROM appointments WHERE id = ${booked.id}`,
    );
    expect(Number(row?.refunded_amount)).toBe(booked.amount);
    expect(row?.refunded_at).not.toBeNull();
    expect(await h.earnings(admin)).toBe(before - booked.amount);
    // The customer's messages (the admins' alerts of the new booking go to them).
    const messages = await queryRows<{ kind: string }>(
      t.database.handle,
      sql`SELECT kind FROM outbox_messages WHERE appointment_id = ${booked.id} AND kind NOT LIKE 'admin-%' ORDER BY kind`,
    );
    expect(messages.map((message) => message.kind)).toEqual([
      'booking-received',
      'cancelled',
      'payment-confirmed',
      'refunded',
    ]);
    // The admins hear of it: the notification badge lists the customer's change.
    const badge = await t.request({ method: 'GET', url: '/api/admin/notifications', token: admin });
    expect(badge.json().items).toContainEqual(
      expect.objectContaining({
        kind: 'customer-change',
        _id: booked.id,
        title: expect.stringMatching(/cancelled their booking/),
      }),
    );
  });

  it('puts a failed refund under needs attention', async () => {
    const booked = await h.bookAt('2030-01-15', '10:00 AM', true);
    await h.cancel(booked, 'I booked by mistake');
    const [asked] = h.providerRefundOf(booked.reference);
    await provider.settleRefund(asked!.id, 'fail');
    const failed = await h.refundWebhook('refund.failed', {
      id: asked?.id,
      transaction_reference: booked.reference,
      status: 'failed',
    });
    expect(failed.statusCode).toBe(200);
    const flagged = async () =>
      (await t.request({ method: 'GET', url: '/api/admin/needs-attention', token: admin })).json().appointments as {
        _id: string;
        attentionReason: string;
      }[];
    expect(await flagged()).toContainEqual(
      expect.objectContaining({ _id: booked.id, attentionReason: 'refund-failed' }),
    );
    expect((await h.receipt(booked)).refund).toMatchObject({ status: 'failed' });

    // The console's Refund asks again; once processed, the flag is settled.
    const again = await t.request({
      method: 'POST',
      url: `/api/admin/appointments/${booked.id}/refund`,
      token: admin,
      payload: { amount: booked.amount, note: 'Second try' },
    });
    expect(again.statusCode).toBe(200);
    const retried = h.providerRefundOf(booked.reference).find((refund) => refund.status === 'pending');
    await h.refundWebhook('refund.processed', {
      id: retried?.id,
      transaction_reference: booked.reference,
      amount: retried?.amount,
    });
    expect((await flagged()).map((row) => row._id)).not.toContain(booked.id);
    expect((await h.receipt(booked)).refund).toEqual({ status: 'processed', amount: booked.amount });
  });

  it('refunds a cancel with a refund still pending only what is left, and tells the customer that amount', async () => {
    const booked = await h.bookAt('2030-01-16', '11:00 AM', true);
    // The console refunds part; the provider has not settled it yet (no webhook).
    const part = Math.round(booked.amount * 30) / 100;
    const partial = await t.request({
      method: 'POST',
      url: `/api/admin/appointments/${booked.id}/refund`,
      token: admin,
      payload: { amount: part, note: 'Crew arrived late' },
    });
    expect(partial.statusCode).toBe(200);
    expect(h.providerRefundOf(booked.reference)).toMatchObject([{ status: 'pending' }]);
    const left = Math.round((booked.amount - part) * 100) / 100;
    expect((await h.receipt(booked)).manage.cancel).toMatchObject({ allowed: true, refund: left });

    const response = await h.cancel(booked);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      `Your booking is cancelled. ${formatNaira(left)} is on its way back to your card.`,
    );
    expect(receiptResponse.parse(response.json()).booking).toMatchObject({
      status: 'cancelled',
      refund: { status: 'pending', amount: left },
    });
    // The provider was asked for the rest only, and accepted it: together, what was paid.
    const asked = h.providerRefundOf(booked.reference).map((refund) => [refund.amount, refund.status]);
    expect(asked).toEqual([
      [Math.round(part * MINOR_UNITS_PER_NAIRA), 'pending'],
      [Math.round(left * MINOR_UNITS_PER_NAIRA), 'pending'],
    ]);
    const ours = await queryRows<{ amount: string; status: string }>(
      t.database.handle,
      sql`SELECT amount, status FROM refunds WHERE appointment_id = ${booked.id} ORDER BY created_at`,
    );
    expect(ours.map((refund) => [Number(refund.amount), refund.status])).toEqual([
      [part, 'pending'],
      [left, 'pending'],
    ]);
    // The e-mail says the same amount.
    const message = (await t.app.repos.outbox.ofAppointment(booked.id)).find((row) => row.kind === 'cancelled');
    const mail = await composeMail(message!, { siteUrl: 'https://www.example.ng', manageLinkSecret: 'secret' });
    expect(mail.text).toContain(`${formatNaira(left)} is on its way back to your card`);

    // Nothing is left: the console's Refund asks for no more either.
    const more = await t.request({
      method: 'POST',
      url: `/api/admin/appointments/${booked.id}/refund`,
      token: admin,
      payload: { amount: 1, note: 'Once more' },
    });
    expect([more.statusCode, more.json().message]).toEqual([409, REFUND_TOO_LARGE]);
    expect(h.providerRefundOf(booked.reference)).toHaveLength(2);
  });

  it('offers the phone instead of a cancel after the cut-off of a paid booking', async () => {
    const booked = await h.bookAt('2030-01-08', '8:00 AM', true);
    const shown = await h.receipt(booked);
    expect(shown.manage.cancel).toMatchObject({ allowed: false, contactInstead: true, refund: null });
    expect(shown.manage.cancel.reason).toMatch(/until 24 hours before the visit/);
    expect((await h.cancel(booked)).statusCode).toBe(409);
  });

  it('takes partial refunds from the console out of the earnings, never more than was paid', async () => {
    const booked = await h.bookAt('2030-01-16', '9:00 AM', true);
    const before = await h.earnings(admin);
    const refund = (amount: number) =>
      t.request({
        method: 'POST',
        url: `/api/admin/appointments/${booked.id}/refund`,
        token: admin,
        payload: { amount, note: 'Crew arrived late' },
      });
    const part = Math.round(booked.amount * 30) / 100;
    expect((await refund(part)).statusCode).toBe(200);
    const tooMuch = await refund(booked.amount);
    expect(tooMuch.statusCode).toBe(409);
    const [asked] = h.providerRefundOf(booked.reference);
    expect(await h.earnings(admin)).toBe(before);
    await h.refundWebhook('refund.processed', {
      id: asked?.id,
      transaction_reference: booked.reference,
      amount: asked?.amount,
    });
    expect(await h.earnings(admin)).toBeCloseTo(before - part, 2);
    expect((await h.receipt(booked)).status).toBe('paid');
  });
});

describe('manage actions are rate limited per booking and address', () => {
  const t = useTestApp(anyEngine(), { env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MANAGE: '5' } });

  it('answers 429 from the sixth change within ten minutes', async () => {
    const choice = await firstChoice(t);
    const answer = await book(t, choice, { date: '2030-01-10', time: '9:00 AM' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await t.request({
        method: 'POST',
        url: `/api/user/bookings/${answer.reference}/cancel`,
        payload: { token: 'wrong', reason: 'My plans changed' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('bad tokens from many addresses do not lock the owner out: only valid tokens count per booking', async () => {
    const choice = await firstChoice(t);
    const answer = await book(t, choice, { date: '2030-01-11', time: '9:00 AM' });
    const cancel = (token: string, remoteAddress: string) =>
      t.request({
        method: 'POST',
        url: `/api/user/bookings/${answer.reference}/cancel`,
        payload: { token, reason: 'My plans changed' },
        remoteAddress,
      });
    // Someone who knows the reference, from six addresses, five guesses each: each address is limited.
    for (let address = 1; address <= 6; address += 1) {
      for (let guess = 0; guess < 5; guess += 1) {
        expect((await cancel(`guess-${guess}`, `203.0.113.${address}`)).statusCode).toBe(404);
      }
      expect((await cancel('one more', `203.0.113.${address}`)).statusCode).toBe(429);
    }
    const owner = await cancel(answer.manageToken, '198.51.100.7');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().booking.status).toBe('cancelled');
  });
});
