/** @jest-environment node */
import { federationName } from '@clean/shared';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemoteUnavailable } from '../src/runtime-plugin/fallback';
import retryPlugin from '../src/runtime-plugin/retry';
import { RETRY_TIMES } from '../src/runtime-plugin/constant';
import { entryUrl, startFakeFederation } from './support/fake-remotes';

// The real retry count, without the real waits between tries.
jest.mock('../src/runtime-plugin/constant', () => ({
  ...jest.requireActual<object>('../src/runtime-plugin/constant'),
  RETRY_DELAY_MS: 0,
}));

const MANIFEST = 'http://public.test/mf-manifest.json';
const networkError = () => new TypeError('Failed to fetch');
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

/** The plugin's `fetch` hook, as the runtime calls it for a remote's manifest. */
async function fetchThroughPlugin(url: string): Promise<Response> {
  const hook = retryPlugin().fetch;
  if (!hook) throw new Error('the retry plugin has no fetch hook');
  const response = await hook(url, {});
  if (!(response instanceof Response)) throw new Error('the retry plugin left the fetch to the runtime');
  return response;
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as typeof fetch;
});

describe('the retry plugin: manifest fetches', () => {
  it('answers with the manifest when the network fails fewer times than it retries', async () => {
    for (let failure = 0; failure < RETRY_TIMES; failure += 1) fetchMock.mockRejectedValueOnce(networkError());
    fetchMock.mockResolvedValueOnce(Response.json({ id: 'clean_public' }));

    const response = await fetchThroughPlugin(MANIFEST);

    expect(await response.json()).toEqual({ id: 'clean_public' });
    expect(fetchMock).toHaveBeenCalledTimes(RETRY_TIMES + 1);
    expect(fetchMock).toHaveBeenLastCalledWith(MANIFEST, {});
  });

  it('retries a server error (5xx) too', async () => {
    fetchMock.mockResolvedValueOnce(new Response('busy', { status: 503 }));
    fetchMock.mockResolvedValueOnce(Response.json({ id: 'clean_public' }));
    expect((await fetchThroughPlugin(MANIFEST)).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after the configured retries, with the last failure', async () => {
    fetchMock.mockRejectedValue(networkError());
    await expect(fetchThroughPlugin(MANIFEST)).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(RETRY_TIMES + 1);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response('down', { status: 502 }));
    await expect(fetchThroughPlugin(MANIFEST)).rejects.toThrow(`${MANIFEST} answered 502`);
    expect(fetchMock).toHaveBeenCalledTimes(RETRY_TIMES + 1);
  });

  it('does not ask again when the answer cannot improve (4xx)', async () => {
    fetchMock.mockResolvedValue(new Response('no such file', { status: 404 }));
    expect((await fetchThroughPlugin(MANIFEST)).status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the retry plugin: remote entry scripts, in the federation runtime', () => {
  const remotes = startFakeFederation();
  const pagesId = `${federationName('public')}/pages`;
  const register = () =>
    registerRemotes([{ name: federationName('public'), entry: entryUrl('public') }], { force: true });

  beforeEach(() => {
    // The fallback plugin logs the cause; re-registering warns that the remote is replaced.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    remotes.public.entryLoads = 0;
    register();
  });

  it('loads the remote when its entry script fails fewer times than it retries', async () => {
    remotes.public.failingLoads = RETRY_TIMES;
    const loaded = await loadRemote<{ pages: unknown }>(pagesId);
    expect(loaded?.pages).toBe(remotes.public.pages);
    expect(remotes.public.entryLoads).toBe(RETRY_TIMES + 1);
  });

  it('gives up after the configured retries and leaves the remote to the fallback', async () => {
    remotes.public.failingLoads = Infinity;
    const loaded = await loadRemote(pagesId);
    expect(isRemoteUnavailable(loaded)).toBe(true);
    expect(remotes.public.entryLoads).toBe(RETRY_TIMES + 1);
  });
});
