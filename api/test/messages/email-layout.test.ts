/**
 * Every e-mail as a phone's mail app shows it: its HTML, composed from a sample of its kind
 * (helpers/email-samples.ts), in headless Chromium 390 px wide with scripts off. Nothing may reach
 * past the screen's edge, no text is smaller than the footer's 13 px, and each button is a full tap
 * target. `SCREENSHOTS=1` writes each one to api/screenshots/email-<kind>-390.png for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_FLAGS, headlessBrowserPath } from '@clean/tooling/chromium';
import { chromium, type Browser, type Page } from 'playwright-core';
import { SETUP_TIMEOUT_MS } from '../helpers/build-app';
import { composeSample, EMAIL_KINDS } from '../helpers/email-samples';

const PHONE = { width: 390, height: 844 };
const SMALLEST_TEXT_PX = 13;
/** A finger's tap target (WCAG 2.5.5 asks 44 CSS px). */
const TAP_TARGET_PX = 44;
const SCREENSHOT_DIR = path.join(__dirname, '..', '..', 'screenshots');

interface Layout {
  scrollWidth: number;
  /** Elements whose box reaches past either edge of the screen. */
  overflowing: string[];
  /** Text smaller than SMALLEST_TEXT_PX, with its size. */
  tinyText: string[];
  /** The buttons (links drawn as blocks), with their boxes. */
  buttons: { text: string; left: number; right: number; height: number }[];
}

/**
 * Measured in the page. A string, since the API project compiles without the DOM's types; it reads
 * every element's box and every text's computed size.
 */
const MEASURE = `(() => {
  const width = document.documentElement.clientWidth;
  const name = (element) => element.tagName.toLowerCase() + ' "' + (element.textContent || '').trim().slice(0, 40) + '"';
  const overflowing = [];
  const tinyText = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && (box.right > width + 0.5 || box.left < -0.5)) overflowing.push(name(element) + ' ' + Math.round(box.left) + '..' + Math.round(box.right));
    const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim() !== '');
    const style = getComputedStyle(element);
    if (ownText && style.display !== 'none' && parseFloat(style.fontSize) < ${SMALLEST_TEXT_PX}) tinyText.push(name(element) + ' ' + style.fontSize);
  }
  const buttons = [...document.querySelectorAll('a')]
    .filter((link) => getComputedStyle(link).display === 'block')
    .map((link) => {
      const box = link.getBoundingClientRect();
      return { text: link.textContent.trim(), left: box.left, right: box.right, height: box.height };
    });
  return { scrollWidth: document.documentElement.scrollWidth, overflowing, tinyText, buttons };
})()`;

describe('each e-mail at phone width (390 px)', () => {
  let browser: Browser | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: headlessBrowserPath(), args: CHROMIUM_FLAGS });
    // A mail app runs no scripts and the e-mails load nothing from elsewhere.
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, offline: true });
    page = await context.newPage();
    if (process.env.SCREENSHOTS === '1') mkdirSync(SCREENSHOT_DIR, { recursive: true });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => browser?.close());

  it.each(EMAIL_KINDS)('%s: nothing past the screen’s edge, no tiny text, buttons a full tap wide', async (kind) => {
    if (!page) throw new Error('The browser starts in beforeAll');
    const mail = await composeSample(kind);
    await page.setContent(mail.html);
    const layout = (await page.evaluate(MEASURE)) as Layout;
    if (process.env.SCREENSHOTS === '1') {
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `email-${kind}-390.png`), fullPage: true });
    }
    expect(layout.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    expect(layout.overflowing).toEqual([]);
    expect(layout.tinyText).toEqual([]);
    // Each e-mail has its call to action (the receipt, the console, the payment, the confirmation).
    expect(layout.buttons.length).toBeGreaterThan(0);
    for (const button of layout.buttons) {
      expect(button.text).not.toBe('');
      expect(button.height).toBeGreaterThanOrEqual(TAP_TARGET_PX);
      expect(button.left).toBeGreaterThanOrEqual(0);
      expect(button.right).toBeLessThanOrEqual(PHONE.width);
    }
  });
});
