import {
  bookingRequest,
  bookingResponse,
  contactRequest,
  contactResponse,
  recordAppointmentRequest,
  recordAppointmentResponse,
} from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, rateLimited } from '../../../lib/route-options';
import { bookAppointment, recordPayment } from '../../../services/booking';

/** Calls of the public site: contact form, booking, payment record. Rate limited per client. */
const user: FastifyPluginAsyncZod = async (app) => {
  const limit = rateLimited(app.config, 'publicWrite');

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
      await app.repos.contacts.create(request.body);
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
          'answers 409. A crew of the slot is taken atomically; a full slot answers 409.',
        body: bookingRequest.strict(),
        response: { 201: bookingResponse, ...errorResponses(400, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const { repos } = app;
      const appointment = await bookAppointment(
        {
          rules: app.config.availability,
          now: app.now(),
          catalogue: repos.catalogue,
          appointments: repos.appointments,
        },
        request.body,
      );
      app.caches.availability.invalidate();
      return reply.code(201).send({
        success: true,
        message: 'Success! Your booking has been submitted.',
        appointmentId: appointment.id,
        reference: appointment.reference,
        amount: appointment.amount,
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
          'appointment, marks it paid (409 otherwise; 502 when the provider cannot be reached). A repeat ' +
          'call for a paid appointment answers success and changes nothing.',
        body: recordAppointmentRequest.strict(),
        response: { 200: recordAppointmentResponse, ...errorResponses(400, 404, 409, 413, 429, 502) },
      },
    },
    async (request) => {
      const message = await recordPayment(
        { appointments: app.repos.appointments, verifier: app.paymentVerifier },
        request.body,
      );
      return { success: true, message };
    },
  );
};

export default user;
