import { PAGE_CODE_ID, PAGE_CODE_LOADER, type PageCode } from '@clean/shared/prerender';

/** The page's visibility as the browser reports it (jsdom's own is fixed). */
let visibility: DocumentVisibilityState = 'hidden';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

/** Writes the page's code list as the prerender does, then runs the loader as the page's inline script. */
function startLoader(pageCode: PageCode): void {
  document.getElementById(PAGE_CODE_ID)?.remove();
  const code = document.createElement('script');
  code.type = 'application/json';
  code.id = PAGE_CODE_ID;
  code.textContent = JSON.stringify(pageCode);
  document.head.append(code);
  new Function(PAGE_CODE_LOADER)();
}

const scriptsStarted = () =>
  [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

describe('the loader of a page that starts its code once painted', () => {
  beforeAll(() => startLoader({ scripts: ['/main.js'], preload: [] }));

  it('starts nothing while the page is hidden at load, and starts once it is shown', () => {
    window.dispatchEvent(new Event('load'));
    expect(scriptsStarted()).toEqual([]);
    // Still hidden: a visibility change to hidden again starts nothing.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(scriptsStarted()).toEqual([]);

    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    // jsdom has no paint timing: a shown page that cannot report its paint starts at once.
    expect(scriptsStarted()).toEqual(['/main.js']);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(scriptsStarted()).toEqual(['/main.js']);
  });
});

describe('the loader of a page that waits for an interaction', () => {
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
      link.getAttribute('href'),
      link.as,
      link.getAttribute('crossorigin'),
    ]);

  beforeAll(() => {
    jest.useFakeTimers();
    startLoader({
      scripts: ['/reader.js'],
      preload: [
        { href: '/reader.js', as: 'script' },
        { href: '/config.json', as: 'fetch' },
        { href: '/page.js', as: 'script' },
      ],
      wake: 'interaction',
    });
  });
  afterAll(() => jest.useRealTimers());

  it("fetches each file in a task of its own once shown, none in the paint's task, and runs nothing", () => {
    visibility = 'visible';
    window.dispatchEvent(new Event('load'));
    expect(preloads()).toEqual([]);
    expect(jest.getTimerCount()).toBe(3);
    jest.runOnlyPendingTimers();
    expect(preloads()).toEqual([
      ['/reader.js', 'script', null],
      ['/config.json', 'fetch', 'anonymous'],
      ['/page.js', 'script', null],
    ]);
    expect(scriptsStarted()).not.toContain('/reader.js');

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(scriptsStarted()).toContain('/reader.js');
  });
});
