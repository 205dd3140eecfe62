// Before the page: installs fetch for jsdom.
import { fakeApi, ok, renderWithProviders } from '@clean/shared/testing';
import { appointmentPath, paths, STORAGE_KEYS } from '@clean/shared';
import type { JobEvent, JobTimeline } from '@clean/shared/schemas';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import AppointmentPage from '../src/pages/appointment-page';
import { appointment } from './support/fixtures';

const step = (id: string, kind: JobEvent['kind'], at: string, overrides: Partial<JobEvent> = {}): JobEvent => ({
  _id: id,
  kind,
  at,
  receivedAt: at,
  member: 'Bisi Ade',
  crew: 'Lekki crew',
  reason: null,
  note: null,
  checklist: [],
  photos: [],
  ...overrides,
});

function renderWith(timeline: JobTimeline | undefined) {
  fakeApi({
    'GET /api/admin/appointments/:id': ok({
      appointment: appointment('a1', 'Ada Obi', { location: 'Lagos' }),
      history: [],
      deletedAt: null,
      privacyConsent: { version: '1.0', agreedAt: '2030-01-07T08:00:00.000Z' },
      crew: { _id: 'c1', name: 'Lekki crew', location: 'Lagos', active: true },
      ...(timeline && { timeline }),
    }),
    'GET /api/admin/crews': ok({ crews: [] }),
  });
  renderWithProviders(
    <Routes>
      <Route path={paths.admin.appointment} element={<AppointmentPage />} />
    </Routes>,
    { route: appointmentPath('a1') },
  );
}

beforeEach(() => localStorage.setItem(STORAGE_KEYS.adminToken, 'tok-timeline'));
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe("the appointment's timeline", () => {
  it('shows Assigned, then each step with its time in Lagos, who, the checklist and the photos', async () => {
    renderWith({
      step: 'done',
      events: [
        step('e1', 'on-my-way', '2030-12-05T07:40:00.000Z'),
        step('e2', 'started', '2030-12-05T08:02:00.000Z', { member: 'Musa Bello' }),
        step('e3', 'done', '2030-12-05T10:15:00.000Z', {
          checklist: ['Kitchen surfaces wiped', 'Floors mopped'],
          photos: [
            { _id: 'p1', url: '/api/photos/p1?expires=1&signature=a' },
            { _id: 'p2', url: '/api/photos/p2?expires=1&signature=b' },
          ],
        }),
      ],
    });
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    const steps = within(timeline).getAllByRole('heading', { level: 3 });
    expect(steps.map((heading) => heading.textContent)).toEqual(['Assigned', 'On my way', 'Started', 'Done']);

    const [, onMyWay, started, done] = timeline.querySelectorAll(':scope > li');
    expect(onMyWay).toHaveTextContent('8:40 AM, 5 Dec');
    expect(onMyWay).toHaveTextContent('Bisi Ade, Lekki crew');
    expect(started).toHaveTextContent('9:02 AM, 5 Dec');
    expect(started).toHaveTextContent('Musa Bello, Lekki crew');
    const ticked = within(done as HTMLElement).getAllByRole('listitem');
    expect(ticked.slice(0, 2).map((item) => item.textContent)).toEqual(['Kitchen surfaces wiped', 'Floors mopped']);

    const photo = within(done as HTMLElement).getByRole('img', { name: 'Photo 1 of the finished work' });
    expect(photo).toHaveAttribute('src', 'http://api.test/api/photos/p1?expires=1&signature=a');
    const link = within(done as HTMLElement).getByRole('link', { name: 'Photo 2 of the finished work' });
    expect(link).toHaveAttribute('href', 'http://api.test/api/photos/p2?expires=1&signature=b');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("shows the reason and the note of 'Could not work'", async () => {
    renderWith({
      step: 'could-not-work',
      events: [
        step('e1', 'could-not-work', '2030-12-05T13:30:00.000Z', {
          reason: 'no-access',
          note: 'The gate man would not let us in',
        }),
      ],
    });
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    const [, notWorked] = timeline.querySelectorAll(':scope > li');
    expect(within(notWorked as HTMLElement).getByRole('heading', { name: 'Could not work' })).toBeVisible();
    expect(notWorked).toHaveTextContent('2:30 PM, 5 Dec');
    expect(notWorked).toHaveTextContent('No access to the estate');
    expect(notWorked).toHaveTextContent('The gate man would not let us in');
    expect(within(notWorked as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows no timeline when the answer has none (an older API)', async () => {
    renderWith(undefined);
    expect(await screen.findByRole('heading', { level: 2, name: 'Booking' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Timeline' })).not.toBeInTheDocument();
  });
});
