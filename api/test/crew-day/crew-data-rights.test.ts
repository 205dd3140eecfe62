/**
 * A customer's data rights reach what the crew recorded at their home (docs/PRODUCT.md, "Your data" and
 * "The crew's day"): the download lists each visit's steps and photos, of their bookings only; an
 * erasure blanks the steps' notes and photo lists, and the photos are never shown again, their files
 * removed from the store and their rows deleted. A store that fails during the erasure leaves them
 * flagged, and the daily retention job removes them.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  appointmentDetailsResponse,
  crewsResponse,
  crewSignInLinkResponse,
  crewSignInResponse,
  dataExport,
  jobEventResponse,
  type JobEventRequest,
} from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { folderObjectStore, type ObjectStore } from '../../src/files/object-store';
import { QUEUES } from '../../src/jobs/job-queue';
import { JobClock, useTestApp } from '../helpers/build-app';
import { describeEachDatabase } from '../helpers/database';
import { book, firstChoice, queryRows, registerAdmin } from '../helpers/fixtures';

/** The test clock's day, Monday 2030-01-07 in Lagos; one crew per slot, so every job is Lagos crew 1's. */
const TODAY = '2030-01-07';
const ENV = { CREWS_PER_SLOT: '1', SLOT_HOURS: '7-16', CLOSED_WEEKDAYS: 'Sunday' };
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
const ADA = { firstName: 'Ada', lastName: 'Obi', email: 'ada.obi@example.ng', phone: '0803 111 2222' };
const OTHER = { firstName: 'Bisi', lastName: 'Ade', email: 'bisi.ade@example.ng', phone: '0803 444 5555' };
const NOTE = 'Gate locked, the guard said Mrs Obi travelled';

/** The folder store of the test, whose removals fail while `failing` is set (a store that is down). */
function flakyStore(dir: string) {
  const folder = folderObjectStore(dir);
  const state = { failing: false };
  const store: ObjectStore = {
    put: (key, bytes) => folder.put(key, bytes),
    get: (key) => folder.get(key),
    async remove(key) {
      if (state.failing) throw new Error('The object store is down');
      await folder.remove(key);
    },
  };
  return { store, state };
}

/** Moves the queue's clock a poll at a time until `done` holds (each tick lets the workers run). */
async function tickUntil(clock: JobClock, done: () => Promise<boolean>, stepMs = 2000, maxSteps = 100) {
  for (let step = 0; step < maxSteps; step += 1) {
    if (await done()) return;
    await clock.tick(stepMs);
  }
  throw new Error('The condition did not come true as the queue clock moved');
}

describeEachDatabase("a customer's data rights over the crew's steps and photos", (kind) => {
  const dir = path.join(tmpdir(), `clean-crew-rights-${process.pid}-${randomUUID()}`);
  const files = flakyStore(dir);
  const jobClock = new JobClock('2030-01-07T08:30:00Z');
  const t = useTestApp(kind, { env: ENV, files: files.store, jobClock });
  let admin: string;
  let crewToken: string;
  /** Ada's job done with a photo, Ada's job not worked (with a note), the other customer's job done. */
  const jobs = { adaDone: '', adaNotWorked: '', otherDone: '' };
  const refs = { adaDone: '', adaNotWorked: '', otherDone: '' };
  const photos = { ada: randomUUID(), other: randomUUID() };

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const step = (id: string, event: { kind: JobEventRequest['kind'] } & Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: `/api/crew/jobs/${id}/events`,
      headers: { crewToken },
      payload: { key: randomUUID(), at: t.clock.now().toISOString(), ...event },
    });
  const upload = (job: string, photo: string) =>
    t.request({
      method: 'PUT',
      url: `/api/crew/jobs/${job}/photos/${photo}`,
      headers: { crewToken, 'content-type': 'image/jpeg' },
      body: JPEG,
    });
  const timeline = async (id: string) =>
    appointmentDetailsResponse.parse(
      (await t.request({ method: 'GET', url: `/api/admin/appointments/${id}`, token: admin })).json(),
    ).timeline?.events ?? [];
  const photoRows = (id: string) =>
    queryRows<{ erased: boolean }>(
      t.database.handle,
      sql`SELECT erased_at IS NOT NULL AS erased FROM job_photos WHERE id = ${id}`,
    );
  const fileOf = (job: string, photo: string) => path.join(dir, 'job-photos', job, photo);
  /** The request id of the newest e-mailed link of `kind` to `email`, and its code. */
  const linkTo = async (kind: 'data-download-link' | 'erasure-confirmation', email: string) => {
    const [mail] = await queryRows<{ payload: { requestId: string; code: string } }>(
      t.database.handle,
      sql`SELECT payload FROM outbox_messages WHERE kind = ${kind} AND recipient = ${email}
          ORDER BY created_at DESC LIMIT 1`,
    );
    return { id: mail?.payload.requestId ?? '', code: mail?.payload.code ?? '' };
  };
  const download = async (reference: string, email: string, format: 'json' | 'html') => {
    const asked = await t.request({
      method: 'POST',
      url: `/api/user/bookings/${reference}/my-data`,
      payload: { contact: email },
    });
    expect(asked.statusCode).toBe(202);
    const link = await linkTo('data-download-link', email);
    return t.request({
      method: 'GET',
      url: `/api/user/data-requests/${link.id}/my-data`,
      query: { code: link.code, format },
    });
  };
  /** An admin's 'Erase now' of the customer's erasure request, asked from `reference`. */
  const erase = async (reference: string, email: string) => {
    const asked = await t.request({
      method: 'POST',
      url: `/api/user/bookings/${reference}/erasure`,
      payload: { contact: email },
    });
    expect(asked.statusCode).toBe(202);
    const link = await linkTo('erasure-confirmation', email);
    const done = await t.request({ method: 'POST', url: `/api/admin/data-requests/${link.id}/complete`, token: admin });
    expect(done.statusCode).toBe(200);
  };
  /** A path on the API from an absolute address the download gave. */
  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };

  beforeAll(async () => {
    admin = await registerAdmin(t);
    const choice = await firstChoice(t);
    const bookPaid = async (customer: typeof ADA, time: string) => {
      const answer = await book(t, choice, { ...customer, date: TODAY, time });
      await t.database.handle.db.execute(
        sql`UPDATE appointments SET payment = true, paid_at = now() WHERE id = ${answer.appointmentId}`,
      );
      return answer;
    };
    for (const [name, customer, time] of [
      ['adaDone', ADA, '11:00 AM'],
      ['adaNotWorked', ADA, '1:00 PM'],
      ['otherDone', OTHER, '3:00 PM'],
    ] as const) {
      const answer = await bookPaid(customer, time);
      jobs[name] = answer.appointmentId;
      refs[name] = answer.reference;
    }
    const crew = crewsResponse
      .parse((await t.request({ method: 'GET', url: '/api/admin/crews', token: admin })).json())
      .crews.find((entry) => entry.name === 'Lagos crew 1');
    if (!crew) throw new Error('No Lagos crew 1');
    await t.request({
      method: 'PUT',
      url: `/api/admin/crews/${crew._id}`,
      token: admin,
      payload: { ...crew, members: [{ name: 'Bayo', phone: '0803 555 0102' }] },
    });
    const link = crewSignInLinkResponse.parse(
      (
        await t.request({
          method: 'POST',
          url: `/api/admin/crews/${crew._id}/sign-in-links`,
          token: admin,
          payload: { member: 0 },
        })
      ).json(),
    ).link;
    const signIn = await t.request({
      method: 'POST',
      url: '/api/crew/sign-in',
      payload: { token: link?.split('#')[1] },
    });
    crewToken = crewSignInResponse.parse(signIn.json()).token;

    // The crew's day: Ada's first job done with a photo, her second not worked, Bisi's done with one.
    expect((await step(jobs.adaDone, { kind: 'on-my-way' })).statusCode).toBe(200);
    expect((await step(jobs.adaDone, { kind: 'started' })).statusCode).toBe(200);
    expect((await upload(jobs.adaDone, photos.ada)).statusCode).toBe(200);
    expect((await step(jobs.adaDone, { kind: 'done', checklist: [], photos: [photos.ada] })).statusCode).toBe(200);
    expect((await step(jobs.adaNotWorked, { kind: 'could-not-work', reason: 'other', note: NOTE })).statusCode).toBe(
      200,
    );
    expect((await upload(jobs.otherDone, photos.other)).statusCode).toBe(200);
    const otherDone = await step(jobs.otherDone, { kind: 'done', checklist: [], photos: [photos.other] });
    expect(jobEventResponse.parse(otherDone.json()).job.step).toBe('done');
  });

  it("downloads each of the customer's visits with its steps and photos, and nothing of another's", async () => {
    const json = await download(refs.adaDone, ADA.email, 'json');
    expect(json.statusCode).toBe(200);
    const data = dataExport.parse(json.json());
    expect(data.visits.map((visit) => visit.reference)).toEqual([refs.adaDone, refs.adaNotWorked]);
    const [done, notWorked] = data.visits;
    expect(done?.steps.map((row) => [row.step, row.crew])).toEqual([
      ['On my way', 'Lagos crew 1'],
      ['Started', 'Lagos crew 1'],
      ['Done', 'Lagos crew 1'],
    ]);
    expect(done?.steps[0]?.at).toBe(t.clock.now().toISOString());
    expect(notWorked?.steps).toEqual([
      { step: 'Could not work', at: t.clock.now().toISOString(), crew: 'Lagos crew 1', reason: 'Other', note: NOTE },
    ]);
    expect(notWorked?.photos).toEqual([]);
    // The photo at an absolute, signed address of the API the download came from, good for an hour.
    const [photo] = done?.photos ?? [];
    expect(photo?.url).toMatch(new RegExp(`^http://localhost/api/photos/${photos.ada}\\?expires=\\d+&signature=`));
    expect(photo?.linkExpiresAt).toBe(new Date(t.clock.now().getTime() + 3_600_000).toISOString());
    const shown = await t.request({ method: 'GET', url: pathOf(photo?.url ?? '') });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(JPEG)).toBe(true);
    expect(json.body).not.toContain(photos.other);
    expect(json.body).not.toContain(refs.otherDone);

    const html = await download(refs.adaDone, ADA.email, 'html');
    expect(html.body).toContain('Visits of our crews (2)');
    expect(html.body).toContain(`Could not work, ${t.clock.now().toISOString()} (Lagos crew 1). Other: ${NOTE}`);
    expect(html.body).toMatch(
      new RegExp(`<a href="http://localhost/api/photos/${photos.ada}\\?expires=\\d+&#38;signature=`),
    );
    expect(html.body).not.toContain(photos.other);
  });

  it("an erasure blanks the steps' notes and photos; a store that is down leaves the files to the retention job", async () => {
    const [before] = await timeline(jobs.adaDone).then((events) => events.filter((event) => event.kind === 'done'));
    const url = before?.photos[0]?.url ?? '';
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(200);

    files.state.failing = true;
    await erase(refs.adaDone, ADA.email);
    // Flagged in the erasure's transaction, the file still there: never shown again all the same.
    expect(await photoRows(photos.ada)).toEqual([{ erased: true }]);
    expect(existsSync(fileOf(jobs.adaDone, photos.ada))).toBe(true);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    const done = await timeline(jobs.adaDone);
    expect(done.map((event) => event.kind)).toEqual(['on-my-way', 'started', 'done']);
    expect(done.every((event) => event.photos.length === 0)).toBe(true);
    expect(await timeline(jobs.adaNotWorked)).toEqual([
      expect.objectContaining({ kind: 'could-not-work', reason: 'other', note: null }),
    ]);
    expect(JSON.stringify(await queryRows(t.database.handle, sql`SELECT * FROM job_events`))).not.toContain(NOTE);
    // Bisi's visit is untouched.
    const bisi = await timeline(jobs.otherDone);
    expect(bisi.find((event) => event.kind === 'done')?.photos.map((entry) => entry._id)).toEqual([photos.other]);

    // The store is back; the daily retention job, on the queue, removes the file, then the row.
    files.state.failing = false;
    await t.app.jobs.boss.send(QUEUES.personalDataRetention.name, {});
    await tickUntil(jobClock, async () => (await photoRows(photos.ada)).length === 0);
    expect(existsSync(fileOf(jobs.adaDone, photos.ada))).toBe(false);
    expect(existsSync(fileOf(jobs.otherDone, photos.other))).toBe(true);
    expect(await photoRows(photos.other)).toEqual([{ erased: false }]);
  });

  it('an erasure with the store up removes the files and rows at once', async () => {
    const url = (await timeline(jobs.otherDone)).find((event) => event.kind === 'done')?.photos[0]?.url ?? '';
    await erase(refs.otherDone, OTHER.email);
    expect(await photoRows(photos.other)).toEqual([]);
    expect(existsSync(fileOf(jobs.otherDone, photos.other))).toBe(false);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    expect((await timeline(jobs.otherDone)).flatMap((event) => event.photos)).toEqual([]);
  });
});
