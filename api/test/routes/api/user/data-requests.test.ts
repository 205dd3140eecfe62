/**
 * Consent at collection and data requests (docs/PRODUCT.md, "Your data"; docs/DECISIONS.md, "A data
 * request covers only the proved contact"): the notice's version stored with each booking and message;
 * the download and the erasure, each through a link e-mailed to the booking's address, of everything of
 * that e-mail, and nothing of another customer with the same name, a phone in the same format, or the
 * same phone under another e-mail (the attack of a booking made with a victim's phone); the admins'
 * list; the retention job on the queue's test clock.
 */
import { PRIVACY_NOTICE } from '@clean/shared/privacy';
import {
  appointmentDetailsResponse,
  dataExport,
  dataRequestsResponse,
  DATA_REQUEST_SCOPE,
  DOWNLOAD_PARAMS,
  ERASE_PARAMS,
  messageDetailsResponse,
  receiptResponse,
  type DataExportQuery,
  type DataRequest,
  type DataRequestProof,
} from '@clean/shared/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { JobClock, useTestApp } from '../../../helpers/build-app';
import { useSmtpCatcher } from '../../../helpers/smtp-catcher';
import { ERASED_NOT_RESENT, LINK_NOT_RESENT } from '../../../../src/services/outbox';
import { describeEachDatabase } from '../../../helpers/database';
import { QUEUES } from '../../../../src/jobs/job-queue';
import { queueDailyDigest } from '../../../../src/services/booking-digest';
import {
  book,
  booking,
  expectErrorEnvelope,
  expectHeadRefused,
  firstChoice,
  queryRows,
  login,
  registerAdmin,
} from '../../../helpers/fixtures';

/** Ada: two bookings, her phone written two ways, her email in two cases, and a message. */
const ADA = { firstName: 'Ada', lastName: 'Obi', email: 'ada.obi@example.ng', phone: '+234 803 111 2222' };
/** Another Ada Obi, a phone one digit away in the same format: none of hers goes with Ada's. */
const OTHER = { firstName: 'Ada', lastName: 'Obi', email: 'ada.o@example.ng', phone: '+234 803 111 2223' };

interface Row {
  reference: string;
  first_name: string;
  email: string;
  phone: string;
  address: string;
  amount: string;
  payment: boolean;
  date: string;
  privacy_notice_version: string | null;
  privacy_agreed_at: Date | string | null;
  erased_at: Date | string | null;
}

/** Moves the queue's clock in jumps until `done` holds (each timer passed fires once). */
async function jumpUntil(clock: JobClock, done: () => Promise<boolean>, stepMs: number, maxSteps = 200) {
  for (let step = 0; step < maxSteps; step += 1) {
    if (await done()) return;
    await clock.setTime(clock.now() + stepMs);
    await clock.tick(0);
  }
  throw new Error('The condition did not come true as the queue clock moved');
}

/** Moves the queue's clock a poll at a time until `done` holds (each tick lets the workers run). */
async function tickUntil(clock: JobClock, done: () => boolean | Promise<boolean>, stepMs = 2000, maxSteps = 100) {
  for (let step = 0; step < maxSteps; step += 1) {
    if (await done()) return;
    await clock.tick(stepMs);
  }
  throw new Error('The condition did not come true as the queue clock moved');
}

describeEachDatabase('data requests: consent, download, erasure, retention', (kind) => {
  const smtp = useSmtpCatcher();
  // The queue's clock an hour before the retention job's 02:00 UTC run.
  const jobClock = new JobClock('2030-01-07T01:00:00Z');
  const t = useTestApp(kind, { jobClock, env: smtp.env });
  /** The link of the newest queued e-mail of `kind` to `recipient` (read before the job sends it). */
  const queuedLink = async (kind: 'data-download-link' | 'erasure-confirmation', recipient: string) => {
    const [mail] = await queryRows<{ payload: { requestId: string; code: string } }>(
      t.database.handle,
      sql`SELECT payload FROM outbox_messages WHERE kind = ${kind} AND recipient = ${recipient}
          ORDER BY created_at DESC LIMIT 1`,
    );
    return { id: mail?.payload.requestId ?? '', code: mail?.payload.code ?? '' };
  };
  /** Asks for a download link from a receipt page and follows it from the outbox: the download. */
  const downloadThroughLink = async (
    reference: string,
    proof: DataRequestProof,
    recipient: string,
    format: DataExportQuery['format'] = 'json',
  ) => {
    const asked = await t.request({ method: 'POST', url: `/api/user/bookings/${reference}/my-data`, payload: proof });
    expect(asked.statusCode).toBe(202);
    const link = await queuedLink('data-download-link', recipient);
    return t.request({
      method: 'GET',
      url: `/api/user/data-requests/${link.id}/my-data`,
      query: { code: link.code, format: format ?? 'json' },
    });
  };
  const rowsOf = (email: string) =>
    queryRows<Row>(
      t.database.handle,
      sql`SELECT reference, first_name, email, phone, address, amount::text, payment, date::text,
                 privacy_notice_version, privacy_agreed_at, erased_at
          FROM appointments WHERE lower(email) = ${email} ORDER BY created_at`,
    );
  const byReference = (reference: string) =>
    queryRows<Row>(
      t.database.handle,
      sql`SELECT reference, first_name, email, phone, address, amount::text, payment, date::text,
                 privacy_notice_version, privacy_agreed_at, erased_at
          FROM appointments WHERE reference = ${reference}`,
    );
  /** Every row of every table of the app and of the job queue, as lower-case text. */
  const everywhere = async () => {
    const tables = await queryRows<{ name: string }>(
      t.database.handle,
      sql`SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
          WHERE table_schema IN ('public', 'pgboss') AND table_type = 'BASE TABLE'`,
    );
    const texts = await Promise.all(
      tables.map(async ({ name }) =>
        JSON.stringify(await queryRows(t.database.handle, sql.raw(`SELECT * FROM ${name}`))),
      ),
    );
    return texts.join('\n').toLowerCase();
  };
  const sendMessage = (email: string, version: string = PRIVACY_NOTICE.version) =>
    t.request({
      method: 'POST',
      url: '/api/user/contact-us',
      payload: { name: 'Ada Obi', email, subject: 'Quote', message: 'Weekly clean?', privacyNoticeVersion: version },
    });

  it('stores the notice version and the time with each booking and message; refuses an unknown version', async () => {
    const choice = await firstChoice(t);
    const booked = await book(t, choice, { email: 'consent@example.ng', phone: '0803 000 0001' });
    expect(await byReference(booked.reference)).toEqual([
      expect.objectContaining({
        privacy_notice_version: PRIVACY_NOTICE.version,
        privacy_agreed_at: expect.anything(),
      }),
    ]);
    const [stored] = await byReference(booked.reference);
    expect(new Date(stored?.privacy_agreed_at as string).toISOString()).toBe(t.clock.now().toISOString());
    expect((await sendMessage('consent@example.ng')).statusCode).toBe(201);
    const [message] = await queryRows<{ privacy_notice_version: string }>(
      t.database.handle,
      sql`SELECT privacy_notice_version FROM contact_messages WHERE email = 'consent@example.ng'`,
    );
    expect(message?.privacy_notice_version).toBe(PRIVACY_NOTICE.version);

    const unknown = await sendMessage('unknown.version@example.ng', '0.9');
    expectErrorEnvelope(unknown, 400);
    expect(unknown.json().errors).toEqual([
      {
        field: 'privacyNoticeVersion',
        message: 'This page showed a privacy notice we do not know. Please reload the page and send again.',
      },
    ]);
    const unknownBooking = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: {
        ...booking(choice, { time: '3:00 PM', email: 'unknown.version@example.ng' }),
        privacyNoticeVersion: '0.9',
      },
    });
    expectErrorEnvelope(unknownBooking, 400);
    expect(
      await queryRows(
        t.database.handle,
        sql`SELECT 1 FROM contact_messages WHERE email = 'unknown.version@example.ng'
            UNION ALL SELECT 1 FROM appointments WHERE email = 'unknown.version@example.ng'`,
      ),
    ).toEqual([]);
  });

  it('takes a booking and a message without a version (an older page during a deploy) as not recorded', async () => {
    const admin = await registerAdmin(t);
    const choice = await firstChoice(t);
    const older = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: {
        ...booking(choice, { time: '3:00 PM', email: 'older.page@example.ng' }),
        privacyNoticeVersion: undefined,
      },
    });
    expect(older.statusCode).toBe(201);
    const [row] = await rowsOf('older.page@example.ng');
    expect(row).toMatchObject({ privacy_notice_version: null, privacy_agreed_at: null });
    const olderMessage = await t.request({
      method: 'POST',
      url: '/api/user/contact-us',
      payload: { name: 'Ada Obi', email: 'older.page@example.ng', subject: 'Quote', message: 'Weekly clean?' },
    });
    expect(olderMessage.statusCode).toBe(201);
    const [stored] = await queryRows<{
      id: string;
      privacy_notice_version: string | null;
      privacy_agreed_at: Date | null;
    }>(
      t.database.handle,
      sql`SELECT id, privacy_notice_version, privacy_agreed_at FROM contact_messages WHERE email = 'older.page@example.ng'`,
    );
    expect(stored).toMatchObject({ privacy_notice_version: null, privacy_agreed_at: null });

    // The admins read 'not recorded' (null) beside a recorded one.
    const [{ id } = { id: '' }] = await queryRows<{ id: string }>(
      t.database.handle,
      sql`SELECT id FROM appointments WHERE email = 'older.page@example.ng'`,
    );
    const details = await t.request({ method: 'GET', url: `/api/admin/appointments/${id}`, token: admin });
    expect(appointmentDetailsResponse.parse(details.json()).privacyConsent).toBeNull();
    const [recorded] = await queryRows<{ id: string }>(
      t.database.handle,
      sql`SELECT id FROM appointments WHERE email = 'consent@example.ng'`,
    );
    const recordedDetails = await t.request({
      method: 'GET',
      url: `/api/admin/appointments/${recorded?.id}`,
      token: admin,
    });
    expect(appointmentDetailsResponse.parse(recordedDetails.json()).privacyConsent).toEqual({
      version: PRIVACY_NOTICE.version,
      agreedAt: t.clock.now().toISOString(),
    });
    const inbox = await t.request({ method: 'GET', url: `/api/admin/messages/${stored?.id}`, token: admin });
    expect(messageDetailsResponse.parse(inbox.json()).contactMessage.privacyConsent).toBeNull();
    // Its download says so too.
    const html = await downloadThroughLink(
      (older.json() as { reference: string }).reference,
      { contact: 'older.page@example.ng' },
      'older.page@example.ng',
      'html',
    );
    expect(html.body).toContain('Not recorded');
  });

  it('downloads through the e-mailed link everything of the e-mail, nothing of the other Ada Obi nor of her phone under another e-mail', async () => {
    const choice = await firstChoice(t);
    const first = await book(t, choice, { ...ADA, address: '4 <Bourdillon> Road, Ikoyi', contactChannel: 'whatsapp' });
    // Same number, national form; the email in capitals: still hers.
    await book(t, choice, { ...ADA, email: 'ADA.OBI@example.ng', phone: '08031112222', time: '11:00 AM' });
    // Her phone with another email: not proved by her link, so not in it.
    await book(t, choice, { ...ADA, email: 'ada.work@example.ng', time: '12:00 PM' });
    const other = await book(t, choice, { ...OTHER, address: '9 Other Street', time: '1:00 PM' });
    // What each wrote to us on WhatsApp about her booking (the webhook links it to the booking).
    for (const [id, booking, body] of [
      ['in-ada', first.appointmentId, 'Come after 10, the yellow gate by the mango tree'],
      ['in-other', other.appointmentId, 'Please bring a ladder'],
    ] as const) {
      await t.database.handle.db.execute(
        sql`INSERT INTO inbound_messages (id, channel, provider_message_id, phone, name, body, received_at, appointment_id)
            VALUES (${id}, 'whatsapp', ${`wamid.${id}`}, '+2348031112222', 'Ada', ${body}, now(), ${booking})`,
      );
    }
    expect((await sendMessage(ADA.email)).statusCode).toBe(201);
    expect((await sendMessage(OTHER.email)).statusCode).toBe(201);

    // The manage link's token asks; nothing is shown until the e-mailed link is followed.
    const asked = await t.request({
      method: 'POST',
      url: `/api/user/bookings/${first.reference}/my-data`,
      payload: { token: first.manageToken },
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      success: true,
      status: 'awaiting-confirmation',
      message: expect.stringContaining(DATA_REQUEST_SCOPE),
    });
    expect(asked.body).not.toContain('Bourdillon');
    const link = await queuedLink('data-download-link', ADA.email);
    // A HEAD with the right code neither builds the file nor records a download nobody received.
    await expectHeadRefused(
      t,
      { url: `/api/user/data-requests/${link.id}/my-data`, query: { code: link.code } },
      'data.exported',
    );
    const json = await t.request({
      method: 'GET',
      url: `/api/user/data-requests/${link.id}/my-data`,
      query: { code: link.code },
    });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toBe(`attachment; filename="my-data-${first.reference}.json"`);
    const data = dataExport.parse(json.json());
    expect(data.matchedOn).toEqual({ email: ADA.email });
    expect(data.notIncluded).toBe(DATA_REQUEST_SCOPE);
    expect(data.bookings.map((row) => row.email)).toEqual([ADA.email, 'ADA.OBI@example.ng']);
    expect(data.bookings.every((row) => row.privacyNoticeVersion === PRIVACY_NOTICE.version)).toBe(true);
    // How she chose to hear from us, with the notice shown; the second booking chose nothing.
    expect(data.bookings.map((row) => [row.phone, row.contactChannel, row.contactNoticeVersion])).toEqual([
      ['+2348031112222', 'whatsapp', PRIVACY_NOTICE.version],
      ['+2348031112222', null, null],
    ]);
    expect(data.bookings[0]?.contactChosenAt).toBe(t.clock.now().toISOString());
    expect(data.messages.map((row) => row.email)).toEqual([ADA.email]);
    expect(data.phoneMessages).toEqual([
      {
        receivedAt: expect.any(String),
        channel: 'whatsapp',
        phone: '+2348031112222',
        text: 'Come after 10, the yellow gate by the mango tree',
      },
    ]);
    for (const value of [OTHER.email, 'Other Street', 'ada.work@example.ng', 'ladder']) {
      expect(JSON.stringify(data)).not.toContain(value);
    }

    // The lookup's pair asks as well as the link, and the link goes to the booking's e-mail all the same;
    // the HTML copy escapes what it shows and says what it leaves out.
    const html = await downloadThroughLink(first.reference, { contact: '0803 111 2222' }, ADA.email, 'html');
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toContain('4 &#60;Bourdillon&#62; Road, Ikoyi');
    expect(html.body).toContain('Bookings (2)');
    expect(html.body).toContain(
      `WhatsApp, chosen ${t.clock.now().toISOString()}, privacy notice ${PRIVACY_NOTICE.version}`,
    );
    expect(html.body).toContain('Not recorded (before the choice was asked)');
    expect(html.body).toContain('Bookings made with the same phone number under another e-mail address are not');
    expect(html.body).not.toContain('Other Street');
    expect(html.body).not.toContain('ada.work@example.ng');

    // A wrong code, a wrong contact, no proof: nothing.
    const wrongCode = await t.request({
      method: 'GET',
      url: `/api/user/data-requests/${link.id}/my-data`,
      query: { code: `${link.code}x` },
    });
    expectErrorEnvelope(wrongCode, 404);
    const wrong = await t.request({
      method: 'POST',
      url: `/api/user/bookings/${first.reference}/my-data`,
      payload: { contact: OTHER.phone },
    });
    expectErrorEnvelope(wrong, 404);
    const none = await t.request({ method: 'POST', url: `/api/user/bookings/${first.reference}/my-data`, payload: {} });
    expectErrorEnvelope(none, 400);
    // The link works for 7 days.
    t.clock.advanceHours(8 * 24);
    const late = await t.request({
      method: 'GET',
      url: `/api/user/data-requests/${link.id}/my-data`,
      query: { code: link.code },
    });
    expectErrorEnvelope(late, 404);
    t.clock.advanceHours(-8 * 24);
  });

  it('erases every booking and message of the e-mail once its link page confirms it; nothing of another, nor of her phone under another e-mail', async () => {
    const admin = await login(t);
    const [first, second] = await rowsOf(ADA.email);
    const reference = first?.reference as string;
    const [others] = await rowsOf(OTHER.email);
    // One of hers is paid, and one of the other Ada's, yesterday: the payment stays, and both are in
    // the admin's daily digest.
    await t.database.handle.db.execute(
      sql`UPDATE appointments SET payment = true, paid_at = '2030-01-06T10:00:00+01:00'
          WHERE reference IN (${reference}, ${others?.reference as string})`,
    );
    // Her home's nearest landmark, in the booking and so in the digest's line (docs/PRODUCT.md, "Areas
    // and landmarks").
    await t.database.handle.db.execute(
      sql`UPDATE appointments SET area_name = 'Ikoyi', landmark = 'Behind the Polo Club' WHERE reference = ${reference}`,
    );
    await t.database.handle.db.execute(sql`UPDATE admins SET alert_new_booking = 'daily-digest'`);
    const digestDeps = { db: t.app.deps.db, outbox: t.app.repos.outbox };
    expect(await queueDailyDigest(digestDeps, new Date('2030-01-07T06:00:00+01:00'))).toBe(1);
    // Her second booking belongs to a weekly plan with a saved card.
    await t.database.handle.db.execute(sql`
      INSERT INTO plans (id, location, first_name, last_name, email, phone, address, notes, product_id, service_id,
                         frequency_id, product_name, service_name, frequency_name, interval_days, amount, time,
                         first_date, consent_at, authorization_cipher, card_last4, card_brand, status)
      SELECT 'plan-of-ada', location, first_name, last_name, email, phone, address, 'Ring twice at the blue gate', product_id,
             service_id, frequency_id, product_name, service_name, frequency_name, 7, amount, time, date, now(),
             'cipher-of-her-card', '4081', 'visa', 'active'
      FROM appointments WHERE reference = ${second?.reference as string}`);
    await t.database.handle.db.execute(
      sql`UPDATE appointments SET plan_id = 'plan-of-ada', plan_visit = 1 WHERE reference = ${second?.reference as string}`,
    );
    // A message to her that the mail server refused, naming her address, as servers do; the queue kept
    // the error as its job's output.
    const [refused] = await queryRows<{ id: string }>(
      t.database.handle,
      sql`SELECT o.id FROM outbox_messages o JOIN appointments a ON a.id = o.appointment_id
          WHERE a.reference = ${reference} AND o.recipient = ${ADA.email} LIMIT 1`,
    );
    const serverSaid = `550 5.1.1 <${ADA.email}>: Recipient address rejected`;
    await t.app.repos.outbox.markAttemptFailed(refused?.id as string, serverSaid, true, t.clock.now());
    const [job] = await queryRows<{ id: string }>(
      t.database.handle,
      sql`SELECT id FROM pgboss.job WHERE name = ${QUEUES.deliverMessage.name} AND data->>'messageId' = ${refused?.id as string}`,
    );
    await t.app.jobs.boss.fail(QUEUES.deliverMessage.name, job?.id as string, { message: serverSaid });
    // She, and the other Ada, asked to be told when we clean in Ibeju-Lekki (docs/PRODUCT.md, "Areas and
    // landmarks"): a lead is her contact and nothing else.
    const [ibeju] = await queryRows<{ id: string }>(
      t.database.handle,
      sql`SELECT id FROM areas WHERE name = 'Ibeju-Lekki'`,
    );
    for (const email of [ADA.email.toUpperCase(), OTHER.email]) {
      const lead = await t.request({
        method: 'POST',
        url: '/api/user/area-leads',
        payload: { area: ibeju?.id, name: 'Ada Obi', email, consent: true },
      });
      expect(lead.statusCode).toBe(201);
    }
    expect(await everywhere()).toContain(ADA.email);
    const asked = await t.request({
      method: 'POST',
      url: `/api/user/bookings/${reference}/erasure`,
      payload: { contact: ADA.email.toUpperCase() },
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().status).toBe('awaiting-confirmation');
    const [mail] = await queryRows<{ recipient: string; payload: { requestId: string; code: string } }>(
      t.database.handle,
      sql`SELECT recipient, payload FROM outbox_messages WHERE kind = 'erasure-confirmation'`,
    );
    expect(mail?.recipient).toBe(ADA.email);
    const { requestId, code } = mail?.payload ?? { requestId: '', code: '' };

    const wrongCode = await t.request({
      method: 'POST',
      url: `/api/user/data-requests/${requestId}/confirm`,
      payload: { code: `${code}x` },
    });
    expectErrorEnvelope(wrongCode, 404);
    expect((await rowsOf(ADA.email)).every((row) => row.erased_at === null)).toBe(true);

    // Her visits are tomorrow: confirmed, then left to an admin (the crew needs the address).
    const confirmed = await t.request({
      method: 'POST',
      url: `/api/user/data-requests/${requestId}/confirm`,
      payload: { code },
    });
    expect(confirmed.json()).toMatchObject({ status: 'awaiting-admin' });
    const listed = await t.request({
      method: 'GET',
      url: '/api/admin/data-requests',
      query: { status: 'awaiting-admin' },
      token: admin,
    });
    const [open] = dataRequestsResponse.parse(listed.json()).requests as DataRequest[];
    // The request names the e-mail it covers, not the phone.
    expect(open).toMatchObject({ _id: requestId, kind: 'erasure', reference, contact: ADA.email });
    expect(new Date(open?.dueAt as string).getTime() - new Date(open?.requestedAt as string).getTime()).toBe(
      30 * 86_400_000,
    );

    const completed = await t.request({
      method: 'POST',
      url: `/api/admin/data-requests/${requestId}/complete`,
      token: admin,
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().request).toMatchObject({
      status: 'completed',
      contact: '',
      outcome: 'Erased: 2 bookings, 1 message',
    });

    const erased = await queryRows<Row>(
      t.database.handle,
      sql`SELECT reference, first_name, email, phone, address, amount::text, payment, date::text, erased_at
          FROM appointments WHERE email LIKE ${`erased-${requestId}@%`} ORDER BY created_at`,
    );
    expect(erased).toHaveLength(2);
    expect(erased.map((row) => [row.first_name, row.phone, row.address])).toEqual(
      Array(2).fill(['Erased customer', '', '']),
    );
    // Amounts, dates and the payment stay for the accounts.
    expect(erased[0]).toMatchObject({ reference, payment: true, date: '2030-01-08' });
    expect(erased.every((row) => Number(row.amount) > 0)).toBe(true);
    // The other Ada Obi keeps everything, and so does the booking of her phone under another e-mail.
    expect(await rowsOf(OTHER.email)).toEqual([
      expect.objectContaining({
        first_name: 'Ada',
        phone: '+2348031112223',
        address: '9 Other Street',
        erased_at: null,
      }),
    ]);
    expect(await rowsOf('ada.work@example.ng')).toEqual([
      expect.objectContaining({ first_name: 'Ada', phone: '+2348031112222', erased_at: null }),
    ]);
    const messages = await queryRows<{ email: string; message: string }>(
      t.database.handle,
      sql`SELECT email, message FROM contact_messages
          WHERE email IN (${ADA.email}, ${OTHER.email}) OR email LIKE ${`erased-${requestId}@%`} ORDER BY email`,
    );
    expect(messages).toEqual([
      { email: OTHER.email, message: 'Weekly clean?' },
      { email: `erased-${requestId}@erased.invalid`, message: '' },
    ]);
    // The audit trail records the erasure, and nowhere holds her contact any more.
    const audit = await queryRows<{ action: string; summary: string; admin_name: string; admin_email: string }>(
      t.database.handle,
      sql`SELECT action, summary, admin_name, admin_email FROM audit_events WHERE subject = 'data-request' ORDER BY at`,
    );
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['data.exported', 'data.erasure-requested', 'data.erased']),
    );
    const everything = JSON.stringify(
      await queryRows(t.database.handle, sql`SELECT * FROM audit_events`),
    ).toLowerCase();
    for (const value of [ADA.email, '08031112222', 'bourdillon']) {
      expect(everything).not.toContain(value);
    }
    const customer = JSON.stringify(await queryRows(t.database.handle, sql`SELECT * FROM customers`)).toLowerCase();
    expect(customer).not.toContain(ADA.email);
    expect(customer).toContain(OTHER.email);
    // Every row of every table, the job queue's too: nothing of hers is left anywhere, the other Ada's
    // booking still reads in the digest, her plan stopped without its card.
    const all = await everywhere();
    // (Her number stays in the customer group of her phone under another e-mail, kept on purpose.)
    for (const value of [ADA.email, 'bourdillon', 'blue gate', 'polo club', 'mango tree']) {
      expect(all).not.toContain(value);
    }
    expect(all).toContain('please bring a ladder');
    const [digest] = await queryRows<{ payload: { bookings: { reference: string; firstName: string }[] } }>(
      t.database.handle,
      sql`SELECT payload FROM outbox_messages WHERE kind = 'admin-booking-digest'`,
    );
    // Both were paid at the same time: the digest's order between them is not the point.
    const lines = digest?.payload.bookings.map((line) => [line.reference, line.firstName]) ?? [];
    expect(lines.sort()).toEqual(
      [
        [reference, 'Erased customer'],
        [others?.reference, 'Ada'],
      ].sort(),
    );
    expect(all).toContain(OTHER.email);
    const leads = await queryRows<{ email: string }>(t.database.handle, sql`SELECT email FROM area_leads`);
    expect(leads).toEqual([{ email: OTHER.email }]);
    const [plan] = await queryRows<{ status: string; authorization_cipher: string | null; first_name: string }>(
      t.database.handle,
      sql`SELECT status, authorization_cipher, first_name FROM plans WHERE id = 'plan-of-ada'`,
    );
    expect(plan).toEqual({ status: 'cancelled', authorization_cipher: null, first_name: 'Erased customer' });
    const [failed] = await queryRows<{ recipient: string; last_error: string }>(
      t.database.handle,
      sql`SELECT recipient, last_error FROM outbox_messages WHERE id = ${refused?.id as string}`,
    );
    expect(failed).toEqual({ recipient: 'erased', last_error: '550 5.1.1 <erased>: Recipient address rejected' });
    // A used link does nothing more.
    const again = await t.request({
      method: 'POST',
      url: `/api/user/data-requests/${requestId}/confirm`,
      payload: { code },
    });
    expectErrorEnvelope(again, 404);
  });

  it('anonymises messages after 12 months and bookings after PERSONAL_DATA_RETENTION_MONTHS, on the queue', async () => {
    const choice = await firstChoice(t);
    t.clock.set('2030-01-07T09:30:00+01:00');
    const kept = await book(t, choice, { email: 'retained@example.ng', phone: '0803 999 0000', time: '2:00 PM' });
    // Paid: an unpaid one would be deleted for good by the clean-up of expired holds long before.
    await t.database.handle.db.execute(
      sql`UPDATE appointments SET payment = true, paid_at = now() WHERE reference = ${kept.reference}`,
    );
    expect((await sendMessage('retained@example.ng')).statusCode).toBe(201);
    const messageErased = async () =>
      (
        await queryRows<{ erased: boolean }>(
          t.database.handle,
          sql`SELECT erased_at IS NOT NULL AS erased FROM contact_messages WHERE subject = 'Erased' OR email = 'retained@example.ng'`,
        )
      ).every((row) => row.erased);

    // A year and two days on: the message goes, the booking stays (24 months).
    t.clock.set('2031-01-09T03:30:00+01:00');
    await jumpUntil(jobClock, messageErased, 30 * 60_000);
    expect(await byReference(kept.reference)).toEqual([expect.objectContaining({ erased_at: null })]);

    // Two years and two days on: the booking is anonymised, its amount kept. The queue's clock first
    // goes to an hour before the job's next run (the jump fires each timer it passes once): stepping
    // through the day in between took 48 jumps, most of this file's time.
    t.clock.set('2032-01-09T03:30:00+01:00');
    await jobClock.setTime('2030-01-08T01:00:00Z');
    // Until the run's record is written: the job writes it after the erasures have committed, so
    // waiting for the booking alone could read the record of the run before (seen on PostgreSQL).
    const thisRun = async () =>
      (
        await queryRows<{ summary: string }>(
          t.database.handle,
          sql`SELECT summary FROM audit_events WHERE action = 'data.retention-anonymised' AND at >= ${new Date('2032-01-09T00:00:00+01:00')}`,
        )
      )[0]?.summary;
    await jumpUntil(jobClock, async () => (await thisRun()) !== undefined, 30 * 60_000);
    expect(await thisRun()).toMatch(/^Anonymised \d+ bookings with a visit before 2030-01-09/);
    const [anonymised] = await byReference(kept.reference);
    expect(anonymised).toMatchObject({ first_name: 'Erased customer', phone: '', address: '' });
    expect(Number(anonymised?.amount)).toBe(choice.amount);
  });
  it('the attack: a booking with the victim phone written another way opens, downloads and erases nothing of hers', async () => {
    // After the retention test: the app's clock back to the morning the other tests book on (the queue's
    // clock, which delivers the e-mails here, only moves on).
    t.clock.set('2030-01-07T09:30:00+01:00');
    const admin = await login(t);
    const choice = await firstChoice(t);
    const VICTIM = { firstName: 'Ngozi', lastName: 'Okafor', email: 'ngozi.victim@example.ng', phone: '0803 123 4567' };
    const victim = await book(t, choice, {
      ...VICTIM,
      address: '7 Victim Close, Surulere',
      notes: 'Key under the mat',
      date: '2030-01-09',
    });
    // Her second booking, the e-mail in capitals, holds her weekly plan and its saved card.
    const victimPlanned = await book(t, choice, {
      ...VICTIM,
      email: VICTIM.email.toUpperCase(),
      address: '7 Victim Close, Surulere',
      date: '2030-01-09',
      time: '11:00 AM',
    });
    await t.database.handle.db.execute(sql`
      INSERT INTO plans (id, location, first_name, last_name, email, phone, address, notes, product_id, service_id,
                         frequency_id, product_name, service_name, frequency_name, interval_days, amount, time,
                         first_date, consent_at, authorization_cipher, card_last4, card_brand, status)
      SELECT 'plan-of-ngozi', location, first_name, last_name, email, phone, address, notes, product_id,
             service_id, frequency_id, product_name, service_name, frequency_name, 7, amount, time, date, now(),
             'cipher-of-ngozi-card', '4081', 'visa', 'active'
      FROM appointments WHERE reference = ${victimPlanned.reference}`);
    await t.database.handle.db.execute(
      sql`UPDATE appointments SET plan_id = 'plan-of-ngozi', plan_visit = 1 WHERE reference = ${victimPlanned.reference}`,
    );
    // The attacker books with their own e-mail and the victim's phone in the international form.
    const ATTACKER = { email: 'mallory@example.ng', phone: '+234 803 123 4567' };
    const attacker = await book(t, choice, {
      firstName: 'Mallory',
      lastName: 'Ade',
      ...ATTACKER,
      date: '2030-01-09',
      time: '12:00 PM',
    });
    const victimSecrets = [
      victim.reference,
      victimPlanned.reference,
      'Ngozi',
      'Okafor',
      VICTIM.email,
      'Victim Close',
      'Key under the mat',
    ];
    const answers: LightMyRequestResponse[] = [];
    const attack = async (options: Parameters<typeof t.request>[0]) => {
      const answer = await t.request(options);
      answers.push(answer);
      return answer;
    };

    // The receipt by the lookup's contact (the victim's phone, either form) and by the manage token opens
    // the attacker's booking only.
    for (const contact of [ATTACKER.phone, VICTIM.phone]) {
      const lookup = await attack({
        method: 'GET',
        url: `/api/user/bookings/${attacker.reference}`,
        query: { contact },
      });
      expect(receiptResponse.parse(lookup.json()).booking.reference).toBe(attacker.reference);
    }
    const byToken = await attack({
      method: 'GET',
      url: `/api/user/bookings/${attacker.reference}/manage`,
      query: { token: attacker.manageToken },
    });
    expect(receiptResponse.parse(byToken.json()).booking.reference).toBe(attacker.reference);

    // The download: asked with the token and with the victim's phone; the links go to the attacker's
    // inbox and are followed from there, as a mail app would.
    await attack({
      method: 'POST',
      url: `/api/user/bookings/${attacker.reference}/my-data`,
      payload: { token: attacker.manageToken },
    });
    await attack({
      method: 'POST',
      url: `/api/user/bookings/${attacker.reference}/erasure`,
      payload: { contact: VICTIM.phone },
    });
    const inbox = () => smtp.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(ATTACKER.email));
    const linkIn = (subject: string, params: { request: string; code: string }) => {
      const mail = inbox().find((each) => each.subject?.startsWith(subject));
      const href = [...String(mail?.html ?? '').matchAll(/href="([^"]+)"/g)]
        .map((match) => new URL((match[1] ?? '').replace(/&amp;/g, '&')))
        .find((url) => url.searchParams.has(params.request));
      return { id: href?.searchParams.get(params.request) ?? '', code: href?.searchParams.get(params.code) ?? '' };
    };
    const sent = (subject: string) => inbox().some((mail) => mail.subject?.startsWith(subject));
    await tickUntil(jobClock, () => sent('Download your personal data') && sent('Confirm: erase your personal data'));
    const download = linkIn('Download your personal data', DOWNLOAD_PARAMS);
    const json = await attack({
      method: 'GET',
      url: `/api/user/data-requests/${download.id}/my-data`,
      query: { code: download.code },
    });
    const data = dataExport.parse(json.json());
    expect(data.bookings.map((row) => row.reference)).toEqual([attacker.reference]);
    expect(data.notIncluded).toBe(DATA_REQUEST_SCOPE);
    await attack({
      method: 'GET',
      url: `/api/user/data-requests/${download.id}/my-data`,
      query: { code: download.code, format: 'html' },
    });

    // Once sent, the outbox keeps no code: a resend is refused with a message saying what to do.
    const links = await queryRows<{ id: string; status: string; payload: Record<string, unknown> }>(
      t.database.handle,
      sql`SELECT id, status, payload FROM outbox_messages WHERE recipient = ${ATTACKER.email}
          AND kind IN ('data-download-link', 'erasure-confirmation')`,
    );
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.status).toBe('sent');
      expect(link.payload).not.toHaveProperty('code');
      const resend = await t.request({ method: 'POST', url: `/api/admin/outbox/${link.id}/resend`, token: admin });
      expectErrorEnvelope(resend, 409);
      expect(resend.json().message).toBe(LINK_NOT_RESENT);
    }

    // The erasure: its page's button confirms, then the admin completes it (the visit is to come).
    const erase = linkIn('Confirm: erase your personal data', ERASE_PARAMS);
    const confirmed = await attack({
      method: 'POST',
      url: `/api/user/data-requests/${erase.id}/confirm`,
      payload: { code: erase.code },
    });
    expect(confirmed.json()).toMatchObject({ status: 'awaiting-admin' });
    expect(confirmed.json().message).toContain(DATA_REQUEST_SCOPE);
    const completed = await t.request({
      method: 'POST',
      url: `/api/admin/data-requests/${erase.id}/complete`,
      token: admin,
    });
    expect(completed.json().request).toMatchObject({ status: 'completed', outcome: 'Erased: 1 booking, 0 messages' });
    // The erased booking's e-mails keep their kind and dates only: Resend refuses them, saying why.
    const erasedMail = await queryRows<{ id: string }>(
      t.database.handle,
      sql`SELECT id FROM outbox_messages WHERE recipient = 'erased' AND payload = '{"erased": true}'::jsonb`,
    );
    expect(erasedMail.length).toBeGreaterThan(0);
    for (const { id } of erasedMail) {
      const resend = await t.request({ method: 'POST', url: `/api/admin/outbox/${id}/resend`, token: admin });
      expectErrorEnvelope(resend, 409);
      expect(resend.json().message).toBe(ERASED_NOT_RESENT);
    }

    // Nothing any answer gave the attacker names the victim or her bookings.
    for (const answer of answers) {
      for (const secret of victimSecrets) expect(answer.body.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    // Her bookings, plan and saved card are untouched; the attacker's own booking is erased.
    expect(
      (await rowsOf(VICTIM.email)).map((row) => [row.reference, row.first_name, row.address, row.erased_at]),
    ).toEqual([
      [victim.reference, 'Ngozi', '7 Victim Close, Surulere', null],
      [victimPlanned.reference, 'Ngozi', '7 Victim Close, Surulere', null],
    ]);
    const [plan] = await queryRows<{ status: string; authorization_cipher: string | null; first_name: string }>(
      t.database.handle,
      sql`SELECT status, authorization_cipher, first_name FROM plans WHERE id = 'plan-of-ngozi'`,
    );
    expect(plan).toEqual({ status: 'active', authorization_cipher: 'cipher-of-ngozi-card', first_name: 'Ngozi' });
    expect(await byReference(attacker.reference)).toEqual([
      expect.objectContaining({ first_name: 'Erased customer', erased_at: expect.anything() }),
    ]);

    // The victim's own request, proved by her e-mail, covers every booking of that e-mail (any case),
    // and nothing of the attacker's booking with her phone.
    const own = await downloadThroughLink(victim.reference, { token: victim.manageToken }, VICTIM.email);
    const hers = dataExport.parse(own.json());
    expect(hers.bookings.map((row) => row.reference)).toEqual([victim.reference, victimPlanned.reference]);
    expect(own.body).not.toContain(attacker.reference);
  });
});
