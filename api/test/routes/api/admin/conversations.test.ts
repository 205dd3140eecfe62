import { conversationResponse, conversationsResponse, type MessageChannel } from '@clean/shared/schemas';
import { randomUUID } from 'node:crypto';
import { inboundMessages, outboxMessages } from '../../../../src/db/schema';
import { CONVERSATION_NOT_FOUND } from '../../../../src/routes/api/admin/conversations';
import { useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import { book, expectErrorEnvelope, fieldsOf, firstChoice, registerAdmin } from '../../../helpers/fixtures';

// The test clock's now: Monday 2030-01-07, 09:30 in Lagos.
const NOW = new Date('2030-01-07T08:30:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

const CHIDI = '+2348031234567';
const AMAKA = '+2348059876543';
const TUNDE = '+2348021112222';

describeEachDatabase('admin conversations', (kind) => {
  const t = useTestApp(kind);
  let token: string;
  let appointmentId: string;
  let reference: string;

  const inbound = (phone: string, body: string, at: Date, extra: { channel?: MessageChannel; name?: string } = {}) =>
    t.database.handle.db.insert(inboundMessages).values({
      id: randomUUID(),
      channel: extra.channel ?? 'whatsapp',
      providerMessageId: randomUUID(),
      phone,
      name: extra.name ?? null,
      body,
      receivedAt: at,
      appointmentId: phone === CHIDI ? appointmentId : null,
    });
  const ours = (phone: string, text: string, at: Date, channel: MessageChannel = 'whatsapp') =>
    t.database.handle.db.insert(outboxMessages).values({
      id: randomUUID(),
      kind: 'whatsapp-reply',
      recipient: phone,
      payload: { text },
      status: 'sent',
      channel,
      sentBy: 'Ada Okafor',
      createdAt: at,
      sentAt: at,
      deliveryState: 'read',
      deliveryAt: at,
    });

  const list = async (query = '') => {
    const response = await t.request({ method: 'GET', url: `/api/admin/conversations${query}`, token });
    expect(response.statusCode).toBe(200);
    return conversationsResponse.parse(response.json());
  };
  const open = (phone: string) =>
    t.request({ method: 'GET', url: `/api/admin/conversations/${encodeURIComponent(phone)}`, token });

  beforeAll(async () => {
    token = await registerAdmin(t);
    const booked = await book(t, await firstChoice(t));
    appointmentId = booked.appointmentId;
    reference = booked.reference;
    // Chidi wrote on WhatsApp 2 hours ago and we answered; Amaka by SMS an hour ago; Tunde on WhatsApp 30 hours ago.
    await inbound(CHIDI, 'Can the crew bring a ladder?', hoursAgo(3), { name: 'Chidi' });
    await inbound(CHIDI, 'And come at 10?', hoursAgo(2));
    await ours(CHIDI, 'Yes, see you at 10.', hoursAgo(0.5));
    await inbound(AMAKA, 'Is Friday free?', hoursAgo(1), { channel: 'sms' });
    await inbound(TUNDE, 'Thanks!', hoursAgo(30), { name: 'Tunde' });
  });

  it('refuses both calls without the admin token (401)', async () => {
    expectErrorEnvelope(await t.request({ method: 'GET', url: '/api/admin/conversations' }), 401);
    expectErrorEnvelope(await t.request({ method: 'GET', url: `/api/admin/conversations/%2B2348031234567` }), 401);
  });

  it('lists one row per phone, latest message first, with unread counts, the booking and the window', async () => {
    const body = await list();
    expect(body.conversations.map((row) => row.phone)).toEqual([CHIDI, AMAKA, TUNDE]);
    expect(body).toMatchObject({ total: 3, unread: 3, page: 1, pageSize: 20 });
    const [chidi, amaka, tunde] = body.conversations;
    expect(chidi).toEqual({
      phone: CHIDI,
      name: 'Chidi',
      lastText: 'Yes, see you at 10.',
      lastAt: hoursAgo(0.5).toISOString(),
      unread: 2,
      appointmentId,
      reference,
      windowOpenUntil: new Date(hoursAgo(2).getTime() + 24 * 3_600_000).toISOString(),
    });
    // An SMS opens no WhatsApp window; nor does a WhatsApp message older than 24 hours.
    expect(amaka).toMatchObject({ lastText: 'Is Friday free?', unread: 1, windowOpenUntil: null, reference: null });
    expect(tunde).toMatchObject({ name: 'Tunde', windowOpenUntil: null });
  });

  it('pages the list and refuses a bad page', async () => {
    const second = await list('?page=2&pageSize=2');
    expect(second.conversations.map((row) => row.phone)).toEqual([TUNDE]);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    const response = await t.request({ method: 'GET', url: '/api/admin/conversations?page=0', token });
    expectErrorEnvelope(response, 400);
    expect(fieldsOf(response)).toEqual(['page']);
  });

  it('answers the thread oldest first, theirs and ours, and reading it marks their messages read', async () => {
    const response = await open(CHIDI);
    expect(response.statusCode).toBe(200);
    const body = conversationResponse.parse(response.json());
    expect(body.messages.map((message) => [message.direction, message.text])).toEqual([
      ['in', 'Can the crew bring a ladder?'],
      ['in', 'And come at 10?'],
      ['out', 'Yes, see you at 10.'],
    ]);
    expect(body.messages[2]).toMatchObject({
      channel: 'whatsapp',
      sentBy: 'Ada Okafor',
      delivery: { state: 'read', at: hoursAgo(0.5).toISOString(), reason: null },
    });
    expect(body.messages[0]).toMatchObject({ delivery: null, sentBy: null });
    expect(body.conversation).toMatchObject({ phone: CHIDI, unread: 0, appointmentId, reference });

    const after = await list();
    expect(after.conversations.find((row) => row.phone === CHIDI)?.unread).toBe(0);
    expect(after.unread).toBe(2);
  });

  it('answers 404 for a phone that never wrote, 400 for what is no phone', async () => {
    const missing = await open('+2348000000000');
    expectErrorEnvelope(missing, 404);
    expect(missing.json()).toMatchObject({ message: CONVERSATION_NOT_FOUND });
    expectErrorEnvelope(await open('not-a-phone'), 400);
  });
});
