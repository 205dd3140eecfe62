import {
  dataDownloadRequest,
  dataExport,
  dataExportQuery,
  dataRequestResponse,
  DATA_REQUEST_SCOPE,
  erasureConfirmRequest,
  erasureRequest,
  erasureResponse,
  idParams,
  receiptParams,
} from '@clean/shared/schemas';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, rateLimited, refuseHead } from '../../../http/route-options';
import { dataExportHtml } from '../../../services/data-export-html';
import {
  confirmErasure,
  downloadCustomerData,
  requestDataDownload,
  requestErasure,
  type DataRequestDeps,
} from '../../../services/data-requests';

/**
 * Data requests (docs/PRODUCT.md, "Your data"; docs/DECISIONS.md, "A data request covers only the proved
 * contact"): the download and the erasure of the data of a booking's e-mail address, asked from its
 * receipt page and done only through a link e-mailed to that address. Rate limited as the receipt lookups.
 */
const dataRequests: FastifyPluginAsyncZod = async (app) => {
  const limit = rateLimited(app.config, 'lookup');
  const deps = (): DataRequestDeps => ({
    ...app.deps,
    files: app.files,
    secret: app.config.manageLinkSecret,
    now: app.now(),
  });
  const proofText =
    "With `token` (the manage link's) or `contact` (the email or phone of the lookup); a wrong one answers " +
    'the same 404 as the receipt. Neither proves the e-mail address, so nothing is shown or erased here: a ' +
    "link goes to the booking's e-mail (valid 7 days), and the request covers that e-mail's bookings and " +
    'messages only, never others that share just the phone number. ';
  const sent = (what: string) =>
    `We have sent a link to the e-mail address of this booking. Open it within 7 days to ${what}. ${DATA_REQUEST_SCOPE}`;

  app.post(
    '/bookings/:reference/my-data',
    {
      config: limit,
      schema: {
        tags: ['user'],
        summary: "Ask for a link to download the data of the booking's e-mail address",
        description: proofText + 'The link opens a page whose buttons download the data (JSON or HTML).',
        params: receiptParams,
        body: dataDownloadRequest,
        response: { 202: dataRequestResponse, ...errorResponses(400, 404, 413, 429) },
      },
    },
    async (request, reply) => {
      const status = await requestDataDownload(deps(), request.params.reference, request.body);
      return reply.code(202).send({ success: true, status, message: sent('download your data') });
    },
  );

  refuseHead(app, '/data-requests/:id/my-data');
  app.get(
    '/data-requests/:id/my-data',
    {
      config: limit,
      exposeHeadRoute: false,
      schema: {
        tags: ['user'],
        summary: 'Download the data of the e-mail a download link was sent to',
        description:
          'With the `code` of the e-mailed link (valid 7 days, each format as often as needed). Every booking, ' +
          'message and payment of that e-mail address (any case), never of a phone number alone: ' +
          "`notIncluded` says so; with the crew's steps and photos of those bookings (`visits`, the photos at " +
          'signed addresses of this API good for an hour). `format=json` (default) or `html` (a readable page); sent as an attachment. ' +
          '404 for a wrong or expired link.',
        params: idParams,
        querystring: dataExportQuery,
        // The HTML copy is sent as it is (its own serializer).
        response: { 200: z.union([dataExport, z.string()]), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { format, code } = request.query;
      // The photos' signed addresses are on the API the download was asked at (TRUST_PROXY says whose
      // forwarded scheme and host to believe).
      const apiOrigin = `${request.protocol}://${request.host}`;
      const { reference, data } = await downloadCustomerData(deps(), request.params.id, code, apiOrigin);
      const file = `my-data-${reference.replace(/[^\w-]/g, '_')}`;
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
        summary: "Ask to erase the data of the booking's e-mail address",
        description:
          proofText +
          'Nothing is erased yet: the link opens a page whose button confirms. Amounts and dates stay for the ' +
          'accounts; a paid booking keeps its crew.',
        params: receiptParams,
        body: erasureRequest,
        response: { 202: erasureResponse, ...errorResponses(400, 404, 413, 429) },
      },
    },
    async (request, reply) => {
      const status = await requestErasure(deps(), request.params.reference, request.body);
      return reply.code(202).send({ success: true, status, message: sent('confirm') });
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
          "Called by the link page's button, never on its load. Erases the data of the e-mail the link was " +
          'sent to, never of a phone number alone. `completed`: erased now. `awaiting-admin`: a visit is ' +
          'still to come, so the company erases it after the visit (or once it is cancelled), within 30 days. ' +
          '404 for a wrong, used-up or expired link.',
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
        message: `${
          status === 'completed'
            ? 'Your personal data is erased. Amounts and dates stay in our accounts without your name or contact.'
            : 'Confirmed. A visit is still to come, so we will erase your data after it, within 30 days.'
        } ${DATA_REQUEST_SCOPE}`,
      };
    },
  );
};

export default dataRequests;
