import { PRIVACY_NOTICE } from '@clean/shared/privacy';
import type { BookingRequest, BookingResponse, Product } from '@clean/shared/schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '../../src/db/client';
import type { TestApp } from './build-app';

export const ADMIN = { name: 'Ada Okafor', email: 'ada@sparkle.ng', password: 'correct horse battery' };

/** Registers an admin (the first one needs no code) and answers its session token. */
export async function registerAdmin(
  t: TestApp,
  admin: { name: string; email: string; password: string; signupCode?: string } = ADMIN,
): Promise<string> {
  const response = await t.request({ method: 'POST', url: '/api/admin/register', payload: admin });
  if (response.statusCode !== 201) throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { token: string }).token;
}

export async function login(t: TestApp, email = ADMIN.email, password = ADMIN.password): Promise<string> {
  const response = await t.request({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { token: string }).token;
}

export async function products(t: TestApp): Promise<Product[]> {
  const response = await t.request({ method: 'GET', url: '/api/admin/products' });
  return (response.json() as { products: Product[] }).products;
}

export interface CatalogueChoice {
  product: string;
  service: string;
  frequency: string;
  amount: number;
}

/** What the public forms send beside their fields: the privacy notice they showed (docs/DECISIONS.md). */
export const CONSENT = { privacyNoticeVersion: PRIVACY_NOTICE.version } as const;

/** The first product, service and frequency of the catalogue, with the frequency's amount. */
export async function firstChoice(t: TestApp): Promise<CatalogueChoice> {
  const [product] = await products(t);
  const service = product?.services[0];
  const frequency = service?.frequency[0];
  if (!product || !service || !frequency) throw new Error('The seeded catalogue is empty');
  return { product: product._id, service: service._id, frequency: frequency._id, amount: frequency.amount };
}

/**
 * A valid booking for the default test clock (Monday 2030-01-07, 09:30 in Lagos): Tuesday 2030-01-08
 * at 10:00 AM in Lagos.
 */
export function booking(choice: CatalogueChoice, overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    location: 'Lagos',
    firstName: 'Chidi',
    lastName: 'Eze',
    email: 'chidi.eze@example.ng',
    phone: '+234 803 123 4567',
    address: '12 Admiralty Way, Lekki Phase 1, Lagos',
    ...CONSENT,
    notes: 'Gate code 4411',
    date: '2030-01-08',
    time: '10:00 AM',
    ...choice,
    ...overrides,
  };
}

export type BookingAnswer = BookingResponse;

export async function book(
  t: TestApp,
  choice: CatalogueChoice,
  overrides: Partial<BookingRequest> = {},
  idempotencyKey?: string,
): Promise<BookingAnswer> {
  const response = await t.request({
    method: 'POST',
    url: '/api/user/book-appointment',
    payload: booking(choice, overrides),
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
  if (response.statusCode !== 201) throw new Error(`booking answered ${response.statusCode}: ${response.body}`);
  return response.json() as BookingAnswer;
}

const TABLES = [
  'products',
  'services',
  'frequencies',
  'appointments',
  'admins',
  'admin_sessions',
  'admin_invitations',
  'contact_messages',
];

/** The rows of a query (both drivers answer `{ rows }`). */
export async function queryRows<T>(handle: DatabaseHandle, query: SQL): Promise<T[]> {
  const result = await handle.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Every row of every table, in a stable order: equal snapshots mean nothing was changed. */
export async function snapshot(handle: DatabaseHandle): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = await handle.db.execute(
      sql.raw(`SELECT to_jsonb(t)::text AS row FROM "${table}" t ORDER BY to_jsonb(t)::text`),
    );
    result[table] = (rows as unknown as { rows: { row: string }[] }).rows.map((row) => row.row);
  }
  return result;
}

/** The answer is the JSON error envelope: `{ success: false, message }`, no stack, no SQL. */
export function expectErrorEnvelope(response: LightMyRequestResponse, statusCode: number): void {
  expect(response.statusCode).toBe(statusCode);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as { success: unknown; message: unknown };
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  expect(response.body).not.toMatch(/\bat .+:\d+:\d+|SELECT |INSERT |UPDATE |DELETE FROM|stack/i);
}

/**
 * A HEAD to a download is refused with 405 and `Allow: GET`, and records no `action` audit row: the
 * automatic HEAD route would build the file and record a download nobody received.
 */
export async function expectHeadRefused(
  t: TestApp,
  request: InjectOptions & { token?: string },
  action: string,
): Promise<void> {
  const recorded = () =>
    queryRows<{ n: number }>(
      t.database.handle,
      sql`SELECT count(*)::int AS n FROM audit_events WHERE action = ${action}`,
    );
  const before = await recorded();
  const head = await t.request({ ...request, method: 'HEAD' });
  expect(head.statusCode).toBe(405);
  expect(head.headers.allow).toBe('GET');
  expect(await recorded()).toEqual(before);
}

/** Field names of a 400 answer's `errors`. */
export function fieldsOf(response: LightMyRequestResponse): string[] {
  const body = response.json() as { errors?: { field: string }[] };
  return (body.errors ?? []).map((issue) => issue.field);
}

/** Every call that needs the adminToken header. */
export const ADMIN_ROUTES: InjectOptions[] = [
  { method: 'GET', url: '/api/admin/profile' },
  { method: 'PATCH', url: '/api/admin/update-profile', payload: { name: 'X', phone: '0803', address: 'Y' } },
  {
    method: 'PATCH',
    url: '/api/admin/change-password',
    payload: { password: 'a', newPassword: 'bbbbbbbb', confirmPassword: 'bbbbbbbb' },
  },
  { method: 'GET', url: '/api/admin/appointments' },
  { method: 'DELETE', url: '/api/admin/delete-appointment/some-id' },
  { method: 'POST', url: '/api/admin/cancel-appointment', payload: { appointmentId: 'some-id' } },
  { method: 'POST', url: '/api/admin/complete-appointment', payload: { appointmentId: 'some-id' } },
  { method: 'GET', url: '/api/admin/dashboard' },
  { method: 'GET', url: '/api/admin/business-export' },
  { method: 'GET', url: '/api/admin/crews' },
  { method: 'GET', url: '/api/admin/crews/some-crew' },
  { method: 'POST', url: '/api/admin/crews', payload: {} },
  { method: 'PUT', url: '/api/admin/crews/some-crew', payload: {} },
  { method: 'POST', url: '/api/admin/crews/some-crew/deactivate' },
  { method: 'POST', url: '/api/admin/crews/some-crew/activate' },
  { method: 'PUT', url: '/api/admin/appointments/some-id/crew', payload: { crewId: 'some-crew' } },
  { method: 'POST', url: '/api/admin/crews/some-crew/sign-in-links', payload: { member: 0 } },
  { method: 'GET', url: '/api/admin/crews/some-crew/devices' },
  { method: 'DELETE', url: '/api/admin/crews/some-crew/devices/some-device' },
  { method: 'POST', url: '/api/admin/add-product', payload: { name: 'P', price: 1, services: [] } },
  { method: 'PATCH', url: '/api/admin/update-product/some-id', payload: { name: 'P', price: 1, services: [] } },
  { method: 'DELETE', url: '/api/admin/delete-product/some-id' },
  {
    method: 'PATCH',
    url: '/api/admin/alerts',
    payload: { newBooking: 'off', paymentAttention: true, contactMessage: true },
  },
  { method: 'GET', url: '/api/admin/outbox' },
  { method: 'POST', url: '/api/admin/outbox/some-id/resend' },
  { method: 'POST', url: '/api/admin/logout' },
];
