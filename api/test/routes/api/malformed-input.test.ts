import {
  addProductRequest,
  appointmentActionRequest,
  bookingRequest,
  changePasswordRequest,
  contactRequest,
  loginRequest,
  recordAppointmentRequest,
  registerRequest,
  transferPendingRequest,
  updateProductRequest,
  updateProfileRequest,
} from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import type { DatabaseHandle } from '../../../src/db/client';
import { useTestApp } from '../../helpers/build-app';
import { describeEachDatabase } from '../../helpers/database';
import { ADMIN, book, booking, CONSENT, firstChoice, products, registerAdmin } from '../../helpers/fixtures';

/** Runs per property: modest for a 2-core machine (FUZZ_RUNS=500 for a longer hunt). */
const RUNS = Number(process.env.FUZZ_RUNS) || 30;

const TABLES = ['products', 'services', 'frequencies', 'appointments', 'admins', 'admin_sessions', 'contact_messages'];

/** One hash of every row of every table: equal before and after means nothing changed. */
async function fingerprint(handle: DatabaseHandle): Promise<string> {
  const parts = TABLES.map(
    (table) => `coalesce((SELECT string_agg(to_jsonb(t)::text, '|' ORDER BY to_jsonb(t)::text) FROM "${table}" t), '')`,
  );
  const result = await handle.db.execute(sql.raw(`SELECT md5(${parts.join(" || '#' || ")}) AS hash`));
  return (result as unknown as { rows: { hash: string }[] }).rows[0]!.hash;
}

/** Values of the wrong type, wrong shape, huge, or in unusual scripts. */
const weird: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  fc.constantFrom(
    'x'.repeat(20_000),
    'Ọlá Àdìgún 🧹✨ تنظيف 清洁',
    '\u202e\u200b\ufeff',
    "'; DROP TABLE appointments; --",
    '__proto__',
    '-1',
    '1e309',
    '2030-02-30',
    '6:00 AM',
    '',
    '   ',
  ),
  fc.constantFrom(-1, 0, 1e308, Number.MAX_SAFE_INTEGER, 0.001),
);

/** A valid payload with fields dropped, replaced by weird values, or added. */
function mutated(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  return fc
    .record({
      drop: fc.subarray(keys),
      replace: fc.dictionary(fc.constantFrom(...keys), weird, { maxKeys: 3 }),
      extra: fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), weird, { maxKeys: 2 }),
    })
    .map(({ drop, replace, extra }) => {
      const result: Record<string, unknown> = { ...extra, ...valid, ...replace };
      for (const key of drop) delete result[key];
      return result;
    });
}

/** A JSON body (object, array, scalar) or raw text that may not be JSON at all. */
type Body = { json: unknown } | { raw: string };

function bodies(valid: Record<string, unknown>): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 5, arbitrary: mutated(valid).map((json) => ({ json })) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.string({ maxLength: 60 }),
          fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value).slice(0, -1)),
          fc.constantFrom('{', '{"name": }', '[1,,2]', 'null', '"text"', '{"a":1}{"b":2}', '\u0000'),
        )
        .map((raw) => ({ raw })),
    },
  );
}

function expectHandled(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBeLessThan(500);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as { success?: unknown; message?: unknown };
  if (response.statusCode >= 400) {
    expect(body.success).toBe(false);
    expect(typeof body.message).toBe('string');
  }
}

describeEachDatabase('malformed input', (kind) => {
  const t = useTestApp(kind);
  let token: string;
  let reference: string;
  let valid: Record<string, { method: HTTPMethods; url: string; body: Record<string, unknown>; schema: z.ZodType }>;

  beforeAll(async () => {
    token = await registerAdmin(t);
    const choice = await firstChoice(t);
    const [product] = await products(t);
    const booked = await book(t, choice, { time: '4:00 PM' });
    reference = booked.reference;
    valid = {
      contact: {
        method: 'POST',
        url: '/api/user/contact-us',
        body: { name: 'Ngozi', email: 'ngozi@example.ng', subject: 'Quote', message: 'Hello', ...CONSENT },
        schema: contactRequest.strict(),
      },
      booking: {
        method: 'POST',
        url: '/api/user/book-appointment',
        body: { ...booking(choice) },
        schema: bookingRequest.strict(),
      },
      record: {
        method: 'POST',
        url: '/api/user/appointments',
        body: {
          time: '4:00 PM',
          date: '2030-01-08',
          service: choice.service,
          frequency: choice.frequency,
          appointmentId: booked.appointmentId,
          reference: booked.reference,
        },
        schema: recordAppointmentRequest.strict(),
      },
      // No provider in this suite: even a well-formed report finds no pending transfer (409).
      transferPending: {
        method: 'POST',
        url: '/api/user/appointments/transfer-pending',
        body: { appointmentId: booked.appointmentId, reference: booked.reference },
        schema: transferPendingRequest.strict(),
      },
      register: {
        method: 'POST',
        url: '/api/admin/register',
        body: { name: 'Eve', email: 'eve@example.com', password: 'password123', signupCode: 'guess' },
        schema: registerRequest.strict(),
      },
      // A wrong password: even a well-formed login must not open a session here.
      login: {
        method: 'POST',
        url: '/api/admin/login',
        body: { email: ADMIN.email, password: 'not the password' },
        schema: loginRequest.strict(),
      },
      cancel: {
        method: 'POST',
        url: '/api/admin/cancel-appointment',
        body: { appointmentId: 'no-such-appointment' },
        schema: appointmentActionRequest.strict(),
      },
      complete: {
        method: 'POST',
        url: '/api/admin/complete-appointment',
        body: { appointmentId: 'no-such-appointment' },
        schema: appointmentActionRequest.strict(),
      },
      addProduct: {
        method: 'POST',
        url: '/api/admin/add-product',
        body: { name: 'Laundry', price: 4500, services: [{ name: 'Wash', description: 'Washed', amount: 4500 }] },
        schema: addProductRequest.strict(),
      },
      updateProduct: {
        method: 'PATCH',
        url: `/api/admin/update-product/${product!._id}`,
        body: { ...product! },
        schema: updateProductRequest.strict(),
      },
      updateProfile: {
        method: 'PATCH',
        url: '/api/admin/update-profile',
        body: { name: 'Ada', phone: '0803', address: 'Lekki' },
        schema: updateProfileRequest.strict(),
      },
      // A wrong old password: even a well-formed change must not revoke the test's session.
      changePassword: {
        method: 'PATCH',
        url: '/api/admin/change-password',
        body: { password: 'not the password', newPassword: 'new password', confirmPassword: 'new password' },
        schema: changePasswordRequest.strict(),
      },
    };
  });

  const BODY_ROUTES = [
    'contact',
    'booking',
    'record',
    'transferPending',
    'register',
    'login',
    'cancel',
    'complete',
    'addProduct',
    'updateProduct',
    'updateProfile',
    'changePassword',
  ];

  it.each(BODY_ROUTES)('%s: never a 500, never a changed row for a rejected body', async (name) => {
    const route = valid[name]!;
    await fc.assert(
      fc.asyncProperty(bodies(route.body), async (body) => {
        const before = await fingerprint(t.database.handle);
        const response = await t.request({
          method: route.method,
          url: route.url,
          token,
          headers: { 'content-type': 'application/json' },
          payload: 'raw' in body ? body.raw : JSON.stringify(body.json),
        });
        expectHandled(response);
        const accepted = 'json' in body && route.schema.safeParse(body.json).success;
        if (!accepted) expect(response.statusCode).toBeGreaterThanOrEqual(400);
        if (response.statusCode >= 400) expect(await fingerprint(t.database.handle)).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });

  it('path ids and queries: never a 500, never a changed row', async () => {
    const segment = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 80 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.constantFrom('..', '%', '%00', 'x'.repeat(300), "1' OR '1'='1"),
    );
    const requests = fc.oneof(
      segment.map((id) => ({ method: 'GET' as const, url: `/api/admin/product/${encodeURIComponent(id)}` })),
      segment.map((id) => ({ method: 'GET' as const, url: `/api/admin/product/${id.replace(/[?#/\s]/g, '')}` })),
      segment.map((id) => ({ method: 'DELETE' as const, url: `/api/admin/delete-product/${encodeURIComponent(id)}` })),
      segment.map((id) => ({
        method: 'DELETE' as const,
        url: `/api/admin/delete-appointment/${encodeURIComponent(id)}`,
      })),
      segment.map((id) => ({
        method: 'PATCH' as const,
        url: `/api/admin/update-product/${encodeURIComponent(id)}`,
      })),
      fc.tuple(segment, fc.string({ maxLength: 10 })).map(([location, key]) => ({
        method: 'GET' as const,
        url: `/api/admin/availability?location=${encodeURIComponent(location)}&${encodeURIComponent(key)}=1`,
      })),
      // Receipts: any reference and contact, also the contact of a real booking's reference.
      fc.tuple(segment, fc.string({ maxLength: 40 })).map(([ref, contact]) => ({
        method: 'GET' as const,
        url: `/api/user/bookings/${encodeURIComponent(ref)}?contact=${encodeURIComponent(contact)}`,
      })),
      segment.map((contact) => ({
        method: 'GET' as const,
        url: `/api/user/bookings/${reference}?contact=${encodeURIComponent(contact)}`,
      })),
      fc.string({ maxLength: 20 }).map((query) => ({
        method: 'GET' as const,
        url: `/api/user/bookings/${reference}?${encodeURI(query)}`,
      })),
      fc
        .constantFrom(
          '/api/admin/products',
          '/api/admin/appointments',
          '/api/admin/dashboard',
          '/api/admin/profile',
          '/api/health',
        )
        .chain((url) =>
          fc.string({ maxLength: 20 }).map((query) => ({ method: 'GET' as const, url: `${url}?${encodeURI(query)}` })),
        ),
    );
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const before = await fingerprint(t.database.handle);
        const response = await t.request({ ...request, token });
        expectHandled(response);
        if (request.method !== 'GET') expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(await fingerprint(t.database.handle)).toBe(before);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('Idempotency-Key headers: anything but a UUID is a 400 that books nothing', async () => {
    const body = JSON.stringify(valid.booking!.body);
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme-ascii', maxLength: 80 }).filter((key) => !z.uuid().safeParse(key).success),
        async (key) => {
          const before = await fingerprint(t.database.handle);
          const response = await t.request({
            method: 'POST',
            url: '/api/user/book-appointment',
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
            payload: body,
          });
          expect(response.statusCode).toBe(400);
          expectHandled(response);
          expect(await fingerprint(t.database.handle)).toBe(before);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('adminToken headers: anything but a live token is a 401 that changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme-ascii', maxLength: 300 }), async (header) => {
        const before = await fingerprint(t.database.handle);
        const response = await t.request({ method: 'POST', url: '/api/admin/logout', headers: { adminToken: header } });
        expect(response.statusCode).toBe(401);
        expectHandled(response);
        expect(await fingerprint(t.database.handle)).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });

  it('a bad JSON body on logout is a 400 that keeps the session', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/logout',
      token,
      headers: { 'content-type': 'application/json' },
      payload: '{"oops"',
    });
    expect(response.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/admin/profile', token })).statusCode).toBe(200);
  });
});
