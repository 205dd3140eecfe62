/**
 * The site's Content-Security-Policy (tooling/src/csp.ts) in a real browser: every page and flow runs
 * with nothing refused, and what an attacker would inject is refused.
 */
import { paths, STORAGE_KEYS } from '@clean/shared';
import type { RuntimeConfig } from '@clean/shared/runtime-config';
import { localUrl, webApp } from '@clean/tooling/apps';
import { expect, type Page } from '@playwright/test';
import { FIRST_ADMIN_STATE, invitedAdmin, signIn } from '../support/admin';
import { firstChoice, freeSlot } from '../support/booking-api';
import { BookingPage, newCustomer } from '../support/booking-page';
import { NOTHING_REFUSED, test } from '../support/csp';
import { CARDS, CheckoutFrame, VAULT_CUSTOMER } from '../support/payment-popup';
import { byPath, publicPages } from '../support/public-site';
import { Site, waitForLiveSite } from '../support/site';

const DEMO_URL = `${localUrl(webApp('popup').port)}/demo.html`;
const main = (page: Page) => page.getByRole('main');

/** The policy's directives by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(/;\s*/).map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name ?? '', sources];
    }),
  );
}

/** Whether the toasts got their styles (notistack's rules live in an adopted stylesheet). */
async function toastsAreStyled(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const container = document.querySelector('.notistack-SnackbarContainer');
    return !!container && getComputedStyle(container).position === 'fixed' && document.adoptedStyleSheets.length > 0;
  });
}

test.describe('security headers', () => {
  test('every page is served with the policy of the config.json it reads, and the other headers', async ({
    request,
  }) => {
    const config = (await (await request.get('/config.json')).json()) as RuntimeConfig;
    const origin = (url: string) => new URL(url).origin;
    const pages = [...publicPages.map((page) => page.path), paths.booking, paths.admin.login, '/no-such-page'];
    for (const pathname of pages) {
      const response = await request.get(pathname);
      const headers = response.headers();
      const policy = directives(headers['content-security-policy']);
      const scripts = policy.get('script-src') ?? [];
      expect(scripts, pathname).not.toContain("'unsafe-inline'");
      expect(scripts, pathname).not.toContain("'unsafe-eval'");
      for (const manifest of Object.values(config.remotes)) expect(scripts, pathname).toContain(origin(manifest));
      expect(policy.get('connect-src'), pathname).toEqual(
        expect.arrayContaining([origin(config.apiBaseUrl), origin(config.payment.apiHost)]),
      );
      expect(policy.get('frame-src'), pathname).toEqual([origin(config.payment.checkoutHost)]);
      expect(policy.get('frame-ancestors'), pathname).toEqual(["'none'"]);
      expect(policy.get('style-src'), pathname).not.toContain("'unsafe-inline'");
      expect(headers['referrer-policy'], pathname).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], pathname).toContain('camera=()');
      expect(headers['x-content-type-options'], pathname).toBe('nosniff');
      // `npm start` and the e2e suite serve over http, where HSTS means nothing.
      expect(headers['strict-transport-security'], pathname).toBeUndefined();
    }
    const demo = directives((await request.get(DEMO_URL)).headers()['content-security-policy']);
    expect(demo.get('script-src')).not.toContain("'unsafe-inline'");
    expect(demo.get('frame-src')).toEqual([origin(config.payment.checkoutHost)]);
  });
});

test.describe('nothing the site does is refused', () => {
  // Each page's own visit, prerendered then live and scrolled through, is checked by public-sweep.spec.ts.
  test('the public pages reached by the menu, and the error page', async ({ page, csp }) => {
    // In-site navigation loads each remote's pages by the federation runtime, not by a page load.
    const site = new Site(page);
    await site.goto(paths.home);
    for (const [name, path] of [
      ['Services', paths.services],
      ['About', paths.about],
      ['Contact', paths.contact],
      ['Pricing', paths.pricing],
    ] as const) {
      await site.navLink(name).click();
      await site.expectRemotePage(byPath(path).h1);
    }
    await page.goto('/no-such-page');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    expect(csp.all).toEqual(NOTHING_REFUSED);
  });

  test('booking and paying by card in the popup, then the receipt', async ({ page, request, csp }) => {
    const choice = await firstChoice(request);
    const slot = await freeSlot(request, 'Lagos');
    const booking = new BookingPage(page);
    await booking.goto();
    await booking.fill('Lagos', newCustomer('csp'), choice);
    await booking.chooseDate(slot.date);
    await booking.chooseTime(slot.time);
    await booking.bookNow().click();
    await expect(booking.overview).toBeVisible();
    await booking.overview.getByRole('button', { name: 'Pay Online' }).click();
    await new CheckoutFrame(page).payWithCard(CARDS.success);
    const success = page.getByRole('dialog', { name: 'Payment Successful!' });
    await expect(success).toBeVisible();
    expect(csp.all).toEqual(NOTHING_REFUSED);

    await success.getByRole('link', { name: 'View your booking' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Paid' })).toBeVisible();
    expect(csp.all).toEqual(NOTHING_REFUSED);
  });

  test('a toast, styled: its styles go through the CSSOM, not an inline <style>', async ({ page, request, csp }) => {
    const admin = await invitedAdmin(request, 'csp-toast');
    await signIn(page, request, admin);
    await page.goto(paths.admin.editProfile);
    await waitForLiveSite(page);
    await main(page).getByLabel('Name').fill('Ngozi Csp');
    await main(page).getByLabel('Phone').fill('0803 123 4567');
    await main(page).getByLabel('Address').fill('4 Gana Street, Maitama, Abuja');
    await main(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();
    expect(await toastsAreStyled(page)).toBe(true);
    expect(csp.all).toEqual(NOTHING_REFUSED);
  });

  test.describe('the admin console', () => {
    test.use({ storageState: FIRST_ADMIN_STATE });

    test('every screen of the console, the menus and a form', async ({ page, csp }) => {
      const screens = [
        [paths.admin.dashboard, 'Dashboard'],
        [paths.admin.appointments, 'Appointments'],
        [paths.admin.products, 'Products'],
        [paths.admin.addProduct, 'Add Product'],
        [paths.admin.profile, 'Profile'],
        [paths.admin.editProfile, 'Edit Profile'],
        [paths.admin.changePassword, 'Change Password'],
      ] as const;
      for (const [path, title] of screens) {
        await page.goto(path);
        await waitForLiveSite(page);
        await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
        expect(csp.all, path).toEqual(NOTHING_REFUSED);
      }
      // A form's validation messages, then the account menu.
      await page.goto(paths.admin.addProduct);
      await waitForLiveSite(page);
      await main(page).getByRole('button', { name: 'Add Product', exact: true }).click();
      await expect(
        main(page)
          .getByText(/required/i)
          .first(),
      ).toBeVisible();
      await page.getByRole('button', { name: /^Account menu/ }).click();
      await expect(page.getByRole('link', { name: 'Change Password' })).toBeVisible();
      expect(csp.all).toEqual(NOTHING_REFUSED);
    });
  });

  test.describe("the popup's demo merchant page", () => {
    test('pays with newTransaction(), with checkout() (the vault too) and with the script-tag button', async ({
      page,
      csp,
    }) => {
      await page.goto(DEMO_URL);
      await page.getByRole('button', { name: 'Pay with newTransaction()' }).click();
      await new CheckoutFrame(page).payWithCard(CARDS.success);
      await expect(page.locator('#js-api-result')).toHaveText(/^Paid: reference \S+\.$/);
      expect(csp.all).toEqual(NOTHING_REFUSED);

      await page.goto(DEMO_URL);
      await page.getByRole('button', { name: 'Pay with checkout()' }).click();
      await new CheckoutFrame(page).payWithCard(CARDS.success);
      await expect(page.locator('#js-api-result')).toHaveText(/^Paid: reference \S+\.$/);
      expect(csp.all).toEqual(NOTHING_REFUSED);

      // A customer with a saved card: checkout() first shows the pre-checkout modal.
      await page.goto(DEMO_URL);
      await page.getByLabel('E-mail').fill(VAULT_CUSTOMER);
      await page.getByRole('button', { name: 'Pay with checkout()' }).click();
      await expect(page.getByRole('dialog', { name: 'Choose how to pay' })).toBeVisible();
      expect(csp.all).toEqual(NOTHING_REFUSED);

      await page.goto(DEMO_URL);
      await page.getByRole('button', { name: 'Pay now NGN 25000' }).click();
      await new CheckoutFrame(page).payWithCard(CARDS.success);
      await expect(page).toHaveURL(/demo\.html\?reference=/);
      await expect(page.locator('#button-mode-result')).toHaveText(/^The form was submitted with reference /);
      expect(csp.all).toEqual(NOTHING_REFUSED);
    });
  });
});

test.describe('what an attacker injects is refused', () => {
  test.use({ storageState: FIRST_ADMIN_STATE });

  test('an inline script, an event handler, a data: script and a script from the API origin never run', async ({
    page,
    csp,
  }) => {
    await page.goto(paths.admin.dashboard);
    await waitForLiveSite(page);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The admin's session is what an injected script would be after.
    expect(await page.evaluate((key) => !!localStorage.getItem(key), STORAGE_KEYS.adminToken)).toBe(true);
    const api = ((await (await page.request.get('/config.json')).json()) as RuntimeConfig).apiBaseUrl;

    await page.evaluate((apiBaseUrl) => {
      const inline = document.createElement('script');
      inline.textContent = 'window.__stolen = localStorage.length;';
      document.body.append(inline);
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="/favicon.svg?handler" onload="window.__handler = true">';
      document.body.append(holder);
      const data = document.createElement('script');
      data.src = 'data:text/javascript,window.__data=true';
      document.body.append(data);
      const foreign = document.createElement('script');
      foreign.src = `${apiBaseUrl}/api/health`;
      document.body.append(foreign);
    }, api);

    await expect
      .poll(() => csp.violations.map((violation) => `${violation.directive} ${violation.blocked}`).sort())
      .toEqual(
        [
          'script-src-elem inline',
          'script-src-attr inline',
          'script-src-elem data',
          `script-src-elem ${api}/api/health`,
        ].sort(),
      );
    const ran = await page.evaluate(() => {
      const globals = window as unknown as Record<string, unknown>;
      return ['__stolen', '__handler', '__data'].filter((name) => name in globals);
    });
    expect(ran).toEqual([]);
  });

  test('no other page can frame the site, nor any file of it', async ({ page, context }) => {
    // Another site, allowed to reach this machine (Local Network Access), so that only the site's own
    // policy can stand in the way; a page of a third site shows that framing as such works. Every answer
    // of the static servers carries the policy, files too (a remote's manifest here).
    const framerOrigin = 'https://framer.test';
    const framer = `${framerOrigin}/`;
    const thirdSite = 'https://third-site.test/';
    const sitePage = `${localUrl(webApp('shell').port)}${paths.about}`;
    const file = `${localUrl(webApp('public').port)}/mf-manifest.json`;
    await context.grantPermissions(['local-network-access'], { origin: framerOrigin });
    await context.route(framer, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Framer</title><iframe src="${sitePage}"></iframe><iframe src="${file}"></iframe><iframe src="${thirdSite}"></iframe>`,
      }),
    );
    await context.route(thirdSite, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Third site</title><p>framed</p>' }),
    );
    await page.goto(framer);
    const frameUrls = () =>
      page
        .frames()
        .slice(1)
        .map((frame) => frame.url());
    // A refused frame shows the browser's error page instead.
    await expect.poll(frameUrls).toEqual(['chrome-error://chromewebdata/', 'chrome-error://chromewebdata/', thirdSite]);
  });
});
