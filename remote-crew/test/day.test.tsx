// First: the testing helpers install fetch for jsdom before anything calls it.
import { fakeApi, ok, renderWithProviders, unreachable } from '@clean/shared/testing';
import { CREW_SESSION_ENDED, CREW_STORAGE_KEYS, CREW_TOKEN_HEADER } from '@clean/shared/schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadQueue } from '../src/lib/outbox';
import DayPage from '../src/pages/day-page';
import { day, job, signedIn, TODAY, TOMORROW } from './support/crew-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const TODAYS = job();
const TOMORROWS = job({
  _id: 'job-2',
  date: TOMORROW,
  time: '11:00 AM',
  durationMinutes: 60,
  service: 'Standard Cleaning',
  address: '3 Bode Thomas Street',
  area: 'Surulere',
  landmark: null,
  customer: { firstName: 'Tunde', phone: '+2348098765432', whatsappUrl: null },
  notes: '',
});

function renderDay() {
  renderWithProviders(<DayPage />, { route: '/crew' });
  return userEvent.setup();
}

/** The answer of a step: the job as it now stands. */
const stepAnswer = (step: 'on-my-way' | 'started' | 'done' | 'could-not-work') =>
  ok({ message: 'Recorded', recorded: true, job: { ...TODAYS, step } });

beforeEach(() => {
  localStorage.clear();
  reloadQueue();
});
afterEach(() => jest.restoreAllMocks());

describe("the crew's day", () => {
  it('asks for a sign-in link when the phone is not signed in', () => {
    const api = fakeApi({});
    renderDay();
    expect(screen.getByText('Ask the office for a sign-in link.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("lists today's jobs, then tomorrow's, with everything the crew needs", async () => {
    signedIn();
    const api = fakeApi({ 'GET /api/crew/day': ok(day([TODAYS, TOMORROWS])) });
    renderDay();

    const today = await screen.findByRole('region', { name: 'Today' });
    const tomorrow = screen.getByRole('region', { name: 'Tomorrow' });
    expect(today.compareDocumentPosition(tomorrow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api.calls[0]!.headers.get(CREW_TOKEN_HEADER)).toBe('session-1');
    expect(screen.getByText('Ngozi · Crew A')).toBeInTheDocument();

    const first = within(today).getByRole('article', { name: '9:00 AM · 2 h 30 min' });
    const inFirst = within(first);
    expect(inFirst.getByText('Deep Cleaning', { selector: 'strong' })).toBeInTheDocument();
    expect(first).toHaveTextContent('(Home Cleaning)');
    expect(inFirst.getByRole('list')).toHaveTextContent('Deep CleaningInside the fridge');
    expect(inFirst.getByText('12 Admiralty Way, Lekki Phase 1, near Mega Plaza')).toBeInTheDocument();
    expect(inFirst.getByRole('link', { name: 'Map' })).toHaveAttribute('href', TODAYS.mapUrl);
    expect(inFirst.getByRole('link', { name: 'Map' })).toHaveAttribute('target', '_blank');
    expect(inFirst.getByText('Amaka')).toBeInTheDocument();
    expect(inFirst.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+2348012345678');
    expect(inFirst.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/2348012345678');
    expect(inFirst.getByText('Notes: Gate code 4411')).toBeInTheDocument();
    expect(inFirst.getByText('Assigned')).toBeInTheDocument();
    expect(inFirst.getByRole('button', { name: 'On my way' })).toBeInTheDocument();

    const second = within(tomorrow).getByRole('article', { name: '11:00 AM · 1 h' });
    expect(second).toHaveTextContent('3 Bode Thomas Street, Surulere');
    expect(within(second).queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
    // Tomorrow's jobs are read, not worked.
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when a day has no jobs', async () => {
    signedIn();
    fakeApi({ 'GET /api/crew/day': ok(day([])) });
    renderDay();
    expect(await screen.findByText('No jobs today.')).toBeInTheDocument();
    expect(screen.getByText('No jobs tomorrow.')).toBeInTheDocument();
  });

  it("posts 'On my way' with the phone's own key and time, and shows the job's new step", async () => {
    signedIn();
    const api = fakeApi({
      'GET /api/crew/day': ok(day([TODAYS])),
      'POST /api/crew/jobs/:id/events': stepAnswer('on-my-way'),
    });
    const user = renderDay();
    const first = await screen.findByRole('article', { name: '9:00 AM · 2 h 30 min' });

    const before = Date.now();
    await user.click(within(first).getByRole('button', { name: 'On my way' }));

    await waitFor(() => expect(within(first).getByText('On my way')).toBeInTheDocument());
    expect(within(first).queryByRole('button', { name: 'On my way' })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Started' })).toBeInTheDocument();
    const [request] = api.callsTo('POST /api/crew/jobs/:id/events');
    expect(new URL(request!.url).pathname).toBe('/api/crew/jobs/job-1/events');
    expect(request!.headers.get(CREW_TOKEN_HEADER)).toBe('session-1');
    const body = (await request!.clone().json()) as { key: string; at: string; kind: string };
    expect(body.kind).toBe('on-my-way');
    expect(body.key).toMatch(UUID);
    expect(Date.parse(body.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(screen.queryByText(/waiting to send/)).not.toBeInTheDocument();
  });

  it("asks what happened for 'Could not work' with 'Other' and no note, and sends nothing", async () => {
    signedIn();
    const api = fakeApi({ 'GET /api/crew/day': ok(day([TODAYS])) });
    const user = renderDay();
    const first = await screen.findByRole('article', { name: '9:00 AM · 2 h 30 min' });

    await user.click(within(first).getByRole('button', { name: 'Could not work' }));
    const panel = within(first).getByRole('form', { name: 'Could not work' });
    for (const reason of ['No water', 'No power', 'Nobody home', 'No access to the estate', 'Other']) {
      expect(within(panel).getByRole('radio', { name: reason })).toBeInTheDocument();
    }
    await user.click(within(panel).getByRole('radio', { name: 'Other' }));
    await user.click(within(panel).getByRole('button', { name: 'Send Could not work' }));

    expect(within(panel).getByRole('alert')).toHaveTextContent('Say what happened');
    expect(api.writes()).toHaveLength(0);
  });

  it('keeps a step taken offline, shows it waiting, and sends it once when the network returns', async () => {
    signedIn();
    localStorage.setItem(
      CREW_STORAGE_KEYS.day,
      JSON.stringify({ day: day([TODAYS]), savedAt: `${TODAY}T07:05:00.000Z` }),
    );
    const api = fakeApi({ 'GET /api/crew/day': unreachable, 'POST /api/crew/jobs/:id/events': unreachable });
    const user = renderDay();

    expect(await screen.findByText('Offline: showing the jobs as of 8:05 AM')).toBeInTheDocument();
    const first = screen.getByRole('article', { name: '9:00 AM · 2 h 30 min' });
    await user.click(within(first).getByRole('button', { name: 'Started' }));

    expect(await within(first).findByText('Started (waiting to send)')).toBeInTheDocument();
    expect(await screen.findByText('1 step waiting to send')).toBeInTheDocument();
    const queued = JSON.parse(localStorage.getItem(CREW_STORAGE_KEYS.outbox)!) as { request: { key: string } }[];
    expect(queued).toHaveLength(1);
    const tried = api.callsTo('POST /api/crew/jobs/:id/events').length;

    api.set('POST /api/crew/jobs/:id/events', stepAnswer('started'));
    api.set('GET /api/crew/day', ok(day([{ ...TODAYS, step: 'started' }])));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    await waitFor(() => expect(screen.queryByText(/waiting to send/)).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText(/^Offline/)).not.toBeInTheDocument());
    const sent = api.callsTo('POST /api/crew/jobs/:id/events').slice(tried);
    expect(sent).toHaveLength(1);
    expect(((await sent[0]!.clone().json()) as { key: string }).key).toBe(queued[0]!.request.key);
    expect(
      within(screen.getByRole('article', { name: '9:00 AM · 2 h 30 min' })).getByText('Started'),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CREW_STORAGE_KEYS.outbox)!)).toEqual([]);
  });

  it('signs the phone out when a call says the session ended', async () => {
    signedIn();
    fakeApi({ 'GET /api/crew/day': { status: 401, body: { success: false, message: CREW_SESSION_ENDED } } });
    renderDay();
    expect(await screen.findByRole('alert')).toHaveTextContent(CREW_SESSION_ENDED);
    expect(localStorage.getItem(CREW_STORAGE_KEYS.session)).toBeNull();
  });

  it('signs out: tells the server, and keeps nothing of the crew on the phone', async () => {
    signedIn();
    const api = fakeApi({ 'GET /api/crew/day': ok(day([TODAYS])), 'POST /api/crew/sign-out': ok() });
    const user = renderDay();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Ask the office for a sign-in link.')).toBeInTheDocument();
    const [signOut] = api.callsTo('POST /api/crew/sign-out');
    expect(signOut!.headers.get(CREW_TOKEN_HEADER)).toBe('session-1');
    for (const key of Object.values(CREW_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });
});
