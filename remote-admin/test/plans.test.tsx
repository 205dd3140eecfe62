// Before the pages: installs fetch for jsdom.
import { fakeApi, ok, renderWithProviders } from '@clean/shared/testing';
import { paths, planPath, STORAGE_KEYS } from '@clean/shared';
import type { AdminPlanDetail, AdminPlanListItem, AdminPlanVisit } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import PlanPage from '../src/pages/plan-page';
import PlansPage from '../src/pages/plans-page';
import { spyOnToasts } from './support/toasts';

const open = { allowed: true, reason: null };

const item = (id: string, overrides: Partial<AdminPlanListItem> = {}): AdminPlanListItem => ({
  _id: id,
  status: 'active',
  name: 'Ada Obi',
  email: 'ada@example.ng',
  product: 'Home Cleaning',
  service: 'Regular Home Cleaning',
  frequency: 'Weekly',
  intervalDays: 7,
  amount: 20000,
  time: '9:00 AM',
  durationMinutes: 300,
  pausedUntil: null,
  nextVisit: { appointmentId: 'v1', reference: 'SPK-1', date: '2030-01-08', time: '9:00 AM' },
  nextChargeAt: '2030-01-14T08:00:00.000Z',
  lastCharge: null,
  createdAt: '2030-01-07T08:00:00.000Z',
  ...overrides,
});

const visit = (n: number, date: string, overrides: Partial<AdminPlanVisit> = {}): AdminPlanVisit => ({
  appointmentId: `v${n}`,
  reference: `SPK-${n}`,
  date,
  time: '9:00 AM',
  visit: n,
  status: n === 1 ? 'paid' : 'awaiting-payment',
  paid: n === 1,
  cancelled: false,
  charge: null,
  skip: n === 1 ? { allowed: false, reason: 'Too close to the visit.' } : open,
  ...overrides,
});

function detail(overrides: Partial<AdminPlanDetail> = {}): AdminPlanDetail {
  return {
    ...item('p1'),
    phone: '+2348030000001',
    address: '12 Adeola Odeku Street',
    location: 'Lagos',
    firstDate: '2030-01-08',
    chargeHoursBefore: 24,
    consentAt: '2030-01-07T08:00:00.000Z',
    cancelledAt: null,
    card: { brand: 'visa', last4: '4081' },
    visits: [visit(1, '2030-01-08'), visit(2, '2030-01-15'), visit(3, '2030-01-22')],
    charges: [],
    pause: open,
    resume: { allowed: false, reason: 'Only a paused plan can be resumed.' },
    cancel: open,
    ...overrides,
  };
}

/** A plan's page at /admin/plans/{id}. */
const renderPlanPage = (id: string) =>
  renderWithProviders(
    <Routes>
      <Route path={paths.admin.plan} element={<PlanPage />} />
    </Routes>,
    { route: planPath(id) },
  );

describe('plans pages', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.adminToken, 'tok-plans'));
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('lists plans with their next visit and charge, a refused last charge in red, and filters by status', async () => {
    const refused = item('p2', {
      name: 'Bola Ade',
      lastCharge: { status: 'failed', at: '2030-01-14T08:00:00.000Z' },
    });
    const paused = item('p3', { name: 'Chidi Eze', status: 'paused', pausedUntil: '2030-02-01', nextChargeAt: null });
    const server = fakeApi({
      'GET /api/admin/plans': (request) => {
        const status = new URL(request.url).searchParams.get('status');
        const plans = status === 'paused' ? [paused] : [item('p1'), refused, paused];
        return ok({ plans, total: plans.length, page: 1, pageSize: 20 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PlansPage />, { route: paths.admin.plans });

    const list = await screen.findByRole('list', { name: 'Plans, newest first' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(list).getByRole('link', { name: 'Open the plan of Ada Obi' })).toHaveAttribute(
      'href',
      planPath('p1'),
    );
    expect(cards[0]).toHaveTextContent('Regular Home Cleaning · Weekly');
    expect(cards[0]).toHaveTextContent('Next visit Tuesday, 8 Jan 2030, 9:00 AM');
    expect(cards[0]).toHaveTextContent(/Card charged /);
    expect(within(cards[1]!).getByText(/^Last charge: Refused/)).toBeVisible();
    expect(cards[2]).toHaveTextContent('Paused until');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'paused');
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('article')).toHaveLength(1));
    expect(new URL(server.callsTo('GET /api/admin/plans').at(-1)!.url).searchParams.get('status')).toBe('paused');
  });

  it("shows a plan's terms, card and visits, and skips and pauses through their dialogs", async () => {
    const toasts = spyOnToasts();
    let plan = detail();
    const server = fakeApi({
      'GET /api/admin/plans/:id': () => ok({ plan }),
      'POST /api/admin/plans/:id/skip': () => {
        plan = {
          ...plan,
          visits: plan.visits.map((each) =>
            each.visit === 2
              ? {
                  ...each,
                  cancelled: true,
                  status: 'cancelled',
                  skip: { allowed: false, reason: 'This visit is cancelled.' },
                }
              : each,
          ),
        };
        return ok({ message: 'The visit is skipped.', plan });
      },
      'POST /api/admin/plans/:id/pause': () => {
        plan = { ...plan, status: 'paused', pausedUntil: '2030-02-01', resume: open };
        return ok({ message: 'The plan is paused until 2030-02-01.', plan });
      },
    });
    const user = userEvent.setup();
    renderPlanPage('p1');

    expect(await screen.findByText('Visa card ending 4081')).toBeVisible();
    const visits = screen.getByRole('list', { name: 'The plan’s visits, first to last' });
    expect(within(visits).getAllByRole('listitem')).toHaveLength(3);
    // The first visit is past its cut-off: no Skip; Resume is for a paused plan only.
    expect(within(visits).getAllByRole('button', { name: /^Skip the visit of / })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Resume now' })).not.toBeInTheDocument();

    await user.click(within(visits).getByRole('button', { name: 'Skip the visit of Tuesday, 15 Jan 2030, 9:00 AM' }));
    const skip = screen.getByRole('alertdialog', { name: 'Skip this visit?' });
    expect(skip).toHaveTextContent('The customer is told by e-mail.');
    await user.click(within(skip).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('The visit is skipped.'));
    expect(await server.callsTo('POST /api/admin/plans/:id/skip')[0]!.clone().json()).toEqual({ appointmentId: 'v2' });

    await user.click(screen.getByRole('button', { name: 'Pause until…' }));
    const pause = screen.getByRole('alertdialog', { name: 'Pause the plan?' });
    // No date: said in the dialog, nothing sent.
    await user.click(within(pause).getByRole('button', { name: 'Pause plan' }));
    expect(within(pause).getByRole('alert')).toHaveTextContent('Choose the day the plan starts again.');
    expect(server.callsTo('POST /api/admin/plans/:id/pause')).toHaveLength(0);
    await user.type(within(pause).getByLabelText('Pause until'), '2030-02-01');
    await user.click(within(pause).getByRole('button', { name: 'Pause plan' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('The plan is paused until 2030-02-01.'));
    expect(await server.callsTo('POST /api/admin/plans/:id/pause')[0]!.clone().json()).toEqual({ until: '2030-02-01' });
    expect(await screen.findByRole('button', { name: 'Resume now' })).toBeVisible();
  });

  it("changes the plan's day and time through its dialog, with the free times of the chosen date", async () => {
    const toasts = spyOnToasts();
    let plan = detail();
    const server = fakeApi({
      'GET /api/admin/plans/:id': () => ok({ plan }),
      'GET /api/admin/availability': {
        status: 200,
        body: [
          { date: '2030-01-17', availableTimes: ['9:00 AM', '3:00 PM'] },
          { date: '2030-01-18', availableTimes: [] },
        ],
      },
      'POST /api/admin/plans/:id/reschedule': () => {
        plan = {
          ...plan,
          firstDate: '2030-01-10',
          time: '3:00 PM',
          visits: [
            visit(1, '2030-01-08'),
            visit(2, '2030-01-17', { time: '3:00 PM' }),
            visit(3, '2030-01-24', { time: '3:00 PM' }),
          ],
        };
        return ok({ message: 'The plan has its new day and time.', plan });
      },
    });
    const user = userEvent.setup();
    renderPlanPage('p1');

    await user.click(await screen.findByRole('button', { name: 'Change day or time' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Change the day or time of the visits to come?' });
    expect(dialog).toHaveTextContent('The customer gets one e-mail listing the new times.');
    // Nothing chosen: said in the dialog, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Move the visits' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the date and the time of the next visit.');
    // A day without a free time says so.
    await user.type(within(dialog).getByLabelText('Next visit on'), '2030-01-18');
    expect(await within(dialog).findByText(/No free time is offered that day/)).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Next visit on'));
    await user.type(within(dialog).getByLabelText('Next visit on'), '2030-01-17');
    const times = await within(dialog).findByRole('combobox', { name: 'Time' });
    await waitFor(() =>
      expect(
        within(times)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['—', '9:00 AM', '3:00 PM']),
    );
    await user.selectOptions(times, '3:00 PM');
    await user.click(within(dialog).getByRole('button', { name: 'Move the visits' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('The plan has its new day and time.'));
    expect(await server.callsTo('POST /api/admin/plans/:id/reschedule')[0]!.clone().json()).toEqual({
      from: '2030-01-17',
      time: '3:00 PM',
    });
    // The free times of the plan's location for a visit of its length.
    expect(Object.fromEntries(new URL(server.callsTo('GET /api/admin/availability')[0]!.url).searchParams)).toEqual({
      location: 'Lagos',
      minutes: '300',
    });
    const visits = await screen.findByRole('list', { name: 'The plan’s visits, first to last' });
    await waitFor(() => expect(within(visits).getAllByRole('listitem')[1]).toHaveTextContent('Thursday, 17 Jan 2030'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the new price offered to the customer beside the plan’s own, and none when there is none', async () => {
    let plan = detail({ offeredAmount: 22000 });
    fakeApi({ 'GET /api/admin/plans/:id': () => ok({ plan }) });
    const { unmount } = renderPlanPage('p1');
    const terms = await screen.findByRole('region', { name: 'Terms' });
    const valueOf = (label: string) => within(terms).getByText(label).nextElementSibling;
    expect(valueOf('Price per visit')).toHaveTextContent(/^NGN\s20,000\.00$/);
    expect(valueOf('New price offered')).toHaveTextContent(
      /^NGN\s22,000\.00 per visit, once the customer accepts it on their booking link$/,
    );
    unmount();

    plan = detail({ offeredAmount: null });
    renderPlanPage('p1');
    const accepted = await screen.findByRole('region', { name: 'Terms' });
    expect(within(accepted).queryByText('New price offered')).not.toBeInTheDocument();
  });

  it('says so for an unknown plan', async () => {
    fakeApi({
      'GET /api/admin/plans/:id': { status: 404, body: { success: false, message: 'Plan not found.' } },
    });
    renderPlanPage('nope');
    expect(await screen.findByText('Plan not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'All plans' })).toHaveAttribute('href', paths.admin.plans);
  });
});
