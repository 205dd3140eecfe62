// First: installs Request/Response for jsdom before anything creates the base API.
import { API_BASE_URL, type Answer } from '@clean/shared/testing';
import type { Area, AvailabilityEntry, BookingResponse, Product } from '@clean/shared/schemas';

/** Monday 7 January 2030, 09:00 on the test's clock: every date below is relative to it. */
export const NOW = new Date(2030, 0, 7, 9, 0, 0);

export const products: Product[] = [
  {
    _id: 'p1',
    name: 'Home Cleaning',
    price: 25000,
    services: [
      {
        _id: 's1',
        name: 'Standard Clean',
        description: 'Every room',
        amount: 25000,
        durationMinutes: 120,
        frequency: [
          { _id: 'f1', name: 'One-off', amount: 25000 },
          { _id: 'f2', name: 'Weekly', amount: 90000 },
        ],
      },
      {
        _id: 's2',
        name: 'Deep Clean',
        description: 'Top to bottom',
        amount: 60000,
        durationMinutes: 300,
        frequency: [{ _id: 'f3', name: 'Monthly', amount: 55000 }],
      },
    ],
  },
  {
    _id: 'p2',
    name: 'Office Cleaning',
    price: 80000,
    services: [
      {
        _id: 's3',
        name: 'Janitorial Crew',
        description: 'Daily',
        amount: 80000,
        durationMinutes: 120,
        frequency: [{ _id: 'f4', name: 'Daily', amount: 80000 }],
      },
    ],
  },
];

/** Abuja: free times on the 8th and 10th, the 9th fully booked, nothing after the 20th. */
export const abujaAvailability: AvailabilityEntry[] = [
  { date: '2030-01-08', availableTimes: ['6:00 AM', '7:00 AM'] },
  { date: '2030-01-09', availableTimes: [] },
  { date: '2030-01-10', availableTimes: ['9:00 AM', '10:00 AM'] },
  { date: '2030-01-20', availableTimes: ['8:00 AM'] },
];
/** Lagos: only the 10th. */
export const lagosAvailability: AvailabilityEntry[] = [{ date: '2030-01-10', availableTimes: ['9:00 AM'] }];

export const bookingAnswer: BookingResponse = {
  success: true,
  message: 'Your appointment is booked',
  appointmentId: 'appt-1',
  manageToken: 'manage-token',
  reference: 'SPK-REF-1',
  amount: 90000,
  status: 'awaiting-payment',
  // 14 minutes 32 seconds by the server's clock, whatever this device's clock says.
  holdExpiresAt: '2030-01-07T08:14:32.000Z',
  serverTime: '2030-01-07T08:00:00.000Z',
};

/** Abuja's areas: Wuse 2 (no surcharge), Maitama (NGN 5,000 more), Kuje (not served yet). */
export const abujaAreas: Area[] = [
  { _id: 'a-wuse', location: 'Abuja', name: 'Wuse 2', served: true, surcharge: 0 },
  { _id: 'a-maitama', location: 'Abuja', name: 'Maitama', served: true, surcharge: 5000 },
  { _id: 'a-kuje', location: 'Abuja', name: 'Kuje', served: false, surcharge: 0 },
];

type BookingReply = Answer | 'network-error';

/**
 * A fake API answering by URL: products, areas (none unless `setAreas`), availability per location, the
 * booking call (by default the answer above; `onBook` replaces it per call) and the area leads.
 * Records every request.
 */
export function bookingServer() {
  const calls: Request[] = [];
  const availability: Record<string, AvailabilityEntry[]> = {
    all: abujaAvailability,
    Abuja: abujaAvailability,
    Lagos: lagosAvailability,
    'Port Harcourt': [],
    Jalingo: [],
  };
  let bookReply: (count: number) => BookingReply | Promise<BookingReply> = () => ({ status: 201, body: bookingAnswer });
  let productsReply: () => Answer | Promise<Answer> = () => ({ status: 200, body: { success: true, products } });
  let availabilityGate: Promise<void> = Promise.resolve();
  const areas: Record<string, Area[]> = {};
  let leadReply: () => Answer | Promise<Answer> = () => ({
    status: 201,
    body: { success: true, message: 'Thank you.' },
  });

  const json = ({ status, body }: Answer) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    calls.push(request);
    const url = new URL(request.url);
    if (url.pathname === '/api/admin/products') return json(await productsReply());
    if (url.pathname === '/api/areas') {
      return json({ status: 200, body: { areas: areas[url.searchParams.get('location') ?? ''] ?? [] } });
    }
    if (url.pathname === '/api/user/area-leads') return json(await leadReply());
    if (url.pathname === '/api/admin/availability') {
      await availabilityGate;
      return json({ status: 200, body: availability[url.searchParams.get('location') ?? 'all'] ?? [] });
    }
    if (url.pathname === '/api/user/book-appointment') {
      const reply = await bookReply(calls.filter((call) => call.url.endsWith('/book-appointment')).length);
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      return json(reply);
    }
    return json({ status: 404, body: { success: false, message: 'Not found' } });
  }) as unknown as typeof fetch;

  const to = (pathname: string) => calls.filter((call) => new URL(call.url).pathname === pathname);
  return {
    calls,
    bookings: () => to('/api/user/book-appointment'),
    availabilityCalls: () => to('/api/admin/availability'),
    areaLeads: () => to('/api/user/area-leads'),
    setAreas(location: string, list: Area[]) {
      areas[location] = list;
    },
    onAreaLead(reply: typeof leadReply) {
      leadReply = reply;
    },
    onBook(reply: typeof bookReply) {
      bookReply = reply;
    },
    onProducts(reply: typeof productsReply) {
      productsReply = reply;
    },
    /** Availability answers wait until the returned function is called. */
    holdAvailability() {
      let release: () => void = () => {};
      availabilityGate = new Promise((resolve) => {
        release = resolve;
      });
      return () => release();
    },
    setAvailability(location: string, entries: AvailabilityEntry[]) {
      availability[location] = entries;
    },
    url: (pathname: string) => `${API_BASE_URL}${pathname}`,
  };
}
