import { customerDetailsResponse, customersQuery, customersResponse, idParams } from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http/http-errors';
import { adminSecurity, errorResponses } from '../../../http/route-options';
import { toAppointmentWithState } from '../../../services/admin-answers';

export const CUSTOMER_NOT_FOUND = 'Customer not found.';

const TAGS = ['customers'];

/** What a customer is, for the docs of both calls. */
const CUSTOMER_DESCRIPTION =
  'A customer is a group of appointments (deleted ones left out) sharing an email (any case) or a phone ' +
  'number (by its digits; +234… and 0… are one number), joined transitively. Their name, email and phone ' +
  'are those of their latest booking; `_id` is their first booking’s id; `totalPaid` adds the paid ' +
  'bookings that are not cancelled; `lastBooking` is the latest appointment date.';

/** Customers, grouped from the appointments (docs/PRODUCT.md, Admin console), for admins. */
const customers: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/customers',
    {
      schema: {
        tags: TAGS,
        summary: 'One page of the customers, latest booking first, with the total',
        description:
          `${CUSTOMER_DESCRIPTION} \`page\` (from 1, default 1) of \`pageSize\` (1 to 100, default 20), ` +
          'latest appointment date first; `total` is the dashboard’s Customers count.',
        security: adminSecurity,
        querystring: customersQuery,
        response: { 200: customersResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const found = await app.repos.customers.page((page - 1) * pageSize, pageSize);
      return {
        success: true as const,
        customers: found.customers,
        total: found.total,
        page,
        pageSize,
      };
    },
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A customer and all their appointments, newest first',
        description: `${CUSTOMER_DESCRIPTION} 404 when no customer has this id (now).`,
        security: adminSecurity,
        params: idParams,
        response: { 200: customerDetailsResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const now = app.now();
      const found = await app.repos.customers.find(request.params.id);
      if (!found) throw notFound(CUSTOMER_NOT_FOUND);
      return {
        success: true as const,
        customer: found.customer,
        appointments: found.bookings.map((row) => toAppointmentWithState(row, now)),
      };
    },
  );
};

export default customers;
