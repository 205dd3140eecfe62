import { searchResponse, type SearchResponse } from '@clean/shared/schemas';
import { useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import {
  CONSENT,
  book,
  expectErrorEnvelope,
  fieldsOf,
  firstChoice,
  registerAdmin,
  type BookingAnswer,
  type CatalogueChoice,
} from '../../../helpers/fixtures';

const ENV = { CREWS_PER_SLOT: '20', SLOT_HOURS: '6-17', CLOSED_WEEKDAYS: 'Sunday', CLOSED_DATES: '' };

describeEachDatabase('admin search', (kind) => {
  const t = useTestApp(kind, { env: ENV });
  let token: string;
  let choice: CatalogueChoice;
  /** Made in this order, so newer ones come later. */
  const made: Record<'ada' | 'adaeze' | 'kada' | 'echo' | 'gone', BookingAnswer> = {} as never;
  const idName = new Map<string, string>();

  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
  async function person(firstName: string, lastName: string, email: string, phone: string): Promise<BookingAnswer> {
    await pause();
    const answer = await book(t, choice, { firstName, lastName, email, phone, date: '2030-01-09', time: '7:00 AM' });
    idName.set(answer.appointmentId, firstName);
    return answer;
  }
  async function contact(name: string, email: string, subject: string): Promise<void> {
    await pause();
    const response = await t.request({
      method: 'POST',
      url: '/api/user/contact-us',
      payload: { name, email, subject, message: 'Hello', ...CONSENT },
    });
    expect(response.statusCode).toBe(201);
  }

  beforeAll(async () => {
    token = await registerAdmin(t);
    choice = await firstChoice(t);
    made.ada = await person('Ada', 'Obi', 'ada@example.ng', '0803 444 0001');
    made.adaeze = await person('Adaeze', 'Nwosu', 'adaeze@example.ng', '+234 803 444 0002');
    made.kada = await person('Kada', 'Musa', 'kada@example.ng', '0803 444 0003');
    // Newer than Ada's booking, and her reference at the start of the email.
    made.echo = await person('Echo', 'Eze', `${made.ada.reference.toLowerCase()}@example.ng`, '0812 555 0004');
    made.gone = await person('Adamu', 'Gone', 'adamu@example.ng', '0815 666 0005');
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/admin/delete-appointment/${made.gone.appointmentId}`,
      token,
    });
    expect(deleted.statusCode).toBe(200);
    await contact('Ada Obi', 'ada@example.ng', 'A quote for my flat');
    await contact('Zainab Ali', 'zainab@example.ng', '50% off?');
    await contact('Yemi Ade', 'yemi@example.ng', '500 naira discount');
  });

  const search = async (q: string): Promise<SearchResponse> => {
    const response = await t.request({ method: 'GET', url: '/api/admin/search', query: { q }, token });
    expect(response.statusCode).toBe(200);
    return searchResponse.parse(response.json());
  };
  const appointmentNames = (body: SearchResponse) => body.appointments.map((hit) => idName.get(hit._id) ?? hit._id);

  it('refuses the call without the admin token (401)', async () => {
    expectErrorEnvelope(await t.request({ method: 'GET', url: '/api/admin/search?q=ada' }), 401);
  });

  it('answers 400 without a text, or one too short or too long', async () => {
    for (const url of [
      '/api/admin/search',
      '/api/admin/search?q=a',
      '/api/admin/search?q=%20a%20',
      `/api/admin/search?q=${'a'.repeat(101)}`,
    ]) {
      const response = await t.request({ method: 'GET', url, token });
      expectErrorEnvelope(response, 400);
      expect(fieldsOf(response)).toEqual(['q']);
    }
  });

  it('puts an exact reference first, in any case, before newer bookings that only start with it', async () => {
    const body = await search(made.ada.reference.toLowerCase());
    expect(appointmentNames(body)).toEqual(['Ada', 'Echo']);
    expect(body.appointments[0]).toMatchObject({
      reference: made.ada.reference,
      customerName: 'Ada Obi',
      email: 'ada@example.ng',
      // Typed 0803 444 0001: stored in E.164.
      phone: '+2348034440001',
      service: 'Regular Home Cleaning',
      location: 'Lagos',
      date: '2030-01-09',
      time: '7:00 AM',
      status: 'awaiting-payment',
    });
  });

  it('puts an exact email before a newer one containing it', async () => {
    const body = await search('ADA@example.ng');
    expect(appointmentNames(body)).toEqual(['Ada', 'Kada']);
    expect(body.customers.map((hit) => hit.email)).toEqual(['ada@example.ng', 'kada@example.ng']);
    expect(body.messages.map((hit) => hit.name)).toEqual(['Ada Obi']);
  });

  it('puts names starting with the text before names containing it, newest first among equals', async () => {
    const body = await search('ada');
    expect(appointmentNames(body)).toEqual(['Adaeze', 'Ada', 'Kada']);
    expect(body.customers.map((hit) => hit.name)).toEqual(['Adaeze Nwosu', 'Ada Obi', 'Kada Musa']);
    expect(body.customers[1]).toEqual({
      _id: made.ada.appointmentId,
      name: 'Ada Obi',
      email: 'ada@example.ng',
      phone: '+2348034440001',
      bookings: 1,
    });
    expect(body.messages).toEqual([
      expect.objectContaining({
        name: 'Ada Obi',
        email: 'ada@example.ng',
        subject: 'A quote for my flat',
        handled: false,
      }),
    ]);
  });

  it('finds values starting with a two-character text, not values containing it', async () => {
    const body = await search('AD');
    expect(appointmentNames(body)).toEqual(['Adaeze', 'Ada']);
    expect(body.customers.map((hit) => hit.name)).toEqual(['Adaeze Nwosu', 'Ada Obi']);
    expect(body.messages.map((hit) => hit.name)).toEqual(['Ada Obi']);
  });

  it('finds by full name and by last name', async () => {
    expect(appointmentNames(await search('ada obi'))).toEqual(['Ada']);
    expect(appointmentNames(await search('NWOSU'))).toEqual(['Adaeze']);
  });

  it('finds a phone number written +234… or 0…, whole or in part', async () => {
    for (const q of ['+234 803 444 0001', '0803-444-0001', '2348034440001']) {
      expect(appointmentNames(await search(q))).toEqual(['Ada']);
    }
    // Stored as +234…, found as 0….
    expect(appointmentNames(await search('08034440002'))).toEqual(['Adaeze']);
    expect((await search('0803 444 0002')).customers.map((hit) => hit.name)).toEqual(['Adaeze Nwosu']);
    expect(appointmentNames(await search('0803 444'))).toEqual(['Kada', 'Adaeze', 'Ada']);
    expect(appointmentNames(await search('4440003'))).toEqual(['Kada']);
  });

  it('takes % and _ as typed, not as wildcards', async () => {
    expect((await search('50%')).messages.map((hit) => hit.name)).toEqual(['Zainab Ali']);
    expect((await search('500')).messages.map((hit) => hit.name)).toEqual(['Yemi Ade']);
    const underscore = await search('a_a');
    expect(underscore.appointments).toEqual([]);
    expect(underscore.customers).toEqual([]);
    expect((await search('%%')).messages).toEqual([]);
  });

  it('leaves deleted appointments out', async () => {
    const body = await search('adamu');
    expect(body.appointments).toEqual([]);
    expect(body.customers).toEqual([]);
  });
});
