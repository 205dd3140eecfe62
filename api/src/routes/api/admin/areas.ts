import {
  adminAreasResponse,
  areaLeadsQuery,
  areaLeadsResponse,
  areaRequest,
  areaResponse,
  areasQuery,
  idParams,
  messageResponse,
} from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPrivacyConsent } from '../../../domain/consent';
import { HttpError, notFound } from '../../../http/http-errors';
import { adminSecurity, errorResponses } from '../../../http/route-options';
import { sessionOf } from '../../../plugins/auth';
import { createArea, removeArea, toAdminArea, updateArea, type AreaChange } from '../../../services/areas';

const TAGS = ['areas'];
const NOT_FOUND = 'Area not found.';
const NAME_TAKEN = 'This city already has an area of this name.';

/** The answer of a change that did not happen. */
function refusal(result: Exclude<AreaChange, { outcome: 'done' }>): HttpError {
  switch (result.outcome) {
    case 'not-found':
      return notFound(NOT_FOUND);
    case 'name-taken':
      return new HttpError(409, NAME_TAKEN, [{ field: 'name', message: NAME_TAKEN }]);
    case 'in-use':
      return new HttpError(
        409,
        `${result.bookings} booking${result.bookings === 1 ? '' : 's'} or plan${result.bookings === 1 ? '' : 's'} name this area: mark it not served instead.`,
      );
  }
}

/** A city's areas and the leads waiting for them (docs/PRODUCT.md, "Areas and landmarks"). */
const areas: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const deps = () => ({ ...app.deps, now: () => app.now() });

  app.get(
    '/areas',
    {
      schema: {
        tags: TAGS,
        summary: "A city's areas (every city's without `location`), with their leads and crews",
        security: adminSecurity,
        querystring: areasQuery,
        response: { 200: adminAreasResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ areas: (await app.repos.areas.listWithCounts(request.query.location)).map(toAdminArea) }),
  );

  app.post(
    '/areas',
    {
      schema: {
        tags: TAGS,
        summary: 'Add an area to a city',
        description: 'A name unique in its city (any case): 409 otherwise. Recorded in the audit trail.',
        security: adminSecurity,
        body: areaRequest,
        response: { 201: areaResponse, ...errorResponses(400, 401, 409, 413) },
      },
    },
    async (request, reply) => {
      const result = await createArea(deps(), request.body, sessionOf(request).admin);
      if (result.outcome !== 'done') throw refusal(result);
      return reply.code(201).send({ success: true, message: 'Area added.', area: toAdminArea(result.row) });
    },
  );

  app.put(
    '/areas/:id',
    {
      schema: {
        tags: TAGS,
        summary: "Change an area's name, city, service or surcharge",
        description:
          'A new surcharge applies to bookings made after it. Another city only while no booking names it ' +
          "(its crews' limits to it go). Recorded in the audit trail.",
        security: adminSecurity,
        params: idParams,
        body: areaRequest,
        response: { 200: areaResponse, ...errorResponses(400, 401, 404, 409, 413) },
      },
    },
    async (request) => {
      const result = await updateArea(deps(), request.params.id, request.body, sessionOf(request).admin);
      if (result.outcome !== 'done') throw refusal(result);
      return { success: true, message: 'Area saved.', area: toAdminArea(result.row) };
    },
  );

  app.delete(
    '/areas/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove an area no booking names',
        description: 'Its leads go with it. 409 while a booking or plan names it. Recorded in the audit trail.',
        security: adminSecurity,
        params: idParams,
        response: { 200: messageResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const result = await removeArea(deps(), request.params.id, sessionOf(request).admin);
      if (result.outcome !== 'done') throw refusal(result);
      return { success: true, message: 'Area removed.' };
    },
  );

  app.get(
    '/area-leads',
    {
      schema: {
        tags: TAGS,
        summary: "People waiting for an area we don't clean yet, newest first (200 at most)",
        security: adminSecurity,
        querystring: areaLeadsQuery,
        response: { 200: areaLeadsResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { rows, total } = await app.repos.areas.leads(request.query);
      return {
        total,
        leads: rows.map((row) => ({
          _id: row.id,
          area: { _id: row.areaId, name: row.areaName, location: row.location },
          name: row.name,
          email: row.email,
          phone: row.phone,
          consent: toPrivacyConsent(row),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};

export default areas;
