import {
  adminAccountsResponse,
  adminInvitationsResponse,
  createdInvitationResponse,
  idParams,
  messageResponse,
} from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../../http/http-errors';
import { adminSecurity, errorResponses, rateLimitedPerAdmin } from '../../../http/route-options';
import { sessionOf } from '../../../plugins/auth';
import {
  createInvitation,
  listAccounts,
  listPendingInvitations,
  revokeInvitation,
  setAccountDisabled,
} from '../../../services/admin-accounts';
import { toAdminAccount, toInvitation } from '../../../services/admin-answers';

const ADMIN_NOT_FOUND = 'Admin not found.';
export const CANNOT_DISABLE_SELF = 'You cannot disable your own account. Ask another administrator.';
export const LAST_ENABLED_ADMIN = 'This is the last enabled administrator: enable another one first.';
const INVITATION_GONE = 'This invitation is no longer pending: it was used, revoked or has expired.';

/**
 * The admin accounts and the invitations to sign up (docs/PRODUCT.md#admin-console, Admin accounts),
 * for admins. Every change is recorded in the audit trail (subject `account`).
 */
const accounts: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/admins',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Every admin account, oldest first, with whether it is disabled',
        security: adminSecurity,
        response: { 200: adminAccountsResponse, ...errorResponses(401) },
      },
    },
    async () => ({ success: true as const, admins: (await listAccounts(app.deps)).map(toAdminAccount) }),
  );

  const disableRoute = (disabled: boolean) =>
    app.post(
      `/admins/:id/${disabled ? 'disable' : 'enable'}`,
      {
        schema: {
          tags: ['accounts'],
          summary: disabled
            ? 'Disable another admin: it cannot log in and its sessions end at once'
            : 'Enable a disabled admin again',
          description: disabled
            ? 'Not deleted: its records stay and it can be enabled again. Its pending invitations are revoked ' +
              '(each recorded; enabling it again brings none back). 409 for your own account and for the last ' +
              'enabled admin. Disabling a disabled admin changes nothing. Recorded in the audit trail.'
            : 'It logs in again with its password. Enabling an enabled admin changes nothing. Recorded in the audit trail.',
          security: adminSecurity,
          params: idParams,
          response: { 200: messageResponse, ...errorResponses(400, 401, 404, 409) },
        },
      },
      async (request) => {
        const result = await setAccountDisabled(
          app.deps,
          sessionOf(request).admin,
          request.params.id,
          disabled,
          app.now(),
        );
        if (result === 'not-found') throw notFound(ADMIN_NOT_FOUND);
        if (result === 'self') throw conflict(CANNOT_DISABLE_SELF);
        if (result === 'last-enabled') throw conflict(LAST_ENABLED_ADMIN);
        return { success: true, message: `${result.name} is ${disabled ? 'disabled' : 'enabled'}.` };
      },
    );
  disableRoute(true);
  disableRoute(false);

  app.get(
    '/invitations',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The pending invitations to sign up (not used, revoked or expired), newest first',
        description: 'Their codes are not kept (only a hash) and so are never answered again.',
        security: adminSecurity,
        response: { 200: adminInvitationsResponse, ...errorResponses(401) },
      },
    },
    async () => {
      const rows = await listPendingInvitations(app.deps, app.now());
      return { success: true as const, invitations: rows.map((row) => toInvitation(row, row.createdByName)) };
    },
  );

  app.post(
    '/invitations',
    {
      config: rateLimitedPerAdmin(app.config, 'publicWrite'),
      schema: {
        tags: ['accounts'],
        summary: 'Make a single-use invitation to sign up, valid ADMIN_INVITATION_TTL_DAYS days',
        description:
          'Answers the code once (only its hash is stored): give it to the new admin, who enters it on the ' +
          'sign-up form. Recorded in the audit trail. Rate limited per admin (RATE_LIMIT_PUBLIC_WRITE).',
        security: adminSecurity,
        response: { 201: createdInvitationResponse, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const admin = sessionOf(request).admin;
      const { invitation, code } = await createInvitation(
        app.deps,
        admin,
        app.config.auth.invitationTtlDays,
        app.now(),
      );
      return reply.code(201).send({
        success: true,
        message: 'Invitation created. Copy the code now: it is not shown again.',
        invitation: toInvitation(invitation, admin.name),
        code,
      });
    },
  );

  app.delete(
    '/invitations/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Revoke a pending invitation: its code no longer signs anyone up',
        description: '409 when it is no longer pending. Recorded in the audit trail.',
        security: adminSecurity,
        params: idParams,
        response: { 200: messageResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const result = await revokeInvitation(app.deps, sessionOf(request).admin, request.params.id, app.now());
      if (result === 'not-found') throw notFound('Invitation not found.');
      if (typeof result === 'string') throw conflict(INVITATION_GONE);
      return { success: true, message: 'Invitation revoked.' };
    },
  );
};

export default accounts;
