/**
 * The customer's e-mails say how the price is made up and where the visit is (docs/PRODUCT.md, "A price
 * that fits the home" and "Areas and landmarks"): the booking's lines under the amount, then the total,
 * and its area and landmark under the address; a plain booking, and a message queued before the lines
 * were kept in its payload, read as before.
 */
import { formatNaira } from '@clean/shared/format';
import type { Product, UpdateProductRequest } from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { composeMail } from '../../src/messages/compose';
import { JobClock, scriptedVerifier, useTestApp, type TestApp } from '../helpers/build-app';
import { until } from '../helpers/until';
import { describeEachDatabase } from '../helpers/database';
import { composeSample, SAMPLE_BOOKING, SAMPLE_SITE_URL } from '../helpers/email-samples';
import { book, products, queryRows, registerAdmin, type CatalogueChoice } from '../helpers/fixtures';
import { useSmtpCatcher } from '../helpers/smtp-catcher';

const BEDROOMS = { name: 'Bedrooms', min: 1, max: 8, included: 2, unitAmount: 7500, unitMinutes: 45 };
const OVEN = { name: 'Inside the oven', amount: 4000, minutes: 30, maxQuantity: 1 };

/** A mail's text with its no-break spaces as spaces, as a reader sees it. */
const plain = (text: string | false | undefined) => (text || '').replace(/\u00a0/g, ' ');
/** Text matched as it is inside a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An amount as the e-mails write it, for a regular expression. */
const money = (amount: number) => literal(plain(formatNaira(amount)));

const unsent = (t: TestApp) =>
  queryRows<{ id: string }>(t.database.handle, sql`SELECT id FROM outbox_messages WHERE status <> 'sent'`);

describeEachDatabase('the price lines, area and landmark in the customer’s e-mails', (kind) => {
  const smtp = useSmtpCatcher();
  const payments = scriptedVerifier();
  const jobClock = new JobClock('2030-01-07T08:30:00Z');
  const t = useTestApp(kind, {
    env: Object.assign(smtp.env, { SITE_URL: SAMPLE_SITE_URL }),
    jobClock,
    paymentVerifier: payments.verifier,
  });
  let choice: CatalogueChoice;
  let bedrooms = '';
  let oven = '';
  let baseLabel = '';

  const mailTo = (address: string, subjectStart: string) =>
    smtp.received.find(
      (mail) =>
        (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text === address) &&
        mail.subject?.startsWith(subjectStart),
    );

  /** Moves the queue's clock until every message is sent (the bound is real time: see company-messages). */
  const sendAll = () =>
    until('every message sent', async () => (await unsent(t)).length === 0, {
      timeoutMs: 90_000,
      between: () => jobClock.tick(2000),
    });

  async function pay(answer: { appointmentId: string; reference: string }) {
    payments.answer({ status: 'paid' });
    const recorded = await t.request({
      method: 'POST',
      url: '/api/user/appointments',
      payload: {
        appointmentId: answer.appointmentId,
        reference: answer.reference,
        date: '2030-01-08',
        time: '10:00 AM',
        service: choice.service,
        frequency: choice.frequency,
      },
    });
    expect(recorded.statusCode).toBe(200);
  }

  beforeAll(async () => {
    const token = await registerAdmin(t);
    const [product] = (await products(t)) as [Product];
    const body: UpdateProductRequest = {
      ...product,
      services: product.services.map((service, index) =>
        index === 0 ? { ...service, parameters: [BEDROOMS], extras: [OVEN] } : service,
      ),
    };
    const saved = await t.request({
      method: 'PATCH',
      url: `/api/admin/update-product/${product._id}`,
      token,
      payload: body,
    });
    expect(saved.statusCode).toBe(200);
    const [sized] = (await products(t)) as [Product];
    const service = sized.services[0]!;
    const frequency = service.frequency[0]!;
    choice = { product: sized._id, service: service._id, frequency: frequency._id, amount: frequency.amount };
    bedrooms = service.parameters![0]!._id;
    oven = service.extras![0]!._id;
    baseLabel = `${service.name}, ${frequency.name}`;
  });

  it('a sized booking’s e-mails list its lines then the total; the area and landmark follow the address', async () => {
    const email = 'sized.mail@example.ng';
    const total = choice.amount + 2 * 7500 + 4000;
    const answer = await book(t, choice, {
      email,
      amount: total,
      size: { parameters: [{ _id: bedrooms, count: 4 }], extras: [{ _id: oven, quantity: 1 }] },
    });
    // The area and landmark as the booking keeps them (migration 0023), before the payment's message.
    await t.database.handle.db.execute(
      sql`UPDATE appointments SET area_name = 'Lekki', landmark = 'Opposite the Shoprite' WHERE id = ${answer.appointmentId}`,
    );
    await pay(answer);
    await sendAll();

    const received = mailTo(email, 'Booking received');
    const confirmed = mailTo(email, 'Payment confirmed');
    for (const mail of [received, confirmed]) {
      expect(plain(mail?.text)).toMatch(
        new RegExp(
          `How the price is made up\\s+${literal(baseLabel)}: ${money(choice.amount)}\\s+4 bedrooms: \\+${money(15000)}\\s+` +
            `Inside the oven: \\+${money(4000)}\\s+Total: ${money(total)}`,
        ),
      );
    }
    // Booked before the area was set: the first message says nothing of it.
    expect(received?.text).not.toContain('Area:');
    expect(plain(confirmed?.text)).toMatch(
      /Where: 12 Admiralty Way, Lekki Phase 1, Lagos, Lagos\s+Area: Lekki\s+Landmark: Opposite the Shoprite/,
    );
  });

  it('a plain booking’s e-mails show its amount alone, and no area', async () => {
    const email = 'plain.mail@example.ng';
    const answer = await book(t, choice, { email, time: '12:00 PM' });
    await sendAll();
    const received = mailTo(email, 'Booking received');
    expect(received?.text).toContain(answer.reference);
    expect(received?.text).not.toContain('How the price is made up');
    expect(received?.text).not.toMatch(/Area:|Landmark:/);
  });

  it('a message queued before the lines were kept composes as before', async () => {
    const mail = await composeMail(
      {
        id: 'queued-before',
        kind: 'booking-received',
        recipient: SAMPLE_BOOKING.email,
        appointmentId: null,
        payload: SAMPLE_BOOKING,
        dedupeKey: null,
        status: 'queued',
        attempts: 0,
        lastError: null,
        createdAt: new Date('2030-01-07T08:30:00Z'),
        updatedAt: new Date('2030-01-07T08:30:00Z'),
        sentAt: null,
        channel: 'email',
        providerMessageId: null,
        deliveryState: null,
        deliveryReason: null,
        deliveryAt: null,
        fallbackOf: null,
        sentBy: null,
      },
      { siteUrl: SAMPLE_SITE_URL, manageLinkSecret: 'a secret of this test' },
    );
    expect(plain(mail.text)).toContain('Amount: NGN 45,000.00');
    expect(mail.text).not.toMatch(/How the price is made up|Area:|Landmark:/);
    // A plan's visit waiting for payment shows its lines too.
    const needed = await composeSample('plan-payment-needed');
    expect(plain(needed.text)).toMatch(
      /How the price is made up[\s\S]*Area surcharge: Victoria Island: \+NGN 2,500\.00[\s\S]*Total: NGN 66,500\.00/,
    );
    expect(plain(needed.text)).toMatch(/Area: Victoria Island\s+Landmark: Opposite the Shoprite/);
  });
});
