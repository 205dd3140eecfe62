// Response for the manifests the runtime fetches: jsdom has none.
import 'whatwg-fetch';
import {
  COMPAT_METADATA_KEY,
  compatRecordOf,
  SHARED_CONTRACT_VERSION,
  unmetRequirements,
  type CompatRecord,
  type ShellProvisions,
} from '@clean/shared';
import { satisfy } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteSlot } from '../src/components/remote-slot/remote-slot';
import { reloadPage } from '../src/lib/reload-page';
import { loadRemotePage, registerConfiguredRemotes, RemoteUnavailableError, resetRemote } from '../src/lib/remotes';
import { shellProvisions } from '../src/runtime-plugin/compat';
import { fakeManifest, fakeManifestUrls, serveManifests, startFakeFederation } from './support/fake-remotes';

jest.mock('../src/runtime-plugin/constant', () => ({
  ...jest.requireActual<object>('../src/runtime-plugin/constant'),
  RETRY_DELAY_MS: 0,
}));

jest.mock('../src/lib/reload-page', () => ({ reloadPage: jest.fn() }));

/** The shell these tests run: React 19.3.1 shared, and the shared contract of this repository. */
const remotes = startFakeFederation({ react: '19.3.1' });
const manifests = serveManifests();
registerConfiguredRemotes(fakeManifestUrls());

const shell: ShellProvisions = { sharedContract: '1.4.2', singletons: { react: '19.3.1', 'react-dom': '19.3.1' } };
const builtWith = (sharedContract: string, react = '^19.3.1'): CompatRecord => ({
  sharedContract,
  singletons: { react: { version: react.replace(/^\^/, ''), range: react } },
});
/** The one version a major bump of this repository's contract makes. */
const nextMajor = `${Number(SHARED_CONTRACT_VERSION.split('.')[0]) + 1}.0.0`;

let errors: jest.SpyInstance;
let warnings: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** Everything the console was told, as text. */
const logged = (spy: jest.SpyInstance): string =>
  spy.mock.calls
    .flat()
    .map((arg: unknown) => (arg instanceof Error ? arg.message : String(arg)))
    .join('\n');

describe('the compatibility rule', () => {
  it('accepts a remote built against the same or an older minor of the contract, with singletons in range', () => {
    expect(unmetRequirements(builtWith('1.4.2'), shell, satisfy)).toEqual([]);
    expect(unmetRequirements(builtWith('1.0.0', '^19.0.0'), shell, satisfy)).toEqual([]);
  });

  it('refuses a remote built against another major of the contract, saying what it needs and what the shell has', () => {
    expect(unmetRequirements(builtWith('2.0.0'), shell, satisfy)).toEqual([
      'needs the @clean/shared contract ^2.0.0 (built against 2.0.0); the shell provides 1.4.2',
    ]);
    expect(unmetRequirements(builtWith('0.9.0'), shell, satisfy)).toHaveLength(1);
  });

  it('refuses a remote built against a newer minor than the shell provides', () => {
    expect(unmetRequirements(builtWith('1.5.0'), shell, satisfy)).toEqual([
      'needs the @clean/shared contract ^1.5.0 (built against 1.5.0); the shell provides 1.4.2',
    ]);
  });

  it('refuses a singleton range the shell version is not in, and lists every unmet requirement', () => {
    expect(unmetRequirements(builtWith('2.1.0', '^20.1.0'), shell, satisfy)).toEqual([
      'needs the @clean/shared contract ^2.1.0 (built against 2.1.0); the shell provides 1.4.2',
      'needs react ^20.1.0 (built with 20.1.0); the shell provides 19.3.1',
    ]);
    expect(unmetRequirements(builtWith('1.4.0', '^19.4.0'), shell, satisfy)).toEqual([
      'needs react ^19.4.0 (built with 19.4.0); the shell provides 19.3.1',
    ]);
  });

  it('accepts a remote of an older contract major that imports only names the shell still provides', () => {
    const major2: ShellProvisions = {
      ...shell,
      sharedContract: '2.0.0',
      exports: { '@clean/shared': ['formatNaira', 'paths'] },
    };
    const uses = { '@clean/shared': ['formatNaira'], '@clean/shared/api': ['baseApi'] };
    expect(unmetRequirements({ ...builtWith('1.4.0'), uses }, major2, satisfy)).toEqual([]);
  });

  it('refuses a remote of an older major that imports what the shell removed, or a whole namespace of it', () => {
    const major2: ShellProvisions = { ...shell, sharedContract: '2.0.0', exports: { '@clean/shared': ['paths'] } };
    const stale = { ...builtWith('1.4.0'), uses: { '@clean/shared': ['formatNaira', 'paths', 'company'] } };
    expect(unmetRequirements(stale, major2, satisfy)).toEqual([
      'uses formatNaira, company from @clean/shared, which the shell no longer provides (contract 2.0.0)',
    ]);
    const whole = { ...builtWith('1.4.0'), uses: { '@clean/shared': ['*'] } };
    expect(unmetRequirements(whole, major2, satisfy)).toEqual([
      'uses all of @clean/shared, which cannot be checked against the contract 2.0.0',
    ]);
    // A remote that does not say what it imports is held to the caret range.
    expect(unmetRequirements(builtWith('1.4.0'), major2, satisfy)).toEqual([
      'needs the @clean/shared contract ^1.4.0 (built against 1.4.0); the shell provides 2.0.0',
    ]);
  });

  it('leaves a singleton the shell does not share to the remote, which then brings its own', () => {
    const needs: CompatRecord = {
      sharedContract: '1.0.0',
      singletons: { notistack: { version: '3.0.2', range: '^3.0.2' } },
    };
    expect(unmetRequirements(needs, shell, satisfy)).toEqual([]);
  });
});

describe('the record in a manifest', () => {
  it('is read from metaData, and absent from a manifest of an older build', () => {
    const record = builtWith('1.0.0');
    expect(compatRecordOf(fakeManifest('public', { [COMPAT_METADATA_KEY]: record }))).toEqual(record);
    expect(compatRecordOf(fakeManifest('public'))).toBeUndefined();
  });

  it('says what is wrong with a malformed one', () => {
    const broken = (compat: unknown) => () => compatRecordOf(fakeManifest('public', { [COMPAT_METADATA_KEY]: compat }));
    expect(broken({ singletons: {} })).toThrow(/sharedContract/);
    expect(broken({ sharedContract: '1.0.0', singletons: { react: { version: '19.3.1' } } })).toThrow(/"react".*range/);
  });
});

describe('what the shell provides', () => {
  it('is its shared contract, the names of its @clean/shared and the versions it shares, as registered', async () => {
    const shared = {
      react: [{ version: '19.3.1', from: 'clean_shell' }],
      notistack: [{ version: '3.0.2', from: 'other' }],
    };
    const provided = await shellProvisions({ name: 'clean_shell', shared });
    expect(provided).toEqual({
      sharedContract: SHARED_CONTRACT_VERSION,
      singletons: { react: '19.3.1' },
      exports: { '@clean/shared': expect.arrayContaining(['formatNaira', 'SHARED_CONTRACT_VERSION']) },
    });
    expect(provided.exports?.['@clean/shared']).not.toContain('default');
  });
});

describe('the compatibility guard', () => {
  it('loads a remote whose build needs only what the shell provides', async () => {
    remotes.public.pages = { about: () => <h1>About us</h1> };
    manifests.public = fakeManifest('public', { [COMPAT_METADATA_KEY]: builtWith(SHARED_CONTRACT_VERSION) });
    render(<RemoteSlot remote="public" page="about" store={false} />);
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
  });

  it('does not load a remote built against a newer contract: the slot says so, the console says why, Retry reloads', async () => {
    remotes.booking.pages = { booking: () => <h1>Book a cleaning</h1> };
    manifests.booking = fakeManifest('booking', { [COMPAT_METADATA_KEY]: builtWith(nextMajor) });
    render(<RemoteSlot remote="booking" page="booking" store={false} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAccessibleName('This part of the site is not available right now');
    expect(alert).toHaveTextContent('It is being updated. Please try again in a moment.');
    expect(remotes.booking.entryLoads).toBe(0);
    expect(logged(errors)).toContain(
      `The remote clean_booking (http://booking.test/mf-manifest.json) was not loaded:\n` +
        `- it needs the @clean/shared contract ^${nextMajor} (built against ${nextMajor}); ` +
        `the shell provides ${SHARED_CONTRACT_VERSION}`,
    );

    // A newer shell (or an older build of the remote) may be deployed by now: only a reload gets either.
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does not load a remote whose singleton range leaves out the version the shell shares', async () => {
    manifests.admin = fakeManifest('admin', { [COMPAT_METADATA_KEY]: builtWith(SHARED_CONTRACT_VERSION, '^20.0.0') });
    const failure = await loadRemotePage('admin', 'dashboard').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteUnavailableError);
    expect(failure).toMatchObject({ refused: true, message: expect.stringContaining('needs react ^20.0.0') });
    expect((failure as Error).message).toContain('the shell provides 19.3.1');
    expect(remotes.admin.entryLoads).toBe(0);
  });

  it('loads a remote of an older contract major only while it imports nothing the shell removed', async () => {
    const olderMajor = `${Number(SHARED_CONTRACT_VERSION.split('.')[0]) - 1}.9.0`;
    const built = (uses: string[]) => ({ ...builtWith(olderMajor), uses: { '@clean/shared': uses } });
    manifests.booking = fakeManifest('booking', { [COMPAT_METADATA_KEY]: built(['formatNaira', 'removedHelper']) });
    // A new deployment of a remote this file loaded before: the runtime reads its manifest afresh.
    resetRemote('booking');
    const failure = await loadRemotePage('booking', 'booking').catch((error: unknown) => error);
    expect(failure).toMatchObject({ refused: true });
    expect((failure as Error).message).toContain(
      `- it uses removedHelper from @clean/shared, which the shell no longer provides (contract ${SHARED_CONTRACT_VERSION})`,
    );

    // Rebuilt without it, still against the older contract: the same shell loads it.
    remotes.booking.pages = { booking: () => <h1>Book a cleaning</h1> };
    manifests.booking = fakeManifest('booking', { [COMPAT_METADATA_KEY]: built(['formatNaira']) });
    resetRemote('booking');
    const { default: Page } = await loadRemotePage('booking', 'booking');
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Book a cleaning' })).toBeInTheDocument();
  });

  it('loads a remote built before builds recorded their needs, with a warning', async () => {
    remotes.popup.pages = { demo: () => <h1>Pay</h1> };
    manifests.popup = fakeManifest('popup');
    const { default: Page } = await loadRemotePage('popup', 'demo');
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Pay' })).toBeInTheDocument();
    expect(logged(warnings)).toContain('the remote clean_popup records no requirements');
  });
});
