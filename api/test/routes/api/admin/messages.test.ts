import { messageDetailsResponse, messagesResponse, type ContactMessage } from '@clean/shared/schemas';
import type { InjectOptions } from 'fastify';
import { MESSAGE_HANDLED, MESSAGE_NOT_FOUND } from '../../../../src/routes/api/admin/messages';
import { useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import { ADMIN, CONSENT, expectErrorEnvelope, fieldsOf, registerAdmin } from '../../../helpers/fixtures';

const CODE = 'second-admin-code';
const BOLA = { name: 'Bola Ade', email: 'bola@sparkle.ng', password: 'another password', signupCode: CODE };

const CALLS: InjectOptions[] = [
  { method: 'GET', url: '/api/admin/messages' },
  { method: 'GET', url: '/api/admin/messages/some-id' },
  { method: 'POST', url: '/api/admin/messages/some-id/handled' },
];

describeEachDatabase('admin contact inbox', (kind) => {
  const t = useTestApp(kind, { env: { ADMIN_SIGNUP_CODE: CODE } });
  let ada: string;
  let bola: string;

  beforeAll(async () => {
    ada = await registerAdmin(t);
    bola = await registerAdmin(t, BOLA);
    for (const name of ['Kemi Lawal', 'Musa Garba', 'Ife Ola']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/user/contact-us',
        payload: {
          name,
          email: `${name.split(' ')[0]?.toLowerCase()}@example.ng`,
          subject: `From ${name}`,
          message: 'Hello',
          ...CONSENT,
        },
      });
      expect(response.statusCode).toBe(201);
      // Distinct creation times, so "newest first" is well defined.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });

  const inbox = async (query = '') => {
    const response = await t.request({ method: 'GET', url: `/api/admin/messages${query}`, token: ada });
    expect(response.statusCode).toBe(200);
    return messagesResponse.parse(response.json());
  };
  const names = (messages: ContactMessage[]) => messages.map((message) => message.name);
  const idOf = async (name: string) => {
    const found = (await inbox()).messages.find((message) => message.name === name);
    if (!found) throw new Error(`No message from ${name}`);
    return found._id;
  };
  const handle = (id: string, token: string) =>
    t.request({ method: 'POST', url: `/api/admin/messages/${id}/handled`, token });

  it('refuses every call without the admin token (401)', async () => {
    for (const call of CALLS) expectErrorEnvelope(await t.request(call), 401);
  });

  it('answers 400 for a bad page or page size', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?pageSize=101', 'pageSize'],
      ['?pageSize=x', 'pageSize'],
    ] as const) {
      const response = await t.request({ method: 'GET', url: `/api/admin/messages${query}`, token: ada });
      expectErrorEnvelope(response, 400);
      expect(fieldsOf(response)).toEqual([field]);
    }
  });

  it('lists the messages newest first while all are unread', async () => {
    const body = await inbox();
    expect(names(body.messages)).toEqual(['Ife Ola', 'Musa Garba', 'Kemi Lawal']);
    expect(body).toMatchObject({ total: 3, unread: 3, page: 1, pageSize: 20 });
    expect(body.messages[0]).toMatchObject({
      email: 'ife@example.ng',
      subject: 'From Ife Ola',
      message: 'Hello',
      handledAt: null,
      handledBy: null,
    });
  });

  it('answers one message, and 404 for an unknown one', async () => {
    const id = await idOf('Musa Garba');
    const response = await t.request({ method: 'GET', url: `/api/admin/messages/${id}`, token: ada });
    expect(response.statusCode).toBe(200);
    expect(messageDetailsResponse.parse(response.json()).contactMessage).toMatchObject({
      _id: id,
      name: 'Musa Garba',
      handledAt: null,
    });
    for (const call of [
      t.request({ method: 'GET', url: '/api/admin/messages/no-such-id', token: ada }),
      handle('no-such-id', ada),
    ]) {
      const missing = await call;
      expectErrorEnvelope(missing, 404);
      expect(missing.json()).toMatchObject({ message: MESSAGE_NOT_FOUND });
    }
  });

  it('marks a message handled once, by the first admin and time, and puts it after the unread', async () => {
    const id = await idOf('Musa Garba');
    const first = await handle(id, ada);
    expect(first.statusCode).toBe(200);
    const handled = messageDetailsResponse.parse(first.json());
    expect(handled).toMatchObject({
      message: MESSAGE_HANDLED,
      contactMessage: { _id: id, handledAt: t.clock.now().toISOString(), handledBy: ADMIN.name },
    });

    t.clock.advanceHours(1);
    const again = await handle(id, bola);
    expect(again.statusCode).toBe(200);
    expect(messageDetailsResponse.parse(again.json())).toEqual(handled);

    const body = await inbox();
    expect(names(body.messages)).toEqual(['Ife Ola', 'Kemi Lawal', 'Musa Garba']);
    expect(body).toMatchObject({ total: 3, unread: 2 });
  });

  it('pages in inbox order, with the counts of every page', async () => {
    const second = await inbox('?page=2&pageSize=2');
    expect(names(second.messages)).toEqual(['Musa Garba']);
    expect(second).toMatchObject({ total: 3, unread: 2, page: 2, pageSize: 2 });
  });
});
