import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteSlot } from '../src/components/remote-slot/remote-slot';
import { reloadPage } from '../src/lib/reload-page';
import { markPreloadFailed, registerConfiguredRemotes } from '../src/lib/remotes';
import { fakeRemoteUrls, startFakeFederation } from './support/fake-remotes';

jest.mock('../src/runtime-plugin/constant', () => ({
  ...jest.requireActual<object>('../src/runtime-plugin/constant'),
  RETRY_DELAY_MS: 0,
}));

jest.mock('../src/lib/reload-page', () => ({ reloadPage: jest.fn() }));

const remotes = startFakeFederation();
registerConfiguredRemotes(fakeRemoteUrls());

beforeEach(() => {
  // React reports the errors the boundary catches; the shell logs them too.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const retry = () => userEvent.click(screen.getByRole('button', { name: 'Retry' }));

describe('the remote slot', () => {
  it('shows a loading state, then the page', async () => {
    remotes.public.pages = { about: () => <h1>About us</h1> };
    render(<RemoteSlot remote="public" page="about" store={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the part is not available while its remote is down, and Retry shows the page once it is back', async () => {
    remotes.booking.pages = { booking: () => <h1>Book a cleaning</h1> };
    remotes.booking.failingLoads = Infinity;
    render(<RemoteSlot remote="booking" page="booking" store={false} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAccessibleName('This part of the site is not available right now');
    expect(alert).toHaveTextContent('Please check your connection and try again in a moment.');

    // Still down: Retry tries again and says so again.
    const loads = remotes.booking.entryLoads;
    await retry();
    expect(await screen.findByRole('alert')).toHaveAccessibleName('This part of the site is not available right now');
    expect(remotes.booking.entryLoads).toBeGreaterThan(loads);

    remotes.booking.failingLoads = 0;
    await retry();
    expect(await screen.findByRole('heading', { name: 'Book a cleaning' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the page ran into a problem when it throws, and Retry renders it again once it works', async () => {
    let broken = true;
    function Dashboard() {
      if (broken) throw new Error('cannot read the figures');
      return <h1>Dashboard</h1>;
    }
    remotes.admin.pages = { dashboard: Dashboard };
    render(<RemoteSlot remote="admin" page="dashboard" store={false} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAccessibleName('This page ran into a problem');
    expect(alert).not.toHaveTextContent('cannot read the figures');

    broken = false;
    await retry();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('reloads the page on Retry when the remote failed while the prerendered page was preloading its files', async () => {
    // The browser answers a failed preload's URL with the same failure for the life of the document.
    remotes.popup.pages = {};
    remotes.popup.failingLoads = Infinity;
    markPreloadFailed('popup');
    render(<RemoteSlot remote="popup" page="anything" store={false} />);
    await screen.findByRole('alert');
    const loads = remotes.popup.entryLoads;
    await retry();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(remotes.popup.entryLoads).toBe(loads);
  });
});
