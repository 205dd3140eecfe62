import {
  addProductRequest,
  availabilityQuery,
  availabilityResponse,
  idParams,
  messageResponse,
  productMutationResponse,
  productParams,
  productResponse,
  productsResponse,
  updateProductRequest,
} from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCacheable } from '../../../lib/http-caching';
import { notFound } from '../../../lib/http-errors';
import { lagosNow } from '@clean/shared/lagos-time';
import { adminSecurity, errorResponses } from '../../../lib/route-options';
import { sessionOf } from '../../../plugins/auth';
import type { AuditEntry } from '../../../repositories/audit-repository';
import { productCreatedSummary, productDeletedSummary, productUpdatedSummary } from '../../../services/audit-summaries';
import { bookingWindow, computeAvailability } from '../../../services/availability';

const NOT_FOUND = 'Product not found. It may have been deleted.';

const REVALIDATION =
  'Kept by every API process until a write changes it. Carries a strong `ETag` and `Cache-Control: ' +
  'no-cache`; a request with `If-None-Match` naming the current tag answers 304 with no body.';

/** The audit record of a product change. */
const productEvent = (
  admin: AuditEntry['admin'],
  action: 'product.created' | 'product.updated' | 'product.deleted',
  productId: string,
  summary: string,
  at: Date,
): AuditEntry => ({ admin, action, subject: 'product', subjectId: productId, summary, at });

/** Products and availability: read by anyone; changed by admins. */
const catalogue: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every product with its services and frequencies',
        description: REVALIDATION,
        response: { 200: productsResponse },
      },
    },
    async (request, reply) =>
      sendCacheable(
        request,
        reply,
        // Sent as ready JSON, so the response schema is applied here.
        await app.caches.catalogue.answer('products', async () =>
          productsResponse.parse({ success: true, products: await app.repos.catalogue.list() }),
        ),
      ),
  );

  app.get(
    '/product/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product',
        description: REVALIDATION,
        params: idParams,
        response: { 200: productResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const answer = await app.caches.catalogue.answer(`product|${id}`, async () => {
        const product = await app.repos.catalogue.get(id);
        if (!product) throw notFound(NOT_FOUND);
        return productResponse.parse({ success: true, product });
      });
      return sendCacheable(request, reply, answer);
    },
  );

  app.get(
    '/availability',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Open dates of the booking window with their free times',
        description:
          'Every open date from today (Africa/Lagos) for BOOKING_HORIZON_DAYS days, closed days left out; ' +
          'a full date has an empty list. With `location`, times with a free crew there; without, times ' +
          'with a free crew in at least one location open that day. The rules (hours, crews per location, closed weekdays and dates) are the ones admins set. Saturdays: 6:00, 7:00 and 8:00 AM only. A crew is ' +
          'taken by a paid booking, or by an unpaid one until its hold ends. ' +
          REVALIDATION,
        querystring: availabilityQuery,
        response: { 200: availabilityResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const { location } = request.query;
      // The answer changes with the Lagos hour (past hours drop out) and with bookings.
      const { date, hour } = lagosNow(now);
      // A running hold frees its crew when it ends: a kept answer must not outlive the next one.
      const { availability } = app.caches;
      const key = `${date}|${hour}|${location ?? '*'}`;
      const answer = await availability.answer(
        key,
        async () => {
          // Read only when no kept answer fits: every change of the rules drops the kept answers.
          const rules = await app.repos.availability.current(now);
          const { first, last } = bookingWindow(rules, now);
          const booked = await app.repos.appointments.bookedCounts(first, last, now);
          const nextExpiry = availability.keeping ? await app.repos.appointments.nextHoldExpiry(now) : null;
          if (nextExpiry) availability.expireAt(nextExpiry);
          return availabilityResponse.parse(computeAvailability(rules, now, booked, location));
        },
        now,
      );
      return sendCacheable(request, reply, answer);
    },
  );

  app.post(
    '/add-product',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['catalogue'],
        summary: 'Add a product with its services and frequencies',
        description: 'Recorded in the audit trail.',
        security: adminSecurity,
        body: addProductRequest.strict(),
        response: { 201: productMutationResponse, ...errorResponses(400, 401, 413) },
      },
    },
    async (request, reply) => {
      const { admin } = sessionOf(request);
      const product = await app.repos.catalogue.create(request.body, {
        inTransaction: (tx, created) =>
          app.repos.audit.record(
            productEvent(admin, 'product.created', created.id, productCreatedSummary(request.body), app.now()),
            tx,
          ),
      });
      return reply.code(201).send({ success: true, message: 'Product added successfully.', product });
    },
  );

  app.patch(
    '/update-product/:productId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['catalogue'],
        summary: 'Replace a product (the whole product, services and frequencies)',
        description: 'Recorded in the audit trail.',
        security: adminSecurity,
        params: productParams,
        body: updateProductRequest.strict(),
        response: { 200: productMutationResponse, ...errorResponses(400, 401, 404, 413) },
      },
    },
    async (request) => {
      const { admin } = sessionOf(request);
      const product = await app.repos.catalogue.replace(request.params.productId, request.body, (tx, previous) =>
        app.repos.audit.record(
          productEvent(
            admin,
            'product.updated',
            previous.id,
            productUpdatedSummary(previous.name, request.body),
            app.now(),
          ),
          tx,
        ),
      );
      if (!product) throw notFound(NOT_FOUND);
      return { success: true, message: 'Product updated successfully.', product };
    },
  );

  app.delete(
    '/delete-product/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['catalogue'],
        summary: 'Delete a product (booked appointments keep its name)',
        description: 'Recorded in the audit trail (its history stays readable by its id).',
        security: adminSecurity,
        params: idParams,
        response: { 200: messageResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { admin } = sessionOf(request);
      const removed = await app.repos.catalogue.remove(request.params.id, (tx, product) =>
        app.repos.audit.record(
          productEvent(admin, 'product.deleted', product.id, productDeletedSummary(product.name), app.now()),
          tx,
        ),
      );
      if (!removed) throw notFound(NOT_FOUND);
      return { success: true, message: 'Product deleted successfully.' };
    },
  );
};

export default catalogue;
