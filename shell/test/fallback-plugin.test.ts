import { federationName, REMOTE_NAMES } from '@clean/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import fallbackPlugin, { isRemoteUnavailable } from '../src/runtime-plugin/fallback';
import { loadRemotePage, registerConfiguredRemotes, RemoteUnavailableError } from '../src/lib/remotes';
import { fakeRemoteUrls, startFakeFederation } from './support/fake-remotes';

// No waits between retries: this file is about what happens once they are spent.
jest.mock('../src/runtime-plugin/constant', () => ({
  ...jest.requireActual<object>('../src/runtime-plugin/constant'),
  RETRY_DELAY_MS: 0,
}));

const remotes = startFakeFederation();
registerConfiguredRemotes(fakeRemoteUrls());

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  for (const name of REMOTE_NAMES) remotes[name].failingLoads = 0;
});
afterEach(() => logged.mockRestore());

describe('the fallback plugin', () => {
  it('answers a remote that cannot be loaded with a fallback module naming it and the cause, logged once', async () => {
    remotes.booking.failingLoads = Infinity;
    const id = `${federationName('booking')}/pages`;

    const loaded = await loadRemote(id);

    expect(isRemoteUnavailable(loaded)).toBe(true);
    expect(loaded).toMatchObject({ remoteId: id, reason: expect.stringContaining('RUNTIME-008') });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toContain(id);
  });

  it('turns the fallback module into the error the remote slot shows as "not available"', async () => {
    remotes.admin.failingLoads = Infinity;
    const failure = await loadRemotePage('admin', 'dashboard').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteUnavailableError);
    expect(failure).toMatchObject({ remote: 'admin', message: expect.stringMatching(/^The admin part of the site/) });
  });

  it('leaves failures other than loading a remote module to the runtime', () => {
    const hook = fallbackPlugin().errorLoadRemote;
    if (!hook) throw new Error('the fallback plugin has no errorLoadRemote hook');
    const args = { id: 'clean_public/pages', error: new Error('bad request'), lifecycle: 'beforeRequest' } as const;
    expect(hook(args as Parameters<typeof hook>[0])).toBeUndefined();
    expect(logged).not.toHaveBeenCalled();
  });

  it('tells its fallback module from any real module', () => {
    expect(isRemoteUnavailable({ pages: {} })).toBe(false);
    expect(isRemoteUnavailable(null)).toBe(false);
    expect(isRemoteUnavailable('clean_public/pages')).toBe(false);
  });
});
