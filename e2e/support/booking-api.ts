import { randomUUID } from 'node:crypto';
import { type Location } from '@clean/shared';
import { PRIVACY_NOTICE } from '@clean/shared/privacy';
import {
  MAX_APPOINTMENTS_PAGE_SIZE,
  type AvailabilityEntry,
  type BookingRequest,
  type BookingResponse,
  type Product,
} from '@clean/shared/schemas';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FIRST_ADMIN, loginToken } from './admin-accounts';
import { API } from './api-url';

export { API };

/** One product, service and frequency of the seeded catalogue, with the amount a booking must carry. */
export interface CatalogueChoice {
  product: Product;
  service: Product['services'][number];
  frequency: Product['services'][number]['frequency'][number];
}

/** The first bookable choice of the catalogue (of `api`): a service with at least one frequency. */
export async function firstChoice(request: APIRequestContext, api = API): Promise<CatalogueChoice> {
  const answer = (await (await request.get(`${api}/api/admin/products`)).json()) as { products: Product[] };
  for (const product of answer.products) {
    for (const service of product.services) {
      const frequency = service.frequency[0];
      if (frequency) return { product, service, frequency };
    }
  }
  throw new Error('the seeded catalogue has no bookable service');
}

export async function availability(
  request: APIRequestContext,
  location: Location,
  api = API,
): Promise<AvailabilityEntry[]> {
  const answer = await request.get(`${api}/api/admin/availability?location=${encodeURIComponent(location)}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as AvailabilityEntry[];
}

/**
 * Free slots apart between two test workers: each worker books from its own stretch of the free slots,
 * so two tests running side by side never fill the slot the other is about to book.
 */
const SLOTS_PER_WORKER = 12;

/** The parallel worker running the current test (0 outside a test). */
function workerLane(): number {
  try {
    return test.info().parallelIndex;
  } catch {
    return 0;
  }
}

/**
 * A free slot of `location` (not one of the `used` dates and times), the earliest of this worker's
 * stretch of the free slots.
 */
export async function freeSlot(
  request: APIRequestContext,
  location: Location,
  used: ReadonlySet<string> = new Set(),
): Promise<{ date: string; time: string }> {
  const free = (await availability(request, location))
    .flatMap((entry) => entry.availableTimes.map((time) => ({ date: entry.date, time })))
    .filter((slot) => !used.has(`${slot.date} ${slot.time}`));
  const slot = free[workerLane() * SLOTS_PER_WORKER] ?? free.at(-1);
  if (!slot) throw new Error(`no free slot left at ${location}`);
  return slot;
}

/** A booking as the page would send it, for `choice` at `slot`. */
export function bookingBody(
  choice: CatalogueChoice,
  location: Location,
  slot: { date: string; time: string },
  customer: { firstName: string; lastName: string; email: string; phone: string },
): BookingRequest {
  return {
    location,
    ...customer,
    address: '12 Adeola Odeku Street, Victoria Island',
    privacyNoticeVersion: PRIVACY_NOTICE.version,
    notes: '',
    date: slot.date,
    time: slot.time,
    product: choice.product._id,
    service: choice.service._id,
    frequency: choice.frequency._id,
    amount: choice.frequency.amount,
  };
}

/** Books straight through the API (another visitor taking a crew). */
export async function bookDirectly(
  request: APIRequestContext,
  body: BookingRequest,
  api = API,
): Promise<BookingResponse> {
  const answer = await request.post(`${api}/api/user/book-appointment`, {
    data: body,
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as BookingResponse;
}

/** An admin session for reading what the site stored: the first admin (made by the setup project). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return loginToken(request, FIRST_ADMIN);
}

export interface StoredAppointment {
  _id: string;
  userData: { email: string; firstName: string; lastName: string };
  location: string;
  date: string;
  time: string;
  payment: boolean;
  status?: string;
}

/** Every appointment stored, as the admin API lists them: page after page, newest first. */
export async function allAppointments(request: APIRequestContext): Promise<StoredAppointment[]> {
  const headers = { adminToken: await adminToken(request) };
  const appointments: StoredAppointment[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await request.get(`${API}/api/admin/appointments`, {
      headers,
      params: { page, pageSize: MAX_APPOINTMENTS_PAGE_SIZE },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const body = (await answer.json()) as { appointments: StoredAppointment[]; total: number };
    appointments.push(...body.appointments);
    if (body.appointments.length === 0 || appointments.length >= body.total) return appointments;
  }
}

/** Every appointment booked with `email`. */
export async function appointmentsOf(request: APIRequestContext, email: string): Promise<StoredAppointment[]> {
  return (await allAppointments(request)).filter((appointment) => appointment.userData.email === email);
}
