/**
 * The customer's channel for messages (docs/PRODUCT.md, "Messages on WhatsApp and SMS"): chosen on the
 * booking form and stored with the privacy notice and the time, the phone stored in E.164, changed from
 * the manage link (for a plan, on its visits to come), with the channels the phone's STOP turned off.
 */
import { PRIVACY_NOTICE } from '@clean/shared/privacy';
import { contactChannelResponse, type ContactPreference } from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { WHATSAPP_NEEDS_MOBILE } from '../../../../src/domain/contact-choice';
import { INVALID_PHONE } from '../../../../src/services/booking';
import { describeEachDatabase } from '../../../helpers/database';
import { booking, book, fieldsOf, firstChoice, queryRows, type CatalogueChoice } from '../../../helpers/fixtures';
import { usePlanSetup } from '../../../plans/plan-setup';

/** A fixed line in Lagos (the 2020s numbering): a number any country would dial, but not a mobile one. */
const LANDLINE = '0201 234 5678';

interface ContactRow {
  phone: string;
  contact_channel: string | null;
  contact_notice_version: string | null;
  contact_chosen_at: Date | string | null;
}

describeEachDatabase('the channel for messages', (kind) => {
  const { t, setup, signUp, visitsOf, planOf } = usePlanSetup(kind);
  let oneOff: CatalogueChoice;
  let customer = 0;

  beforeAll(async () => {
    oneOff = await firstChoice(t);
  });

  const email = () => {
    customer += 1;
    return `channel${customer}@example.ng`;
  };
  const rowOf = async (id: string) => {
    const [row] = await queryRows<ContactRow>(
      t.database.handle,
      sql`SELECT phone, contact_channel, contact_notice_version, contact_chosen_at FROM appointments WHERE id = ${id}`,
    );
    if (!row) throw new Error('The booking is stored');
    return { ...row, contact_chosen_at: row.contact_chosen_at ? new Date(row.contact_chosen_at).toISOString() : null };
  };
  const bookingsOf = async (address: string) =>
    (
      await queryRows<{ count: number }>(
        t.database.handle,
        sql`SELECT count(*)::int AS count FROM appointments WHERE email = ${address}`,
      )
    )[0]?.count;
  const choose = (reference: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: `/api/user/bookings/${reference}/contact-channel`, payload });
  const manageContact = async (reference: string, token: string): Promise<ContactPreference> => {
    const response = await t.request({
      method: 'GET',
      url: `/api/user/bookings/${reference}/manage?token=${encodeURIComponent(token)}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { booking: { manage: { contact: ContactPreference } } }).booking.manage.contact;
  };

  it('stores the choice with the notice shown and the time, and the phone in E.164; none chosen: not recorded', async () => {
    const now = t.clock.now().toISOString();
    const chosen = await book(t, oneOff, {
      email: email(),
      phone: '0803 123 4567',
      contactChannel: 'whatsapp',
      time: '7:00 AM',
    });
    expect(await rowOf(chosen.appointmentId)).toEqual({
      phone: '+2348031234567',
      contact_channel: 'whatsapp',
      contact_notice_version: PRIVACY_NOTICE.version,
      contact_chosen_at: now,
    });
    expect(await manageContact(chosen.reference, chosen.manageToken)).toEqual({
      channel: 'whatsapp',
      noticeVersion: PRIVACY_NOTICE.version,
      chosenAt: now,
      stopped: [],
    });

    // A caller of the first contract sends no choice: nothing recorded, so no WhatsApp.
    const silent = await book(t, oneOff, { email: email(), phone: '234 (805) 000-1111', time: '8:00 AM' });
    expect(await rowOf(silent.appointmentId)).toEqual({
      phone: '+2348050001111',
      contact_channel: null,
      contact_notice_version: null,
      contact_chosen_at: null,
    });
    expect(await manageContact(silent.reference, silent.manageToken)).toEqual({
      channel: 'email',
      noticeVersion: null,
      chosenAt: null,
      stopped: [],
    });
    // Another country's number stays its own, in E.164.
    const ghana = await book(t, oneOff, { email: email(), phone: '+233 20 000 0000', contactChannel: 'sms' });
    expect(await rowOf(ghana.appointmentId)).toMatchObject({ phone: '+233200000000', contact_channel: 'sms' });
  });

  it('refuses a phone number no country would dial, and WhatsApp for a landline, storing nothing', async () => {
    const address = email();
    const unreadable = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(oneOff, { email: address, phone: '0123 456 78' }),
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({ errors: [{ field: 'phone', message: INVALID_PHONE }] });

    const landline = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(oneOff, { email: address, phone: LANDLINE, contactChannel: 'whatsapp' }),
    });
    expect(landline.statusCode).toBe(400);
    expect(landline.json()).toMatchObject({ errors: [{ field: 'contactChannel', message: WHATSAPP_NEEDS_MOBILE }] });
    expect(fieldsOf(landline)).toEqual(['contactChannel']);
    expect(await bookingsOf(address)).toBe(0);

    // By e-mail, a landline books.
    const booked = await book(t, oneOff, { email: address, phone: LANDLINE, contactChannel: 'email', time: '9:00 AM' });
    expect(await rowOf(booked.appointmentId)).toMatchObject({ phone: '+2342012345678', contact_channel: 'email' });
  });

  it('changes the choice from the manage link only, records it with the notice and time, and shows STOPs', async () => {
    const booked = await book(t, oneOff, { email: email(), contactChannel: 'email', time: '11:00 AM' });
    const other = await book(t, oneOff, { email: email(), phone: LANDLINE, contactChannel: 'sms', time: '12:00 PM' });
    const body = { token: booked.manageToken, channel: 'whatsapp', privacyNoticeVersion: PRIVACY_NOTICE.version };

    const missing = await choose(booked.reference, { channel: 'whatsapp' });
    expect(missing.statusCode).toBe(400);
    const wrong = await choose(booked.reference, { ...body, token: other.manageToken });
    expect(wrong.statusCode).toBe(404);
    expect(await rowOf(booked.appointmentId)).toMatchObject({ contact_channel: 'email' });

    // The phone turned SMS off with STOP: the choice shows it.
    const stoppedAt = new Date('2030-01-06T10:00:00Z');
    await t.database.handle.db.execute(
      sql`INSERT INTO channel_opt_outs (phone, channel, opted_out_at) VALUES ('+2348031234567', 'sms', ${stoppedAt.toISOString()})`,
    );
    t.clock.set('2030-01-07T10:00:00+01:00');
    const changed = await choose(booked.reference, body);
    expect(changed.statusCode).toBe(200);
    const answer = contactChannelResponse.parse(changed.json());
    const contact = {
      channel: 'whatsapp',
      noticeVersion: PRIVACY_NOTICE.version,
      chosenAt: '2030-01-07T09:00:00.000Z',
      stopped: [{ channel: 'sms', at: stoppedAt.toISOString() }],
    };
    expect(answer).toEqual({ success: true, message: 'Saved: we will write to you by WhatsApp first.', contact });
    expect(await manageContact(booked.reference, booked.manageToken)).toEqual(contact);
    expect(await rowOf(booked.appointmentId)).toMatchObject({
      contact_channel: 'whatsapp',
      contact_notice_version: PRIVACY_NOTICE.version,
      contact_chosen_at: '2030-01-07T09:00:00.000Z',
    });
    const records = await queryRows<{ admin_id: string; action: string; summary: string }>(
      t.database.handle,
      sql`SELECT admin_id, action, summary FROM audit_events WHERE subject_id IN (${booked.appointmentId}, ${other.appointmentId})`,
    );
    expect(records).toEqual([
      {
        admin_id: 'customer',
        action: 'appointment.contact-channel-changed',
        summary: expect.stringMatching(/^Chose WhatsApp \(was E-mail\) for messages about Chidi Eze's booking/),
      },
    ]);

    // The console's appointment details say the same.
    const details = await t.request({
      method: 'GET',
      url: `/api/admin/appointments/${booked.appointmentId}`,
      token: setup.adminToken,
    });
    expect(details.json()).toMatchObject({ contact });

    // WhatsApp for the landline: refused, nothing changes.
    const refused = await choose(other.reference, { ...body, token: other.manageToken });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [{ field: 'channel', message: WHATSAPP_NEEDS_MOBILE }] });
    expect(await rowOf(other.appointmentId)).toMatchObject({ contact_channel: 'sms' });
  });

  it("gives a plan's visits the choice, and a change from the link reaches the plan and its visits to come", async () => {
    const first = await signUp(email(), '1:00 PM', undefined, 'Lagos', { contactChannel: 'whatsapp' });
    const { id: planId } = await planOf(first.appointmentId);
    const visits = await visitsOf(planId);
    expect(visits.length).toBeGreaterThan(1);
    for (const visit of visits) expect(await rowOf(visit.id)).toMatchObject({ contact_channel: 'whatsapp' });

    const changed = await choose(first.reference, {
      token: first.manageToken,
      channel: 'sms',
      privacyNoticeVersion: PRIVACY_NOTICE.version,
    });
    expect(changed.statusCode).toBe(200);
    for (const visit of visits) expect(await rowOf(visit.id)).toMatchObject({ contact_channel: 'sms' });
    // The visits the plan makes later copy the plan's.
    const [plan] = await queryRows<{ contact_channel: string; contact_notice_version: string }>(
      t.database.handle,
      sql`SELECT contact_channel, contact_notice_version FROM plans WHERE id = ${planId}`,
    );
    expect(plan).toEqual({ contact_channel: 'sms', contact_notice_version: PRIVACY_NOTICE.version });
  });
});
