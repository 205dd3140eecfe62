import {
  bookingHeaders,
  bookingRequest,
  bookingResponse,
  IDEMPOTENCY_KEY_HEADER,
  recordAppointmentRequest,
  recordAppointmentResponse,
  transferPendingRequest,
  transferPendingResponse,
} from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingStatusOf } from '../../../domain/booking-status';
import { manageTokenFor } from '../../../domain/manage-token';
import { errorResponses, rateLimited } from '../../../http/route-options';
import { bookAppointment, recordPayment } from '../../../services/booking';
import type { SettleDeps } from '../../../services/settle-payment';
import { reportTransferPending } from '../../../services/transfer-pending';

export const BOOKED = 'Success! Your booking has been submitted.';

/** A booking from the public site, its payment's record and a bank transfer on its way. */
const appointments: FastifyPluginAsyncZod = async (app) => {
  const limit = rateLimited(app.config, 'publicWrite');
  const settleDeps = (): SettleDeps => ({
    ...app.deps,
    verifier: app.paymentVerifier,
    horizonVisits: app.config.plans.horizonVisits,
    now: app.now(),
  });

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
        ...(appointment.priceLines ? { priceLines: appointment.priceLines } : {}),
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
};

export default appointments;
