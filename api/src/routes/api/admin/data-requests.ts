import {
  dataRequestActionResponse,
  dataRequestRefusal,
  dataRequestsQuery,
  dataRequestsResponse,
  idParams,
  type DataRequest,
} from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../plugins/auth';
import { adminSecurity, errorResponses } from '../../../http/route-options';
import {
  completeErasure,
  pageOfRequests,
  refuseErasure,
  type DataRequestDeps,
  type DataRequestRow,
} from '../../../services/data-requests';

const TAGS = ['data-requests'];

/** A request as the console lists it: who asked only while it is open (an erasure clears it). */
export function toDataRequest(row: DataRequestRow): DataRequest {
  return {
    _id: row.id,
    kind: row.kind,
    status: row.status,
    reference: row.reference,
    contact: [row.email, row.phone].filter(Boolean).join(' · '),
    requestedAt: row.requestedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: row.closedBy,
    outcome: row.outcome,
  };
}

/** Customers' data requests (docs/PRODUCT.md, "Your data"): the list with deadlines, complete or refuse. */
const dataRequests: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const deps = (): DataRequestDeps => ({
    ...app.deps,
    files: app.files,
    secret: app.config.manageLinkSecret,
    now: app.now(),
  });

  app.get(
    '/data-requests',
    {
      schema: {
        tags: TAGS,
        summary: 'One page of the data requests, newest first',
        description:
          '`status` (awaiting-confirmation, awaiting-admin, completed, refused; all when absent), `page` ' +
          '(from 1) of `pageSize` (1 to 100, default 20). `dueAt` is the legal deadline (30 days).',
        security: adminSecurity,
        querystring: dataRequestsQuery,
        response: { 200: dataRequestsResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { status, page, pageSize } = request.query;
      const found = await pageOfRequests(app.deps, status, (page - 1) * pageSize, pageSize);
      return { success: true as const, requests: found.rows.map(toDataRequest), total: found.total, page, pageSize };
    },
  );

  app.post(
    '/data-requests/:id/complete',
    {
      schema: {
        tags: TAGS,
        summary: 'Erase the data of an open erasure request',
        description:
          'Erases the personal fields of every booking and message of the request’s e-mail address (never of ' +
          'its phone number alone), keeping amounts and dates; a paid booking keeps its crew. 409 when the ' +
          'request is closed already.',
        security: adminSecurity,
        params: idParams,
        response: { 200: dataRequestActionResponse, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      const { admin } = sessionOf(request);
      const row = await completeErasure(deps(), admin, request.params.id);
      return { success: true as const, message: 'The data is erased.', request: toDataRequest(row) };
    },
  );

  app.post(
    '/data-requests/:id/refuse',
    {
      schema: {
        tags: TAGS,
        summary: 'Refuse an open erasure request, with the reason',
        security: adminSecurity,
        params: idParams,
        body: dataRequestRefusal.strict(),
        response: { 200: dataRequestActionResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { admin } = sessionOf(request);
      const row = await refuseErasure(deps(), admin, request.params.id, request.body.reason);
      return { success: true as const, message: 'The request is refused.', request: toDataRequest(row) };
    },
  );
};

export default dataRequests;
