import { toJobEvent } from '../../../services/crew-day';
import { toPrivacyConsent } from '../../../domain/consent';
import { toContactPreference } from '../../../domain/contact-choice';
import {
  appointmentActionRequest,
  appointmentDetailsResponse,
  appointmentsPageResponse,
  appointmentsQuery,
  dashboardResponse,
  idParams,
  messageResponse,
  attentionActionResponse,
  providerRefundRequest,
} from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../../http/http-errors';
import { adminSecurity, errorResponses } from '../../../http/route-options';
import { sessionOf } from '../../../plugins/auth';
import { toAppointmentWithState } from '../../../services/admin-answers';
import {
  changeAppointmentStatus,
  deleteAppointment,
  type AdminChangeDeps,
  type StatusChange,
} from '../../../services/admin-changes';
import { appointmentWithHistory, dashboard, listAppointments } from '../../../services/appointments';
import { refundThroughProvider } from '../../../services/manage-booking';
import { toCrewSummary } from '../../../services/crews';

const NOT_FOUND = 'Appointment not found. It may have been deleted.';
const LATEST = 5;
/** The most an appointment's details list of its history (the audit call's own maximum). */
const HISTORY_LIMIT = 200;

/** What the list's filters and order mean, for the docs of this call and of the CSV export. */
export const FILTERS_DESCRIPTION =
  '`status` (the derived status, as of now), `payment` (paid or unpaid), `location`, `from` and `to` ' +
  '(appointment dates, inclusive; `from` must not be after `to`); `sort` by `created` (booking time, the ' +
  'default), `date` (appointment date and time) or `amount`, `order` asc or desc (default desc). Equal ' +
  'keys keep the newest booking first, then the id. Deleted appointments are left out.';

/** Appointments and the dashboard, for admins. */
const appointments: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/appointments/:id/refund',
    {
      schema: {
        tags: ['appointments'],
        summary: 'Refund a paid appointment through the payment provider (full or partial)',
        description:
          "Asks the provider's Refund API for `amount` naira (at most what was paid and not asked back yet; " +
          '409 otherwise, or when unpaid), with the note, in the audit trail. The refund is pending until the ' +
          "provider's signed refund.processed webhook, which takes it out of the earnings; a refusal or " +
          "refund.failed puts the booking under needs attention ('Mark refunded by hand' stays for money " +
          'returned outside the provider).',
        security: adminSecurity,
        params: idParams,
        body: providerRefundRequest.strict(),
        response: { 200: attentionActionResponse, ...errorResponses(400, 401, 404, 409, 413) },
      },
    },
    async (request) => {
      const now = app.now();
      const row = await refundThroughProvider(
        {
          ...app.deps,
          refundProvider: app.refundProvider,
          planChargeHoursBefore: app.config.plans.chargeHoursBefore,
          secret: app.config.manageLinkSecret,
          now,
        },
        request.params.id,
        request.body.amount,
        request.body.note,
        sessionOf(request).admin,
      );
      return {
        success: true as const,
        message: 'Refund asked of the payment provider.',
        appointment: toAppointmentWithState(row, now),
      };
    },
  );

  app.get(
    '/appointments',
    {
      schema: {
        tags: ['appointments'],
        summary: 'One page of the appointments, filtered and sorted (newest first by default), with the total',
        description:
          '`page` (from 1, default 1) of `pageSize` (1 to 100, default 20) appointments, newest first ' +
          '(creation time, then id) unless sorted otherwise; `total` counts every appointment the filters ' +
          'select, so a page past the end answers none with the real total. Filters and order: ' +
          FILTERS_DESCRIPTION +
          ' Next and Previous: `after` (the id of the last row shown) or `before` (the id of the first) answers ' +
          'the rows right after or before it in the same order, however deep, given as `page`; an id that ' +
          'is gone reads `page` as usual.' +
          " Each carries the spec's fields plus the booking state the server derives: " +
          '`status` (awaiting-payment, paid, expired, needs-attention, cancelled, completed), ' +
          '`holdExpiresAt`, `paidAt`, `needsAttention` and `attentionReason` (slot-taken or cancelled: a ' +
          'payment the company must refund or reschedule).',
        security: adminSecurity,
        querystring: appointmentsQuery,
        response: { 200: appointmentsPageResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const now = app.now();
      const { page, pageSize, after, before, ...filters } = request.query;
      const { rows, total } = await listAppointments(app.deps, { page, pageSize, filters, after, before }, now);
      return {
        success: true as const,
        appointments: rows.map((row) => toAppointmentWithState(row, now)),
        total,
        page,
        pageSize,
      };
    },
  );

  app.get(
    '/appointments/:id',
    {
      schema: {
        tags: ['appointments'],
        summary: 'One appointment with its state and its history (audit trail), newest first',
        description:
          'A deleted appointment is answered too, with `deletedAt` (read only: the actions answer 404 for it); ' +
          '404 for an unknown id. `GET /appointments/export.csv` is the CSV export, not an id.',
        security: adminSecurity,
        params: idParams,
        response: { 200: appointmentDetailsResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const now = app.now();
      const found = await appointmentWithHistory(app.deps, request.params.id, HISTORY_LIMIT);
      if (!found) throw notFound(NOT_FOUND);
      const { row, history } = found;
      const crew = row.crewId ? await app.repos.crews.find(row.crewId) : null;
      const events = await app.repos.crewJobs.eventsOf([row.id]);
      return {
        success: true as const,
        appointment: toAppointmentWithState(row, now),
        history,
        deletedAt: row.deletedAt?.toISOString() ?? null,
        privacyConsent: toPrivacyConsent(row),
        contact: toContactPreference(row, await app.repos.contactChoices.stopped(row.phone)),
        crew: crew ? toCrewSummary(crew) : null,
        timeline: {
          step: row.jobStep ?? ('assigned' as const),
          events: events.map((event) => toJobEvent(event, app.config.manageLinkSecret, now)),
        },
      };
    },
  );

  const changes = (): AdminChangeDeps => ({ ...app.deps, now: () => app.now() });

  app.delete(
    '/delete-appointment/:id',
    {
      schema: {
        tags: ['appointments'],
        summary: 'Delete an appointment (any state)',
        description:
          'Soft delete: the record is kept (a paid appointment is a record of money received) but hidden from ' +
          'the appointments list, the dashboard and the receipt lookup, and its crew is offered again. A ' +
          'deleted appointment answers 404 to the actions from then on (its details stay readable, with ' +
          '`deletedAt`). Recorded in the audit trail.',
        security: adminSecurity,
        params: idParams,
        response: { 200: messageResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const admin = sessionOf(request).admin;
      const removed = await deleteAppointment(changes(), request.params.id, admin);
      if (!removed) throw notFound(NOT_FOUND);
      return { success: true, message: 'Appointment deleted.' };
    },
  );

  const statusRoute = (change: StatusChange, path: string, done: string) =>
    app.post(
      path,
      {
        schema: {
          tags: ['appointments'],
          summary: `${change === 'cancel' ? 'Cancel' : 'Complete'} an appointment that is neither cancelled nor completed`,
          description: 'Recorded in the audit trail.',
          security: adminSecurity,
          body: appointmentActionRequest.strict(),
          response: { 200: messageResponse, ...errorResponses(400, 401, 404, 409, 413) },
        },
      },
      async (request) => {
        const admin = sessionOf(request).admin;
        const result = await changeAppointmentStatus(changes(), request.body.appointmentId, change, admin);
        if (result === 'not-found') throw notFound(NOT_FOUND);
        if (result === 'already-cancelled') throw conflict('This appointment is already cancelled.');
        if (result === 'already-completed') throw conflict('This appointment is already completed.');
        return { success: true, message: done };
      },
    );
  statusRoute('cancel', '/cancel-appointment', 'Appointment cancelled.');
  statusRoute('complete', '/complete-appointment', 'Appointment marked as completed.');

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['appointments'],
        summary: 'Counts, earnings (paid, not cancelled) and the latest appointments (with their state)',
        security: adminSecurity,
        response: { 200: dashboardResponse, ...errorResponses(401) },
      },
    },
    async () => {
      const now = app.now();
      const { latest, ...counts } = await dashboard(app.deps, LATEST);
      const latestAppointments = latest.map((row) => toAppointmentWithState(row, now));
      return { success: true as const, dashboardData: { ...counts, latestAppointments } };
    },
  );
};

export default appointments;
