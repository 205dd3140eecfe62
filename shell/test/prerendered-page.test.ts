import { PAGE_CODE_ID, PAGE_CODE_LOADER, PRERENDERED_ATTRIBUTE, ROOT_ID } from '@clean/shared/prerender';
import { markPreloadFailed, preloadRemotePage } from '../src/lib/remotes';
import { finishPrerenderedStart, isPrerendered, preloadPageAt } from '../src/app/prerendered-page';

jest.mock('../src/lib/remotes', () => ({
  preloadRemotePage: jest.fn(() => Promise.resolve()),
  markPreloadFailed: jest.fn(),
}));
const preload = jest.mocked(preloadRemotePage);
const marked = jest.mocked(markPreloadFailed);

describe('starting on a prerendered page', () => {
  beforeEach(() => {
    preload.mockClear();
    marked.mockClear();
  });

  it('tells a prerendered root from a bare one', () => {
    const root = document.createElement('div');
    expect(isPrerendered(root)).toBe(false);
    root.setAttribute(PRERENDERED_ATTRIBUTE, '/about');
    expect(isPrerendered(root)).toBe(true);
  });

  it('loads the code of the remote page the path shows, from the route table', async () => {
    await preloadPageAt('/services/cleaning-services');
    expect(preload).toHaveBeenCalledWith('public', 'cleaning-services');
    await preloadPageAt('/services/cleaning-services/appointment');
    expect(preload).toHaveBeenLastCalledWith('booking', 'booking');
  });

  it('loads nothing for a path no route shows', async () => {
    await preloadPageAt('/no-such-page');
    expect(preload).not.toHaveBeenCalled();
  });

  it('starts anyway when the page cannot be loaded, and marks its remote so Retry reloads', async () => {
    preload.mockRejectedValueOnce(new Error('remote down'));
    await expect(preloadPageAt('/about')).resolves.toBeUndefined();
    expect(marked).toHaveBeenCalledWith('public');
    await preloadPageAt('/contact');
    expect(marked).toHaveBeenCalledTimes(1);
  });

  it('drops the copies of the remotes styles and the marker once the live page is there', () => {
    const root = document.createElement('div');
    root.setAttribute(PRERENDERED_ATTRIBUTE, '/');
    const copy = document.createElement('style');
    copy.setAttribute(PRERENDERED_ATTRIBUTE, '');
    const live = document.createElement('style');
    document.head.append(copy, live);
    finishPrerenderedStart(root);
    expect(copy.isConnected).toBe(false);
    expect(live.isConnected).toBe(true);
    expect(isPrerendered(root)).toBe(false);
  });

  describe('with the loader of a page that is only read', () => {
    beforeAll(() => {
      const code = document.createElement('script');
      code.type = 'application/json';
      code.id = PAGE_CODE_ID;
      code.textContent = JSON.stringify({ scripts: ['/main.js'], preload: [], wake: 'interaction' });
      document.head.append(code);
      // The inline script as the page runs it (the text is the one every prerendered page carries).
      new Function(PAGE_CODE_LOADER)();
    });

    it('presses again, on the live page, the button a visitor pressed before it took over; links are left alone', () => {
      document.body.innerHTML =
        `<div id="${ROOT_ID}" ${PRERENDERED_ATTRIBUTE}="/"><header><a href="/about">About</a>` +
        '<button aria-label="Open menu">≡</button></header><main><button>Next</button></main></div>';
      const root = document.getElementById(ROOT_ID)!;
      const scriptsStarted = () =>
        [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

      const link = root.querySelector('a')!;
      const followed = link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      expect(followed).toBe(true);
      expect(scriptsStarted()).toEqual([]);

      const early = root.querySelector('header button')!;
      expect(early.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
      expect(scriptsStarted()).toEqual(['/main.js']);

      // The live page renders the same markup with its handlers.
      root.innerHTML =
        '<header><a href="/about">About</a><button aria-label="Open menu">≡</button></header><main><button>Next</button></main>';
      const menu = jest.fn();
      const next = jest.fn();
      root.querySelector('header button')!.addEventListener('click', menu);
      root.querySelector('main button')!.addEventListener('click', next);
      finishPrerenderedStart(root);
      expect(menu).toHaveBeenCalledTimes(1);
      expect(next).not.toHaveBeenCalled();
      // A later press is the live page's own: nothing is kept or pressed twice.
      root.querySelector<HTMLButtonElement>('header button')!.click();
      expect(menu).toHaveBeenCalledTimes(2);
    });

    it('presses nothing when the live button at that place is another one', () => {
      document.body.innerHTML = `<div id="${ROOT_ID}" ${PRERENDERED_ATTRIBUTE}="/"><button>Next</button></div>`;
      const root = document.getElementById(ROOT_ID)!;
      root.querySelector('button')!.click();
      root.innerHTML = '<button>Delete</button>';
      const pressed = jest.fn();
      root.querySelector('button')!.addEventListener('click', pressed);
      finishPrerenderedStart(root);
      expect(pressed).not.toHaveBeenCalled();
    });
  });
});
