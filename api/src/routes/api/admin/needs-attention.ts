import {
  attentionActionResponse,
  idParams,
  needsAttentionResponse,
  rebookRequest,
  refundRequest,
} from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, invalidFields, notFound } from '../../../http/http-errors';
import { adminSecurity, errorResponses } from '../../../http/route-options';
import { sessionOf } from '../../../plugins/auth';
import { toAppointmentWithState, type AttentionResult } from '../../../services/admin-answers';
import { rebookFlagged, refundFlagged, type AdminChangeDeps } from '../../../services/admin-changes';
import { slotProblems } from '../../../domain/availability';

export const NOT_FOUND = 'Appointment not found. It may have been deleted.';
export const NOT_FLAGGED = 'This payment no longer needs attention.';
export const FULLY_BOOKED = 'This time is fully booked. Please choose another time.';

const TAGS = ['appointments'];

/** Flagged payments: list, rebook, refund (docs/PRODUCT.md, Payments and holds), for admins. */
const needsAttention: FastifyPluginAsyncZod = async (app) => {
  const changes = (): AdminChangeDeps => ({ ...app.deps, now: () => app.now() });
  app.addHook('onRequest', app.authenticate);

  /** The appointment an action settled, or the error saying why it did not. */
  const settled = (result: AttentionResult, message: string, now: Date) => {
    switch (result.outcome) {
      case 'done':
        return { success: true as const, message, appointment: toAppointmentWithState(result.row, now) };
      case 'refused':
        throw invalidFields(result.issues);
      case 'full':
        throw conflict(FULLY_BOOKED);
      case 'not-found':
        throw notFound(NOT_FOUND);
      case 'not-flagged':
        throw conflict(NOT_FLAGGED);
    }
  };

  app.get(
    '/needs-attention',
    {
      schema: {
        tags: TAGS,
        summary: 'Payments the company must act on, oldest payment first',
        description:
          'Paid after the hold ran out with no crew free (`slot-taken`), or paid for a cancelled booking ' +
          '(`cancelled`) or a deleted one (`deleted`, shown here though deleted); each is settled by rebooking it ' +
          '(a deleted booking comes back) or marking it refunded.',
        security: adminSecurity,
        response: { 200: needsAttentionResponse, ...errorResponses(401) },
      },
    },
    async () => {
      const now = app.now();
      const rows = await app.repos.attention.listOpen();
      return { success: true as const, appointments: rows.map((row) => toAppointmentWithState(row, now)) };
    },
  );

  app.post(
    '/needs-attention/:id/rebook',
    {
      schema: {
        tags: TAGS,
        summary: 'Move a flagged payment to a free slot',
        description:
          'Takes a crew of the slot as a booking does: 400 (with field errors) when that date or time is ' +
          'closed, past or not offered at the location; 409 when no crew is free there, or when the ' +
          'payment no longer needs attention; 404 unknown or deleted. Clears the flag (a cancelled booking ' +
          'is booked again) and records it in the audit trail.',
        security: adminSecurity,
        params: idParams,
        body: rebookRequest.strict(),
        response: { 200: attentionActionResponse, ...errorResponses(400, 401, 404, 409, 413) },
      },
    },
    async (request) => {
      const now = app.now();
      const slot = request.body;
      const result = await rebookFlagged(
        changes(),
        request.params.id,
        slot,
        (rules) => slotProblems(rules, now, slot.date, slot.time, slot.location),
        sessionOf(request).admin,
        now,
      );
      return settled(result, `Rebooked for ${slot.date} at ${slot.time} in ${slot.location}.`, now);
    },
  );

  app.post(
    '/needs-attention/:id/refund',
    {
      schema: {
        tags: TAGS,
        summary: 'Mark a flagged payment refunded',
        description:
          'The money was sent back: the booking is cancelled (its crew freed, its amount out of the ' +
          'earnings) and the flag cleared, with the note, in the audit trail. 409 when the payment no ' +
          'longer needs attention; 404 unknown or deleted.',
        security: adminSecurity,
        params: idParams,
        body: refundRequest.strict(),
        response: { 200: attentionActionResponse, ...errorResponses(400, 401, 404, 409, 413) },
      },
    },
    async (request) => {
      const now = app.now();
      const result = await refundFlagged(
        changes(),
        request.params.id,
        request.body.note,
        sessionOf(request).admin,
        now,
      );
      return settled(result, 'Marked as refunded. The booking is cancelled.', now);
    },
  );
};

export default needsAttention;
