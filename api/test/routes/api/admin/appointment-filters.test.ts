import { appointmentsPageResponse, type BookingRequest } from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import { book, expectErrorEnvelope, fieldsOf, firstChoice, registerAdmin } from '../../../helpers/fixtures';

type Key = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'H' | 'G';

interface Setup {
  booking: Partial<BookingRequest>;
  createdAt: string;
  amount: number;
  /** SQL SET clauses for the row's state (after the booking made it awaiting payment). */
  state: string;
}

const PAID = `payment = true, paid_at = '2030-01-07T08:00:00Z'`;
/** Before the test clock (Monday 2030-01-07, 09:30 in Lagos): the hold has run out. */
const HOLD_OVER = `hold_expires_at = '2030-01-07T08:00:00Z'`;

/**
 * One appointment of each state, oldest booking first (G is deleted). The dates and times make text
 * order and time-of-day order differ ('10:00 AM' < '2:00 PM' < '9:00 AM' as text); A and H share a
 * slot, A and E an amount.
 */
const ROWS: Record<Key, Setup> = {
  A: {
    booking: { location: 'Lagos', date: '2030-01-08', time: '10:00 AM' },
    createdAt: '2030-01-01T10:00:00Z',
    amount: 15000,
    state: PAID,
  },
  B: {
    booking: { location: 'Abuja', date: '2030-01-09', time: '6:00 AM' },
    createdAt: '2030-01-02T10:00:00Z',
    amount: 12500.5,
    state: '',
  },
  C: {
    booking: { location: 'Lagos', date: '2030-01-08', time: '2:00 PM' },
    createdAt: '2030-01-03T10:00:00Z',
    amount: 30000,
    state: HOLD_OVER,
  },
  D: {
    booking: { location: 'Port Harcourt', date: '2030-01-08', time: '9:00 AM' },
    createdAt: '2030-01-04T10:00:00Z',
    amount: 8000,
    state: `cancelled = true, ${HOLD_OVER}`,
  },
  E: {
    booking: { location: 'Lagos', date: '2030-01-11', time: '11:00 AM' },
    createdAt: '2030-01-05T10:00:00Z',
    amount: 15000,
    state: `${PAID}, is_completed = true`,
  },
  F: {
    booking: { location: 'Abuja', date: '2030-01-09', time: '10:00 AM' },
    createdAt: '2030-01-06T10:00:00Z',
    amount: 20000,
    state: `${PAID}, needs_attention = true, attention_reason = 'slot-taken'`,
  },
  H: {
    booking: { location: 'Lagos', date: '2030-01-08', time: '10:00 AM' },
    createdAt: '2030-01-07T00:00:00Z',
    amount: 5000,
    state: PAID,
  },
  G: {
    booking: { location: 'Lagos', date: '2030-01-08', time: '11:00 AM' },
    createdAt: '2030-01-07T01:00:00Z',
    amount: 1000,
    state: `${PAID}, deleted_at = '2030-01-07T01:30:00Z'`,
  },
};

describeEachDatabase('GET /api/admin/appointments: filters and order', (kind) => {
  const t = useTestApp(kind);
  let token: string;
  const ids = new Map<string, Key>();

  beforeAll(async () => {
    token = await registerAdmin(t);
    const choice = await firstChoice(t);
    for (const [key, row] of Object.entries(ROWS) as [Key, Setup][]) {
      const { appointmentId } = await book(t, choice, row.booking);
      ids.set(appointmentId, key);
      const state = row.state ? `, ${row.state}` : '';
      await t.database.handle.db.execute(
        sql.raw(
          `UPDATE appointments SET created_at = '${row.createdAt}', amount = ${row.amount}${state} WHERE id = '${appointmentId}'`,
        ),
      );
    }
  });

  /** The keys of the rows the list answers, with the total. */
  async function list(query: string) {
    const response = await t.request({ method: 'GET', url: `/api/admin/appointments?${query}`, token });
    expect(response.statusCode).toBe(200);
    const body = appointmentsPageResponse.parse(response.json());
    return { keys: body.appointments.map((row) => ids.get(row._id)).join(''), total: body.total, body };
  }

  it('answers every appointment but the deleted one, newest booking first, by default', async () => {
    expect(await list('')).toMatchObject({ keys: 'HFEDCBA', total: 7 });
    expect(await list('sort=created&order=desc')).toMatchObject({ keys: 'HFEDCBA', total: 7 });
  });

  it.each([
    ['needs-attention', 'F'],
    ['cancelled', 'D'],
    ['completed', 'E'],
    ['paid', 'HA'],
    ['awaiting-payment', 'B'],
    ['expired', 'C'],
  ])('filters by the derived status %s', async (status, keys) => {
    const { keys: found, total, body } = await list(`status=${status}`);
    expect(found).toBe(keys);
    expect(total).toBe(keys.length);
    expect(body.appointments.every((row) => row.status === status)).toBe(true);
  });

  it("derives the status with the app's clock: a hold that runs out moves a booking to expired", async () => {
    const start = t.clock.now().toISOString();
    try {
      t.clock.advanceHours(1);
      expect(await list('status=awaiting-payment')).toMatchObject({ keys: '', total: 0 });
      expect(await list('status=expired')).toMatchObject({ keys: 'CB', total: 2 });
    } finally {
      t.clock.set(start);
    }
  });

  it('filters by payment, location and appointment dates (inclusive), alone and together', async () => {
    expect(await list('payment=paid')).toMatchObject({ keys: 'HFEA', total: 4 });
    expect(await list('payment=unpaid')).toMatchObject({ keys: 'DCB', total: 3 });
    expect(await list('location=Lagos')).toMatchObject({ keys: 'HECA', total: 4 });
    expect(await list('location=Port%20Harcourt')).toMatchObject({ keys: 'D', total: 1 });
    expect(await list('location=Jalingo')).toMatchObject({ keys: '', total: 0 });
    expect(await list('from=2030-01-09')).toMatchObject({ keys: 'FEB', total: 3 });
    expect(await list('to=2030-01-08')).toMatchObject({ keys: 'HDCA', total: 4 });
    expect(await list('from=2030-01-09&to=2030-01-09')).toMatchObject({ keys: 'FB', total: 2 });
    expect(await list('location=Lagos&payment=paid&from=2030-01-08&to=2030-01-08')).toMatchObject({
      keys: 'HA',
      total: 2,
    });
    expect(await list('status=paid&location=Abuja')).toMatchObject({ keys: '', total: 0 });
  });

  it('sorts by appointment date and time of day (not as text), ties newest booking first', async () => {
    expect((await list('sort=date&order=asc')).keys).toBe('DHACBFE');
    expect((await list('sort=date&order=desc')).keys).toBe('EFBCHAD');
    // The order defaults to desc.
    expect((await list('sort=date')).keys).toBe('EFBCHAD');
  });

  it('sorts by amount (kobo included), ties newest booking first, and by booking time', async () => {
    expect((await list('sort=amount&order=asc')).keys).toBe('HDBEAFC');
    expect((await list('sort=amount&order=desc')).keys).toBe('CFEABDH');
    expect((await list('sort=created&order=asc')).keys).toBe('ABCDEFH');
  });

  it('pages through the filtered list; the total counts the filtered list', async () => {
    const first = await list('payment=paid&sort=amount&order=asc&pageSize=3');
    expect(first).toMatchObject({ keys: 'HEA', total: 4 });
    expect(await list('payment=paid&sort=amount&order=asc&pageSize=3&page=2')).toMatchObject({ keys: 'F', total: 4 });
    expect(await list('payment=paid&page=3&pageSize=3')).toMatchObject({ keys: '', total: 4 });
  });

  it.each([
    ['status=lost', 'status'],
    ['payment=maybe', 'payment'],
    ['location=Kano', 'location'],
    ['from=2030-13-01', 'from'],
    ['to=08-01-2030', 'to'],
    ['from=2030-01-09&to=2030-01-08', 'to'],
    ['sort=name', 'sort'],
    ['order=up', 'order'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const response = await t.request({ method: 'GET', url: `/api/admin/appointments?${query}`, token });
    expectErrorEnvelope(response, 400);
    expect(fieldsOf(response)).toContain(field);
  });

  it('says which way round the dates go', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/admin/appointments?from=2030-01-09&to=2030-01-08',
      token,
    });
    expect(response.json()).toMatchObject({ message: 'The start date must be on or before the end date' });
  });

  it('answers 401 without the admin token, whatever the filters', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/appointments?status=paid&sort=amount' });
    expectErrorEnvelope(response, 401);
  });
});
