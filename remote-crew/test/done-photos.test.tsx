// First: the testing helpers install fetch for jsdom before anything calls it.
import { fakeApi, heldAnswer, ok, renderWithProviders } from '@clean/shared/testing';
import { CREW_STORAGE_KEYS } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadQueue } from '../src/lib/outbox';
import DayPage from '../src/pages/day-page';
import { day, job, signedIn } from './support/crew-fixtures';

// jsdom draws no canvas: the resizing itself is the browser's; what is sent is what this test checks.
jest.mock('../src/lib/resize-photo', () => ({
  ...jest.requireActual<object>('../src/lib/resize-photo'),
  resizePhoto: jest.fn(async () => new Blob(['small-jpeg'], { type: 'image/jpeg' })),
}));

const STARTED = job({ step: 'started' });

beforeEach(() => {
  localStorage.clear();
  reloadQueue();
});
afterEach(() => jest.restoreAllMocks());

describe("the crew's 'Done'", () => {
  it('uploads the resized photos first, then sends Done with the checklist ticked and their ids', async () => {
    signedIn();
    const upload = heldAnswer();
    const api = fakeApi({
      'GET /api/crew/day': ok(day([STARTED])),
      'PUT /api/crew/jobs/:id/photos/:photoId': upload.handler,
      'POST /api/crew/jobs/:id/events': ok({ message: 'Recorded', recorded: true, job: { ...STARTED, step: 'done' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DayPage />, { route: '/crew' });
    const card = await screen.findByRole('article', { name: '9:00 AM · 2 h 30 min' });

    await user.click(within(card).getByRole('button', { name: 'Done' }));
    const panel = within(card).getByRole('form', { name: 'Done' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Kitchen' }));
    const input = within(panel).getByLabelText('Photos (up to 5)');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await user.upload(input, new File(['big-camera-photo'], 'photo.jpg', { type: 'image/jpeg' }));
    await user.click(within(panel).getByRole('button', { name: 'Send Done' }));

    expect(await screen.findByText('Uploading photo 1 of 1…')).toBeInTheDocument();
    expect(api.callsTo('POST /api/crew/jobs/:id/events')).toHaveLength(0);
    upload.release(ok({ photo: { _id: 'p', url: 'https://photos.test/p' } }));

    await waitFor(() => expect(within(card).getByText('Done')).toBeInTheDocument());
    const [put] = api.callsTo('PUT /api/crew/jobs/:id/photos/:photoId');
    expect(put!.headers.get('content-type')).toBe('image/jpeg');
    expect(await put!.clone().text()).toBe('small-jpeg');
    const photoId = new URL(put!.url).pathname.split('/').at(-1);
    const [event] = api.callsTo('POST /api/crew/jobs/:id/events');
    expect(await event!.clone().json()).toMatchObject({ kind: 'done', checklist: ['Kitchen'], photos: [photoId] });
    expect(screen.queryByText(/Uploading photo/)).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CREW_STORAGE_KEYS.outbox)!)).toEqual([]);
  });
});
