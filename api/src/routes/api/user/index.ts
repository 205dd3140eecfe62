import {
  cancelRequest,
  manageQuery,
  planActionRequest,
  planCardCheckout,
  planCardRequest,
  planCardVerifyRequest,
  planPauseRequest,
  planRescheduleRequest,
  rescheduleRequest,
  bookingHeaders,
  bookingRequest,
  bookingResponse,
  contactRequest,
  contactResponse,
  IDEMPOTENCY_KEY_HEADER,
  receiptParams,
  receiptQuery,
  receiptResponse,
  recordAppointmentRequest,
  recordAppointmentResponse,
  transferPendingRequest,
  transferPendingResponse,
} from '@clean/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooMany } from '../../../http/http-errors';
import { clientKey } from '../../../domain/client-key';
import { manageTokenFor } from '../../../domain/manage-token';
import { errorResponses, rateLimited } from '../../../http/route-options';
import type { Receipt } from '@clean/shared/schemas';
import type { SettleDeps } from '../../../services/settle-payment';
import { bookAppointment, recordPayment } from '../../../services/booking';
import { sendContactMessage } from '../../../services/contact-form';
import { bookingStatusOf } from '../../../domain/booking-status';
import {
  cancelBooking,
  cancelledMessage,
  receiptByContact,
  receiptByToken,
  rescheduleBooking,
  tokenOpensBooking,
  type ManageDeps,
} from '../../../services/manage-booking';
import { cancelPlan, pausePlan, skipPlanVisit } from '../../../services/plan-actions';
import { planActionDeps } from '../../plan-action-deps';
import { CARD_CHANGED, startCardChange, verifyCardChange } from '../../../services/plan-card';
import { reschedulePlan } from '../../../services/plan-reschedule';
import { reportTransferPending } from '../../../services/transfer-pending';
import dataRequests from './data-requests';
import planPrice from './plan-price';
import { routePlugin } from '../../../http/route-plugin';

export const BOOKED = 'Success! Your booking has been submitted.';

/** Calls of the public site: contact form, booking, payment record, receipt. Rate limited per client. */
const user: FastifyPluginAsyncZod = async (app) => {
  const limit = rateLimited(app.config, 'publicWrite');
  await app.register(routePlugin('user-dataRequests', dataRequests));
  const settleDeps = (): SettleDeps => ({
    ...app.deps,
    verifier: app.paymentVerifier,
    horizonVisits: app.config.plans.horizonVisits,
    now: app.now(),
  });

  app.post(
    '/contact-us',
    {
      config: limit,
      schema: {
        tags: ['user'],
        summary: 'Send a message to the company (stored)',
        body: contactRequest.strict(),
        response: { 201: contactResponse, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      await sendContactMessage(app.deps, request.body, app.now());
      return reply.code(201).send({
        success: true,
        message: 'Thank you for contacting us. We will get back to you shortly.',
      });
    },
  );

  app.post(
    '/book-appointment',
    {
      config: limit,
      schema: {
        tags: ['user'],
        summary: 'Book a cleaning appointment',
        description:
          "The amount is recomputed from the catalogue (the chosen frequency's amount); a different amount " +
          'answers 409. A crew of the slot is taken atomically; a full slot answers 409. An unpaid booking ' +
          'holds its crew until `holdExpiresAt` (BOOKING_HOLD_MINUTES), then expires and frees it.\n\n' +
          `Optional \`${IDEMPOTENCY_KEY_HEADER}\` header (a UUID, one per booking attempt, reused by its ` +
          'retries): a repeat with the same key and body answers 201 with the same `appointmentId` and ' +
          '`reference` (header `Idempotent-Replayed: true`) and books nothing new, even when repeats arrive ' +
          'at once; the same key with another body answers 422; a malformed key 400.\n\n' +
          'Unpaid holds are capped: a customer (email, any case; phone, +234… and 0… alike) may have ' +
          'UNPAID_HOLDS_PER_CONTACT live unpaid bookings at once, a client address UNPAID_HOLDS_PER_ADDRESS. ' +
          'One more answers 429 (`receiptPath`: the waiting booking, when its email and phone both match).',
        headers: bookingHeaders,
        body: bookingRequest.strict(),
        response: { 201: bookingResponse, ...errorResponses(400, 409, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const { appointment, replayed } = await bookAppointment(
        { ...app.deps, holds: app.config.holds, now },
        request.body,
        request.ip,
        request.headers['idempotency-key'],
      );
      if (replayed) void reply.header('idempotent-replayed', 'true');
      return reply.code(201).send({
        success: true,
        message: BOOKED,
        appointmentId: appointment.id,
        reference: appointment.reference,
        amount: appointment.amount,
        status: bookingStatusOf(appointment, now),
        holdExpiresAt: appointment.holdExpiresAt.toISOString(),
        serverTime: now.toISOString(),
        manageToken: manageTokenFor(app.config.manageLinkSecret, appointment),
      });
    },
  );

  app.post(
    '/appointments',
    {
      config: limit,
      schema: {
        tags: ['user'],
        summary: 'Record an appointment after its online payment',
        description:
          'Checks that the details name the appointment, then verifies the reference with the payment ' +
          'provider (server to server): only a successful NGN payment of exactly the amount, for this ' +
          'appointment, is recorded (409 otherwise; 502 when the provider cannot be reached; both say the ' +
          'payment is safe and will be reconciled). A verified payment is never dropped: `status: paid` ' +
          'confirms the booking (also after its hold ran out, while a crew is free); `status: ' +
          'needs-attention` means it was recorded but the slot was taken meanwhile or the booking was ' +
          'cancelled, and the message says the company will call. A repeat call changes nothing.',
        body: recordAppointmentRequest.strict(),
        response: { 200: recordAppointmentResponse, ...errorResponses(400, 404, 409, 413, 429, 502) },
      },
    },
    async (request) => {
      const recorded = await recordPayment(settleDeps(), request.body);
      return { success: true, ...recorded };
    },
  );

  app.post(
    '/appointments/transfer-pending',
    {
      config: limit,
      schema: {
        tags: ['user'],
        summary: 'A bank transfer for a booking is on its way: keep its slot held',
        description:
          'Call when the popup reports `onBankTransferConfirmationPending`. The provider is asked whether this ' +
          "booking's transfer is pending (same reference, amount, currency); if so the crew is held for " +
          'TRANSFER_HOLD_MINUTES from now (`holdExpiresAt`), once: a later report answers the same hold, and ' +
          "never past TRANSFER_HOLD_CEILING_MINUTES after the booking's own hold. The provider's signed " +
          '`charge.success` webhook records the payment. A transfer that already arrived is recorded at once ' +
          '(`status: paid` or `needs-attention`). 404 unknown booking or reference; 409 no pending transfer, ' +
          "booking cancelled, its hold ran out and the slot was taken, or the transfer's hold is over; 502 " +
          'provider unreachable.',
        body: transferPendingRequest.strict(),
        response: { 200: transferPendingResponse, ...errorResponses(400, 404, 409, 413, 429, 502) },
      },
    },
    async (request) => {
      const deps = { ...settleDeps(), holds: app.config.holds };
      const answer = await reportTransferPending(deps, request.body);
      return { success: true, ...answer, serverTime: deps.now.toISOString() };
    },
  );

  const manageDeps = (): ManageDeps => ({
    ...app.deps,
    refundProvider: app.refundProvider,
    planChargeHoursBefore: app.config.plans.chargeHoursBefore,
    secret: app.config.manageLinkSecret,
    now: app.now(),
  });

  /**
   * Reschedules and cancels (docs/PRODUCT.md, Manage my booking), RATE_LIMIT_MANAGE per
   * RATE_LIMIT_MANAGE_WINDOW_MINUTES: every request counts per client address; a request with the
   * booking's valid token counts per booking too, so a leaked link cannot be hammered from many
   * addresses, while bad tokens, counted only per address, cannot use up the owner's changes: a
   * reference alone locks nobody out.
   */
  const manageLimit = async (request: FastifyRequest<{ Params: { reference: string } }>) => {
    const { enabled, manage, manageWindowMs } = app.config.rateLimit;
    if (!enabled) return;
    const { reference } = request.params;
    const counts = [await app.rateCounters.increment(`manage:address:${clientKey(request.ip)}`, manageWindowMs)];
    if (
      counts[0]!.current <= manage &&
      (await tokenOpensBooking(manageDeps(), reference, (request.body as { token?: unknown } | undefined)?.token))
    ) {
      counts.push(await app.rateCounters.increment(`manage:booking:${reference}`, manageWindowMs));
    }
    const over = counts.filter((count) => count.current > manage);
    if (over.length === 0) return;
    const minutes = Math.ceil(Math.max(...over.map((count) => count.ttlMs)) / 60_000);
    throw tooMany(`Too many changes to this booking. Please wait ${minutes} minutes and try again.`);
  };

  const sent = (booking: Receipt, message: string) => ({
    success: true as const,
    message,
    booking,
    serverTime: app.now().toISOString(),
  });

  app.get(
    '/bookings/:reference/manage',
    {
      config: rateLimited(app.config, 'lookup'),
      schema: {
        tags: ['user'],
        summary: "A booking's receipt from its manage link",
        description:
          '`token` is the signed token of the manage link (e-mails, success modal): it opens this booking ' +
          'only, until a week after its visit. A token of another booking, a changed or an expired one answer ' +
          "404 'This link is not valid any more' with no personal data. The receipt's `manage` says which " +
          'actions are open now and why not, with the token for them.',
        params: receiptParams,
        querystring: manageQuery,
        response: { 200: receiptResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      sent(await receiptByToken(manageDeps(), request.params.reference, request.query.token), 'Booking found.'),
  );

  app.post(
    '/bookings/:reference/reschedule',
    {
      preHandler: manageLimit,
      schema: {
        tags: ['user'],
        summary: 'Move the visit to another free time (manage link)',
        description:
          'Takes a crew of the new slot at the same location as a booking does and frees the old one, in one ' +
          'transaction; 409 when the slot was taken meanwhile, or the reschedule cut-off or the most moves ' +
          'allowed say no (the message says which); 400 a closed or past time; 404 an invalid link. Paid stays ' +
          'paid. Rate limited per address, and per booking with a valid token (RATE_LIMIT_MANAGE).',
        params: receiptParams,
        body: rescheduleRequest.strict(),
        response: { 200: receiptResponse, ...errorResponses(400, 404, 409, 413, 429) },
      },
    },
    async (request) =>
      sent(
        await rescheduleBooking(manageDeps(), request.params.reference, request.body),
        `Your visit is moved to ${request.body.date} at ${request.body.time}.`,
      ),
  );

  app.post(
    '/bookings/:reference/cancel',
    {
      preHandler: manageLimit,
      schema: {
        tags: ['user'],
        summary: 'Cancel the booking with a reason (manage link)',
        description:
          'An unpaid booking is cancelled and its crew freed. A paid one, before the cancellation cut-off, ' +
          "is cancelled and refunded through the provider's Refund API: what was paid less every refund " +
          'already asked and not failed, pending ones included; the message states that amount (`booking.refund`: ' +
          'pending until the signed refund.processed webhook); after the cut-off 409 (call or WhatsApp the company). ' +
          '404 an invalid link. Rate limited per address, and per booking with a valid token (RATE_LIMIT_MANAGE).',
        params: receiptParams,
        body: cancelRequest,
        response: { 200: receiptResponse, ...errorResponses(400, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const { booking, refunded } = await cancelBooking(manageDeps(), request.params.reference, request.body);
      return sent(booking, cancelledMessage(refunded, booking.refund?.status === 'failed'));
    },
  );

  /** The plan actions' shared schema parts: who may call, and the answers. */
  const planAction = (summary: string, description: string) => ({
    tags: ['user'],
    summary,
    description:
      `${description} Audited as the customer's, with a message to them. 409 when the booking is not a ` +
      'plan visit, or the plan or the cut-offs do not allow it (the message says which); 404 an invalid ' +
      'link. Rate limited per address, and per booking with a valid token (RATE_LIMIT_MANAGE).',
    params: receiptParams,
    response: { 200: receiptResponse, ...errorResponses(400, 404, 409, 413, 429) },
  });

  app.post(
    '/bookings/:reference/plan/skip',
    {
      preHandler: manageLimit,
      schema: {
        ...planAction(
          "Skip this visit of the booking's plan (manage link)",
          'The visit is cancelled and its crew freed; it is never charged (a paid one is refunded under the ' +
            'cancellation policy). The plan makes its next visit, so it keeps PLAN_HORIZON_VISITS ahead.',
        ),
        body: planActionRequest.strict(),
      },
    },
    async (request) =>
      sent(await skipPlanVisit(planActionDeps(app), request.params.reference, request.body), 'This visit is skipped.'),
  );

  app.post(
    '/bookings/:reference/plan/pause',
    {
      preHandler: manageLimit,
      schema: {
        ...planAction(
          "Pause the booking's plan until a date (manage link)",
          '`until`: after today, at most PLAN_PAUSE_MAX_DAYS ahead (400 otherwise). Its visits before then ' +
            'are cancelled and freed (paid ones refunded under the cancellation policy); none is made or ' +
            'charged before it, and the plan resumes by itself on that day.',
        ),
        body: planPauseRequest.strict(),
      },
    },
    async (request) =>
      sent(
        await pausePlan(planActionDeps(app), request.params.reference, request.body),
        `Your plan is paused until ${request.body.until}.`,
      ),
  );

  app.post(
    '/bookings/:reference/plan/reschedule',
    {
      preHandler: manageLimit,
      schema: {
        ...planAction(
          "Change the day or time of the booking's plan (manage link)",
          '`from` (after today, at most PLAN_PAUSE_MAX_DAYS ahead) and `time` (a start time offered that day; ' +
            '400 otherwise, nothing changed): the visits to come move so the first falls on `from` at `time`, the ' +
            'interval continuing from there; a full slot moves its visit to the nearest free time (409 when none ' +
            'that day or the next: nothing moved). Paid or charged visits and those inside the reschedule ' +
            'cut-off stay, and `from` must come after them.',
        ),
        body: planRescheduleRequest.strict(),
      },
    },
    async (request) =>
      sent(
        await reschedulePlan(planActionDeps(app), request.params.reference, request.body),
        'Your plan has its new day and time.',
      ),
  );

  app.post(
    '/bookings/:reference/plan/card',
    {
      preHandler: manageLimit,
      schema: {
        tags: ['user'],
        summary: "Start changing the card of the booking's plan: a popup payment of its next visit (manage link)",
        description:
          '`consent: true`: the card that pays is charged before each later visit (400 otherwise). Answers the ' +
          "payment the popup makes: the plan's next visit that is neither paid nor being charged (a visit " +
          'waiting for payment after refused charges included), its amount, and a reference of its own ' +
          '(`{visit reference}-K{n}`; a change of the same visit still open is answered again). While it is ' +
          'open the charging job leaves that visit alone. 409 when the booking is not a plan visit, the plan is ' +
          'cancelled or not started, no visit is to pay, or that visit starts within the cut-off (the message ' +
          'says which; nothing is written); 404 an invalid link. Rate limited per address, and per ' +
          'booking with a valid token (RATE_LIMIT_MANAGE).',
        params: receiptParams,
        body: planCardRequest.strict(),
        response: { 200: planCardCheckout, ...errorResponses(400, 404, 409, 413, 429) },
      },
    },
    async (request) => startCardChange(planActionDeps(app), request.params.reference, request.body),
  );

  app.post(
    '/bookings/:reference/plan/card/verify',
    {
      config: limit,
      schema: {
        tags: ['user'],
        summary: 'Record the payment of a card change after the popup (manage link)',
        description:
          'Verifies the card change of `reference` with the provider, as a booking payment is verified (409 ' +
          'refused, 502 provider unreachable; nothing changed). Once: the visit is paid, the card that paid ' +
          "replaces the plan's saved one (its authorization encrypted; brand and last four digits shown), the " +
          "customer's consent is recorded, the change audited (`plan.card-changed`) and e-mailed. A repeat, or " +
          "the provider's webhook first, answers the same and changes nothing. 404 an invalid link or a " +
          'reference that is no card change of this plan.',
        params: receiptParams,
        body: planCardVerifyRequest.strict(),
        response: { 200: receiptResponse, ...errorResponses(400, 404, 409, 413, 429, 502) },
      },
    },
    async (request) => {
      const { receipt, recorded } = await verifyCardChange(
        { ...planActionDeps(app), appointments: app.deps.appointments, verifier: app.paymentVerifier },
        request.params.reference,
        request.body,
      );
      return sent(receipt, recorded.status === 'paid' ? CARD_CHANGED : recorded.message);
    },
  );

  app.post(
    '/bookings/:reference/plan/cancel',
    {
      preHandler: manageLimit,
      schema: {
        ...planAction(
          "Cancel the booking's plan (manage link)",
          'Its visits to come are cancelled and their crews freed; the paid ones are refunded under the ' +
            "cancellation policy through the provider's Refund API (a paid visit past the cut-off goes ahead).",
        ),
        body: planActionRequest.strict(),
      },
    },
    async (request) =>
      sent(await cancelPlan(planActionDeps(app), request.params.reference, request.body), 'Your plan is cancelled.'),
  );

  await app.register(routePlugin('user-planPrice', planPrice), { manageLimit });

  app.get(
    '/bookings/:reference',
    {
      config: rateLimited(app.config, 'lookup'),
      schema: {
        tags: ['user'],
        summary: "A booking's receipt, for the person who made it",
        description:
          '`contact` is the email (any case) or phone number (compared by digits; +234… and 0… match) given ' +
          'when booking. Status: `awaiting-payment` (until `holdExpiresAt`), `paid`, `expired`, ' +
          '`needs-attention` (paid; the company will call), `cancelled`, `completed`. An unknown reference ' +
          'and a wrong contact answer the same 404 with no personal data. Rate limited (RATE_LIMIT_LOOKUP).',
        params: receiptParams,
        querystring: receiptQuery,
        response: { 200: receiptResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const booking = await receiptByContact(manageDeps(), request.params.reference, request.query.contact);
      return sent(booking, 'Booking found.');
    },
  );
};

export default user;
