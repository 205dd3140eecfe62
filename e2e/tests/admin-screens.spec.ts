import {
  adminRoutes,
  appointmentPath,
  crewPath,
  customerPath,
  editProductPath,
  hasPathParameter,
  messagePath,
  paths,
  planPath,
} from '@clean/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bookedThroughApi, FIRST_ADMIN_STATE } from '../support/admin';
import { seriousViolations } from '../support/axe';
import { firstChoice } from '../support/booking-api';
import { planThroughApi } from '../support/plans';
import { crewsOf, customerByEmail, sentMessage } from '../support/records';
import { reviewShot } from '../support/screenshots';
import { navigateInSite, waitForLiveSite } from '../support/site';

/**
 * Every admin page (from the shared route table, so a page added later is covered) at phone and
 * laptop width: axe finds nothing serious. A page of one record (an appointment, a customer, a
 * message, a product, a plan) shows a real one, not the panel for an unknown id. With SCREENSHOTS=1 a
 * screenshot of each is saved for a person to look at.
 */
test.use({ storageState: FIRST_ADMIN_STATE });
// The pages only read what beforeAll made (once per worker): they need not wait for each other.
test.describe.configure({ mode: 'parallel' });

/** What the pages show: a paid and an unpaid booking, the paid one's customer, a message and a plan. */
interface Records {
  /** The URL of each page with a parameter, and what only the real record's page shows. */
  pages: Map<string, { url: string; expectShown: (main: Locator) => Promise<void> }>;
}
let records: Records;

/**
 * Pages this walk cannot show with a real record, checked (axe included) by the test that makes one: a
 * conversation needs a customer's WhatsApp message, which only an API with a messaging provider
 * receives (messages.spec.ts, with a sandbox of its own).
 */
const CHECKED_ELSEWHERE = new Set<string>([paths.admin.conversation]);

const shows = (text: string) => (main: Locator) => expect(main.getByText(text).first()).toBeVisible();

test.beforeAll(async ({ request }) => {
  const paid = await bookedThroughApi(request, { tag: 'shots-paid', location: 'Abuja', paid: true });
  await bookedThroughApi(request, { tag: 'shots-unpaid', location: 'Lagos', paid: false });
  const customer = await customerByEmail(request, paid.body.email);
  const message = await sentMessage(request, 'admin-screens');
  const product = (await firstChoice(request)).product;
  const plan = await planThroughApi(request, 'shots-plan');
  const [crew] = await crewsOf(request);
  if (!crew) throw new Error('The stack has no crew');
  records = {
    pages: new Map([
      [
        paths.admin.appointment,
        { url: appointmentPath(paid.booking.appointmentId), expectShown: shows(paid.booking.reference) },
      ],
      [paths.admin.customer, { url: customerPath(customer._id), expectShown: shows(paid.body.email) }],
      [paths.admin.message, { url: messagePath(message._id), expectShown: shows(message.subject) }],
      [paths.admin.plan, { url: planPath(plan.planId), expectShown: shows(plan.email) }],
      [
        paths.admin.crew,
        {
          url: crewPath(crew._id),
          expectShown: (main) => expect(main.getByLabel(/^Name/).first()).toHaveValue(crew.name),
        },
      ],
      [
        paths.admin.editProduct,
        {
          url: editProductPath(product._id),
          expectShown: (main) => expect(main.getByLabel('Product name')).toHaveValue(product.name),
        },
      ],
    ]),
  };
});

async function settled(page: Page, h1: string) {
  await waitForLiveSite(page);
  const main = page.getByRole('main');
  // Exactly its own: moving from Customers to Customer, the page before would also match.
  await expect(main.getByRole('heading', { level: 1, name: h1, exact: true })).toBeVisible();
  // Loading outlines are gone (a skeleton is a busy status).
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`admin pages at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport.width < 600 });
    const shot = (page: Page, name: string) => reviewShot(page, `admin-${name}-${viewport.width}`);

    // One visit per width walks every page, moving as the console's links do: a new document per page
    // would fetch and start the console again each time. Each page's findings are soft, so one bad
    // page does not hide the others.
    test('every page: its real record, no serious or critical axe violation', async ({ page }) => {
      test.setTimeout(30_000 + adminRoutes.length * 10_000);
      await page.goto(paths.admin.dashboard);
      await settled(page, 'Dashboard');
      for (const route of adminRoutes.filter((each) => !CHECKED_ELSEWHERE.has(`${paths.admin.root}/${each.path}`))) {
        await test.step(route.title, async () => {
          const path = `${paths.admin.root}/${route.path}`;
          const record = records.pages.get(path);
          expect(record || !hasPathParameter(route), `a record to show at ${path}`).toBeTruthy();
          await navigateInSite(page, record?.url ?? path);
          await settled(page, route.title);
          await record?.expectShown(page.getByRole('main'));
          await shot(page, route.page);
          expect.soft(await seriousViolations(page), `${route.title} at ${viewport.width} px`).toEqual([]);
        });
      }
    });

    test('the menu and the profile dropdown: open, usable, no serious violation', async ({ page }) => {
      await page.goto(paths.admin.dashboard);
      await settled(page, 'Dashboard');
      if (viewport.width < 1024) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await expect(drawer.getByRole('link', { name: 'Products' })).toBeVisible();
        await shot(page, 'menu-open');
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
      } else {
        await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
      }
      await page.getByRole('button', { name: /^Account menu/ }).click();
      await expect(page.getByRole('link', { name: 'Change Password' })).toBeVisible();
      await shot(page, 'profile-menu-open');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
