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
import { SERVICE_MINUTES } from '@clean/shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCacheable } from '../../../http/http-caching';
import { notFound } from '../../../http/http-errors';
import { adminSecurity, errorResponses } from '../../../http/route-options';
import { sessionOf } from '../../../plugins/auth';
import { addProduct, deleteProduct, updateProduct, type AdminChangeDeps } from '../../../services/admin-changes';
import { publicAvailability } from '../../../services/public-availability';

const NOT_FOUND = 'Product not found. It may have been deleted.';

const REVALIDATION =
  'Kept by every API process until a write changes it. Carries a strong `ETag` and `Cache-Control: ' +
  'no-cache`; a request with `If-None-Match` naming the current tag answers 304 with no body.';

/** Products and availability: read by anyone; changed by admins. */
const catalogue: FastifyPluginAsyncZod = async (app) => {
  const changes = (): AdminChangeDeps => ({ ...app.deps, now: () => app.now() });

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
          'a full date has an empty list. A start time is listed when a crew is free for the whole job ' +
          "(`minutes`: a service's `durationMinutes`, default 120) and the travel time around it, within its " +
          'working days and hours and not on its time off. With `location`, a crew there; without, a crew at ' +
          'any location open that day. With `area` (an area id), only crews that go there count. The rules (hours, crews, closed weekdays and dates) are the ones ' +
          'admins set. Saturdays: 6:00, 7:00 and 8:00 AM only. A crew is taken by a paid booking, or by an ' +
          'unpaid one until its hold ends. ' +
          REVALIDATION,
        querystring: availabilityQuery,
        response: { 200: availabilityResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const answer = await publicAvailability(
        {
          cache: app.caches.availability,
          availability: app.deps.availability,
          appointments: app.deps.appointments,
          toResponse: (entries) => availabilityResponse.parse(entries),
        },
        request.query.location,
        request.query.minutes ?? SERVICE_MINUTES.default,
        app.now(),
        request.query.area,
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
      const product = await addProduct(changes(), request.body, admin);
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
      const product = await updateProduct(changes(), request.params.productId, request.body, admin);
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
      const removed = await deleteProduct(changes(), request.params.id, admin);
      if (!removed) throw notFound(NOT_FOUND);
      return { success: true, message: 'Product deleted successfully.' };
    },
  );
};

export default catalogue;
