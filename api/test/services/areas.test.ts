/**
 * Areas and landmarks (docs/PRODUCT.md): a city's areas, edited by the office; a booking's area adds its
 * surcharge and only an area served is booked; 'Tell me when you do' leads; crews limited to areas.
 */
import {
  adminAreasResponse,
  appointmentDetailsResponse,
  areaLeadsResponse,
  areasResponse,
  crewsResponse,
  type Area,
  type Crew,
} from '@clean/shared/schemas';
import { eq } from 'drizzle-orm';
import { appointments } from '../../src/db/schema';
import { useTestApp } from '../helpers/build-app';
import { describeEachDatabase } from '../helpers/database';
import {
  book,
  booking,
  expectErrorEnvelope,
  firstChoice,
  login,
  registerAdmin,
  snapshot,
  type CatalogueChoice,
} from '../helpers/fixtures';

describeEachDatabase('areas and landmarks', (kind) => {
  const t = useTestApp(kind);
  let token: string;
  let choice: CatalogueChoice;
  let lagos: Area[];
  const named = (name: string) => lagos.find((area) => area.name === name)!;

  beforeAll(async () => {
    await registerAdmin(t);
    token = await login(t);
    choice = await firstChoice(t);
    const response = await t.request({ method: 'GET', url: '/api/areas?location=Lagos' });
    lagos = areasResponse.parse(response.json()).areas;
  });

  it("lists a city's areas by name, served or not, with an ETag; the console edits them", async () => {
    expect(lagos.map((area) => area.name)).toEqual(
      expect.arrayContaining(['Ajah', 'Ibeju-Lekki', 'Ikeja', 'Lekki', 'Victoria Island']),
    );
    expect(lagos.every((area) => area.location === 'Lagos')).toBe(true);
    expect(named('Ibeju-Lekki')).toMatchObject({ served: false, surcharge: 0 });
    expect(named('Ajah')).toMatchObject({ served: true, surcharge: 2500 });
    const first = await t.request({ method: 'GET', url: '/api/areas?location=Lagos' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.request({
      method: 'GET',
      url: '/api/areas?location=Lagos',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expectErrorEnvelope(await t.request({ method: 'GET', url: '/api/areas?location=Kano' }), 400);

    // Added, refused under its name when the city has it (any case), changed, removed.
    const added = await t.request({
      method: 'POST',
      url: '/api/admin/areas',
      token,
      payload: { location: 'Lagos', name: 'Festac', served: true, surcharge: '1500' },
    });
    expect(added.statusCode).toBe(201);
    const festac = added.json().area;
    expect(festac).toMatchObject({ name: 'Festac', surcharge: 1500, served: true, leads: 0, crews: 0 });
    const before = await snapshot(t.database.handle);
    const twice = await t.request({
      method: 'POST',
      url: '/api/admin/areas',
      token,
      payload: { location: 'Lagos', name: 'festac', served: true },
    });
    expectErrorEnvelope(twice, 409);
    expect(twice.json().errors).toEqual([{ field: 'name', message: 'This city already has an area of this name.' }]);
    const blank = await t.request({
      method: 'POST',
      url: '/api/admin/areas',
      token,
      payload: { location: 'Lagos', name: ' ', served: true },
    });
    expectErrorEnvelope(blank, 400);
    expect(await snapshot(t.database.handle)).toEqual(before);
    const changed = await t.request({
      method: 'PUT',
      url: `/api/admin/areas/${festac._id}`,
      token,
      payload: { location: 'Lagos', name: 'Festac Town', served: false, surcharge: 0 },
    });
    expect(changed.json().area).toMatchObject({ name: 'Festac Town', served: false, surcharge: 0 });
    const listed = adminAreasResponse.parse(
      (await t.request({ method: 'GET', url: '/api/admin/areas?location=Lagos', token })).json(),
    );
    expect(listed.areas.find((area) => area._id === festac._id)?.name).toBe('Festac Town');
    const removed = await t.request({ method: 'DELETE', url: `/api/admin/areas/${festac._id}`, token });
    expect(removed.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/areas?location=Lagos' })).json().areas).toHaveLength(
      lagos.length,
    );
    expect((await t.request({ method: 'GET', url: '/api/admin/areas', token: undefined })).statusCode).toBe(401);
  });

  it("adds the area's surcharge, keeps the area and landmark, and refuses an area not served", async () => {
    const ajah = named('Ajah');
    const total = choice.amount + ajah.surcharge;
    const wrong = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(choice, { area: ajah._id, email: 'ajah.wrong@example.ng' }),
    });
    expectErrorEnvelope(wrong, 409);

    const made = await book(t, choice, {
      area: ajah._id,
      landmark: 'Opposite Shoprite, Abraham Adesanya',
      amount: total,
      email: 'ajah@example.ng',
    });
    expect(made.amount).toBe(total);
    expect(made.priceLines?.at(-1)).toEqual({ kind: 'area', label: 'Area surcharge: Ajah', amount: 2500, minutes: 0 });
    const details = await t.request({ method: 'GET', url: `/api/admin/appointments/${made.appointmentId}`, token });
    expect(appointmentDetailsResponse.parse(details.json()).appointment).toMatchObject({
      area: 'Ajah',
      landmark: 'Opposite Shoprite, Abraham Adesanya',
    });
    const receipt = await t.request({
      method: 'GET',
      url: `/api/user/bookings/${made.reference}?contact=${encodeURIComponent('ajah@example.ng')}`,
    });
    expect(receipt.json().booking).toMatchObject({ area: 'Ajah', landmark: 'Opposite Shoprite, Abraham Adesanya' });

    // A booking in an area with no surcharge keeps one line: its amount says it all.
    const lekki = await book(t, choice, { area: named('Lekki')._id, email: 'lekki@example.ng', time: '11:00 AM' });
    expect(lekki.priceLines).toBeUndefined();

    const before = await snapshot(t.database.handle);
    const notServed = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(choice, { area: named('Ibeju-Lekki')._id, email: 'ibeju@example.ng', time: '1:00 PM' }),
    });
    expectErrorEnvelope(notServed, 400);
    expect(notServed.json().errors).toEqual([{ field: 'area', message: "We don't clean in Ibeju-Lekki yet" }]);
    const abuja = areasResponse.parse((await t.request({ method: 'GET', url: '/api/areas?location=Abuja' })).json());
    const elsewhere = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(choice, { area: abuja.areas[0]!._id, email: 'elsewhere@example.ng', time: '1:00 PM' }),
    });
    expect(elsewhere.json().errors).toEqual([{ field: 'area', message: 'Please choose an area of Lagos.' }]);
    expect(await snapshot(t.database.handle)).toEqual(before);

    // An area a booking names stays: the office marks it not served instead.
    const inUse = await t.request({ method: 'DELETE', url: `/api/admin/areas/${ajah._id}`, token });
    expectErrorEnvelope(inUse, 409);
  });

  it("takes 'Tell me when you do' for an area not served, with consent, and lists it with a count", async () => {
    const ibeju = named('Ibeju-Lekki');
    const lead = await t.request({
      method: 'POST',
      url: '/api/user/area-leads',
      payload: {
        area: ibeju._id,
        name: 'Bisi Ade',
        phone: '0803 123 4567',
        consent: true,
        privacyNoticeVersion: '1.0',
      },
    });
    expect(lead.statusCode).toBe(201);
    expect(lead.json().message).toBe('Thank you. We will tell you when we clean in Ibeju-Lekki.');

    const refused = [
      { area: ibeju._id, name: 'No Contact', consent: true },
      { area: ibeju._id, name: 'No Consent', email: 'a@example.ng', consent: false },
      { area: named('Lekki')._id, name: 'Served', email: 'a@example.ng', consent: true },
    ];
    for (const payload of refused) {
      expectErrorEnvelope(await t.request({ method: 'POST', url: '/api/user/area-leads', payload }), 400);
    }

    const leads = areaLeadsResponse.parse(
      (await t.request({ method: 'GET', url: `/api/admin/area-leads?area=${ibeju._id}`, token })).json(),
    );
    expect(leads.total).toBe(1);
    expect(leads.leads[0]).toMatchObject({
      name: 'Bisi Ade',
      phone: '0803 123 4567',
      email: null,
      area: { _id: ibeju._id, name: 'Ibeju-Lekki', location: 'Lagos' },
      consent: { version: '1.0' },
    });
    const areas = adminAreasResponse.parse(
      (await t.request({ method: 'GET', url: '/api/admin/areas?location=Lagos', token })).json(),
    ).areas;
    expect(areas.find((area) => area._id === ibeju._id)?.leads).toBe(1);
  });

  it("offers a time in an area only when a crew that goes there is free, and prefers the area's own crew", async () => {
    const crews = crewsResponse.parse(
      (await t.request({ method: 'GET', url: '/api/admin/crews', token })).json(),
    ).crews;
    const atLagos = crews.filter((crew) => crew.location === 'Lagos' && crew.active);
    expect(atLagos.length).toBeGreaterThan(0);
    const lekki = named('Lekki');
    const ikeja = named('Ikeja');
    const limit = async (crew: Crew, areas: string[]) => {
      const { name, location, members, workingDays, dayStarts, dayEnds } = crew;
      const body = { name, location, members, workingDays, dayStarts, dayEnds, areas };
      return t.request({ method: 'PUT', url: `/api/admin/crews/${crew._id}`, token, payload: body });
    };
    // A crew of Lekki's own, and every other Lagos crew goes to Lekki only.
    const own = await t.request({
      method: 'POST',
      url: '/api/admin/crews',
      token,
      payload: {
        name: 'Lekki crew',
        location: 'Lagos',
        members: [],
        workingDays: [0, 1, 2, 3, 4, 5, 6],
        dayStarts: '06:00',
        dayEnds: '18:00',
        areas: [lekki._id],
      },
    });
    expect(own.statusCode).toBe(201);
    for (const crew of atLagos) expect((await limit(crew, [lekki._id])).json().crew.areas).toEqual([lekki._id]);
    const abujaArea = areasResponse.parse((await t.request({ method: 'GET', url: '/api/areas?location=Abuja' })).json())
      .areas[0]!;
    const outside = await limit(atLagos[0]!, [abujaArea._id]);
    expectErrorEnvelope(outside, 400);
    expect(outside.json().errors).toEqual([{ field: 'areas', message: "Choose areas of the crew's location" }]);

    const times = async (area: string) =>
      (await t.request({ method: 'GET', url: `/api/admin/availability?location=Lagos&minutes=60&area=${area}` }))
        .json()
        .find((entry: { date: string }) => entry.date === '2030-01-09')?.availableTimes as string[];
    expect(await times(lekki._id)).toContain('10:00 AM');
    expect(await times(ikeja._id)).toEqual([]);
    const nobody = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(choice, { area: ikeja._id, date: '2030-01-09', email: 'ikeja@example.ng' }),
    });
    expectErrorEnvelope(nobody, 409);

    // One crew goes everywhere again: Ikeja is offered, and a Lekki job still goes to a Lekki crew.
    const everywhere = atLagos[0]!;
    await limit(everywhere, []);
    expect(await times(ikeja._id)).toContain('10:00 AM');
    const inLekki = await book(t, choice, { area: lekki._id, date: '2030-01-09', email: 'lekki.crew@example.ng' });
    const [row] = await t.database.handle.db
      .select({ crewId: appointments.crewId })
      .from(appointments)
      .where(eq(appointments.id, inLekki.appointmentId));
    expect(row?.crewId).not.toBe(everywhere._id);
    const listed = adminAreasResponse.parse(
      (await t.request({ method: 'GET', url: '/api/admin/areas?location=Lagos', token })).json(),
    ).areas;
    expect(listed.find((area) => area._id === lekki._id)?.crews).toBe(atLagos.length);
  });
});
