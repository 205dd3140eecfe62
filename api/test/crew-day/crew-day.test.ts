import { randomUUID } from 'node:crypto';
import {
  appointmentDetailsResponse,
  CREW_LINK_REFUSED,
  CREW_SESSION_ENDED,
  crewDayResponse,
  crewDevicesResponse,
  crewsResponse,
  crewSignInLinkResponse,
  crewSignInResponse,
  jobEventResponse,
  jobPhotoResponse,
  needsAttentionResponse,
  reportsResponse,
  scheduleResponse,
  type Crew,
  type JobEventRequest,
} from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../helpers/build-app';
import { describeEachDatabase } from '../helpers/database';
import { book, firstChoice, queryRows, registerAdmin, type CatalogueChoice } from '../helpers/fixtures';

/** The clock: Monday 2030-01-07, 09:30 in Lagos. One crew per Lagos slot, so each booking's crew is known. */
const ENV = { CREWS_PER_SLOT: '1', SLOT_HOURS: '7-16', CLOSED_WEEKDAYS: 'Sunday' };
const TODAY = '2030-01-07';
const TOMORROW = '2030-01-08';
/** The first bytes of a JPEG file, enough for the type check. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);

describeEachDatabase("the crew's day", (kind) => {
  const t = useTestApp(kind, { env: ENV });
  let admin: string;
  let choice: CatalogueChoice;
  let crew: Crew;
  let crewToken: string;
  const ids: Record<'morning' | 'afternoon' | 'tomorrow' | 'unpaid', string> = {
    morning: '',
    afternoon: '',
    tomorrow: '',
    unpaid: '',
  };

  const crewCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = crewToken) =>
    t.request({ method, url, payload, headers: { crewToken: token } });
  /** A step's body without its key and time (the helper adds them). */
  type StepBody = { kind: JobEventRequest['kind']; key?: string } & Record<string, unknown>;
  const step = (id: string, event: StepBody) =>
    crewCall('POST', `/api/crew/jobs/${id}/events`, { key: randomUUID(), at: t.clock.now().toISOString(), ...event });
  const outbox = (kind: string) =>
    queryRows<{ recipient: string; payload: { change?: { crew?: string; reason?: string }; code?: string } }>(
      t.database.handle,
      sql`SELECT recipient, payload FROM outbox_messages WHERE kind = ${kind} ORDER BY created_at`,
    );

  beforeAll(async () => {
    admin = await registerAdmin(t);
    choice = await firstChoice(t);
    const bookPaid = async (date: string, time: string, paid = true) => {
      const answer = await book(t, choice, { date, time, email: `guest-${time.replace(/\W/g, '')}@example.ng` });
      if (paid) {
        await t.database.handle.db.execute(
          sql`UPDATE appointments SET payment = true, paid_at = now() WHERE id = ${answer.appointmentId}`,
        );
      }
      return answer.appointmentId;
    };
    ids.morning = await bookPaid(TODAY, '11:00 AM');
    ids.afternoon = await bookPaid(TODAY, '2:00 PM');
    ids.tomorrow = await bookPaid(TOMORROW, '9:00 AM');
    ids.unpaid = await bookPaid(TOMORROW, '1:00 PM', false);
    const crews = crewsResponse.parse(
      (await t.request({ method: 'GET', url: '/api/admin/crews', token: admin })).json(),
    );
    const lagos = crews.crews.find((entry) => entry.name === 'Lagos crew 1');
    if (!lagos) throw new Error('No Lagos crew 1');
    // Two members: one with an e-mail, one with only a phone (and no SMS provider in tests).
    const update = await t.request({
      method: 'PUT',
      url: `/api/admin/crews/${lagos._id}`,
      token: admin,
      payload: {
        name: lagos.name,
        location: lagos.location,
        workingDays: lagos.workingDays,
        dayStarts: lagos.dayStarts,
        dayEnds: lagos.dayEnds,
        members: [
          { name: 'Ngozi', phone: '0803 555 0101', email: 'ngozi@crew.example.ng' },
          { name: 'Bayo', phone: '0803 555 0102' },
        ],
      },
    });
    expect(update.statusCode).toBe(200);
    crew = lagos;
  });

  it('sends a link by e-mail, or answers it when nothing can carry it; a link signs in one device', async () => {
    const byMail = await t.request({
      method: 'POST',
      url: `/api/admin/crews/${crew._id}/sign-in-links`,
      token: admin,
      payload: { member: 0 },
    });
    expect(byMail.statusCode).toBe(201);
    const sent = crewSignInLinkResponse.parse(byMail.json());
    expect(sent).toMatchObject({
      message: 'Sign-in link sent to Ngozi by e-mail to ngozi@crew.example.ng.',
      link: null,
    });
    expect(sent.device).toMatchObject({ member: 'Ngozi', state: 'link-sent', signedInAt: null });
    const [mail] = await outbox('crew-sign-in-link');
    expect(mail?.recipient).toBe('ngozi@crew.example.ng');

    const byHand = crewSignInLinkResponse.parse(
      (
        await t.request({
          method: 'POST',
          url: `/api/admin/crews/${crew._id}/sign-in-links`,
          token: admin,
          payload: { member: 1 },
        })
      ).json(),
    );
    expect(byHand.message).toBe('No SMS provider or e-mail reaches Bayo: pass the link on yourself.');
    expect(byHand.link).toMatch(/\/crew\/sign-in#[\w-]{43}$/);
    const token = byHand.link?.split('#')[1] ?? '';

    const signIn = await t.request({ method: 'POST', url: '/api/crew/sign-in', payload: { token } });
    expect(signIn.statusCode).toBe(200);
    const session = crewSignInResponse.parse(signIn.json());
    expect(session.identity).toEqual({ crew: 'Lagos crew 1', location: 'Lagos', member: 'Bayo' });
    crewToken = session.token;

    const again = await t.request({ method: 'POST', url: '/api/crew/sign-in', payload: { token } });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(CREW_LINK_REFUSED);
    const unknown = await t.request({ method: 'POST', url: '/api/crew/sign-in', payload: { token: 'x'.repeat(43) } });
    expect(unknown.statusCode).toBe(401);

    const devices = crewDevicesResponse.parse(
      (await t.request({ method: 'GET', url: `/api/admin/crews/${crew._id}/devices`, token: admin })).json(),
    ).devices;
    // Both links were sent at the same instant of the test's clock: by member.
    expect(devices.map((device) => [device.member, device.state]).sort()).toEqual([
      ['Bayo', 'signed-in'],
      ['Ngozi', 'link-sent'],
    ]);
  });

  it("lists the crew's paid jobs of today in order, then tomorrow's, with what the crew needs", async () => {
    const response = await crewCall('GET', '/api/crew/day');
    expect(response.statusCode).toBe(200);
    const day = crewDayResponse.parse(response.json());
    expect(day.today).toBe(TODAY);
    expect(day.jobs.map((job) => [job.date, job.time])).toEqual([
      [TODAY, '11:00 AM'],
      [TODAY, '2:00 PM'],
      [TOMORROW, '9:00 AM'],
    ]);
    const [first] = day.jobs;
    expect(first).toMatchObject({
      step: 'assigned',
      notes: 'Gate code 4411',
      customer: { firstName: 'Chidi', phone: '+2348031234567', whatsappUrl: 'https://wa.me/2348031234567' },
      events: [],
    });
    expect(first?.mapUrl).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('12 Admiralty Way, Lekki Phase 1, Lagos, Lagos')}`,
    );
    expect(first?.checklist.length).toBeGreaterThan(0);
    expect(await crewCall('GET', '/api/crew/day', undefined, 'not-a-session')).toMatchObject({ statusCode: 401 });
  });

  it('records on my way once per key and tells the customer, then started and done with photos', async () => {
    const key = randomUUID();
    const first = await step(ids.morning, { kind: 'on-my-way', key });
    expect(first.statusCode).toBe(200);
    expect(jobEventResponse.parse(first.json())).toMatchObject({ recorded: true, job: { step: 'on-my-way' } });
    const repeat = await step(ids.morning, { kind: 'on-my-way', key });
    expect(jobEventResponse.parse(repeat.json())).toMatchObject({ recorded: false, message: 'Already recorded.' });
    const told = await outbox('on-my-way');
    expect(told).toHaveLength(1);
    expect(told[0]?.payload.change?.crew).toBe('Lagos crew 1');

    expect((await step(ids.morning, { kind: 'started' })).statusCode).toBe(200);
    // Two hours' work.
    t.clock.advanceHours(2);

    const photoId = randomUUID();
    const upload = (id: string, body: Buffer, type = 'image/jpeg') =>
      t.request({
        method: 'PUT',
        url: `/api/crew/jobs/${ids.morning}/photos/${id}`,
        headers: { crewToken, 'content-type': type },
        body,
      });
    expect((await upload(randomUUID(), Buffer.from('not an image'))).statusCode).toBe(400);
    expect((await upload(randomUUID(), JPEG, 'text/plain')).statusCode).toBe(415);
    const stored = await upload(photoId, JPEG);
    expect(stored.statusCode).toBe(200);
    // Sent again whole after a cut-off upload: the same photo, stored once.
    expect(jobPhotoResponse.parse((await upload(photoId, JPEG)).json()).photo._id).toBe(photoId);

    const checklist = (crewDayResponse.parse((await crewCall('GET', '/api/crew/day')).json()).jobs[0]?.checklist ??
      []) as string[];
    const done = await step(ids.morning, {
      kind: 'done',
      checklist: [...checklist.slice(0, 2), 'Not on the list'],
      photos: [photoId],
    });
    expect(done.statusCode).toBe(200);
    const job = jobEventResponse.parse(done.json()).job;
    expect(job.step).toBe('done');
    expect(job.events.map((event) => event.kind)).toEqual(['on-my-way', 'started', 'done']);
    const doneEvent = job.events[2];
    expect(doneEvent?.checklist).toEqual(checklist.slice(0, 2));
    expect(doneEvent?.member).toBe('Bayo');

    // The photo by its signed address, and not with a forged one.
    const url = doneEvent?.photos[0]?.url ?? '';
    const photo = await t.request({ method: 'GET', url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.equals(JPEG)).toBe(true);
    // Another signature: its first character changed, whatever it was (a fixed 'A' matched one in 64).
    const tampered = url.replace(/signature=(.)/, (_match, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    expect((await t.request({ method: 'GET', url: tampered })).statusCode).toBe(403);

    const after = await step(ids.morning, { kind: 'could-not-work', reason: 'no-water' });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe("This job is already marked 'Done'.");

    const details = appointmentDetailsResponse.parse(
      (await t.request({ method: 'GET', url: `/api/admin/appointments/${ids.morning}`, token: admin })).json(),
    );
    expect(details.appointment).toMatchObject({ isCompleted: true, status: 'completed' });
    expect(details.timeline?.step).toBe('done');
    expect(details.timeline?.events.map((event) => event.kind)).toEqual(['on-my-way', 'started', 'done']);
  });

  it("refuses a later day's job, a time ahead of the clock, another crew's job and 'other' with no note", async () => {
    const tomorrow = await step(ids.tomorrow, { kind: 'on-my-way' });
    expect(tomorrow.statusCode).toBe(409);
    expect(tomorrow.json().message).toBe(`This job is on ${TOMORROW}: record its steps on the day.`);
    const ahead = await crewCall('POST', `/api/crew/jobs/${ids.afternoon}/events`, {
      key: randomUUID(),
      kind: 'started',
      at: new Date(t.clock.now().getTime() + 60 * 60_000).toISOString(),
    });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().errors).toEqual([
      { field: 'at', message: "The phone's clock is ahead: set it to the right time." },
    ]);
    const other = await step(ids.afternoon, { kind: 'could-not-work', reason: 'other' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([{ field: 'note', message: 'Say what happened' }]);
    expect((await step(ids.unpaid, { kind: 'started' })).statusCode).toBe(404);
    expect((await step('no-such-job', { kind: 'started' })).statusCode).toBe(404);
  });

  it("'could not work' puts the job under needs attention and tells the customer; a rebook starts it again", async () => {
    const response = await step(ids.afternoon, { kind: 'could-not-work', reason: 'no-water' });
    expect(jobEventResponse.parse(response.json()).job.step).toBe('could-not-work');
    const attention = needsAttentionResponse.parse(
      (await t.request({ method: 'GET', url: '/api/admin/needs-attention', token: admin })).json(),
    ).appointments;
    expect(attention.map((row) => [row._id, row.attentionReason])).toEqual([[ids.afternoon, 'could-not-work']]);
    const [told] = await outbox('could-not-work');
    expect(told?.payload.change).toEqual({ crew: 'Lagos crew 1', reason: 'no-water' });

    const board = scheduleResponse.parse(
      (
        await t.request({ method: 'GET', url: `/api/admin/schedule?date=${TODAY}&location=Lagos`, token: admin })
      ).json(),
    );
    const steps = Object.fromEntries(
      board.days.flatMap((day) => day.slots.flatMap((slot) => slot.bookings.map((row) => [row._id, row.jobStep]))),
    );
    expect(steps).toMatchObject({ [ids.morning]: 'done', [ids.afternoon]: 'could-not-work' });

    const reports = reportsResponse.parse(
      (await t.request({ method: 'GET', url: '/api/admin/reports', token: admin })).json(),
    );
    expect(reports.crewVisits).toEqual([
      {
        crew: 'Lagos crew 1',
        location: 'Lagos',
        visits: 2,
        onTimeStarts: 1,
        couldNotWork: 1,
        medianMinutesOnSite: 120,
      },
    ]);

    const rebook = await t.request({
      method: 'POST',
      url: `/api/admin/needs-attention/${ids.afternoon}/rebook`,
      token: admin,
      payload: { location: 'Lagos', date: TOMORROW, time: '3:00 PM' },
    });
    expect(rebook.statusCode).toBe(200);
    const details = appointmentDetailsResponse.parse(
      (await t.request({ method: 'GET', url: `/api/admin/appointments/${ids.afternoon}`, token: admin })).json(),
    );
    expect(details.timeline?.step).toBe('assigned');
    expect(details.timeline?.events.map((event) => event.kind)).toEqual(['could-not-work']);
  });

  it('a device the office signs out is refused at its next call', async () => {
    const devices = crewDevicesResponse.parse(
      (await t.request({ method: 'GET', url: `/api/admin/crews/${crew._id}/devices`, token: admin })).json(),
    ).devices;
    const bayo = devices.find((device) => device.member === 'Bayo');
    const ended = await t.request({
      method: 'DELETE',
      url: `/api/admin/crews/${crew._id}/devices/${bayo?._id}`,
      token: admin,
    });
    expect(ended.json()).toEqual({ success: true, message: "Signed out Bayo's device." });
    const refused = await crewCall('GET', '/api/crew/day');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(CREW_SESSION_ENDED);
  });
});
