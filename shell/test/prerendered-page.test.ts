import { PRERENDERED_ATTRIBUTE } from '@clean/shared/prerender';
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
});
