import {
  adminAlerts,
  changePasswordRequest,
  messageResponse,
  profileResponse,
  updateProfileRequest,
} from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword, verifyPassword } from '../../../security/passwords';
import { badRequest, invalidFields } from '../../../http/http-errors';
import { adminSecurity, errorResponses, rateLimitedPerAdmin } from '../../../http/route-options';
import { sessionOf } from '../../../plugins/auth';
import { toAdmin } from '../../../services/admin-answers';
import { changePassword, updateAlerts, updateProfile } from '../../../services/admin-accounts';

const MIN_PASSWORD = 8;

/** The signed-in admin's own profile and password. */
const profile: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "The signed-in admin's profile",
        security: adminSecurity,
        response: { 200: profileResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true, message: 'Profile loaded.', adminData: toAdmin(sessionOf(request).admin) }),
  );

  app.patch(
    '/update-profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Update name, phone and address',
        description: 'Recorded in the audit trail with what changed.',
        security: adminSecurity,
        body: updateProfileRequest.strict(),
        response: { 200: messageResponse, ...errorResponses(400, 401, 413) },
      },
    },
    async (request) => {
      await updateProfile(app.deps, sessionOf(request).admin, request.body, app.now());
      return { success: true, message: 'Profile updated successfully.' };
    },
  );

  app.patch(
    '/alerts',
    {
      schema: {
        tags: ['profile'],
        summary: 'Choose the alerts this admin gets by e-mail',
        description:
          'A new paid booking at once, in a daily digest (06:00, the bookings paid the day before) or off; ' +
          'a payment needing attention and a new contact message, on or off. Recorded in the audit trail with what changed.',
        security: adminSecurity,
        body: adminAlerts.strict(),
        response: { 200: messageResponse, ...errorResponses(400, 401, 413) },
      },
    },
    async (request) => {
      await updateAlerts(app.deps, sessionOf(request).admin, request.body, app.now());
      return { success: true, message: 'Alerts saved.' };
    },
  );

  app.patch(
    '/change-password',
    {
      // Each try checks the old password (a deliberately slow hash): a stolen session must not be
      // able to guess it quickly, nor keep the CPU busy.
      config: rateLimitedPerAdmin(app.config, 'auth'),
      schema: {
        tags: ['profile'],
        summary: 'Change the password; every session of the admin is revoked',
        description: 'Rate limited per admin (RATE_LIMIT_AUTH tries per window). Recorded in the audit trail.',
        security: adminSecurity,
        body: changePasswordRequest.strict(),
        response: { 200: messageResponse, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request) => {
      const { admin } = sessionOf(request);
      const { password, newPassword, confirmPassword } = request.body;
      if (newPassword.length < MIN_PASSWORD) {
        throw invalidFields([
          { field: 'newPassword', message: `The new password must be at least ${MIN_PASSWORD} characters.` },
        ]);
      }
      if (newPassword !== confirmPassword) {
        throw invalidFields([{ field: 'confirmPassword', message: 'The new passwords do not match.' }]);
      }
      if (!(await verifyPassword(password, admin.passwordHash))) {
        throw badRequest('The old password is not correct.', [
          { field: 'password', message: 'The old password is not correct.' },
        ]);
      }
      await changePassword(
        app.deps,
        admin,
        await hashPassword(newPassword, app.config.auth.passwordHashCost),
        app.now(),
      );
      return { success: true, message: 'Password changed. Please log in again with your new password.' };
    },
  );
};

export default profile;
