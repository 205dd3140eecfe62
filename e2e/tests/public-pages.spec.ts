import { company } from '@clean/shared';
import { PRIVACY_NOTICE } from '@clean/shared/privacy';
import { expect, test } from '@playwright/test';
import { nextFrame } from '../support/layout';
import { byPath, openPublicPage, readPageHead, SERVICE_TITLES } from '../support/public-site';

test.describe('the public pages', () => {
  test('home: hero with Book Now, the 7 services with Learn More, testimonials and the closing call to action', async ({
    page,
  }) => {
    await openPublicPage(page, byPath('/'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('at Your Fingertips');
    const ourServices = main.getByRole('region', { name: 'Our Services' });
    for (const title of SERVICE_TITLES) await expect(ourServices.getByRole('heading', { name: title })).toBeVisible();
    const learnMore = ourServices.getByRole('link', { name: /^Learn More/ });
    await expect(learnMore).toHaveCount(7);
    for (const link of await learnMore.all()) await expect(link).toHaveAttribute('href', '/services');
    await expect(main.getByRole('region', { name: 'What Our Clients Say' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Book Your Cleaning Session' })).toHaveAttribute('href', '/services');

    await main.getByRole('link', { name: 'Book Now', exact: true }).click();
    await expect(page).toHaveURL('/services');
    await page.goBack();
    await learnMore.first().click();
    await expect(page).toHaveURL('/services');
    await page.goBack();
    await main.getByRole('link', { name: 'Book Your Cleaning Session' }).click();
    await expect(page).toHaveURL('/services');
  });

  test('home: the testimonial carousel advances by itself, and its bullets choose a slide', async ({ page }) => {
    await openPublicPage(page, byPath('/'));
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    const bullets = carousel.getByRole('button', { name: /^Show testimonial/ });
    await expect(bullets).toHaveCount(4);
    await expect(bullets.nth(0)).toHaveAttribute('aria-current', 'true');
    // Autoplay: 5000 ms per slide (keep the pointer away: hovering pauses it).
    await page.mouse.move(0, 0);
    await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 9_000 });
    await expect(carousel.getByRole('group', { name: '2 of 4' })).toBeVisible();

    await bullets.nth(3).click();
    await expect(bullets.nth(3)).toHaveAttribute('aria-current', 'true');
    const fourth = carousel.getByRole('group', { name: '4 of 4' });
    await expect(fourth).toBeInViewport();
    await expect(fourth).toContainText('same-day laundry');
  });

  test('home: the pause button stops the carousel', async ({ page }) => {
    await page.clock.install();
    await openPublicPage(page, byPath('/'));
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: 'Pause testimonials' }).click();
    await page.mouse.move(0, 0);
    // Longer than a slide's 5000 ms, on the page's clock.
    await page.clock.runFor(6_000);
    await expect(carousel.getByRole('button', { name: 'Show testimonial 1 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(carousel.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
  });

  test('services: the Cleaning Services and Laundry Services cards lead to their pages', async ({ page }) => {
    await openPublicPage(page, byPath('/services'));
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Explore Cleaning Services' }).click();
    await expect(page).toHaveURL('/services/cleaning-services');
    await page.goBack();
    await main.getByRole('link', { name: 'Explore Laundry Services' }).click();
    await expect(page).toHaveURL('/services/laundry-services');
    await expect(main.getByText('This service will be up soonest!')).toBeVisible();
    await main.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/services');
  });

  test('cleaning services: 7 service blocks whose Book Now opens the booking form, and Book a Service', async ({
    page,
  }) => {
    await openPublicPage(page, byPath('/services/cleaning-services'));
    const main = page.getByRole('main');
    for (const title of SERVICE_TITLES)
      await expect(main.getByRole('heading', { level: 2, name: title })).toBeAttached();
    await expect(main.getByText('Express same-day laundry service')).toBeVisible();
    const bookNow = main.getByRole('link', { name: /^Book Now for / });
    await expect(bookNow).toHaveCount(7);
    for (const link of await bookNow.all()) {
      await expect(link).toHaveAttribute('href', '/services/cleaning-services/appointment');
    }
    await expect(main.getByRole('link', { name: 'Book a Service' })).toHaveAttribute('href', '/services');

    await bookNow.first().click();
    await expect(page).toHaveURL('/services/cleaning-services/appointment');
    await page.goBack();
    await main.getByRole('link', { name: 'Book a Service' }).click();
    await expect(page).toHaveURL('/services');
  });

  test('laundry: Coming Soon with Go Back, also on a first visit', async ({ page }) => {
    await openPublicPage(page, byPath('/services/laundry-services'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Coming Soon!');
    await expect(main.getByText('This service will be up soonest!')).toBeVisible();
    await main.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/services');
  });

  test('about: the company, its story, statistics and values, and Book Now', async ({ page }) => {
    await openPublicPage(page, byPath('/about'));
    const main = page.getByRole('main');
    await expect(main).toContainText('Founded in 2015');
    await expect(main).toContainText("one of Nigeria's leading professional cleaning and laundry companies");
    await expect(main).toContainText('seamless booking and management');
    await expect(main.getByRole('region', { name: 'Our Story' }).locator('p')).toHaveCount(3);
    for (const text of ['100+', 'Happy Clients', '7+', 'Years Experience', '30+', 'Team Members', '4.9/5']) {
      await expect(main.getByText(text, { exact: true })).toBeAttached();
    }
    await expect(main.getByText('Customer Rating', { exact: true })).toBeAttached();
    await expect(main.getByRole('region', { name: 'Our Values' }).getByRole('heading', { level: 3 })).toHaveCount(4);
    await main.getByRole('link', { name: 'Book Now', exact: true }).click();
    await expect(page).toHaveURL('/services');
  });

  test('contact: heading, subtitle, details and the labelled form', async ({ page }) => {
    await openPublicPage(page, byPath('/contact'));
    const main = page.getByRole('main');
    await expect(main.getByText('Get in touch with us for any questions or concerns')).toBeVisible();
    await expect(main.getByRole('link', { name: company.phone })).toHaveAttribute('href', /^tel:/);
    await expect(main.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
    for (const text of ['A Subsidiary of', company.parent, 'Head Office', company.headOffice, 'Branch Office']) {
      await expect(main.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(main.getByText(company.branchOffice)).toContainText('Abuja');
    for (const label of ['Full Name', 'Email', 'Subject', 'Message'])
      await expect(main.getByLabel(label, { exact: true })).toBeVisible();
    await expect(main.getByLabel('Message', { exact: true })).toHaveAttribute('rows', '4');
    await expect(main.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('terms: the four topics as a bullet list', async ({ page }) => {
    await openPublicPage(page, byPath('/terms-and-condition'));
    const topics = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(topics.getByRole('heading', { level: 2 })).toHaveText([
      'Contract duration and renewal terms',
      'Payment terms and conditions',
      'Cancellation policy',
      'Liability and insurance coverage',
    ]);
  });

  test('ceo: a letter and a photo', async ({ page }) => {
    await openPublicPage(page, byPath('/ceo'));
    const main = page.getByRole('main');
    const photo = main.getByRole('img', { name: /portrait/i });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(main.getByRole('article', { name: /Letter from/ })).toContainText('Dear friends and clients');
  });

  test('clients: 13 organisations', async ({ page }) => {
    await openPublicPage(page, byPath('/clients'));
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(13);
  });

  test('privacy: the notice with its version, reached from the footer; the head follows the client-side navigation', async ({
    page,
  }) => {
    await openPublicPage(page, byPath('/clients'));
    const before = await readPageHead(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
    await expect(main.getByText(`Version ${PRIVACY_NOTICE.version}`)).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Your rights, and how to use each one' })).toBeVisible();
    await expect.poll(async () => (await readPageHead(page)).canonical).toMatch(/\/privacy-policy$/);
    const after = await readPageHead(page);
    expect(after.title).toBe(`Privacy Notice | ${company.name}`);
    expect(after.description).not.toBe(before.description);
    expect(after.counts).toEqual({ descriptions: 1, canonicals: 1 });
    // The structured data's builders load when a page first needs them written, after the tags above.
    await expect.poll(async () => (await readPageHead(page)).jsonLd.join()).toContain('/privacy-policy');
    expect((await readPageHead(page)).jsonLd).toHaveLength(1);
  });
});

test.describe('scroll reveal', () => {
  test('content below the fold appears as it scrolls into view and stays', async ({ page }) => {
    await openPublicPage(page, byPath('/about'));
    const values = page.getByRole('region', { name: 'Our Values' }).getByRole('article').first();
    const opacity = () => values.evaluate((element) => Number(getComputedStyle(element.parentElement!).opacity));
    expect(await opacity()).toBe(0);
    await values.scrollIntoViewIfNeeded();
    await expect.poll(opacity, { timeout: 5_000 }).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await nextFrame(page);
    expect(await opacity()).toBe(1);
  });

  test('nothing is hidden or animated when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPublicPage(page, byPath('/about'));
    const values = page.getByRole('region', { name: 'Our Values' }).getByRole('article').first();
    const style = await values.evaluate((element) => {
      const computed = getComputedStyle(element.parentElement!);
      return { opacity: computed.opacity, transform: computed.transform, transition: computed.transitionDuration };
    });
    expect(style).toEqual({ opacity: '1', transform: 'none', transition: '0s' });
  });
});
