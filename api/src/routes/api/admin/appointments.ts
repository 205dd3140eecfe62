import {
  appointmentActionRequest,
  appointmentsPageResponse,
  appointmentsQuery,
  dashboardResponse,
  idParams,
  messageResponse,
} from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../../lib/http-errors';
import { adminSecurity, errorResponses } from '../../../lib/route-options';
import { toAppointmentWithState, type StatusChange } from '../../../repositories/appointment-repository';

const NOT_FOUND = 'Appointment not found. It may have been deleted.';
const LATEST = 5;

/** Appointments and the dashboard, for admins. */
const appointments: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/appointments',
    {
      schema: {
        tags: ['appointments'],
        summary: 'One page of the appointments, newest first, with the total',
        description:
          '`page` (from 1, default 1) of `pageSize` (1 to 100, default 20) appointments, newest first ' +
          '(creation time, then id); `total` counts every appointment (deleted ones are left out), so a page past the end answers none ' +
          "with the real total. Each carries the spec's fields plus the booking state the server derives: " +
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
      const { page, pageSize } = request.query;
      const { rows, total } = await app.repos.appointments.page((page - 1) * pageSize, pageSize);
      return {
        success: true as const,
        appointments: rows.map((row) => toAppointmentWithState(row, now)),
        total,
        page,
        pageSize,
      };
    },
  );

  app.delete(
    '/delete-appointment/:id',
    {
      schema: {
        tags: ['appointments'],
        summary: 'Delete an appointment (any state)',
        description:
          'Soft delete: the record is kept (a paid appointment is a record of money received) but hidden from ' +
          'the appointments list, the dashboard and the receipt lookup, and its crew is offered again. A ' +
          'deleted appointment answers 404 from then on.',
        security: adminSecurity,
        params: idParams,
        response: { 200: messageResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const removed = await app.repos.appointments.remove(request.params.id, app.now());
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
          security: adminSecurity,
          body: appointmentActionRequest.strict(),
          response: { 200: messageResponse, ...errorResponses(400, 401, 404, 409, 413) },
        },
      },
      async (request) => {
        const result = await app.repos.appointments.changeStatus(request.body.appointmentId, change);
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
      const [admins, stats, latest] = await Promise.all([
        app.repos.admins.count(),
        app.repos.appointments.stats(),
        app.repos.appointments.latest(LATEST),
      ]);
      const latestAppointments = latest.map((row) => toAppointmentWithState(row, now));
      return { success: true as const, dashboardData: { admins, ...stats, latestAppointments } };
    },
  );
};

export default appointments;
