// Before the page: installs fetch for jsdom.
import { fakeApi, ok, renderWithProviders } from '@clean/shared/testing';
import { appointmentPath, crewPath, paths, STORAGE_KEYS } from '@clean/shared';
import type {
  CrewBoardResponse,
  ScheduleBooking,
  ScheduleDay,
  ScheduleResponse,
  ScheduleSlot,
} from '@clean/shared/schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SchedulePage from '../src/pages/schedule-page';
import { CurrentLocation } from './support/current-location';

const TOKEN = 'tok-schedule';
const TODAY = '2030-01-07';
const SERVER_TIME = '2030-01-07T09:00:00.000Z';
const ROUTE = 'GET /api/admin/schedule';

const minutesAfterServerTime = (minutes: number) => new Date(Date.parse(SERVER_TIME) + minutes * 60_000).toISOString();

function booking(id: string, customerName: string, overrides: Partial<ScheduleBooking> = {}): ScheduleBooking {
  return {
    _id: id,
    reference: `SPK-${id}`,
    customerName,
    phone: '+234 803 000 0001',
    product: 'Home Cleaning',
    service: 'Standard Clean',
    frequency: 'Weekly',
    plan: false,
    amount: 90000,
    payment: true,
    status: 'paid',
    holdExpiresAt: null,
    attentionReason: null,
    crew: null,
    ...overrides,
  };
}

// Ada's is a visit of her weekly plan; Lagos crew 1 goes.
const ada = booking('a1', 'Ada Obi', { plan: true, crew: 'Lagos crew 1' });
const bola = booking('a2', 'Bola Ade', {
  payment: false,
  status: 'awaiting-payment',
  service: 'Deep Clean',
  holdExpiresAt: minutesAfterServerTime(12),
});
const chidi = booking('a3', 'Chidi Eze', {
  payment: false,
  status: 'expired',
  holdExpiresAt: minutesAfterServerTime(-20),
});

/** A day: Lagos open with its 6:00 and 7:00 AM slots (3 crews), Abuja closed for a holiday. */
function day(date: string, bookings: ScheduleBooking[] = []): ScheduleDay {
  return {
    date,
    closed: [{ location: 'Abuja', reason: 'Independence Day' }],
    slots: [
      { location: 'Lagos', time: '7:00 AM', crews: 3, bookings: [] },
      { location: 'Lagos', time: '6:00 AM', crews: 3, bookings },
    ],
  };
}

/** The same day as a week answer gives it: each slot with `usage` and no bookings. */
function weekDay(date: string, usage: ScheduleSlot['usage'] = { taken: 0, holdsUntil: [] }): ScheduleDay {
  const empty = { taken: 0, holdsUntil: [] };
  return {
    ...day(date),
    slots: [
      { location: 'Lagos', time: '7:00 AM', crews: 3, bookings: [], usage: empty },
      { location: 'Lagos', time: '6:00 AM', crews: 3, bookings: [], usage },
    ],
  };
}

const answer = (days: ScheduleDay[]): ScheduleResponse => ({
  success: true,
  serverTime: SERVER_TIME,
  today: TODAY,
  days,
});

/** The board's call as the API answers it: the asked day (today by default), or seven from it. */
function scheduleServer() {
  return fakeApi({
    [ROUTE]: (request) => {
      const params = new URL(request.url).searchParams;
      const first = params.get('date') ?? TODAY;
      if (params.get('view') !== 'week') return ok(answer([day(first, [ada, bola, chidi])]));
      const dates = Array.from({ length: 7 }, (_, index) => {
        const date = new Date(`${first}T00:00:00Z`);
        date.setUTCDate(date.getUTCDate() + index);
        return date.toISOString().slice(0, 10);
      });
      // As the API answers a week: no bookings, their counts per slot (Ada paid, Bola's running hold).
      const usage = { taken: 1, holdsUntil: [minutesAfterServerTime(12)] };
      return ok(answer(dates.map((date, index) => weekDay(date, index === 0 ? usage : undefined))));
    },
  });
}

function renderBoard(route: string = paths.admin.schedule) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <SchedulePage />
      <CurrentLocation />
    </>,
    { route },
  );
  return { user };
}

const where = () => screen.getByTestId('where').textContent;
const lastQuery = (server: ReturnType<typeof fakeApi>) => {
  const calls = server.callsTo(ROUTE);
  return Object.fromEntries(new URL(calls[calls.length - 1]!.url).searchParams);
};
const slotCard = (location: string, time: string) => {
  const section = screen.getByRole('region', { name: location });
  return within(section).getByRole('heading', { level: 4, name: time }).closest('li') as HTMLElement;
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.adminToken, TOKEN);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  localStorage.clear();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('schedule board, day view', () => {
  it("shows today's slots per location: crews used of available, the bookings, and why a location is closed", async () => {
    const server = scheduleServer();
    renderBoard();

    expect(await screen.findByRole('heading', { level: 2, name: 'Monday, 7 Jan 2030' })).toBeInTheDocument();
    // Today by default: the server picks it; the token goes with the call.
    expect(lastQuery(server)).toEqual({ view: 'day' });
    expect(server.calls[0]!.headers.get('adminToken')).toBe(TOKEN);

    // Every location, in the one order; Abuja closed with its reason.
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Abuja',
      'Port Harcourt',
      'Lagos',
      'Jalingo',
    ]);
    expect(within(screen.getByRole('region', { name: 'Abuja' })).getByText('Closed: Independence Day')).toBeVisible();

    // Slots earliest first; the paid and the held booking use a crew, the expired one does not.
    const lagos = screen.getByRole('region', { name: 'Lagos' });
    expect(
      within(lagos)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['6:00 AM', '7:00 AM']);
    const six = slotCard('Lagos', '6:00 AM');
    expect(within(six).getByText('2 of 3 crews')).toBeVisible();
    expect(within(six).getByText('1 free')).toBeVisible();
    expect(within(slotCard('Lagos', '7:00 AM')).getByText('No bookings, 3 crews free')).toBeVisible();

    const adaItem = within(six).getByRole('link', { name: 'Ada Obi' }).closest('li') as HTMLElement;
    expect(within(six).getByRole('link', { name: 'Ada Obi' })).toHaveAttribute('href', appointmentPath('a1'));
    expect(within(adaItem).getByText('Paid')).toBeVisible();
    expect(within(adaItem).getByText('Standard Clean · Lagos crew 1')).toBeVisible();
    expect(within(adaItem).queryByText(/Hold/)).not.toBeInTheDocument();
    expect(within(adaItem).getByText('Plan · Weekly')).toBeVisible();

    const bolaItem = within(six).getByRole('link', { name: 'Bola Ade' }).closest('li') as HTMLElement;
    expect(within(bolaItem).getByText('Unpaid')).toBeVisible();
    expect(within(bolaItem).getByText('Deep Clean')).toBeVisible();
    expect(within(bolaItem).getByText('Hold: 12 min left')).toBeVisible();
    expect(within(bolaItem).queryByText(/^Plan ·/)).not.toBeInTheDocument();

    const chidiItem = within(six).getByRole('link', { name: 'Chidi Eze' }).closest('li') as HTMLElement;
    expect(within(chidiItem).getByText('Hold expired')).toBeVisible();
  });

  it('counts the hold down each minute from the server clock and frees the crew when it runs out', async () => {
    jest.useFakeTimers({ now: Date.parse('2031-06-01T12:00:00Z') });
    scheduleServer();
    renderBoard();
    const six = await waitFor(() => slotCard('Lagos', '6:00 AM'));
    expect(within(six).getByText('Hold: 12 min left')).toBeVisible();

    act(() => jest.advanceTimersByTime(60_000));
    expect(within(six).getByText('Hold: 11 min left')).toBeVisible();

    act(() => jest.advanceTimersByTime(11 * 60_000));
    const bolaItem = within(six).getByRole('link', { name: 'Bola Ade' }).closest('li') as HTMLElement;
    expect(within(bolaItem).getByText('Hold expired')).toBeVisible();
    expect(within(six).getByText('1 of 3 crews')).toBeVisible();
  });

  it('shows bookings beyond the crews as over capacity', async () => {
    fakeApi({
      [ROUTE]: ok(
        answer([
          {
            date: TODAY,
            closed: [],
            slots: [
              {
                location: 'Lagos',
                time: '6:00 AM',
                crews: 1,
                bookings: [
                  ada,
                  booking('a4', 'Dayo Bello', { status: 'needs-attention', attentionReason: 'slot-taken' }),
                ],
              },
            ],
          },
        ]),
      ),
    });
    renderBoard(`${paths.admin.schedule}?location=Lagos`);
    const six = await waitFor(() => slotCard('Lagos', '6:00 AM'));
    expect(within(six).getByText('2 of 1 crew')).toBeVisible();
    expect(within(six).getByText('1 over capacity')).toBeVisible();
    expect(within(six).getByText('Needs attention')).toBeVisible();
    // Only the location asked for.
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Lagos']);
  });
});

describe("schedule board, the crew's day", () => {
  it("shows how far each crew got: a badge for every step but 'Assigned'", async () => {
    const steps = [
      booking('s1', 'Efe Ode', { crew: 'Lagos crew 1', jobStep: 'assigned' }),
      booking('s2', 'Femi Ola', { crew: 'Lagos crew 2', jobStep: 'on-my-way' }),
      booking('s3', 'Gbemi Ali', { crew: 'Lagos crew 3', jobStep: 'done' }),
      booking('s4', 'Hauwa Sani', {
        crew: 'Lagos crew 4',
        jobStep: 'could-not-work',
        status: 'needs-attention',
        attentionReason: 'could-not-work',
      }),
      booking('s5', 'Ify Uche', { crew: 'Lagos crew 5', jobStep: 'started' }),
    ];
    fakeApi({ [ROUTE]: ok(answer([day(TODAY, steps)])) });
    renderBoard();
    const item = async (name: string) => (await screen.findByRole('link', { name })).closest('li') as HTMLElement;

    const badges = ['On my way', 'Started', 'Done', 'Could not work'];
    for (const badge of badges) expect(within(await item('Efe Ode')).queryByText(badge)).not.toBeInTheDocument();
    expect(within(await item('Femi Ola')).getByText('On my way')).toBeVisible();
    expect(within(await item('Ify Uche')).getByText('Started')).toBeVisible();
    expect(within(await item('Gbemi Ali')).getByText('Done')).toBeVisible();
    expect(within(await item('Hauwa Sani')).getByText('Could not work')).toBeVisible();
  });
});

describe('schedule board, a busy day', () => {
  const HOURS = ['6:00 AM', '7:00 AM', '8:00 AM', '9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM'];
  const crowd = Array.from({ length: 120 }, (_, index) =>
    booking(`c${index}`, `Customer ${index + 1}`, index % 2 ? { payment: false, status: 'expired' } : {}),
  );

  function busyDay() {
    fakeApi({
      [ROUTE]: ok(
        answer([
          {
            date: TODAY,
            closed: [],
            slots: HOURS.map((time) => ({
              location: 'Lagos',
              time,
              crews: time === '1:00 PM' ? 2 : 3,
              bookings: time === '6:00 AM' ? crowd : time === '10:00 AM' ? [ada] : [],
            })),
          },
        ]),
      ),
    });
    return renderBoard(`${paths.admin.schedule}?location=Lagos`);
  }

  it('folds the hours without bookings into one line per run', async () => {
    busyDay();
    await waitFor(() => slotCard('Lagos', '6:00 AM'));
    const lagos = screen.getByRole('region', { name: 'Lagos' });
    expect(
      within(lagos)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['6:00 AM', '7:00 AM to 9:00 AM', '10:00 AM', '11:00 AM to 12:00 PM', '1:00 PM']);
    expect(within(slotCard('Lagos', '7:00 AM to 9:00 AM')).getByText('3 free slots, 3 crews each')).toBeVisible();
    expect(within(slotCard('Lagos', '11:00 AM to 12:00 PM')).getByText('2 free slots, 3 crews each')).toBeVisible();
    // A different number of crews starts its own line.
    expect(within(slotCard('Lagos', '1:00 PM')).getByText('No bookings, 2 crews free')).toBeVisible();
    expect(within(slotCard('Lagos', '10:00 AM')).getByRole('link', { name: 'Ada Obi' })).toBeVisible();
  });

  it('lists a crowded slot by its count and first few, the crews first, and all of them on Show all', async () => {
    const { user } = busyDay();
    const six = await waitFor(() => slotCard('Lagos', '6:00 AM'));
    expect(within(six).getByText('60 of 3 crews')).toBeVisible();
    expect(within(six).getByText('57 over capacity')).toBeVisible();
    expect(within(six).getByText('120 bookings')).toBeVisible();
    // The first few, those holding a crew before the expired ones.
    expect(
      within(six)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Customer 1', 'Customer 3', 'Customer 5', 'Customer 7']);

    await user.click(within(six).getByRole('button', { name: 'Show all 120' }));
    expect(within(six).getAllByRole('link')).toHaveLength(120);
    expect(within(six).getByRole('link', { name: 'Customer 120' })).toBeVisible();

    await user.click(within(six).getByRole('button', { name: 'Show fewer' }));
    expect(within(six).getAllByRole('link')).toHaveLength(4);
  });

  it('lists a slot of five in full, with no count and no button', async () => {
    fakeApi({
      [ROUTE]: ok(
        answer([
          {
            date: TODAY,
            closed: [],
            slots: [{ location: 'Lagos', time: '6:00 AM', crews: 5, bookings: crowd.slice(0, 5) }],
          },
        ]),
      ),
    });
    renderBoard(`${paths.admin.schedule}?location=Lagos`);
    const six = await waitFor(() => slotCard('Lagos', '6:00 AM'));
    expect(within(six).getAllByRole('link')).toHaveLength(5);
    expect(within(six).queryByRole('button')).not.toBeInTheDocument();
    expect(within(six).queryByText('5 bookings')).not.toBeInTheDocument();
  });
});

describe('schedule board navigation', () => {
  it('moves by the arrows, the date picker and Today, keeping the day in the URL and the request', async () => {
    const server = scheduleServer();
    const { user } = renderBoard();
    await screen.findByRole('heading', { level: 2, name: 'Monday, 7 Jan 2030' });

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tuesday, 8 Jan 2030' })).toBeInTheDocument();
    expect(where()).toBe('/admin/schedule?date=2030-01-08');
    expect(lastQuery(server)).toEqual({ view: 'day', date: '2030-01-08' });

    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sunday, 6 Jan 2030' })).toBeInTheDocument();
    expect(where()).toBe('/admin/schedule?date=2030-01-06');

    const picker = screen.getByLabelText('Date');
    expect(picker).toHaveValue('2030-01-06');
    // What the browser's date picker does: the whole day at once.
    fireEvent.change(picker, { target: { value: '2030-02-14' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Thursday, 14 Feb 2030' })).toBeInTheDocument();
    expect(where()).toBe('/admin/schedule?date=2030-02-14');
    expect(lastQuery(server)).toEqual({ view: 'day', date: '2030-02-14' });

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Monday, 7 Jan 2030' })).toBeInTheDocument();
    expect(where()).toBe('/admin/schedule');
    expect(lastQuery(server)).toEqual({ view: 'day' });
  });

  it('switches location and view; the week shows a grid whose cells open their day', async () => {
    const server = scheduleServer();
    const { user } = renderBoard(`${paths.admin.schedule}?date=2030-01-07`);
    await screen.findByRole('heading', { level: 2, name: 'Monday, 7 Jan 2030' });

    await user.selectOptions(screen.getByLabelText('Location'), 'Lagos');
    await waitFor(() => expect(where()).toBe('/admin/schedule?date=2030-01-07&location=Lagos'));
    expect(lastQuery(server)).toEqual({ view: 'day', date: '2030-01-07', location: 'Lagos' });

    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Week of Mon 7 Jan to Sunday, 13 Jan 2030' }),
    ).toBeInTheDocument();
    expect(where()).toBe('/admin/schedule?date=2030-01-07&view=week&location=Lagos');
    expect(lastQuery(server)).toEqual({ view: 'week', date: '2030-01-07', location: 'Lagos' });

    const grid = screen.getByRole('table', { name: /^Lagos: crews used/ });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Time', 'Mon 7 Jan', 'Tue 8 Jan', 'Wed 9 Jan', 'Thu 10 Jan', 'Fri 11 Jan', 'Sat 12 Jan', 'Sun 13 Jan']);
    const sixRow = within(grid).getByRole('row', { name: /^6:00 AM/ });
    const firstCell = within(sixRow).getByRole('link', {
      name: 'Lagos, Mon 7 Jan, 6:00 AM: 2 of 3 crews. Open the day',
    });
    expect(firstCell).toHaveTextContent('2 of 3 crews');
    expect(within(sixRow).getAllByText('0 of 3 crews')).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(where()).toBe('/admin/schedule?date=2030-01-14&view=week&location=Lagos'));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(where()).toBe('/admin/schedule?date=2030-01-07&view=week&location=Lagos'));

    await user.click(await screen.findByRole('link', { name: /^Lagos, Mon 7 Jan, 6:00 AM/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Monday, 7 Jan 2030' })).toBeInTheDocument();
    expect(where()).toBe('/admin/schedule?date=2030-01-07&location=Lagos');
  });

  it("shows a location's day crew by crew: hours, jobs as long as they last, time off, jobs without a crew", async () => {
    const server = scheduleServer();
    const board: CrewBoardResponse = {
      success: true,
      date: '2030-01-07',
      location: 'Lagos',
      starts: 360,
      ends: 1080,
      travelMinutes: 45,
      lanes: [
        {
          crew: { _id: 'c1', name: 'Lagos crew 1' },
          hours: { starts: 360, ends: 1080 },
          off: null,
          jobs: [
            {
              _id: 'a1',
              reference: 'SPK-a1',
              customerName: 'Ada Obi',
              service: 'Deep Cleaning',
              time: '9:00 AM',
              startMinute: 540,
              minutes: 300,
              status: 'paid',
            },
          ],
        },
        { crew: { _id: 'c2', name: 'Lekki crew' }, hours: null, off: 'Time off: Training', jobs: [] },
        {
          crew: null,
          hours: null,
          off: null,
          jobs: [
            {
              _id: 'a9',
              reference: 'SPK-a9',
              customerName: 'Bola Ade',
              service: 'Regular Home Cleaning',
              time: '3:00 PM',
              startMinute: 900,
              minutes: 150,
              status: 'expired',
            },
          ],
        },
      ],
    };
    server.set('GET /api/admin/schedule/crews', ok(board));
    const { user } = renderBoard(`${paths.admin.schedule}?date=2030-01-07&location=Lagos`);
    await screen.findByRole('heading', { level: 2, name: 'Monday, 7 Jan 2030' });
    await user.click(screen.getByRole('button', { name: 'By crew' }));
    await waitFor(() => expect(where()).toBe('/admin/schedule?date=2030-01-07&view=crews&location=Lagos'));

    const lanes = await screen.findByRole('list', { name: "Lagos: each crew's day" });
    const [first, lekki, none] = within(lanes).getAllByRole('listitem', { name: /./ });
    expect(first).toHaveAccessibleName('Lagos crew 1');
    expect(first).toHaveTextContent('6:00 AM to 6:00 PM');
    const deep = within(first!).getByRole('link', {
      name: '9:00 AM Deep Cleaning until 2:00 PM, for Ada Obi (SPK-a1)',
    });
    expect(deep).toHaveAttribute('href', appointmentPath('a1'));
    // Placed by its start and length over the board's 12 hours.
    expect(deep.closest('li')).toHaveStyle({ left: '25%', width: `${(300 / 720) * 100}%` });
    expect(lekki).toHaveTextContent('Time off: Training');
    expect(within(lekki!).getByRole('link', { name: 'Lekki crew' })).toHaveAttribute('href', crewPath('c2'));
    expect(none).toHaveAccessibleName('Without a crew');
    expect(
      within(none!).getByRole('link', {
        name: '3:00 PM Regular Home Cleaning until 5:30 PM, for Bola Ade (SPK-a9), Expired',
      }),
    ).toBeVisible();
    expect(screen.getByText('45 minutes of travel between jobs.')).toBeVisible();
    const [asked] = server.callsTo('GET /api/admin/schedule/crews');
    expect(Object.fromEntries(new URL(asked!.url).searchParams)).toEqual({ date: '2030-01-07', location: 'Lagos' });

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(where()).toBe('/admin/schedule?date=2030-01-08&view=crews&location=Lagos'));
    await waitFor(() => expect(server.callsTo('GET /api/admin/schedule/crews')).toHaveLength(2));
  });

  it('sends another crew to a job from the board: by its form, or by dragging the job to a lane', async () => {
    const server = scheduleServer();
    const job = (id: string, customerName: string, time: string, startMinute: number) => ({
      _id: id,
      reference: `SPK-${id}`,
      customerName,
      service: 'Deep Cleaning',
      time,
      startMinute,
      minutes: 120,
      status: 'paid' as const,
    });
    const hours = { starts: 420, ends: 1020 };
    server.set(
      'GET /api/admin/schedule/crews',
      ok({
        success: true,
        date: '2030-01-07',
        location: 'Lagos',
        starts: 420,
        ends: 1020,
        travelMinutes: 45,
        lanes: [
          { crew: { _id: 'c1', name: 'Lagos crew 1' }, hours, off: null, jobs: [job('a1', 'Ada Obi', '9:00 AM', 540)] },
          { crew: { _id: 'c2', name: 'Lekki crew' }, hours, off: null, jobs: [job('a2', 'Bola Ade', '10:00 AM', 600)] },
        ],
      } satisfies CrewBoardResponse),
    );
    const crew = (_id: string, name: string, location = 'Lagos') => ({
      _id,
      name,
      location,
      active: true,
      members: [],
      workingDays: [1, 2, 3, 4, 5, 6],
      dayStarts: '07:00',
      dayEnds: '17:00',
      timeOff: [],
    });
    server.set(
      'GET /api/admin/crews',
      ok({ crews: [crew('c1', 'Lagos crew 1'), crew('c2', 'Lekki crew'), crew('c3', 'Abuja crew 1', 'Abuja')] }),
    );
    server.set('PUT /api/admin/appointments/:id/crew', {
      status: 409,
      body: {
        success: false,
        message: 'That crew has another job too close to this one (SPK-a2). Choose another crew.',
      },
    });
    const { user } = renderBoard(`${paths.admin.schedule}?date=2030-01-07&view=crews&location=Lagos`);

    const form = await screen.findByRole('form', { name: 'Send another crew to a job at Lagos' });
    const jobSelect = within(form).getByRole('combobox', { name: 'Job' });
    expect(
      within(jobSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a job',
      '9:00 AM Deep Cleaning, Ada Obi (SPK-a1), Lagos crew 1',
      '10:00 AM Deep Cleaning, Bola Ade (SPK-a2), Lekki crew',
    ]);
    const crewSelect = within(form).getByRole('combobox', { name: 'Send another crew' });
    expect(crewSelect).toBeDisabled();
    await user.selectOptions(jobSelect, '9:00 AM Deep Cleaning, Ada Obi (SPK-a1), Lagos crew 1');
    // The other crews of Lagos only: not the one going, not Abuja's.
    await waitFor(() =>
      expect(
        within(crewSelect)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a crew', 'Lekki crew']),
    );
    await user.selectOptions(crewSelect, 'Lekki crew');
    await user.click(within(form).getByRole('button', { name: 'Send crew' }));
    // Refused: the reason, and the board as it was.
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'That crew has another job too close to this one (SPK-a2). Choose another crew.',
    );
    const [refused] = server.callsTo('PUT /api/admin/appointments/:id/crew');
    expect(refused!.url).toMatch(/\/api\/admin\/appointments\/a1\/crew$/);
    expect(await refused!.clone().json()).toEqual({ crewId: 'c2' });

    // Dragged onto Lagos crew 1's lane, Bola's job goes to that crew.
    server.set(
      'PUT /api/admin/appointments/:id/crew',
      ok({ message: 'Lagos crew 1 will go.', crew: { _id: 'c1', name: 'Lagos crew 1' } }),
    );
    const lanes = screen.getByRole('list', { name: "Lagos: each crew's day" });
    const [first, lekki] = within(lanes).getAllByRole('listitem', { name: /crew/ });
    const bola = within(lekki!).getByRole('link', { name: /^10:00 AM Deep Cleaning/ });
    const dataTransfer = { effectAllowed: 'none', dropEffect: 'none' };
    fireEvent.dragStart(bola, { dataTransfer });
    // Its own lane does not take it back.
    expect(fireEvent.dragOver(lekki!, { dataTransfer })).toBe(true);
    expect(fireEvent.dragOver(first!, { dataTransfer })).toBe(false);
    fireEvent.drop(first!, { dataTransfer });
    expect(await within(form).findByRole('status')).toHaveTextContent('Lagos crew 1 will go.');
    const [, moved] = server.callsTo('PUT /api/admin/appointments/:id/crew');
    expect(moved!.url).toMatch(/\/api\/admin\/appointments\/a2\/crew$/);
    expect(await moved!.clone().json()).toEqual({ crewId: 'c1' });
    // The board is read again after each try, a refusal too (another job may have taken that crew).
    await waitFor(() => expect(server.callsTo('GET /api/admin/schedule/crews')).toHaveLength(3));
  });

  it("frees a week cell's crew when its hold runs out, by the server clock", async () => {
    jest.useFakeTimers({ now: Date.parse('2031-06-01T12:00:00Z') });
    scheduleServer();
    renderBoard(`${paths.admin.schedule}?date=2030-01-07&view=week&location=Lagos`);
    const name = /^Lagos, Mon 7 Jan, 6:00 AM/;
    expect(await screen.findByRole('link', { name })).toHaveTextContent('2 of 3 crews');

    act(() => jest.advanceTimersByTime(11 * 60_000));
    expect(screen.getByRole('link', { name })).toHaveTextContent('2 of 3 crews');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('link', { name })).toHaveTextContent('1 of 3 crews');
  });

  it("lists the week per day on a phone, with the closed location's reason", async () => {
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    scheduleServer();
    renderBoard(`${paths.admin.schedule}?date=2030-01-07&view=week&location=Abuja`);
    const abuja = await screen.findByRole('region', { name: 'Abuja' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(abuja).getAllByRole('heading', { level: 4 })).toHaveLength(7);
    expect(within(abuja).getAllByText('Closed: Independence Day')).toHaveLength(7);
  });

  it('reads a broken URL as today, the day view and every location', async () => {
    const server = scheduleServer();
    renderBoard(`${paths.admin.schedule}?date=2030-02-31&view=month&location=Kano`);
    await screen.findByRole('heading', { level: 2, name: 'Monday, 7 Jan 2030' });
    expect(lastQuery(server)).toEqual({ view: 'day' });
  });
});

describe('schedule board failures', () => {
  it('says so when the server sends no days', async () => {
    fakeApi({ [ROUTE]: ok(answer([])) });
    renderBoard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nothing to show' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the schedule could not be loaded and loads it again on Retry', async () => {
    const server = fakeApi({ [ROUTE]: { status: 500, body: { success: false, message: 'Database unavailable' } } });
    const { user } = renderBoard();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load the schedule' })).toBeVisible();
    expect(within(alert).getByText('Database unavailable')).toBeVisible();

    server.set(ROUTE, ok(answer([day(TODAY, [ada])])));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 of 3 crews')).toBeVisible();
  });
});
