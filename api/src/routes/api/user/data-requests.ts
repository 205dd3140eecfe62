import {
  dataExport,
  dataExportQuery,
  erasureConfirmRequest,
  erasureRequest,
  erasureResponse,
  idParams,
  receiptParams,
} from '@clean/shared/schemas';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, rateLimited } from '../../../lib/route-options';
import { dataExportHtml } from '../../../services/data-export-html';
import {
  confirmErasure,
  exportCustomerData,
  requestErasure,
  type DataRequestDeps,
} from '../../../services/data-requests';

/**
 * Data requests (docs/PRODUCT.md, "Your data"): the download and the erasure of everything tied to a
 * booking's email and phone, from its receipt page. Rate limited as the receipt lookups.
 */
const dataRequests: FastifyPluginAsyncZod = async (app) => {
  const limit = rateLimited(app.config, 'lookup');
  const deps = (): DataRequestDeps => ({ ...app.deps, secret: app.config.manageLinkSecret, now: app.now() });
  const proofText =
    "With `token` (the manage link's) or `contact` (the email or phone of the lookup); a wrong one answers " +
    'the same 404 as the receipt. ';

  app.get(
    '/bookings/:reference/my-data',
    {
      config: limit,
      schema: {
        tags: ['user'],
        summary: "Download every booking, message and payment tied to the booking's email or phone",
        description:
          proofText +
          'Matches exactly: the email (any case) or the phone (+234… and 0… alike) of this booking, never a ' +
          'name. `format=json` (default) or `html` (a readable page); sent as an attachment.',
        params: receiptParams,
        querystring: dataExportQuery,
        // The HTML copy is sent as it is (its own serializer).
        response: { 200: z.union([dataExport, z.string()]), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { format, ...proof } = request.query;
      const data = await exportCustomerData(deps(), request.params.reference, proof);
      const file = `my-data-${request.params.reference.replace(/[^\w-]/g, '_')}`;
      void reply.header('cache-control', 'no-store');
      if (format === 'html') {
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file}.html"`)
          .serializer((payload: string) => payload)
          .send(dataExportHtml(data));
      }
      void reply.header('content-disposition', `attachment; filename="${file}.json"`);
      return data;
    },
  );

  app.post(
    '/bookings/:reference/erasure',
    {
      config: limit,
      schema: {
        tags: ['user'],
        summary: "Ask to erase the data tied to the booking's email and phone",
        description:
          proofText +
          "Nothing is erased yet: a link to confirm goes to the booking's e-mail (valid 7 days). Amounts and " +
          'dates stay for the accounts; a paid booking keeps its crew.',
        params: receiptParams,
        body: erasureRequest,
        response: { 202: erasureResponse, ...errorResponses(400, 404, 413, 429) },
      },
    },
    async (request, reply) => {
      const status = await requestErasure(deps(), request.params.reference, request.body);
      return reply.code(202).send({
        success: true,
        status,
        message: 'We have sent a link to the e-mail address of this booking. Open it within 7 days to confirm.',
      });
    },
  );

  app.post(
    '/data-requests/:id/confirm',
    {
      config: limit,
      schema: {
        tags: ['user'],
        summary: 'Confirm an erasure with the code of the e-mailed link',
        description:
          '`completed`: erased now. `awaiting-admin`: a visit is still to come, so the company erases it ' +
          'after the visit (or once it is cancelled), within 30 days. 404 for a wrong, used-up or expired link.',
        params: idParams,
        body: erasureConfirmRequest.strict(),
        response: { 200: erasureResponse, ...errorResponses(400, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const status = await confirmErasure(deps(), request.params.id, request.body.code);
      return {
        success: true as const,
        status,
        message:
          status === 'completed'
            ? 'Your personal data is erased. Amounts and dates stay in our accounts without your name or contact.'
            : 'Confirmed. A visit is still to come, so we will erase your data after it, within 30 days.',
      };
    },
  );
};

export default dataRequests;
