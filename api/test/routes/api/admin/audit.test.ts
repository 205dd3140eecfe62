import { formatNaira } from '@clean/shared/format';
import {
  appointmentDetailsResponse,
  auditResponse,
  productMutationResponse,
  profileResponse,
  type AddProductPayload,
  type AuditEvent,
} from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import {
  ADMIN,
  book,
  expectErrorEnvelope,
  fieldsOf,
  firstChoice,
  queryRows,
  registerAdmin,
  type CatalogueChoice,
} from '../../../helpers/fixtures';

const NOT_FOUND = 'Appointment not found. It may have been deleted.';

const CALLS: InjectOptions[] = [
  { method: 'GET', url: '/api/admin/audit?subject=product' },
  { method: 'GET', url: '/api/admin/appointments/some-id' },
];

const PRODUCT: AddProductPayload = {
  name: 'Deep Cleaning',
  price: 15000,
  services: [
    {
      name: 'Kitchen',
      description: 'Oven, hob and cupboards',
      amount: 15000,
      durationMinutes: 120,
      frequency: [{ name: 'Once', amount: 15000 }],
      parameters: [],
      extras: [],
      checklist: [],
    },
    {
      name: 'Bathroom',
      description: 'Tiles and grout',
      amount: 18000,
      durationMinutes: 120,
      frequency: [{ name: 'Once', amount: 18000 }],
      parameters: [],
      extras: [],
      checklist: [],
    },
  ],
};

describeEachDatabase('the audit trail', (kind) => {
  const t = useTestApp(kind);
  let token: string;
  let adminId: string;
  let choice: CatalogueChoice;
  let hour = 6;

  beforeAll(async () => {
    token = await registerAdmin(t);
    choice = await firstChoice(t);
    const profile = await t.request({ method: 'GET', url: '/api/admin/profile', token });
    adminId = profileResponse.parse(profile.json()).adminData._id;
  });

  /** A fresh booking of 2030-01-08 (one per hour, so crews never run out). */
  async function booking(firstName = 'Chidi') {
    hour += 1;
    const time = `${hour > 12 ? hour - 12 : hour}:00 ${hour >= 12 ? 'PM' : 'AM'}`;
    return book(t, choice, { firstName, time });
  }

  async function audit(query: string): Promise<AuditEvent[]> {
    const response = await t.request({ method: 'GET', url: `/api/admin/audit?${query}`, token });
    expect(response.statusCode).toBe(200);
    return auditResponse.parse(response.json()).events;
  }

  async function details(id: string) {
    const response = await t.request({ method: 'GET', url: `/api/admin/appointments/${id}`, token });
    expect(response.statusCode).toBe(200);
    return appointmentDetailsResponse.parse(response.json());
  }

  const expectedAdmin = () => ({ _id: adminId, name: ADMIN.name, email: ADMIN.email });

  it.each(CALLS)('answers 401 to $method $url without the admin token', async (call) => {
    expectErrorEnvelope(await t.request(call), 401);
  });

  it('shows an appointment with its state and no history before any action', async () => {
    const booked = await booking();
    const body = await details(booked.appointmentId);
    expect(body.appointment).toMatchObject({
      _id: booked.appointmentId,
      reference: booked.reference,
      status: 'awaiting-payment',
      userData: { firstName: 'Chidi', lastName: 'Eze' },
    });
    expect(body.history).toEqual([]);
  });

  it('answers 404 for an unknown appointment', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/appointments/no-such-id', token });
    expectErrorEnvelope(response, 404);
    expect(response.json()).toMatchObject({ message: NOT_FOUND });
  });

  it('records a cancel (who, what, when) and shows it in the details', async () => {
    const booked = await booking('Ngozi');
    const at = t.clock.now().toISOString();
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/cancel-appointment',
      payload: { appointmentId: booked.appointmentId },
      token,
    });
    expect(response.statusCode).toBe(200);
    const body = await details(booked.appointmentId);
    expect(body.appointment.status).toBe('cancelled');
    expect(body.history).toEqual([
      {
        _id: expect.any(String),
        at,
        action: 'appointment.cancelled',
        subject: 'appointment',
        subjectId: booked.appointmentId,
        admin: expectedAdmin(),
        summary: `Cancelled Ngozi Eze's booking for 2030-01-08 ${body.appointment.time} at Lagos (${booked.reference})`,
      },
    ]);
    // A refused repeat changes nothing and records nothing.
    const again = await t.request({
      method: 'POST',
      url: '/api/admin/cancel-appointment',
      payload: { appointmentId: booked.appointmentId },
      token,
    });
    expect(again.statusCode).toBe(409);
    expect((await details(booked.appointmentId)).history).toHaveLength(1);
  });

  it('records a completion, then a delete, newest first; the record outlives the appointment', async () => {
    const booked = await booking('Tunde');
    // Records of one instant have no order between them but their ids': an hour after the cancel above.
    t.clock.advanceHours(1);
    await t.request({
      method: 'POST',
      url: '/api/admin/complete-appointment',
      payload: { appointmentId: booked.appointmentId },
      token,
    });
    const completed = await details(booked.appointmentId);
    expect(completed.appointment.status).toBe('completed');
    expect(completed.history.map((event) => event.action)).toEqual(['appointment.completed']);
    expect(completed.history[0]?.summary).toMatch(/^Marked Tunde Eze's booking for 2030-01-08 .* as completed$/);

    t.clock.advanceHours(1);
    const deletedAt = t.clock.now().toISOString();
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/admin/delete-appointment/${booked.appointmentId}`,
      token,
    });
    expect(removed.statusCode).toBe(200);
    // Still readable, marked deleted, with its history.
    const gone = await t.request({ method: 'GET', url: `/api/admin/appointments/${booked.appointmentId}`, token });
    expect(gone.statusCode).toBe(200);
    const readOnly = appointmentDetailsResponse.parse(gone.json());
    expect(readOnly.deletedAt).toBe(deletedAt);
    expect(readOnly.history.map((event) => event.action)).toEqual(['appointment.deleted', 'appointment.completed']);

    const events = await audit(`subject=appointment&subjectId=${booked.appointmentId}`);
    expect(events.map((event) => [event.action, event.subjectId])).toEqual([
      ['appointment.deleted', booked.appointmentId],
      ['appointment.completed', booked.appointmentId],
    ]);
    expect(events[0]).toMatchObject({ at: deletedAt, admin: expectedAdmin() });
    expect(events[0]?.summary).toContain(booked.reference);
    expect(events[0]?.summary).toMatch(/^Deleted Tunde Eze's booking/);
  });

  it('records product changes with sentences naming the product', async () => {
    const added = await t.request({ method: 'POST', url: '/api/admin/add-product', payload: PRODUCT, token });
    expect(added.statusCode).toBe(201);
    const { product } = productMutationResponse.parse(added.json());
    if (!product) throw new Error('add-product answered no product');

    t.clock.advanceHours(1);
    const renamed = { ...PRODUCT, name: 'Deep Clean Plus', price: 12500.5, services: PRODUCT.services.slice(0, 1) };
    const updated = await t.request({
      method: 'PATCH',
      url: `/api/admin/update-product/${product._id}`,
      payload: renamed,
      token,
    });
    expect(updated.statusCode).toBe(200);

    t.clock.advanceHours(1);
    const removed = await t.request({ method: 'DELETE', url: `/api/admin/delete-product/${product._id}`, token });
    expect(removed.statusCode).toBe(200);

    const events = await audit(`subject=product&subjectId=${product._id}`);
    expect(events.map(({ action, subject, subjectId, summary }) => ({ action, subject, subjectId, summary }))).toEqual([
      { action: 'product.deleted', subject: 'product', subjectId: product._id, summary: 'Deleted Deep Clean Plus' },
      {
        action: 'product.updated',
        subject: 'product',
        subjectId: product._id,
        summary: `Updated Deep Clean Plus: 1 service, starts from ${formatNaira(12500.5)} (was Deep Cleaning)`,
      },
      {
        action: 'product.created',
        subject: 'product',
        subjectId: product._id,
        summary: `Added Deep Cleaning: 2 services, starts from ${formatNaira(15000)}`,
      },
    ]);
    // The site's one money format: 'NGN 12,500.50' (a no-break space after the code).
    expect(events[1]?.summary).toMatch(/from NGN\s12,500\.50 /);
    expect(events.every((event) => event.admin.email === ADMIN.email && event.admin.name === ADMIN.name)).toBe(true);
    // Newest first, an hour apart.
    const times = events.map((event) => Date.parse(event.at));
    expect(times[0]! - times[1]!).toBe(3_600_000);
    expect(times[1]! - times[2]!).toBe(3_600_000);
  });

  it('records nothing for a change that did not happen', async () => {
    const before = await audit('subject=product&limit=200');
    const missing = await t.request({
      method: 'PATCH',
      url: '/api/admin/update-product/no-such-product',
      payload: PRODUCT,
      token,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: '/api/admin/delete-product/no-such-product', token })).statusCode,
    ).toBe(404);
    const invalid = await t.request({ method: 'POST', url: '/api/admin/add-product', payload: { name: '' }, token });
    expect(invalid.statusCode).toBe(400);
    expect(await audit('subject=product&limit=200')).toEqual(before);
  });

  it('keeps a change and its record together: when the record cannot be written, nothing changes', async () => {
    const booked = await booking('Ada');
    await t.database.handle.db.execute(sql`ALTER TABLE audit_events RENAME TO audit_events_away`);
    try {
      const cancel = await t.request({
        method: 'POST',
        url: '/api/admin/cancel-appointment',
        payload: { appointmentId: booked.appointmentId },
        token,
      });
      expect(cancel.statusCode).toBe(500);
      const added = await t.request({
        method: 'POST',
        url: '/api/admin/add-product',
        payload: { ...PRODUCT, name: 'Never Added' },
        token,
      });
      expect(added.statusCode).toBe(500);
    } finally {
      await t.database.handle.db.execute(sql`ALTER TABLE audit_events_away RENAME TO audit_events`);
    }
    expect((await details(booked.appointmentId)).appointment.status).toBe('awaiting-payment');
    const products = await queryRows<{ name: string }>(
      t.database.handle,
      sql`SELECT name FROM products WHERE name = 'Never Added'`,
    );
    expect(products).toEqual([]);
  });

  it('lists every record of a kind without subjectId, newest first, at most limit', async () => {
    const all = await audit('subject=appointment');
    expect(all.map((event) => event.action)).toEqual([
      'appointment.deleted',
      'appointment.completed',
      'appointment.cancelled',
    ]);
    expect(await audit('subject=appointment&limit=1')).toEqual(all.slice(0, 1));
    expect(await audit('subject=appointment&subjectId=no-such-id')).toEqual([]);
  });

  it('lists the availability history', async () => {
    const closed = await t.request({
      method: 'POST',
      url: '/api/admin/closed-dates',
      payload: { date: '2030-02-14', location: 'Abuja', label: 'Staff day' },
      token,
    });
    expect(closed.statusCode).toBeLessThan(300);
    const [latest] = await audit('subject=availability');
    expect(latest).toMatchObject({
      action: 'availability.date-closed',
      subject: 'availability',
      subjectId: null,
      admin: expectedAdmin(),
    });
    expect(latest?.summary).toContain('2030-02-14');
  });

  it.each([
    ['', 'subject'],
    ['subject=customer', 'subject'],
    ['subject=product&limit=0', 'limit'],
    ['subject=product&limit=201', 'limit'],
    ['subject=product&limit=ten', 'limit'],
  ])('refuses ?%s with a 400 naming the field', async (query, field) => {
    const response = await t.request({ method: 'GET', url: `/api/admin/audit?${query}`, token });
    expectErrorEnvelope(response, 400);
    expect(fieldsOf(response)).toContain(field);
  });
});
