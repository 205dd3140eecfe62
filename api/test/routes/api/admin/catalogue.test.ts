import { availabilityResponse, productsResponse, type Product } from '@clean/shared/schemas';
import { useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import { ONE_HOUR_JOBS } from '../../../helpers/pglite-template';
import {
  book,
  booking,
  expectErrorEnvelope,
  fieldsOf,
  firstChoice,
  products,
  registerAdmin,
  snapshot,
} from '../../../helpers/fixtures';

type Availability = { date: string; availableTimes: string[] }[];

const ALL_DAY = [
  '6:00 AM',
  '7:00 AM',
  '8:00 AM',
  '9:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '1:00 PM',
  '2:00 PM',
  '3:00 PM',
  '4:00 PM',
  '5:00 PM',
];

const NEW_PRODUCT = {
  name: 'Laundry',
  price: '4500',
  services: [
    {
      name: 'Wash & Fold',
      description: 'Washed, dried and folded within 48 hours.',
      amount: 4500,
      durationMinutes: 90,
      frequency: [
        { name: 'One-off', amount: '5000' },
        { name: 'Weekly', amount: 4500 },
      ],
    },
    { name: 'Ironing', description: 'Shirts and trousers pressed.', amount: '300' },
  ],
};

describeEachDatabase('catalogue reads: products, product, availability', (kind) => {
  const t = useTestApp(kind);

  it('GET /api/admin/products answers the seeded Naira catalogue without a token', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/products' });
    expect(response.statusCode).toBe(200);
    const body = productsResponse.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.products.map((product) => product.name)).toEqual([
      'Home Cleaning',
      'Office & Commercial Cleaning',
      'Specialised Cleaning',
    ]);
    for (const product of body.products) {
      expect(product.services.length).toBeGreaterThan(0);
      for (const service of product.services) {
        expect(service.frequency.length).toBeGreaterThan(0);
        // "Starts from": the service amount is its cheapest frequency, the product price its cheapest service.
        expect(service.amount).toBe(Math.min(...service.frequency.map((frequency) => frequency.amount)));
        for (const frequency of service.frequency) expect(frequency.amount).toBeGreaterThanOrEqual(1000);
      }
      expect(product.price).toBe(Math.min(...product.services.map((service) => service.amount)));
    }
    // Each service says how long one job takes: the test template's one-hour jobs (the seeded lengths
    // by kind: db/seed.test.ts).
    for (const product of body.products) {
      for (const service of product.services) expect(service.durationMinutes).toBe(ONE_HOUR_JOBS);
    }
  });

  it('GET /api/admin/product/{id} answers one product, 404 for an unknown id, 400 for an absurd one', async () => {
    const [first] = await products(t);
    const response = await t.request({ method: 'GET', url: `/api/admin/product/${first!._id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, product: first });
    expectErrorEnvelope(await t.request({ method: 'GET', url: '/api/admin/product/no-such-product' }), 404);
    expectErrorEnvelope(await t.request({ method: 'GET', url: '/api/admin/product/%E0%A4%A' }), 400);
    const long = await t.request({ method: 'GET', url: `/api/admin/product/${'a'.repeat(65)}` });
    expectErrorEnvelope(long, 400);
    expect(fieldsOf(long)).toEqual(['id']);
  });

  it('GET /api/admin/availability lists 60 days from today: no Sundays, short Saturdays, no past hours', async () => {
    // The test clock: Monday 2030-01-07, 09:30 in Lagos. One-hour jobs, as the template's services.
    const response = await t.request({ method: 'GET', url: `/api/admin/availability?minutes=${ONE_HOUR_JOBS}` });
    expect(response.statusCode).toBe(200);
    const entries = availabilityResponse.parse(response.json());
    expect(entries[0]).toEqual({ date: '2030-01-07', availableTimes: ALL_DAY.slice(4) });
    expect(entries.at(-1)?.date).toBe('2030-03-07');
    expect(entries).toHaveLength(60 - 8); // 8 Sundays between 2030-01-07 and 2030-03-07
    for (const entry of entries) {
      const weekday = new Date(`${entry.date}T00:00:00Z`).getUTCDay();
      expect(weekday).not.toBe(0);
      if (entry.date === '2030-01-07') continue;
      expect(entry.availableTimes).toEqual(weekday === 6 ? ['6:00 AM', '7:00 AM', '8:00 AM'] : ALL_DAY);
    }
  });

  it('offers the starts at which the whole job ends within the crews’ day (6:00 AM to 6:00 PM)', async () => {
    const tuesday = async (query: string) => {
      const response = await t.request({ method: 'GET', url: `/api/admin/availability${query}` });
      expect(response.statusCode).toBe(200);
      return (response.json() as Availability).find((entry) => entry.date === '2030-01-08')?.availableTimes;
    };
    // Without a length, a job of 2 hours: 4:00 PM is the last start.
    expect(await tuesday('')).toEqual(ALL_DAY.slice(0, -1));
    expect(await tuesday('?location=Abuja&minutes=480')).toEqual(ALL_DAY.slice(0, 5));
    expect(await tuesday('?minutes=720')).toEqual(['6:00 AM']);
    for (const minutes of ['0', '45', '750', 'two', '']) {
      const bad = await t.request({ method: 'GET', url: `/api/admin/availability?minutes=${minutes}` });
      expectErrorEnvelope(bad, 400);
      expect(fieldsOf(bad)).toEqual(['minutes']);
    }
  });

  it('narrows availability to a location and never offers a full slot', async () => {
    const choice = await firstChoice(t);
    const slot = { date: '2030-01-08', time: '6:00 AM', location: 'Jalingo' } as const;
    for (let crew = 0; crew < 3; crew += 1) await book(t, choice, slot);
    const day = async (query: string) => {
      const response = await t.request({ method: 'GET', url: `/api/admin/availability?minutes=60${query}` });
      expect(response.statusCode).toBe(200);
      return (response.json() as Availability).find((entry) => entry.date === slot.date)?.availableTimes;
    };
    expect(await day('&location=Jalingo')).toEqual(ALL_DAY.slice(1));
    expect(await day('&location=Lagos')).toEqual(ALL_DAY);
    expect(await day('')).toEqual(ALL_DAY); // another location still has a crew at 6:00 AM
    const bad = await t.request({ method: 'GET', url: '/api/admin/availability?location=Kano' });
    expectErrorEnvelope(bad, 400);
    expect(fieldsOf(bad)).toEqual(['location']);
  });

  it('follows the clock: late in the day only later hours, after closing none', async () => {
    const read = async () =>
      (
        await t.request({ method: 'GET', url: `/api/admin/availability?minutes=${ONE_HOUR_JOBS}` })
      ).json() as Availability;
    t.clock.set('2030-01-08T16:10:00+01:00');
    const late = await read();
    expect(late[0]).toEqual({ date: '2030-01-08', availableTimes: ['5:00 PM'] });
    t.clock.set('2030-01-08T17:30:00+01:00');
    const closed = await read();
    expect(closed[0]).toEqual({ date: '2030-01-08', availableTimes: [] });
    t.clock.set('2030-01-07T09:30:00+01:00');
  });
});

describeEachDatabase('availability rules from the environment', (kind) => {
  const t = useTestApp(kind, {
    env: {
      SLOT_HOURS: '8-10,14',
      CREWS_PER_SLOT: '1',
      BOOKING_HORIZON_DAYS: '14',
      CLOSED_WEEKDAYS: 'Sunday,Wednesday',
      CLOSED_DATES: '2030-01-08',
    },
  });

  it('offers the configured hours, horizon and closed days, with one crew per slot', async () => {
    // One-hour jobs, as the template's services: the crews named from these hours work 8:00 AM to 3:00 PM.
    const read = async (query = '') =>
      (
        await t.request({ method: 'GET', url: `/api/admin/availability?minutes=${ONE_HOUR_JOBS}${query}` })
      ).json() as Availability;
    const entries = await read();
    expect(entries.map((entry) => entry.date)).toEqual([
      '2030-01-07',
      '2030-01-10',
      '2030-01-11',
      '2030-01-12',
      '2030-01-14',
      '2030-01-15',
      '2030-01-17',
      '2030-01-18',
      '2030-01-19',
    ]);
    expect(entries[0]?.availableTimes).toEqual(['10:00 AM', '2:00 PM']);
    expect(entries[1]?.availableTimes).toEqual(['8:00 AM', '9:00 AM', '10:00 AM', '2:00 PM']);
    expect(entries[3]?.availableTimes).toEqual(['8:00 AM']); // Saturday

    const choice = await firstChoice(t);
    await book(t, choice, { date: '2030-01-10', time: '9:00 AM' });
    const after = await read('&location=Lagos');
    expect(after[1]?.availableTimes).toEqual(['8:00 AM', '10:00 AM', '2:00 PM']);
    const refused = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(choice, { date: '2030-01-08' }),
    });
    expectErrorEnvelope(refused, 400);
    expect(fieldsOf(refused)).toEqual(['date']);
  });
});

describeEachDatabase('catalogue changes: add, update, delete product', (kind) => {
  const t = useTestApp(kind);
  let token: string;

  beforeAll(async () => {
    token = await registerAdmin(t);
  });

  it('POST /api/admin/add-product adds a product (amounts typed as text accepted) that the reads then show', async () => {
    const response = await t.request({ method: 'POST', url: '/api/admin/add-product', payload: NEW_PRODUCT, token });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { success: boolean; message: string; product: Product };
    expect(body.success).toBe(true);
    expect(body.message).toMatch(/added/);
    expect(body.product).toMatchObject({
      name: 'Laundry',
      price: 4500,
      services: [
        {
          name: 'Wash & Fold',
          amount: 4500,
          durationMinutes: 90,
          frequency: [
            { name: 'One-off', amount: 5000 },
            { name: 'Weekly', amount: 4500 },
          ],
        },
        // Sent without a length: the default 2 hours.
        { name: 'Ironing', amount: 300, durationMinutes: 120, frequency: [] },
      ],
    });
    expect((await products(t)).at(-1)).toEqual(body.product);
    const one = await t.request({ method: 'GET', url: `/api/admin/product/${body.product._id}` });
    expect(one.json().product).toEqual(body.product);
  });

  it('add-product answers 400 with the field list and stores nothing', async () => {
    const before = await snapshot(t.database.handle);
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/add-product',
      payload: {
        name: '',
        price: 'abc',
        services: [
          { name: 'X', amount: -5 },
          { name: 'Y', description: 'Y', amount: 5, durationMinutes: 45 },
          { name: 'Z', description: 'Z', amount: 5, durationMinutes: 780 },
        ],
      },
      token,
    });
    expectErrorEnvelope(response, 400);
    expect(fieldsOf(response).sort()).toEqual([
      'name',
      'price',
      'services.0.amount',
      'services.0.description',
      'services.1.durationMinutes',
      'services.2.durationMinutes',
    ]);
    expect(JSON.stringify(response.json())).toContain('Use steps of 30 minutes');
    expect(JSON.stringify(response.json())).toContain('At most 12 hours');
    expect(await snapshot(t.database.handle)).toEqual(before);
  });

  it('PATCH /api/admin/update-product/{id} replaces the whole product, keeping known ids', async () => {
    const laundry = (await products(t)).find((product) => product.name === 'Laundry')!;
    const [washAndFold] = laundry.services;
    const update = {
      _id: laundry._id,
      name: 'Laundry & Ironing',
      price: 5000,
      services: [
        {
          ...washAndFold!,
          frequency: [{ ...washAndFold!.frequency[0]!, amount: 5500 }],
        },
      ],
    };
    const response = await t.request({
      method: 'PATCH',
      url: `/api/admin/update-product/${laundry._id}`,
      payload: update,
      token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.stringMatching(/updated/),
      product: {
        ...update,
        services: [{ ...update.services[0], frequency: [{ ...update.services[0]!.frequency[0] }] }],
      },
    });
    expect((await products(t)).find((product) => product._id === laundry._id)?.name).toBe('Laundry & Ironing');
  });

  it('update-product answers 404 for an unknown product and 400 for an invalid one, changing nothing', async () => {
    const [first] = await products(t);
    const before = await snapshot(t.database.handle);
    const missing = await t.request({
      method: 'PATCH',
      url: '/api/admin/update-product/no-such-product',
      payload: { name: 'X', price: 1, services: [] },
      token,
    });
    expectErrorEnvelope(missing, 404);
    const invalid = await t.request({
      method: 'PATCH',
      url: `/api/admin/update-product/${first!._id}`,
      payload: { name: 'X', services: [{ name: 'S', description: 'D', amount: 1, frequency: [{ amount: 2 }] }] },
      token,
    });
    expectErrorEnvelope(invalid, 400);
    expect(fieldsOf(invalid).sort()).toEqual(['price', 'services.0.frequency.0.name']);
    expect(await snapshot(t.database.handle)).toEqual(before);
  });

  it('reads always reflect the latest writes (products, product, availability)', async () => {
    const laundry = (await products(t)).find((product) => product.name === 'Laundry & Ironing')!;
    const read = async () => (await t.request({ method: 'GET', url: `/api/admin/product/${laundry._id}` })).json();
    expect((await read()).product.price).toBe(5000);
    await t.request({
      method: 'PATCH',
      url: `/api/admin/update-product/${laundry._id}`,
      payload: { ...laundry, price: 6000 },
      token,
    });
    expect((await read()).product.price).toBe(6000);
    expect((await products(t)).find((product) => product._id === laundry._id)?.price).toBe(6000);

    const choice = await firstChoice(t);
    const slot = { date: '2030-01-17', time: '9:00 AM', location: 'Abuja' } as const;
    const times = async () =>
      ((await t.request({ method: 'GET', url: '/api/admin/availability?location=Abuja' })).json() as Availability).find(
        (entry) => entry.date === slot.date,
      )?.availableTimes;
    expect(await times()).toContain(slot.time);
    const booked = [];
    for (let crew = 0; crew < 3; crew += 1) booked.push(await book(t, choice, slot));
    expect(await times()).not.toContain(slot.time);
    await t.request({
      method: 'POST',
      url: '/api/admin/cancel-appointment',
      payload: { appointmentId: booked[0]!.appointmentId },
      token,
    });
    expect(await times()).toContain(slot.time);
    await book(t, choice, slot);
    expect(await times()).not.toContain(slot.time);
    await t.request({ method: 'DELETE', url: `/api/admin/delete-appointment/${booked[1]!.appointmentId}`, token });
    expect(await times()).toContain(slot.time);
  });

  it('DELETE /api/admin/delete-product/{id} deletes it; booked appointments keep its name', async () => {
    // Read first, so a kept answer would show.
    const choice0 = await firstChoice(t);
    expect((await t.request({ method: 'GET', url: `/api/admin/product/${choice0.product}` })).statusCode).toBe(200);
    const choice = await firstChoice(t);
    const booked = await book(t, choice, { date: '2030-01-16' });
    const response = await t.request({ method: 'DELETE', url: `/api/admin/delete-product/${choice.product}`, token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.stringMatching(/deleted/) });
    expectErrorEnvelope(await t.request({ method: 'GET', url: `/api/admin/product/${choice.product}` }), 404);
    expectErrorEnvelope(
      await t.request({ method: 'DELETE', url: `/api/admin/delete-product/${choice.product}`, token }),
      404,
    );
    const list = await t.request({ method: 'GET', url: '/api/admin/appointments', token });
    const appointment = (list.json().appointments as { _id: string; product: string }[]).find(
      (item) => item._id === booked.appointmentId,
    );
    expect(appointment?.product).toBe('Home Cleaning');
  });
});
