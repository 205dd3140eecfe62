/** Book Now with an `Idempotency-Key`: retries of one attempt book once and answer the same booking. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import {
  booking,
  expectErrorEnvelope,
  fieldsOf,
  firstChoice,
  queryRows,
  type CatalogueChoice,
} from '../../../helpers/fixtures';

describeEachDatabase('POST /api/user/book-appointment with an Idempotency-Key', (kind) => {
  const t = useTestApp(kind);
  let choice: CatalogueChoice;

  beforeAll(async () => {
    choice = await firstChoice(t);
  });

  const send = (payload: object, key?: string) =>
    t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload,
      headers: key === undefined ? {} : { 'Idempotency-Key': key },
    });

  async function bookingsWithKey(key: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      t.database.handle,
      sql`SELECT count(*)::int AS n FROM appointments WHERE idempotency_key = ${key}`,
    );
    return row?.n ?? 0;
  }

  async function bookingsAt(date: string, time: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      t.database.handle,
      sql`SELECT count(*)::int AS n FROM appointments WHERE date = ${date} AND time = ${time}`,
    );
    return row?.n ?? 0;
  }

  it('answers a repeat with the same booking and books nothing new', async () => {
    const key = randomUUID();
    const payload = booking(choice, { date: '2030-01-09', time: '6:00 AM' });
    const first = await send(payload, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    t.clock.advanceHours(0.05);
    const again = await send(payload, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const [a, b] = [first.json(), again.json()];
    expect(b.appointmentId).toBe(a.appointmentId);
    expect(b.reference).toBe(a.reference);
    expect(b.holdExpiresAt).toBe(a.holdExpiresAt); // a retry does not extend the hold
    expect(b.serverTime).toBe(t.clock.now().toISOString());
    expect(await bookingsWithKey(key)).toBe(1);
    expect(await bookingsAt('2030-01-09', '6:00 AM')).toBe(1);
  });

  it('gives 20 simultaneous repeats one booking and the same answer', async () => {
    const key = randomUUID();
    const payload = booking(choice, { date: '2030-01-09', time: '7:00 AM' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(payload, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(20).fill(201));
    const ids = new Set(answers.map((answer) => answer.json().appointmentId));
    const references = new Set(answers.map((answer) => answer.json().reference));
    expect(ids.size).toBe(1);
    expect(references.size).toBe(1);
    expect(await bookingsWithKey(key)).toBe(1);
    expect(await bookingsAt('2030-01-09', '7:00 AM')).toBe(1);
  });

  it('answers a repeat even after its slot filled up', async () => {
    const key = randomUUID();
    const slot = { date: '2030-01-09', time: '8:00 AM' };
    const payload = booking(choice, slot);
    const first = await send(payload, key);
    for (let crew = 1; crew < 3; crew += 1) expect((await send(booking(choice, slot))).statusCode).toBe(201);
    expectErrorEnvelope(await send(payload), 409);
    const again = await send(payload, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().appointmentId).toBe(first.json().appointmentId);
  });

  it('answers 422 for the same key with another body, booking nothing', async () => {
    const key = randomUUID();
    expect((await send(booking(choice, { date: '2030-01-09', time: '9:00 AM' }), key)).statusCode).toBe(201);
    const other = await send(booking(choice, { date: '2030-01-09', time: '10:00 AM' }), key);
    expectErrorEnvelope(other, 422);
    expect(other.json().message).toMatch(/Idempotency-Key was already used.*other details.*new key/);
    expect(await bookingsWithKey(key)).toBe(1);
    expect(await bookingsAt('2030-01-09', '10:00 AM')).toBe(0);
  });

  it('answers 400 with a plain message for a key that is not a UUID', async () => {
    for (const key of ['abc', '12345', `${randomUUID()}x`, ' ']) {
      const response = await send(booking(choice, { date: '2030-01-09', time: '11:00 AM' }), key);
      expectErrorEnvelope(response, 400);
      expect(fieldsOf(response)).toEqual(['idempotency-key']);
      expect(response.json().message).toMatch(/^The Idempotency-Key header must be a UUID/);
    }
    expect(await bookingsAt('2030-01-09', '11:00 AM')).toBe(0);
  });

  it('without the header, every request is a new booking', async () => {
    const payload = booking(choice, { date: '2030-01-09', time: '12:00 PM' });
    const [a, b] = [await send(payload), await send(payload)];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().appointmentId).not.toBe(b.json().appointmentId);
  });

  it('lets a browser send the header across origins (CORS preflight)', async () => {
    const preflight = await t.request({
      method: 'OPTIONS',
      url: '/api/user/book-appointment',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
  });
});
