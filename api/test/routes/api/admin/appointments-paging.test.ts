import {
  appointmentsPageResponse,
  DEFAULT_APPOINTMENTS_PAGE_SIZE,
  MAX_APPOINTMENTS_PAGE_SIZE,
} from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import { book, expectErrorEnvelope, firstChoice, registerAdmin } from '../../../helpers/fixtures';

const BOOKINGS = 25;
/** The 12 opening hours of a weekday, 6:00 AM to 5:00 PM. */
const TIMES = Array.from({ length: 12 }, (_, index) => {
  const hour = index + 6;
  return `${hour > 12 ? hour - 12 : hour}:00 ${hour >= 12 ? 'PM' : 'AM'}`;
});

describeEachDatabase('GET /api/admin/appointments in pages', (kind) => {
  const t = useTestApp(kind);
  let token: string;
  /** Ids of the bookings, oldest first. */
  const booked: string[] = [];
  /** The order the list must answer: newest first. */
  let newestFirst: string[];

  beforeAll(async () => {
    token = await registerAdmin(t);
    const choice = await firstChoice(t);
    // Three crews per slot by default: 25 bookings fit the 12 hours of one Tuesday.
    for (let index = 0; index < BOOKINGS; index += 1) {
      const answer = await book(t, choice, { date: '2030-01-08', time: TIMES[index % TIMES.length] });
      booked.push(answer.appointmentId);
    }
    newestFirst = [...booked].reverse();
  });

  async function page(query: string) {
    const response = await t.request({ method: 'GET', url: `/api/admin/appointments${query}`, token });
    expect(response.statusCode).toBe(200);
    return appointmentsPageResponse.parse(response.json());
  }

  it(`answers the newest ${DEFAULT_APPOINTMENTS_PAGE_SIZE} with the total when no page is asked for`, async () => {
    const body = await page('');
    expect(body).toMatchObject({ success: true, total: BOOKINGS, page: 1, pageSize: DEFAULT_APPOINTMENTS_PAGE_SIZE });
    expect(body.appointments.map((appointment) => appointment._id)).toEqual(
      newestFirst.slice(0, DEFAULT_APPOINTMENTS_PAGE_SIZE),
    );
    // The state the server derives comes with each row.
    expect(body.appointments[0]).toMatchObject({ status: 'awaiting-payment', payment: false, needsAttention: false });
  });

  it('answers page 2 and the rest of the list', async () => {
    const second = await page('?page=2&pageSize=10');
    expect(second).toMatchObject({ total: BOOKINGS, page: 2, pageSize: 10 });
    expect(second.appointments.map((appointment) => appointment._id)).toEqual(newestFirst.slice(10, 20));
    const last = await page('?page=2');
    expect(last.appointments.map((appointment) => appointment._id)).toEqual(
      newestFirst.slice(DEFAULT_APPOINTMENTS_PAGE_SIZE),
    );
  });

  it('pages through every appointment once', async () => {
    const seen: string[] = [];
    for (let number = 1; number <= 4; number += 1) {
      seen.push(...(await page(`?page=${number}&pageSize=7`)).appointments.map((appointment) => appointment._id));
    }
    expect(seen).toEqual(newestFirst);
    const all = await page(`?pageSize=${MAX_APPOINTMENTS_PAGE_SIZE}`);
    expect(all.appointments.map((appointment) => appointment._id)).toEqual(newestFirst);
  });

  it('answers an empty page, with the real total, past the end', async () => {
    for (const query of ['?page=3', '?page=26&pageSize=1', '?page=999999']) {
      const body = await page(query);
      expect(body.appointments).toEqual([]);
      expect(body.total).toBe(BOOKINGS);
    }
  });

  it('keeps one order for appointments made at the same instant: the larger id first', async () => {
    const [a, b, c] = [booked[3]!, booked[4]!, booked[5]!];
    await t.database.handle.db.execute(
      sql`UPDATE appointments SET created_at = '2000-01-01T00:00:00Z' WHERE id IN (${a}, ${b}, ${c})`,
    );
    const body = await page(`?pageSize=${MAX_APPOINTMENTS_PAGE_SIZE}`);
    const ids = body.appointments.map((appointment) => appointment._id);
    // Made before every other booking now, so they close the list.
    expect(ids.slice(-3)).toEqual([a, b, c].sort().reverse());
    expect(ids).toHaveLength(BOOKINGS);
    // Every page agrees with the whole list.
    const pages = [1, 2, 3, 4, 5].map((number) => page(`?page=${number}&pageSize=5`));
    expect((await Promise.all(pages)).flatMap((one) => one.appointments.map((appointment) => appointment._id))).toEqual(
      ids,
    );
  });

  it('reads the page right after or before a row shown (Next and Previous), in every order', async () => {
    const ids = async (query: string) => (await page(query)).appointments.map((appointment) => appointment._id);
    for (const order of ['', '&sort=date&order=asc', '&sort=amount', '&sort=created&order=asc']) {
      const all = await ids(`?pageSize=${MAX_APPOINTMENTS_PAGE_SIZE}${order}`);
      expect(all).toHaveLength(BOOKINGS);
      const next = await page(`?page=2&pageSize=7&after=${all[6]}${order}`);
      expect(next).toMatchObject({ page: 2, pageSize: 7, total: BOOKINGS });
      expect(next.appointments.map((appointment) => appointment._id)).toEqual(all.slice(7, 14));
      expect(await ids(`?page=2&pageSize=7&before=${all[14]}${order}`)).toEqual(all.slice(7, 14));
      // Near either end: what is left.
      expect(await ids(`?page=4&pageSize=7&after=${all[20]}${order}`)).toEqual(all.slice(21));
      expect(await ids(`?page=1&pageSize=7&before=${all[3]}${order}`)).toEqual(all.slice(0, 3));
      expect(await ids(`?page=5&pageSize=7&after=${all[24]}${order}`)).toEqual([]);
    }
    // A row gone from the table: the page by its number.
    expect(await ids('?page=2&pageSize=7&after=no-such-appointment')).toEqual(
      (await page('?page=2&pageSize=7')).appointments.map((appointment) => appointment._id),
    );
  });

  it('answers 400 for a page asked both after and before a row', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/admin/appointments?after=${booked[1]}&before=${booked[2]}`,
      token,
    });
    expectErrorEnvelope(response, 400);
    expect(response.json().errors).toEqual([
      { field: 'before', message: 'Ask for the page after a row or before one, not both' },
    ]);
  });

  it.each([
    ['page=0', ['page']],
    ['page=-1', ['page']],
    ['page=1.5', ['page']],
    ['page=two', ['page']],
    ['page=', ['page']],
    ['pageSize=0', ['pageSize']],
    [`pageSize=${MAX_APPOINTMENTS_PAGE_SIZE + 1}`, ['pageSize']],
    ['pageSize=ten', ['pageSize']],
    ['page=0&pageSize=1000', ['page', 'pageSize']],
  ])('answers 400 naming the field for ?%s', async (query, fields) => {
    const response = await t.request({ method: 'GET', url: `/api/admin/appointments?${query}`, token });
    expectErrorEnvelope(response, 400);
    const messages = {
      page: 'Page must be a whole number, 1 or more',
      pageSize: `Page size must be a whole number from 1 to ${MAX_APPOINTMENTS_PAGE_SIZE}`,
    };
    expect(response.json().errors).toEqual(
      fields.map((field) => ({ field, message: messages[field as keyof typeof messages] })),
    );
  });

  it('answers 401 without a valid token', async () => {
    for (const header of [undefined, 'not-a-token']) {
      const response = await t.request({ method: 'GET', url: '/api/admin/appointments?page=1', token: header });
      expectErrorEnvelope(response, 401);
    }
  });

  it('documents page and pageSize in the OpenAPI document', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { parameters?: { in: string; name: string }[]; security?: unknown } }>;
    };
    const list = document.paths['/api/admin/appointments']?.get;
    expect(list?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'query', name: 'page' }),
        expect.objectContaining({ in: 'query', name: 'pageSize' }),
      ]),
    );
    expect(list?.security).toEqual([{ adminToken: [] }]);
  });
});
