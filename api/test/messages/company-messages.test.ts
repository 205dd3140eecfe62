/**
 * The messages of the company's changes (rebook, refund, cancel, complete) to the customer, and the
 * admins' alerts (a paid booking at once or in the digest, a payment needing attention, a contact
 * message) as each admin chose them: queued in the change's transaction, sent by the queue's jobs to a
 * real local SMTP server.
 */
import { createdInvitationResponse } from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { queueDailyDigest } from '../../src/services/booking-digest';
import { JobClock, scriptedVerifier, useTestApp, type TestApp } from '../helpers/build-app';
import { until } from '../helpers/until';
import { describeEachDatabase } from '../helpers/database';
import { book, CONSENT, firstChoice, queryRows, registerAdmin, type CatalogueChoice } from '../helpers/fixtures';
import { useSmtpCatcher } from '../helpers/smtp-catcher';

const SITE_URL = 'https://www.sparkle.example';
const ADA = { name: 'Ada Okafor', email: 'ada@sparkle.ng', password: 'correct horse battery' };
const BAYO = { name: 'Bayo Adeyemi', email: 'bayo@sparkle.ng', password: 'another good password' };

interface Row {
  kind: string;
  recipient: string;
  status: string;
  payload: Record<string, unknown>;
}

const messages = (t: TestApp, where = sql`true`) =>
  queryRows<Row>(
    t.database.handle,
    sql`SELECT kind, recipient, status, payload FROM outbox_messages WHERE ${where} ORDER BY created_at, kind, recipient`,
  );

describeEachDatabase('messages of the company’s changes and the admins’ alerts', (kind) => {
  const smtp = useSmtpCatcher();
  const payments = scriptedVerifier();
  const jobClock = new JobClock('2030-01-07T08:30:00Z');
  const t = useTestApp(kind, {
    env: Object.assign(smtp.env, { SITE_URL }),
    jobClock,
    paymentVerifier: payments.verifier,
  });
  let ada = '';
  let choice: CatalogueChoice;

  const mailTo = (address: string, subjectStart: string) =>
    smtp.received.filter(
      (mail) =>
        (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text === address) &&
        mail.subject?.startsWith(subjectStart),
    );

  /**
   * Moves the queue's clock until every message is sent. A tick does not wait for the job handlers
   * (rendering, SMTP), so the bound is real time rather than a number of ticks.
   */
  const sendAll = () =>
    until(
      async () => `messages sent; not yet: ${JSON.stringify(await messages(t, sql`status <> 'sent'`))}`,
      async () => (await messages(t, sql`status <> 'sent'`)).length === 0,
      { timeoutMs: 90_000, between: () => jobClock.tick(2000) },
    );

  async function paidBooking(email: string, date: string, time: string) {
    const answer = await book(t, choice, { email, date, time });
    payments.answer({ status: 'paid' });
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
    expect(recorded.statusCode).toBe(200);
    return answer;
  }

  beforeAll(async () => {
    ada = await registerAdmin(t, ADA);
    const invitation = await t.request({ method: 'POST', url: '/api/admin/invitations', token: ada });
    const { code } = createdInvitationResponse.parse(invitation.json());
    await registerAdmin(t, { ...BAYO, signupCode: code });
    choice = await firstChoice(t);
  });

  it('each admin’s choice: a paid booking at once or in the digest, contact messages on or off', async () => {
    const profile = await t.request({ method: 'GET', url: '/api/admin/profile', token: ada });
    expect(profile.json()).toMatchObject({
      adminData: { alerts: { newBooking: 'at-once', paymentAttention: true, contactMessage: true } },
    });
    const bad = await t.request({
      method: 'PATCH',
      url: '/api/admin/alerts',
      token: ada,
      payload: { newBooking: 'hourly', paymentAttention: true, contactMessage: true },
    });
    expect(bad.statusCode).toBe(400);
    const saved = await t.request({
      method: 'PATCH',
      url: '/api/admin/alerts',
      token: ada,
      payload: { newBooking: 'daily-digest', paymentAttention: true, contactMessage: false },
    });
    expect(saved.statusCode).toBe(200);

    t.clock.set('2030-01-07T10:00:00+01:00');
    const paid = await paidBooking('digest.customer@example.ng', '2030-01-09', '9:00 AM');
    const contact = await t.request({
      method: 'POST',
      url: '/api/user/contact-us',
      payload: {
        name: 'Chidi',
        email: 'chidi@example.ng',
        subject: 'Office cleaning',
        message: 'Do you clean offices?',
        ...CONSENT,
      },
    });
    expect(contact.statusCode).toBe(201);
    // Bayo (the defaults) hears of both at once; Ada of neither (digest, contact off).
    expect(
      (await messages(t, sql`recipient LIKE '%@sparkle.ng'`)).map((row) => `${row.kind}:${row.recipient}`),
    ).toEqual([`admin-new-booking:${BAYO.email}`, `admin-contact-message:${BAYO.email}`]);

    // The next morning, Ada's digest of the day before.
    t.clock.set('2030-01-08T06:00:00+01:00');
    expect(await queueDailyDigest({ db: t.app.unitOfWork.db, outbox: t.app.repos.outbox }, t.clock.now())).toBe(1);
    // A second run (a retried job) queues nothing more.
    expect(await queueDailyDigest({ db: t.app.unitOfWork.db, outbox: t.app.repos.outbox }, t.clock.now())).toBe(0);
    await sendAll();
    expect(mailTo(BAYO.email, 'New paid booking')[0]?.text).toContain(paid.reference);
    expect(mailTo(BAYO.email, 'Contact message: Office cleaning')[0]?.text).toContain('Do you clean offices?');
    const [digest] = mailTo(ADA.email, '1 paid booking on');
    expect(digest?.text).toContain(paid.reference);
    expect(mailTo(ADA.email, 'Contact message')).toEqual([]);
  });

  it('rebook (twice), refund, cancel and complete each tell the customer what changed and why', async () => {
    t.clock.set('2030-01-07T10:00:00+01:00');
    const email = 'changes.customer@example.ng';
    const [first, second, third] = [
      await paidBooking(email, '2030-01-10', '9:00 AM'),
      await paidBooking(email, '2030-01-10', '10:00 AM'),
      await paidBooking(email, '2030-01-10', '11:00 AM'),
    ];
    if (!first || !second || !third) throw new Error('Three bookings');
    // Flag the first for attention (as a payment after its slot was taken would), then rebook it twice.
    const flag = async (id: string) =>
      t.database.handle.db.execute(
        sql`UPDATE appointments SET needs_attention = true, attention_reason = 'slot-taken' WHERE id = ${id}`,
      );
    await flag(first.appointmentId);
    const rebook = async (time: string) => {
      const response = await t.request({
        method: 'POST',
        url: `/api/admin/needs-attention/${first.appointmentId}/rebook`,
        token: ada,
        payload: { location: 'Lagos', date: '2030-01-11', time },
      });
      expect(response.statusCode).toBe(200);
    };
    await rebook('9:00 AM');
    await flag(first.appointmentId);
    await rebook('12:00 PM');
    await flag(second.appointmentId);
    const refund = await t.request({
      method: 'POST',
      url: `/api/admin/needs-attention/${second.appointmentId}/refund`,
      token: ada,
      payload: { note: 'Sent back to your card on 7 January' },
    });
    expect(refund.statusCode).toBe(200);
    for (const path of ['/api/admin/cancel-appointment', '/api/admin/complete-appointment']) {
      const response = await t.request({
        method: 'POST',
        url: path,
        token: ada,
        payload: { appointmentId: third.appointmentId },
      });
      // The first is cancelled; a cancelled one cannot then be completed (409), and queues nothing.
      expect([200, 409]).toContain(response.statusCode);
    }

    const customerKinds = (await messages(t, sql`recipient = ${email}`)).map((row) => row.kind);
    expect(customerKinds.filter((k) => k === 'booking-rebooked')).toHaveLength(2);
    expect(customerKinds).toContain('booking-refunded');
    expect(customerKinds).toContain('booking-cancelled');
    expect(customerKinds).not.toContain('booking-completed');
    await sendAll();
    const rebooked = mailTo(email, 'New time');
    expect(rebooked).toHaveLength(2);
    expect(rebooked.map((mail) => mail.text).join('\n')).toContain('from Thursday');
    expect(rebooked[1]?.attachments?.[0]?.contentType).toBe('text/calendar');
    expect(mailTo(email, 'Refunded')[0]?.text).toContain('Sent back to your card on 7 January');
    expect(mailTo(email, 'Cancelled')[0]?.text).toContain(third.reference);
  });

  it('completing a paid visit sends a thank-you; a payment needing attention alerts the admins at once', async () => {
    t.clock.set('2030-01-07T10:00:00+01:00');
    const email = 'thanks.customer@example.ng';
    const visit = await paidBooking(email, '2030-01-10', '12:00 PM');
    const done = await t.request({
      method: 'POST',
      url: '/api/admin/complete-appointment',
      token: ada,
      payload: { appointmentId: visit.appointmentId },
    });
    expect(done.statusCode).toBe(200);

    // A payment for a booking cancelled meanwhile needs attention.
    const late = await book(t, choice, { email: 'late.payer@example.ng', date: '2030-01-14', time: '9:00 AM' });
    const cancelled = await t.request({
      method: 'POST',
      url: '/api/admin/cancel-appointment',
      token: ada,
      payload: { appointmentId: late.appointmentId },
    });
    expect(cancelled.statusCode).toBe(200);
    payments.answer({ status: 'paid' });
    const recorded = await t.request({
      method: 'POST',
      url: '/api/user/appointments',
      payload: {
        appointmentId: late.appointmentId,
        reference: late.reference,
        date: '2030-01-14',
        time: '9:00 AM',
        service: choice.service,
        frequency: choice.frequency,
      },
    });
    expect(recorded.json()).toMatchObject({ status: 'needs-attention' });
    // An unpaid booking cancelled tells its customer so; both admins hear of the payment.
    expect((await messages(t, sql`recipient = 'late.payer@example.ng'`)).map((row) => row.kind)).toEqual([
      'booking-received',
      'booking-cancelled',
    ]);
    await sendAll();
    expect(mailTo('late.payer@example.ng', 'Cancelled')[0]?.text).toContain(late.reference);
    expect(mailTo(email, 'Thank you')[0]?.text).toContain('Our crew has finished');
    for (const admin of [ADA.email, BAYO.email]) {
      expect(mailTo(admin, 'Payment needs attention')[0]?.text).toContain('paid after it had been cancelled');
    }
  });

  it('the outbox lists every message, filtered by status, and Resend queues a copy that is sent', async () => {
    const failedOnly = await t.request({ method: 'GET', url: '/api/admin/outbox?status=failed', token: ada });
    expect(failedOnly.json()).toMatchObject({ success: true, messages: [], total: 0 });
    const bad = await t.request({ method: 'GET', url: '/api/admin/outbox?status=lost', token: ada });
    expect(bad.statusCode).toBe(400);
    const sent = await t.request({ method: 'GET', url: '/api/admin/outbox?status=sent&pageSize=100', token: ada });
    const { messages: list, total } = sent.json() as {
      messages: { _id: string; kind: string; recipient: string; status: string; sentAt: string | null }[];
      total: number;
    };
    expect(total).toBeGreaterThan(10);
    expect(list.every((message) => message.status === 'sent' && message.sentAt !== null)).toBe(true);
    // One recipient's messages (where the top bar's search leads), whatever the case it is typed in.
    const toOne = await t.request({
      method: 'GET',
      url: `/api/admin/outbox?recipient=${encodeURIComponent(' Thanks.Customer@Example.NG ')}`,
      token: ada,
    });
    const theirs = toOne.json() as { messages: { kind: string; recipient: string }[]; total: number };
    expect(theirs.messages.map((message) => message.kind)).toEqual(
      expect.arrayContaining(['booking-completed', 'payment-confirmed', 'booking-received']),
    );
    expect(theirs.messages.every((message) => message.recipient === 'thanks.customer@example.ng')).toBe(true);
    expect(theirs.total).toBe(theirs.messages.length);
    const thanks = list.find((message) => message.kind === 'booking-completed');
    if (!thanks) throw new Error('The thank-you is in the outbox');

    const resent = await t.request({ method: 'POST', url: `/api/admin/outbox/${thanks._id}/resend`, token: ada });
    expect(resent.statusCode).toBe(201);
    expect(resent.json()).toMatchObject({ outboxMessage: { kind: 'booking-completed', status: 'queued' } });
    await sendAll();
    expect(mailTo(thanks.recipient, 'Thank you')).toHaveLength(2);
    // The top-bar search finds the messages by recipient.
    const found = await t.request({ method: 'GET', url: '/api/admin/search?q=thanks.customer', token: ada });
    const { outbox } = found.json() as { outbox: { recipient: string; kind: string }[] };
    expect(outbox.map((hit) => `${hit.kind}:${hit.recipient}`)).toContain(`booking-completed:${thanks.recipient}`);
    const unknown = await t.request({ method: 'POST', url: '/api/admin/outbox/no-such-id/resend', token: ada });
    expect(unknown.statusCode).toBe(404);
  });
});
