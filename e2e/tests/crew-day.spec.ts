import { appointmentPath, crewPath, paths } from '@clean/shared';
import { lagosStart } from '@clean/shared/lagos-time';
import type { AppointmentDetailsResponse, Crew, CrewResponse } from '@clean/shared/schemas';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { payDirectly, signInWithToken } from '../support/admin';
import { availability, bookDirectly, bookingBody, firstChoice } from '../support/booking-api';
import { newCustomer } from '../support/booking-page';
import { clockedTest as test, type ClockedApi } from '../support/clocked-api';
import { sidewaysScroll } from '../support/layout';
import { mailsTo } from '../support/mail-catcher';
import { reviewShot } from '../support/screenshots';

const HOUR_MS = 3_600_000;
/** A cheap Android phone's screen. */
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

test.use(PHONE);

/** Two free times of one day more than two days ahead on `api`'s clock: the first and the last. */
async function dayWithTwoTimes(request: APIRequestContext, api: string) {
  const entry = (await availability(request, 'Lagos', api)).find(
    (each) =>
      each.availableTimes.length >= 2 &&
      lagosStart(each.date, each.availableTimes[0] ?? '')!.getTime() - Date.now() > 48 * HOUR_MS,
  );
  const first = entry?.availableTimes[0];
  const last = entry?.availableTimes.at(-1);
  if (!entry || !first || !last) throw new Error('no day with two free times more than two days ahead');
  return { date: entry.date, first, last };
}

/** A paid booking of a new customer at `time` on `date`, and the crew it took. */
async function paidJob(request: APIRequestContext, clockedApi: ClockedApi, tag: string, date: string, time: string) {
  const api = clockedApi.url;
  const body = bookingBody(await firstChoice(request, api), 'Lagos', { date, time }, newCustomer(tag));
  const booking = await bookDirectly(request, body, api);
  await payDirectly(request, body, booking, api);
  return { body, booking };
}

const adminCall = async (request: APIRequestContext, clockedApi: ClockedApi) => {
  const headers = { adminToken: await clockedApi.adminToken(request) };
  return {
    headers,
    async details(id: string): Promise<AppointmentDetailsResponse> {
      const answer = await request.get(`${clockedApi.url}/api/admin/appointments/${id}`, { headers });
      expect(answer.ok(), await answer.text()).toBe(true);
      return (await answer.json()) as AppointmentDetailsResponse;
    },
  };
};

/** A photo as a phone camera takes it: 3000 × 2000, drawn and encoded by the browser itself. */
async function cameraPhoto(page: Page, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((shade) => {
    const canvas = document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 2000;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const gradient = context.createLinearGradient(0, 0, 3000, 2000);
    gradient.addColorStop(0, `hsl(${shade} 70% 40%)`);
    gradient.addColorStop(1, `hsl(${shade + 90} 70% 70%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 3000, 2000);
    // Texture, as a real room has: a camera's JPEG of it is megabytes.
    for (let i = 0; i < 20_000; i += 1) {
      context.fillStyle = `hsl(${(i * 37) % 360} 60% ${30 + (i % 50)}%)`;
      context.fillRect((i * 7919) % 3000, (i * 104729) % 2000, 9, 9);
    }
    return canvas.toDataURL('image/jpeg', 0.95);
  }, hue);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/**
 * The crew's day on a phone (docs/PRODUCT.md, "The crew's day"), on an API of the test's own whose
 * clock is moved to the morning of two paid jobs of one crew: the office sends a member a sign-in link
 * from the console; the member opens it from the e-mail on a phone of their own (360 px), taps On my way
 * (the customer's message arrives), Started, then Done with the checklist and two camera photos, made
 * small on the phone; the second job's 'Could not work' is taken offline, the page is opened again
 * with no network (its service worker serves it, the phone keeps the day and the step), and the step
 * is sent when the network returns. The console then shows the first job's timeline with its photos and the second under needs
 * attention.
 */
test("a crew's day on a phone: signed in by link, on my way, started, done with photos, 'could not work' sent on reconnect", async ({
  page,
  browser,
  request,
  clockedApi,
}) => {
  // Two bookings paid, a clock moved, the console and a phone of its own: a long flow on a busy machine.
  test.setTimeout(180_000);
  const api = clockedApi.url;
  const day = await dayWithTwoTimes(request, api);
  const first = await paidJob(request, clockedApi, 'crew-done', day.date, day.first);
  const second = await paidJob(request, clockedApi, 'crew-not-worked', day.date, day.last);

  // One crew for both: the second job goes to the first's crew.
  let office = await adminCall(request, clockedApi);
  const crew = (await office.details(first.booking.appointmentId)).crew;
  if (!crew) throw new Error('the first job took no crew');
  if ((await office.details(second.booking.appointmentId)).crew?._id !== crew._id) {
    const moved = await request.put(`${api}/api/admin/appointments/${second.booking.appointmentId}/crew`, {
      headers: office.headers,
      data: { crewId: crew._id },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  expect((await office.details(second.booking.appointmentId)).crew?._id).toBe(crew._id);
  const memberEmail = `ngozi-${Date.now()}@crew.example.com`;
  const saved = (await (
    await request.get(`${api}/api/admin/crews/${crew._id}`, { headers: office.headers })
  ).json()) as CrewResponse;
  const current: Crew = saved.crew;
  const updated = await request.put(`${api}/api/admin/crews/${crew._id}`, {
    headers: office.headers,
    data: {
      name: current.name,
      location: current.location,
      workingDays: current.workingDays,
      dayStarts: current.dayStarts,
      dayEnds: current.dayEnds,
      areas: current.areas ?? [],
      members: [{ name: 'Ngozi', phone: '0803 555 0101', email: memberEmail }],
    },
  });
  expect(updated.ok(), await updated.text()).toBe(true);

  // The morning of the jobs, an hour before the first.
  await clockedApi.moveTo(new Date(lagosStart(day.date, day.first)!.getTime() - HOUR_MS));
  office = await adminCall(request, clockedApi);
  await clockedApi.serve(page.context());
  await signInWithToken(page, office.headers.adminToken);
  await page.goto(crewPath(crew._id));
  await page.getByRole('button', { name: 'Send sign-in link to Ngozi' }).click();
  await expect(page.getByText(`Sign-in link sent to Ngozi by e-mail to ${memberEmail}.`)).toBeVisible();
  const [mail] = await mailsTo(request, memberEmail, `Your sign-in link for ${crew.name}`);
  const link = /https?:\/\/\S+\/crew\/sign-in#[\w-]+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no sign-in link in the e-mail: ${mail?.text}`);

  // The member's own phone: a fresh profile.
  let photos: Buffer[] = [];
  const phoneContext = await browser.newContext(PHONE);
  let offline = false;
  const goOffline = async (off: boolean) => {
    offline = off;
    await phoneContext.setOffline(off);
  };
  await clockedApi.serve(phoneContext, { offline: () => offline });
  const phone = await phoneContext.newPage();
  try {
    await phone.goto(link);
    await expect(phone.getByRole('heading', { level: 1, name: 'Your day' })).toBeVisible();
    await expect(phone).toHaveURL(/\/crew$/);
    await expect(phone.getByText(`Ngozi · ${crew.name}`)).toBeVisible();
    const today = phone.getByRole('region', { name: 'Today' });
    const jobOf = (time: string) => today.getByRole('article', { name: new RegExp(`^${time} ·`) });
    const done = jobOf(day.first);
    const notWorked = jobOf(day.last);
    await expect(done).toContainText(first.body.address);
    await expect(done.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\+234/);
    await expect(done.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/234/);
    expect(await sidewaysScroll(phone)).toBe(0);
    await reviewShot(phone, 'crew-day-360');
    // The page's service worker takes over and keeps what the page loaded: the day opens offline.
    await expect
      .poll(() => phone.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
      .toBe(true);
    await expect
      .poll(() => phone.evaluate(async () => (await (await caches.open('crew-pages')).keys()).length))
      .toBeGreaterThan(0);

    await done.getByRole('button', { name: 'On my way' }).click();
    await expect(done.getByText('On my way', { exact: true })).toBeVisible();
    await mailsTo(request, first.body.email, `${crew.name} is on the way`);
    await done.getByRole('button', { name: 'Started' }).click();
    await expect(done.getByText('Started', { exact: true })).toBeVisible();

    await done.getByRole('button', { name: 'Done' }).click();
    const panel = done.getByRole('form', { name: 'Done' });
    const items = panel.getByRole('checkbox');
    await items.nth(0).check();
    await items.nth(1).check();
    photos = [await cameraPhoto(phone, 200), await cameraPhoto(phone, 20)];
    await panel
      .getByLabel(/^Photos/)
      .setInputFiles(
        photos.map((buffer, index) => ({ name: `room-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer })),
      );
    await reviewShot(phone, 'crew-done-360');
    await panel.getByRole('button', { name: 'Send Done' }).click();
    await expect(done.getByText('Done', { exact: true })).toBeVisible();

    // Offline: the step waits on the phone, then goes when the network returns.
    await goOffline(true);
    await notWorked.getByRole('button', { name: 'Could not work' }).click();
    const reason = notWorked.getByRole('form', { name: 'Could not work' });
    await reason.getByRole('radio', { name: 'No water' }).check();
    await reason.getByRole('button', { name: 'Send Could not work' }).click();
    await expect(notWorked.getByText('Could not work (waiting to send)')).toBeVisible();
    await expect(phone.getByText('1 step waiting to send')).toBeVisible();
    // Opened again with no network: the page from the worker, the jobs and the waiting step from the phone.
    await phone.reload();
    await expect(phone.getByText(/^Offline: showing the jobs as of/)).toBeVisible();
    await expect(notWorked.getByText('Could not work (waiting to send)')).toBeVisible();
    await expect(phone.getByText('1 step waiting to send')).toBeVisible();
    await reviewShot(phone, 'crew-offline-360');
    await goOffline(false);
    await expect(notWorked.getByText('Could not work', { exact: true })).toBeVisible();
    await expect(phone.getByText('1 step waiting to send')).toBeHidden();
    await mailsTo(request, second.body.email, 'We could not do your visit today');
  } finally {
    await phoneContext.close();
  }

  // The office: the first job's timeline with its photos, made small on the phone.
  const timeline = (await office.details(first.booking.appointmentId)).timeline;
  expect(timeline?.events.map((event) => event.kind)).toEqual(['on-my-way', 'started', 'done']);
  const uploaded = timeline?.events[2]?.photos ?? [];
  expect(uploaded).toHaveLength(2);
  const sizes = await Promise.all(
    uploaded.map(async (photo) => (await (await request.get(`${api}${photo.url}`)).body()).length),
  );
  for (const [index, size] of sizes.entries()) expect(size).toBeLessThan(photos[index]?.length ?? 0);
  console.log(
    `crew photos: ${photos.map((photo) => `${(photo.length / 1024).toFixed(0)} KB`).join(', ')} taken, ` +
      `${sizes.map((size) => `${(size / 1024).toFixed(0)} KB`).join(', ')} uploaded`,
  );
  await page.goto(appointmentPath(first.booking.appointmentId));
  const shown = page.getByRole('img', { name: /^Photo \d of the finished work$/ });
  await expect(shown).toHaveCount(2);
  // Thumbnails load as they come into view.
  await shown.last().scrollIntoViewIfNeeded();
  await expect
    .poll(() => shown.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  await reviewShot(page, 'crew-timeline-360');
  await page.goto(paths.admin.needsAttention);
  await expect(page.getByText('Crew could not work').first()).toBeVisible();
});
