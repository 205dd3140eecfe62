import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { registerConfiguredRemotes, remotePage, resetRemote } from '../src/lib/remotes';
import { fakeRemoteUrls, startFakeFederation } from './support/fake-remotes';

jest.mock('../src/runtime-plugin/constant', () => ({
  ...jest.requireActual<object>('../src/runtime-plugin/constant'),
  RETRY_DELAY_MS: 0,
}));

const remotes = startFakeFederation();
registerConfiguredRemotes(fakeRemoteUrls());
remotes.public.pages = { about: () => <h1>About us</h1> };

/** What a remote page component shows once loaded: its heading, or the message of its failure. */
async function shows(Page: React.ComponentType): Promise<string> {
  const { unmount } = render(
    <ErrorBoundary fallbackRender={({ error }) => <h1>{error instanceof Error ? error.message : 'failed'}</h1>}>
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>
    </ErrorBoundary>,
  );
  const text = (await screen.findByRole('heading', { level: 1 })).textContent ?? '';
  unmount();
  return text;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('a remote page and its reset', () => {
  it('is loaded once and kept: the same component every time it is asked for', async () => {
    const Page = remotePage('public', 'about');
    expect(await shows(Page)).toBe('About us');
    const loads = remotes.public.entryLoads;
    expect(remotePage('public', 'about')).toBe(Page);
    expect(await shows(remotePage('public', 'about'))).toBe('About us');
    expect(remotes.public.entryLoads).toBe(loads);
  });

  it('keeps a failed load until the remote is reset; then a new component loads it afresh', async () => {
    remotes.booking.pages = { booking: () => <h1>Book a cleaning</h1> };
    remotes.booking.failingLoads = Infinity;
    const Failed = remotePage('booking', 'booking');
    expect(await shows(Failed)).toMatch(/^The booking part of the site could not be loaded/);

    // The remote is back, but nothing asks it again until the reset.
    remotes.booking.failingLoads = 0;
    const loadsWhileDown = remotes.booking.entryLoads;
    expect(remotePage('booking', 'booking')).toBe(Failed);
    expect(remotes.booking.entryLoads).toBe(loadsWhileDown);

    resetRemote('booking');
    const Fresh = remotePage('booking', 'booking');
    expect(Fresh).not.toBe(Failed);
    expect(await shows(Fresh)).toBe('Book a cleaning');
    expect(remotes.booking.entryLoads).toBe(loadsWhileDown + 1);
  });

  it('fetches the remote again after a reset, so a Retry reaches what is deployed now', async () => {
    remotes.popup.pages = { demo: () => <h1>Version 1</h1> };
    expect(await shows(remotePage('popup', 'demo'))).toBe('Version 1');
    // A new deployment: the federation runtime keeps the loaded remote until it is registered afresh.
    remotes.popup.pages = { demo: () => <h1>Version 2</h1> };
    expect(await shows(remotePage('popup', 'demo'))).toBe('Version 1');
    const loads = remotes.popup.entryLoads;

    resetRemote('popup');

    expect(await shows(remotePage('popup', 'demo'))).toBe('Version 2');
    expect(remotes.popup.entryLoads).toBe(loads + 1);
  });
});
