// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { fakeApi, ok, renderWithProviders } from '@clean/shared/testing';
import { formatNaira, STORAGE_KEYS } from '@clean/shared';
import type { ReportsResponse } from '@clean/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReportsPanel } from '../src/features/reports/components/reports-panel';
import { axisValue, fullValue } from '../src/features/reports/lib/reports';

const TOKEN = 'tok-reports';
const REPORTS = 'GET /api/admin/reports';

/** Twelve Mondays from 2029-10-15, all at 0 but two. */
const weeks = Array.from({ length: 12 }, (_, index) => {
  const weekStart = new Date(Date.UTC(2029, 9, 15 + index * 7)).toISOString().slice(0, 10);
  return { weekStart, amount: 0, bookings: 0 };
});
weeks[10] = { ...weeks[10]!, amount: 90000, bookings: 1 };
weeks[11] = { ...weeks[11]!, amount: 1250000, bookings: 5 };

const data: Omit<ReportsResponse, 'success'> = {
  earningsByWeek: weeks,
  bookingsByLocation: [
    { location: 'Abuja', bookings: 4 },
    { location: 'Port Harcourt', bookings: 0 },
    { location: 'Lagos', bookings: 12 },
    { location: 'Jalingo', bookings: 1 },
  ],
  busiestSlots: [
    { time: '6:00 AM', bookings: 9 },
    { time: '9:00 AM', bookings: 7 },
  ],
};

/** The cells of a table's rows, the row header first. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => localStorage.setItem(STORAGE_KEYS.adminToken, TOKEN));
afterEach(() => localStorage.clear());

describe('dashboard reports', () => {
  it('gives each chart a table with the figures, asked for with the token', async () => {
    const api = fakeApi({ [REPORTS]: ok(data) });
    renderWithProviders(<ReportsPanel />);

    const earnings = await screen.findByRole('table', { name: /Earnings per week, last 12 weeks/ });
    const earningRows = rows(earnings);
    expect(earningRows).toHaveLength(12);
    expect(earningRows[0]).toEqual(['2029/10/15', formatNaira(0), '0']);
    expect(earningRows[11]).toEqual(['2029/12/31', formatNaira(1250000), '5']);

    expect(rows(screen.getByRole('table', { name: /Bookings per location/ }))).toEqual([
      ['Abuja', '4'],
      ['Port Harcourt', '0'],
      ['Lagos', '12'],
      ['Jalingo', '1'],
    ]);
    expect(rows(screen.getByRole('table', { name: /Bookings per start time/ }))).toEqual([
      ['6:00 AM', '9'],
      ['9:00 AM', '7'],
    ]);
    expect(api.callsTo(REPORTS)[0]!.headers.get('adminToken')).toBe(TOKEN);
  });

  it("reports the plans' money per month and what the active plans bring a month, with its table", async () => {
    const recurring = {
      monthlyNow: 86904.76,
      activePlans: 1,
      byMonth: ['2029-08', '2029-09', '2029-10', '2029-11', '2029-12', '2030-01'].map((month, index) => ({
        month,
        amount: index === 5 ? 40000 : 0,
        visits: index === 5 ? 2 : 0,
      })),
    };
    fakeApi({ [REPORTS]: ok({ ...data, recurring }) });
    renderWithProviders(<ReportsPanel />);
    const table = await screen.findByRole('table', {
      name: `Plan visits paid per month, last 6 months; the 1 active plan brings ${formatNaira(86904.76)} a month`,
    });
    expect(rows(table)[0]).toEqual(['August 2029', formatNaira(0), '0']);
    expect(rows(table)[5]).toEqual(['January 2030', formatNaira(40000), '2']);
    expect(
      screen.getByRole('img', { name: new RegExp(`^Recurring revenue per month: ${formatNaira(40000)} in 6 months;`) }),
    ).toBeInTheDocument();
    // The other reports stay as they were, the money ones first.
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Earnings per week',
      'Recurring revenue per month',
      'Bookings per location',
      'Busiest times',
    ]);
  });

  it('reports what each kind of price line earned, with its table', async () => {
    const earningsByLine = [
      { kind: 'base', amount: 34500.5, bookings: 3 },
      { kind: 'parameter', amount: 5000, bookings: 2 },
      { kind: 'extra', amount: 2000, bookings: 1 },
      { kind: 'area', amount: 0, bookings: 0 },
    ] as const;
    fakeApi({ [REPORTS]: ok({ ...data, earningsByLine: [...earningsByLine] }) });
    renderWithProviders(<ReportsPanel />);
    const table = await screen.findByRole('table', {
      name: 'Paid money per kind of price line, last 12 weeks (a booking priced by its service alone counts as base price)',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Price line', 'Earnings', 'Paid bookings']);
    expect(rows(table)).toEqual([
      ['Base price', formatNaira(34500.5), '3'],
      ['Home size', formatNaira(5000), '2'],
      ['Extras', formatNaira(2000), '1'],
      ['Area surcharges', formatNaira(0), '0'],
    ]);
    expect(
      screen.getByRole('img', {
        name: `Earnings by price line: Base price ${formatNaira(34500.5)}, Home size ${formatNaira(5000)}, Extras ${formatNaira(2000)}, Area surcharges ${formatNaira(0)}.`,
      }),
    ).toBeInTheDocument();
    // The money reports first.
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Earnings per week',
      'Earnings by price line',
      'Bookings per location',
      'Busiest times',
    ]);
  });

  it('says so instead of an empty price line chart', async () => {
    const none = (['base', 'parameter', 'extra', 'area'] as const).map((kind) => ({ kind, amount: 0, bookings: 0 }));
    fakeApi({ [REPORTS]: ok({ ...data, earningsByLine: none }) });
    renderWithProviders(<ReportsPanel />);
    const section = await screen.findByRole('region', { name: 'Earnings by price line' });
    expect(within(section).getByText('No paid bookings in the last 12 weeks.')).toBeInTheDocument();
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
  });

  it("reports the crews' hours ahead and each location's utilisation, with their tables", async () => {
    const crewHours = [
      { crew: 'Lagos crew 1', location: 'Lagos', jobs: 2, hours: 7.5 },
      { crew: 'Lekki crew', location: 'Lagos', jobs: 0, hours: 0 },
    ];
    const utilisation = [
      { location: 'Abuja', bookedHours: 0, workingHours: 252, share: 0 },
      { location: 'Lagos', bookedHours: 7.5, workingHours: 576, share: 0.013 },
    ];
    fakeApi({ [REPORTS]: ok({ ...data, crewHours, utilisation }) });
    renderWithProviders(<ReportsPanel />);
    const hours = await screen.findByRole('table', { name: 'Hours of jobs booked per crew, the next 28 days' });
    expect(rows(hours)).toEqual([
      ['Lagos crew 1', 'Lagos', '2', '7.5'],
      ['Lekki crew', 'Lagos', '0', '0'],
    ]);
    const used = screen.getByRole('table', {
      name: 'Hours booked against the hours the crews work, per location, the next 28 days',
    });
    expect(rows(used)).toEqual([
      ['Abuja', '0', '252', '0%'],
      ['Lagos', '7.5', '576', '1.3%'],
    ]);
    expect(screen.getByRole('img', { name: 'Crew hours ahead: Lagos crew 1 7.5 hours.' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Crew utilisation ahead: Abuja 0%, Lagos 1.3%.' })).toBeInTheDocument();
  });

  it("reports how each crew's visits went, in a table: on-time starts of visits and the median time on site", async () => {
    const crewVisits = [
      {
        crew: 'Lagos crew 1',
        location: 'Lagos',
        visits: 10,
        onTimeStarts: 8,
        couldNotWork: 1,
        medianMinutesOnSite: 130,
      },
      { crew: 'Lekki crew', location: 'Lagos', visits: 2, onTimeStarts: 0, couldNotWork: 2, medianMinutesOnSite: null },
      { crew: 'Abuja crew 1', location: 'Abuja', visits: 3, onTimeStarts: 3, couldNotWork: 0, medianMinutesOnSite: 45 },
    ];
    fakeApi({ [REPORTS]: ok({ ...data, crewVisits }) });
    renderWithProviders(<ReportsPanel />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Crews on the day' })).toBeVisible();
    const table = screen.getByRole('table', { name: /^How each crew's visits went, the last 28 days/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Crew', 'Location', 'Visits', 'On-time starts', 'Could not work', 'Median time on site']);
    expect(rows(table)).toEqual([
      ['Lagos crew 1', 'Lagos', '10', '8 of 10', '1', '2 h 10 min'],
      ['Lekki crew', 'Lagos', '2', '0 of 2', '2', '—'],
      ['Abuja crew 1', 'Abuja', '3', '3 of 3', '0', '45 min'],
    ]);
  });

  it('says when no crew recorded a visit, and shows no crews table from an API without it', async () => {
    fakeApi({ [REPORTS]: ok({ ...data, crewVisits: [] }) });
    const { unmount } = renderWithProviders(<ReportsPanel />);
    expect(await screen.findByText('No crew recorded a visit in the last 28 days.')).toBeVisible();
    unmount();

    fakeApi({ [REPORTS]: ok(data) });
    renderWithProviders(<ReportsPanel />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Busiest times' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Crews on the day' })).not.toBeInTheDocument();
  });

  it('names each chart by what it shows', async () => {
    fakeApi({ [REPORTS]: ok(data) });
    renderWithProviders(<ReportsPanel />);
    expect(
      await screen.findByRole('img', {
        name: `Earnings per week: ${formatNaira(1340000)} in 12 weeks; the best week began 2029/12/31 with ${formatNaira(1250000)}.`,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Bookings per location: Abuja 4 bookings, Port Harcourt 0 bookings, Lagos 12 bookings, Jalingo 1 booking.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Busiest times: 6:00 AM 9 bookings, 9:00 AM 7 bookings.' }),
    ).toBeInTheDocument();
  });

  it('says big figures in full in the tables and the tooltip, and short on the axes', async () => {
    const big = weeks.map((week, index) =>
      index === 11 ? { ...week, amount: 10_000_000_000, bookings: 1_000_000 } : week,
    );
    fakeApi({
      [REPORTS]: ok({ ...data, earningsByWeek: big, bookingsByLocation: [{ location: 'Lagos', bookings: 1_000_000 }] }),
    });
    renderWithProviders(<ReportsPanel />);
    const earnings = await screen.findByRole('table', { name: /Earnings per week/ });
    expect(rows(earnings)[11]).toEqual(['2029/12/31', formatNaira(10_000_000_000), '1,000,000']);
    expect(formatNaira(10_000_000_000)).toMatch(/^NGN\s10,000,000,000\.00$/);
    expect(rows(screen.getByRole('table', { name: /Bookings per location/ }))).toEqual([['Lagos', '1,000,000']]);
    expect(
      screen.getByRole('img', { name: /^Bookings per location: Lagos 1,000,000 bookings\.$/ }),
    ).toBeInTheDocument();

    expect(axisValue({ money: true }, 10_000_000_000)).toMatch(/^NGN\s10B$/);
    expect(axisValue({ money: true }, 2_500_000)).toMatch(/^NGN\s2\.5M$/);
    expect(axisValue({ money: false }, 1_000_000)).toBe('1M');
    expect(axisValue({ money: false }, 750)).toBe('750');
    expect(fullValue({ money: true }, 10_000_000_000)).toBe(formatNaira(10_000_000_000));
    expect(fullValue({ money: false }, 1_000_000)).toBe('1,000,000');
  });

  it('shows a table on demand', async () => {
    fakeApi({ [REPORTS]: ok(data) });
    const user = userEvent.setup();
    renderWithProviders(<ReportsPanel />);
    const section = await screen.findByRole('region', { name: 'Bookings per location' });
    const toggle = within(section).getByRole('button', { name: 'Show table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide table');
  });

  it('says so instead of an empty chart', async () => {
    fakeApi({
      [REPORTS]: ok({
        earningsByWeek: weeks.map((week) => ({ ...week, amount: 0, bookings: 0 })),
        bookingsByLocation: data.bookingsByLocation.map((entry) => ({ ...entry, bookings: 0 })),
        busiestSlots: [],
      }),
    });
    renderWithProviders(<ReportsPanel />);
    expect(await screen.findByText('No paid bookings in the last 12 weeks.')).toBeInTheDocument();
    expect(screen.getAllByText('Nothing to count yet: no active bookings.')).toHaveLength(2);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the outline while loading, then the error with Retry, which asks again', async () => {
    const api = fakeApi({ [REPORTS]: { status: 500, body: { success: false, message: 'Database unavailable' } } });
    const release = api.hold();
    const user = userEvent.setup();
    renderWithProviders(<ReportsPanel />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the reports');
    release();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the reports');
    expect(alert).toHaveTextContent('Database unavailable');
    api.set(REPORTS, ok(data));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: /Bookings per location/ })).toBeInTheDocument();
    expect(api.callsTo(REPORTS)).toHaveLength(2);
  });
});

describe('dashboard reports below the first screen', () => {
  /** An IntersectionObserver that reports what the test says, as the browser would on a scroll. */
  const watched: { element: Element; report: IntersectionObserverCallback }[] = [];
  beforeEach(() => {
    watched.length = 0;
    class ScriptedObserver {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(element: Element) {
        watched.push({ element, report: this.report });
      }
      disconnect() {}
    }
    window.IntersectionObserver = ScriptedObserver as unknown as typeof IntersectionObserver;
  });
  // jsdom has none: without one, a chart is drawn at once (the tests above).
  afterEach(() => Reflect.deleteProperty(window, 'IntersectionObserver'));

  it('draws a chart only once its place comes near the screen; its table is there from the start', async () => {
    fakeApi({ [REPORTS]: ok(data) });
    const { container } = renderWithProviders(<ReportsPanel />);
    const chart = await screen.findByRole('img', { name: /^Bookings per location:/ });
    expect(screen.getByRole('table', { name: /Bookings per location/ })).toBeInTheDocument();
    expect(container.querySelector('.recharts-responsive-container')).toBeNull();

    const place = watched.find(({ element }) => element === chart);
    expect(place).toBeDefined();
    place!.report(
      [{ isIntersecting: true, target: chart } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    await waitFor(() => expect(chart.querySelector('.recharts-responsive-container')).not.toBeNull());
    expect(container.querySelectorAll('.recharts-responsive-container')).toHaveLength(1);
  });
});
