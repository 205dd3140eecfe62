import {
  addClosedDateRequest,
  availabilityConflictResponse,
  availabilityChangeResponse,
  availabilitySettingsResponse,
  errorResponse,
  idParams,
  managePolicy,
  managePolicyResponse,
  updateAvailabilityRequest,
} from '@clean/shared/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, notFound } from '../../../http/http-errors';
import { adminSecurity, errorResponses } from '../../../http/route-options';
import { sessionOf } from '../../../plugins/auth';
import {
  closeDate,
  currentSettings,
  reopenDate,
  strandedMessage,
  updateRules,
  type RulesChange,
} from '../../../services/availability-settings';
import { readManagePolicy, updateManagePolicy } from '../../../services/manage-booking';

const TAGS = ['availability'];
const REFUSAL =
  'Refused with 409 and the list of paid bookings (paid, not cancelled, from today in Lagos) the change ' +
  'would leave without a crew; nothing is changed then. Checked and written in one transaction that ' +
  'bookings wait for, so none slips in between. Recorded in the audit trail.';

/** The answer of a change: the new settings, or why nothing changed. */
function answer(reply: FastifyReply, result: RulesChange, status: 200 | 201, done: string) {
  switch (result.kind) {
    case 'changed':
      return reply.code(status).send({ success: true, message: done, settings: result.settings });
    case 'stranded':
      return reply
        .code(409)
        .send({ success: false, message: strandedMessage(result.bookings.length), bookings: result.bookings });
    case 'past':
      throw badRequest('This date is in the past. Please choose today or a later date.', [
        { field: 'date', message: 'This date is in the past. Please choose today or a later date.' },
      ]);
    case 'already-closed':
      throw conflict('This date is already closed there.');
    case 'not-found':
      throw notFound('This closed date was not found. It may have been reopened already.');
  }
}

/** Availability rules and closed dates, edited by admins (docs/PRODUCT.md, Availability). */
const availabilitySettings: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/manage-policy',
    {
      schema: {
        tags: TAGS,
        summary: "The manage link's cut-offs",
        description:
          'How long before a visit customers may move it (`rescheduleCutoffHours`) or cancel a paid one with a ' +
          'full refund (`cancellationCutoffHours`), and how many moves (`maxReschedules`).',
        security: adminSecurity,
        response: { 200: managePolicyResponse, ...errorResponses(401) },
      },
    },
    async () => ({ success: true as const, policy: await readManagePolicy(app.deps) }),
  );

  app.put(
    '/manage-policy',
    {
      schema: {
        tags: TAGS,
        summary: "Change the manage link's cut-offs",
        description: 'Applies to every booking from now on; recorded in the audit trail.',
        security: adminSecurity,
        body: managePolicy.strict(),
        response: { 200: managePolicyResponse, ...errorResponses(400, 401, 404, 413) },
      },
    },
    async (request) => {
      const policy = await updateManagePolicy({ ...app.deps, now: app.now() }, request.body, sessionOf(request).admin);
      if (!policy) throw notFound('The availability settings are not set up yet.');
      return { success: true as const, message: 'Manage link rules saved.', policy };
    },
  );

  app.get(
    '/availability-settings',
    {
      schema: {
        tags: TAGS,
        summary: 'The availability rules in force',
        description: 'Slot hours, closed weekdays, crews per location and the closed dates from today on.',
        security: adminSecurity,
        response: { 200: availabilitySettingsResponse, ...errorResponses(401) },
      },
    },
    async () => ({
      success: true as const,
      settings: await currentSettings(app.deps.availability, app.now()),
    }),
  );

  app.put(
    '/availability-settings',
    {
      schema: {
        tags: TAGS,
        summary: 'Change the slot hours, closed weekdays and crews per location',
        description: `The availability and booking calls follow the new rules at once. ${REFUSAL}`,
        security: adminSecurity,
        body: updateAvailabilityRequest.strict(),
        response: {
          200: availabilityChangeResponse,
          409: availabilityConflictResponse,
          ...errorResponses(400, 401, 413),
        },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await updateRules(app.deps, request.body, sessionOf(request).admin, app.now()),
        200,
        'Availability saved.',
      ),
  );

  app.post(
    '/closed-dates',
    {
      schema: {
        tags: TAGS,
        summary: 'Close a date at one location or all (location null)',
        description: `400 for a past date; 409 when that date is already closed there. ${REFUSAL}`,
        security: adminSecurity,
        body: addClosedDateRequest.strict(),
        response: {
          201: availabilityChangeResponse,
          409: availabilityConflictResponse.or(errorResponse),
          ...errorResponses(400, 401, 413),
        },
      },
    },
    async (request, reply) =>
      answer(reply, await closeDate(app.deps, request.body, sessionOf(request).admin, app.now()), 201, 'Date closed.'),
  );

  app.delete(
    '/closed-dates/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Reopen a closed date',
        description: 'Recorded in the audit trail.',
        security: adminSecurity,
        params: idParams,
        response: { 200: availabilityChangeResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await reopenDate(app.deps, request.params.id, sessionOf(request).admin, app.now()),
        200,
        'Date reopened.',
      ),
  );
};

export default availabilitySettings;
