/**
 * The plans tests' shared set-up (plans, plan-actions, plan-card, plan-price): an app on the real
 * payment sandbox with a test clock, the starter catalogue's weekly service, a sign-up whose first visit
 * is paid with a sandbox card, the reads the tests check (a plan's visits, its charges, its messages, a
 * visit's receipt) and the provider's signed `charge.success` webhook.
 */
import type { Location } from '@clean/shared/constants';
import type { BookingRequest, Receipt } from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toKobo } from '../../src/payments/verify-payment';
import { chargeDueVisits, type ChargeOutcome } from '../../src/services/plan-charges';
import { JobClock, SETUP_TIMEOUT_MS, useTestApp } from '../helpers/build-app';
import type { DatabaseKind } from '../helpers/database';
import { book, products, queryRows, registerAdmin, type CatalogueChoice } from '../helpers/fixtures';
import { SUCCESS_CARD, usePaymentSandbox } from '../payments/sandbox';

/** Approved in the checkout; later charges of its saved authorization are declined (payment-sandbox). */
export const LATER_DECLINED_CARD = { number: '5060 6666 6666 6666 666', expiry: '12/39', cvv: '123' };

/** The test clock between tests: Monday 7 January 2030, 9:30 AM in Lagos. */
export const START = '2030-01-07T09:30:00+01:00';

export interface VisitRow {
  id: string;
  reference: string;
  date: string;
  time: string;
  amount: string;
  payment: boolean;
  cancelled: boolean;
  plan_visit: number;
  attention_reason: string | null;
}

/** Sets up the app and its helpers for a `describeEachDatabase` suite of plans. */
export function usePlanSetup(kind: DatabaseKind) {
  const provider = usePaymentSandbox();
  const jobClock = new JobClock('2030-01-07T08:30:00Z');
  const t = useTestApp(kind, { env: provider.env, jobClock });

  const visitDeps = (app: FastifyInstance = t.app) => ({ ...app.deps, horizonVisits: app.config.plans.horizonVisits });
  const chargeDeps = (app: FastifyInstance = t.app) => ({
    ...visitDeps(app),
    verifier: app.paymentVerifier,
    charger: app.cardCharger,
    chargeHoursBefore: app.config.plans.chargeHoursBefore,
    reconcileMinutes: app.config.plans.reconcileMinutes,
    now: t.clock.now(),
  });
  /** Runs the charging job's service; what it did for `visits` (earlier tests' visits may come due too). */
  const charge = async (visits: { id: string }[], app?: FastifyInstance): Promise<ChargeOutcome[]> => {
    const ids = new Set(visits.map((visit) => visit.id));
    return (await chargeDueVisits(chargeDeps(app), t.clock.now()))
      .filter((charged) => ids.has(charged.appointmentId))
      .map((charged) => charged.outcome);
  };
  afterEach(() => t.clock.set(START));

  /** The plan's live visits (cancelled ones too), by number. */
  const visitsOf = (planId: string) =>
    queryRows<VisitRow>(
      t.database.handle,
      sql`SELECT id, reference, date::text AS date, time, amount::text AS amount, payment, cancelled, plan_visit,
                 attention_reason
          FROM appointments WHERE plan_id = ${planId} AND deleted_at IS NULL ORDER BY plan_visit`,
    );
  const planOf = async (appointmentId: string) => {
    const [row] = await queryRows<{
      id: string;
      status: string;
      authorization_cipher: string | null;
      card_last4: string | null;
      paused_until: string | null;
    }>(
      t.database.handle,
      sql`SELECT p.id, p.status, p.authorization_cipher, p.card_last4, p.paused_until::text AS paused_until
          FROM plans p JOIN appointments a ON a.plan_id = p.id WHERE a.id = ${appointmentId}`,
    );
    if (!row) throw new Error('The booking has a plan');
    return row;
  };
  const chargesOf = (appointmentId: string) =>
    queryRows<{ attempt: number; reference: string; status: string; message: string | null }>(
      t.database.handle,
      sql`SELECT attempt, reference, status, message FROM plan_charges WHERE appointment_id = ${appointmentId} ORDER BY attempt`,
    );
  const outboxKinds = async (appointmentId: string) =>
    (
      await queryRows<{ kind: string }>(
        t.database.handle,
        sql`SELECT kind FROM outbox_messages WHERE appointment_id = ${appointmentId} ORDER BY created_at, kind`,
      )
    ).map((row) => row.kind);

  const setup = { weekly: undefined as unknown as CatalogueChoice, adminToken: '' };
  beforeAll(async () => {
    setup.adminToken = await registerAdmin(t);
    const product = (await products(t)).find((entry) =>
      entry.services.some((service) => service.frequency.some((f) => f.name === 'Weekly')),
    );
    const service = product?.services.find((entry) => entry.frequency.some((f) => f.name === 'Weekly'));
    const frequency = service?.frequency.find((entry) => entry.name === 'Weekly');
    if (!product || !service || !frequency) throw new Error('The starter catalogue sells a weekly service');
    expect(frequency).toMatchObject({ intervalDays: 7, chargeHoursBefore: 24 });
    setup.weekly = { product: product._id, service: service._id, frequency: frequency._id, amount: frequency.amount };
  }, SETUP_TIMEOUT_MS);

  /** The receipt of a visit through the email lookup: its manage token and its plan. */
  const receiptOf = async (reference: string, email: string): Promise<Receipt> => {
    const answer = await t.request({
      method: 'GET',
      url: `/api/user/bookings/${reference}?contact=${encodeURIComponent(email)}`,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().booking as Receipt;
  };

  /** The provider's signed `charge.success` webhook for a payment made in the sandbox under `reference`. */
  const chargeSucceeded = async (reference: string) => {
    const body = JSON.stringify({ event: 'charge.success', data: await provider.verifyData(reference) });
    return t.request({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': provider.sign(body) },
      payload: body,
    });
  };

  /**
   * Books a weekly plan's first visit (Tuesday 8 Jan 2030) with consent (and `overrides`: a home size and
   * its amount), and pays it with `card` in the sandbox.
   */
  async function bookAndPay(
    email: string,
    time: string,
    card = SUCCESS_CARD,
    location: Location = 'Lagos',
    overrides: Partial<BookingRequest> = {},
  ) {
    const answer = await book(t, setup.weekly, {
      email,
      date: '2030-01-08',
      time,
      planConsent: true,
      location,
      ...overrides,
    });
    const accessCode = await provider.initialize({
      reference: answer.reference,
      amount: toKobo(answer.amount),
      email,
      metadata: { appointmentId: answer.appointmentId },
    });
    await provider.payWithCard(accessCode, card);
    return answer;
  }

  /** The browser's call after the checkout: records the payment of the first visit booked at `time`. */
  const recordFirstVisit = (answer: { appointmentId: string; reference: string }, time: string) =>
    t.request({
      method: 'POST',
      url: '/api/user/appointments',
      payload: {
        appointmentId: answer.appointmentId,
        reference: answer.reference,
        date: '2030-01-08',
        time,
        service: setup.weekly.service,
        frequency: setup.weekly.frequency,
      },
    });

  /** A weekly plan signed up for: its first visit booked, paid in the sandbox and recorded. */
  async function signUp(
    email: string,
    time: string,
    card = SUCCESS_CARD,
    location: Location = 'Lagos',
    overrides: Partial<BookingRequest> = {},
  ) {
    const answer = await bookAndPay(email, time, card, location, overrides);
    expect((await recordFirstVisit(answer, time)).statusCode).toBe(200);
    return answer;
  }

  return {
    t,
    provider,
    jobClock,
    setup,
    visitDeps,
    chargeDeps,
    charge,
    visitsOf,
    planOf,
    chargesOf,
    outboxKinds,
    signUp,
    bookAndPay,
    recordFirstVisit,
    receiptOf,
    chargeSucceeded,
  };
}
