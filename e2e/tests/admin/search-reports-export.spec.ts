import { readFile } from 'node:fs/promises';
import { appointmentPath, paths, type Location } from '@clean/shared';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { bookedThroughApi, FIRST_ADMIN_STATE, invitedAdmin, payDirectly, signIn } from '../../support/admin';
import { seriousViolations } from '../../support/axe';
import { reviewShot } from '../../support/screenshots';
import { bookDirectly, bookingBody, firstChoice, freeSlot } from '../../support/booking-api';
import { newCustomer } from '../../support/booking-page';
import { waitForLiveSite } from '../../support/site';

/**
 * The admin console's top bar and reports (docs/PRODUCT.md, Admin console), end to end: the search finds a booking by its reference and opens
 * it; the appointments page exports its filtered list as a CSV that reads back (header, quoting,
 * amounts as numbers); the dashboard draws the three reports with their tables; the notification
 * badge counts a new booking and clears when opened. Screenshots at phone and laptop width, and axe.
 */

test.use({ storageState: FIRST_ADMIN_STATE });

async function settled(page: Page, h1: string) {
  await waitForLiveSite(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
  // Loading outlines are gone (a skeleton is a busy status).
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** RFC 4180 as the export writes it: commas, CRLF or LF, fields in double quotes with "" inside. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The index of the first header matching `name`; fails the test when there is none. */
function column(header: string[], name: RegExp): number {
  const index = header.findIndex((title) => name.test(title));
  expect(index, `a column matching ${name} in ${header.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return index;
}

test('searching a booking reference in the top bar opens that booking', async ({ page, request }) => {
  const { booking } = await bookedThroughApi(request, { tag: 'search-ref', location: 'Lagos', paid: true });
  await page.goto(paths.admin.dashboard);
  await settled(page, 'Dashboard');

  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill(booking.reference);
  const hit = page.getByRole('option', { name: new RegExp(booking.reference) });
  await expect(hit).toBeVisible();
  await search.press('ArrowDown');
  await expect(hit).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');

  await expect(page).toHaveURL(appointmentPath(booking.appointmentId));
  await expect(page.getByRole('main')).toContainText(booking.reference);
  await expect(search).toHaveValue('');
});

test('the appointments page exports its filtered list as a CSV that reads back', async ({ page, request }) => {
  const location: Location = 'Port Harcourt';
  const slot = await freeSlot(request, location);
  const body = {
    ...bookingBody(await firstChoice(request), location, slot, newCustomer('csv')),
    // A comma, a quote and a line break: each must come back whole.
    notes: 'Gate code 12, ask for "Mama Ngozi"\nthen the second door',
  };
  const booking = await bookDirectly(request, body);
  await payDirectly(request, body, booking);

  await page.goto(paths.admin.appointments);
  await settled(page, 'Appointments');
  const filters = page.getByRole('form', { name: 'Filter and sort' });
  await filters.getByLabel('Location').selectOption(location);
  await filters.getByLabel('Payment').selectOption('paid');
  await filters.getByLabel('From').fill(slot.date);
  await filters.getByLabel('To').fill(slot.date);
  await filters.getByLabel('Sort by').selectOption('amount');
  await expect(page).toHaveURL(/location=Port\+Harcourt/);
  await expect(page).toHaveURL(/payment=paid/);
  await expect(page).toHaveURL(new RegExp(`from=${slot.date}&to=${slot.date}`));
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);

  const download = page.waitForEvent('download');
  await filters.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, '')).filter((row) => row.some((cell) => cell !== ''));
  expect(header).toBeDefined();

  const reference = column(header!, /reference/i);
  const amount = column(header!, /amount/i);
  const where = column(header!, /location/i);
  const ours = rows.find((row) => row[reference] === booking.reference);
  expect(ours, `the row of ${booking.reference}`).toBeDefined();
  // Naira as a plain number, not 'NGN 25,000.00'.
  expect(ours![amount]).toMatch(/^\d+(\.\d+)?$/);
  expect(Number(ours![amount])).toBe(body.amount);
  expect(ours![column(header!, /crew/i)]).toMatch(/^Port Harcourt crew \d+$/);
  // The fields with a comma (the address) and a quote and a line break (the notes) come back whole.
  const address = header!.findIndex((title) => /address/i.test(title));
  const notes = header!.findIndex((title) => /notes/i.test(title));
  expect(address >= 0 || notes >= 0, `an address or notes column in ${header!.join(' | ')}`).toBe(true);
  if (address >= 0) expect(ours![address]).toBe(body.address);
  if (notes >= 0) {
    expect(ours![notes]).toBe(body.notes);
    expect(text).toContain('"Gate code 12, ask for ""Mama Ngozi""');
  }
  // Every row is the filtered list: Port Harcourt only, all with a header's worth of fields.
  for (const row of rows) {
    expect(row).toHaveLength(header!.length);
    expect(row[where]).toBe(location);
  }
});

test('the dashboard draws the three reports, each with its table, and downloads the business export', async ({
  page,
  request,
}) => {
  const { booking } = await bookedThroughApi(request, { tag: 'reports', location: 'Abuja', paid: true });
  await page.goto(paths.admin.dashboard);
  await settled(page, 'Dashboard');
  const reports = page.getByRole('region', { name: 'Reports' });
  for (const title of ['Earnings per week', 'Bookings per location', 'Busiest times']) {
    const report = reports.getByRole('region', { name: title });
    await expect(report.getByRole('img', { name: new RegExp(`^${title}`) })).toBeVisible();
    // A chart is drawn once the admin scrolls near it (docs/DECISIONS.md, "Charts drawn when scrolled near").
    await report.scrollIntoViewIfNeeded();
    await expect(report.locator('svg.recharts-surface')).toBeVisible();
    await report.getByRole('button', { name: 'Show table' }).click();
    const table = report.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.locator('caption')).not.toBeEmpty();
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
  }
  const earnings = reports.getByRole('region', { name: 'Earnings per week' }).getByRole('table');
  await expect(earnings.locator('tbody tr')).toHaveCount(12);
  const locations = reports.getByRole('region', { name: 'Bookings per location' }).getByRole('table');
  await expect(locations.getByRole('rowheader', { name: 'Abuja' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The business export: a ZIP of one snapshot, its manifest naming each file, with this booking in it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download business export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^business-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await file.path())));
  const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as { files: { name: string; rows: number }[] };
  expect(manifest.files.map((entry) => entry.name)).toEqual(
    expect.arrayContaining(['appointments.csv', 'payments.csv']),
  );
  for (const entry of manifest.files) expect(Object.keys(files)).toContain(entry.name);
  expect(strFromU8(files['appointments.csv']!)).toContain(booking.reference);
});

test('the badge counts a new booking and clears when opened', async ({ page, request }) => {
  // An admin of its own: what the badge counts is since this admin last looked.
  const account = await invitedAdmin(request, 'badge');
  await signIn(page, request, account);
  await page.goto(paths.admin.dashboard);
  await settled(page, 'Dashboard');
  const bell = page.getByRole('button', { name: /new notification|nothing new/ });
  await bell.click();
  await expect(bell).toHaveAccessibleName('Notifications, nothing new');
  await page.keyboard.press('Escape');

  const { booking } = await bookedThroughApi(request, {
    tag: 'badge',
    location: 'Abuja',
    paid: false,
    name: { first: 'Ifeoma', last: 'Badgeson' },
  });
  // The tab regaining focus asks again (as does the minute's refresh); a reload is the sure way here.
  await page.reload();
  await settled(page, 'Dashboard');
  await expect(bell).toHaveAccessibleName(/^(\d+|More than 99) new notifications?$/);
  await expect(bell).not.toHaveText('');

  await bell.click();
  const item = page.getByRole('link', { name: /Ifeoma Badgeson/ });
  await expect(item).toHaveAttribute('href', appointmentPath(booking.appointmentId));
  await expect(bell).toHaveAccessibleName('Notifications, nothing new');
  expect(await seriousViolations(page)).toEqual([]);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport.width < 600 });
    const shot = (page: Page, name: string) => reviewShot(page, `admin-${name}-${viewport.width}`);

    test('screenshots and axe: dashboard with reports, appointments with filters, search open', async ({
      page,
      request,
    }) => {
      // Three screens, each checked by axe: more than the default 30 s on a busy machine.
      test.slow();
      const { booking } = await bookedThroughApi(request, { tag: 'shots-f', location: 'Lagos', paid: true });
      await page.goto(paths.admin.dashboard);
      await settled(page, 'Dashboard');
      // The three reports that always draw; recurring revenue draws once a plan's visit is paid, which
      // depends on the tests that ran before this one.
      for (const title of ['Earnings per week', 'Bookings per location', 'Busiest times']) {
        const report = page.getByRole('region', { name: title });
        await report.scrollIntoViewIfNeeded();
        await expect(report.locator('svg.recharts-surface')).toBeVisible();
      }
      await shot(page, 'dashboard-reports');
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`${paths.admin.appointments}?location=Lagos&payment=paid&sort=amount&order=asc`);
      await settled(page, 'Appointments');
      await expect(page.getByRole('form', { name: 'Filter and sort' }).getByLabel('Location')).toHaveValue('Lagos');
      await shot(page, 'appointments-filtered');
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('combobox', { name: 'Search' }).fill(booking.reference);
      await expect(page.getByRole('option', { name: new RegExp(booking.reference) })).toBeVisible();
      await shot(page, 'search-open');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
