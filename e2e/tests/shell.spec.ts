import { cityLinks, company, footerLinks, mainNav, socialLinks } from '@clean/shared';
import { expect, test } from '@playwright/test';
import { Site } from '../support/site';

test.describe('the composed site', () => {
  test('the footer carries the quick links, the city pages, address, phone, e-mail and socials', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/');
    const quickLinks = site.footer.getByRole('navigation', { name: 'Quick links' });
    for (const link of footerLinks) {
      await expect(quickLinks.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.to);
    }
    const cities = site.footer.getByRole('navigation', { name: 'Cities we serve' });
    for (const link of cityLinks) {
      await expect(cities.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.to);
    }
    await expect(site.footer).toContainText('Asokoro, Abuja');
    await expect(site.footer.getByRole('link', { name: company.phone })).toHaveAttribute('href', /^tel:/);
    await expect(site.footer.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    for (const social of socialLinks) {
      await expect(site.footer.getByRole('link', { name: social.label, exact: true })).toHaveAttribute(
        'href',
        social.href,
      );
    }
  });

  test('the active top bar link is highlighted and the logo and Book Now lead where they should', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/about');
    await expect(site.navLink('About')).toHaveAttribute('aria-current', 'page');
    for (const link of mainNav.filter((candidate) => candidate.label !== 'About')) {
      await expect(site.navLink(link.label)).not.toHaveAttribute('aria-current', 'page');
    }
    await site.nav.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL('/services');
    await expect(site.navLink('Services')).toHaveAttribute('aria-current', 'page');
    await site.header.getByRole('link', { name: company.name }).click();
    await expect(page).toHaveURL('/');
    await expect(site.navLink('Home')).toHaveAttribute('aria-current', 'page');
  });

  test('every navigation starts at the top of the page', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/');
    await site.expectRemotePage();
    await site.footer.getByRole('link', { name: 'Our Clients' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await site.footer.getByRole('link', { name: 'Our Clients' }).click();
    await expect(page).toHaveURL('/clients');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('pages that read nothing from the store do not download Redux; the first page that does brings it', async ({
    page,
  }) => {
    const reduxFiles: string[] = [];
    page.on('request', (request) => {
      if (/\/redux\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) reduxFiles.push(request.url());
    });
    const site = new Site(page);
    await site.goto('/');
    await site.expectRemotePage();
    await site.navLink('About').click();
    await site.expectRemotePage('About Us');
    // The pricing page reads its catalogue without the store.
    await site.navLink('Pricing').click();
    await expect(
      page
        .getByRole('main')
        .getByText(/^Starts from/)
        .first(),
    ).toBeVisible();
    expect(reduxFiles).toEqual([]);
    // The contact form sends its message through the store's API slice.
    await site.navLink('Contact').click();
    await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('button')).toBeEnabled();
    await expect.poll(() => reduxFiles.length).toBeGreaterThan(0);
  });

  test('an unknown route shows the 404 texts and leads back home', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/no-such-page');
    await site.expectFrame();
    await expect(page.getByRole('heading', { name: 'Not found!' })).toBeVisible();
    await expect(page.getByText('Unfortunately, we could not find resource or page')).toBeVisible();
    await page.getByRole('link', { name: 'Back to homepage' }).click();
    await expect(page).toHaveURL('/');
  });

  test("on admin paths 'Back to homepage' leads to the admin login, or the dashboard when signed in", async ({
    page,
  }) => {
    await page.goto('/admin/no-such-page');
    await expect(page.getByRole('heading', { name: 'Not found!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/admin/login');
    await page.evaluate(() => localStorage.setItem('adminToken', 'some-token'));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/admin/dashboard');
  });

  test('/admin redirects to the dashboard, and the admin remote is fetched only for /admin paths', async ({ page }) => {
    const adminRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('http://localhost:3003/')) adminRequests.push(request.url());
    });
    const site = new Site(page);
    await site.goto('/');
    await site.expectRemotePage();
    await site.navLink('Pricing').click();
    await site.expectRemotePage();
    expect(adminRequests).toEqual([]);
    // The shell sends /admin to the dashboard, whose guard asks a visitor without a session to sign in
    // and come back there.
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/login?next=%2Fadmin%2Fdashboard');
    await expect.poll(() => adminRequests.length).toBeGreaterThan(0);
  });

  test('remotes are loaded from the manifest URLs of the runtime config', async ({ page }) => {
    const config = (await (await page.request.get('/config.json')).json()) as { remotes: Record<string, string> };
    const manifestRequest = page.waitForRequest(config.remotes.public!);
    await page.goto('/about');
    await manifestRequest;
    await new Site(page).expectRemotePage();
  });

  test('shell and remotes share one React, one router, one store and one toast queue', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/about');
    await site.expectRemotePage();
    const providers = await page.evaluate(() => {
      interface SharedVersion {
        from: string;
        loaded?: boolean;
        useIn: string[];
      }
      type ShareScopes = Record<string, Record<string, Record<string, Record<string, SharedVersion>>>>;
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: ShareScopes } }).__FEDERATION__.__SHARE__;
      const seen: Record<string, { versions: string[]; from: string[]; useIn: string[] }> = {};
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(packages)) {
            const entry = (seen[name] ??= { versions: [], from: [], useIn: [] });
            for (const [version, shared] of Object.entries(versions)) {
              if (!entry.versions.includes(version)) entry.versions.push(version);
              if (!entry.from.includes(shared.from)) entry.from.push(shared.from);
              for (const user of shared.useIn) if (!entry.useIn.includes(user)) entry.useIn.push(user);
            }
          }
        }
      }
      return seen;
    });
    for (const name of [
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
      'react-redux',
      '@reduxjs/toolkit',
      'notistack',
      '@clean/shared',
    ]) {
      expect(providers[name], name).toBeDefined();
      expect(providers[name]!.versions, `${name} versions`).toHaveLength(1);
      expect(providers[name]!.from, `${name} provider`).toEqual(['clean_shell']);
    }
    expect(providers['react']!.useIn).toEqual(expect.arrayContaining(['clean_shell', 'clean_public']));
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu opens from its button, shows the active link and closes when a link is chosen', async ({ page }) => {
    const site = new Site(page);
    await site.goto('/about');
    await site.expectRemotePage();
    await expect(site.navLink('Contact')).toBeHidden();
    await expect(site.menuButton).toHaveAttribute('aria-expanded', 'false');

    await site.menuButton.click();
    await expect(site.menuButton).toHaveAttribute('aria-expanded', 'true');
    for (const link of mainNav) await expect(site.navLink(link.label)).toBeVisible();
    await expect(site.navLink('About')).toHaveAttribute('aria-current', 'page');

    await site.navLink('Contact').click();
    await expect(page).toHaveURL('/contact');
    await expect(site.navLink('Contact')).toBeHidden();
    await expect(site.menuButton).toHaveAttribute('aria-expanded', 'false');
    // The address changes at once, the page once its code is there (the store, the first time): until
    // then About is still shown, and a menu opened on it closes when Contact arrives.
    await expect(site.main.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await site.expectRemotePage();

    await site.menuButton.click();
    await expect(site.navLink('Home')).toBeVisible();
    await site.menuButton.click();
    await expect(site.navLink('Home')).toBeHidden();
  });
});
