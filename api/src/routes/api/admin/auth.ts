import {
  loginRequest,
  messageResponse,
  registerRequest,
  registrationStatusResponse,
  tokenResponse,
  type RegistrationState,
} from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../../security/passwords';

import { conflict, forbidden, HttpError, unauthorized } from '../../../http/http-errors';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  deviceCookieValue,
  isKnownDevice,
} from '../../../security/login-device';
import { tooManyFailuresMessage } from '../../../security/login-failures';
import { adminSecurity, errorResponses, rateLimited } from '../../../http/route-options';
import { sessionOf } from '../../../plugins/auth';
import {
  countAdmins,
  countPendingInvitations,
  endSession,
  findAdminByEmail,
  recordFailedLogin,
  recordLogin,
  signUp,
  startSession as startAdminSession,
  type InvitationSpent,
} from '../../../services/admin-accounts';

/** Once an admin exists and the operator has set no ADMIN_SIGNUP_CODE, nobody can sign up. */
export const REGISTRATION_CLOSED = 'Registration is closed. Ask an existing administrator to give you access.';
/** Once an admin exists, sign-up needs an invitation code (or the operator's). */
export const INVITATION_NEEDED = 'Registration needs a valid invitation code. Ask an administrator for one.';
/** What a sign-up with an invitation that can no longer be used answers (403). */
export const INVITATION_SPENT: Record<InvitationSpent, string> = {
  used: 'This invitation has already been used. Ask an administrator for a new one.',
  expired: 'This invitation has expired. Ask an administrator for a new one.',
  revoked: 'This invitation was revoked. Ask an administrator for a new one.',
};
const BAD_CREDENTIALS = 'Invalid email or password.';
/** A disabled admin's correct password answers this (403); a wrong one the usual 401. */
export const ACCOUNT_DISABLED = 'This account has been disabled. Ask another administrator to enable it.';

/** What the login page says about sign-up in each state. */
export const REGISTRATION_MESSAGES: Record<RegistrationState, string> = {
  open: 'Create the first administrator account.',
  invitation: 'To sign up, enter the invitation code an administrator gave you.',
  closed: REGISTRATION_CLOSED,
};

/**
 * Open while no admin exists (where the first sign-up is open: development); after that, or always in
 * production, where the first admin is made by `npm run admin:create`: by invitation if the operator
 * set a code or an admin made an invitation that is still pending, else closed.
 */
export function registrationStateOf(
  admins: number,
  auth: { signupCode: string | undefined; openFirstSignup: boolean },
  pendingInvitations = 0,
): RegistrationState {
  if (admins === 0 && auth.openFirstSignup) return 'open';
  return auth.signupCode === undefined && pendingInvitations === 0 ? 'closed' : 'invitation';
}

/** Sign-up, login and logout of admins. */
const auth: FastifyPluginAsyncZod = async (app) => {
  const limit = rateLimited(app.config, 'auth');

  const startSession = (adminId: string): Promise<string> =>
    startAdminSession(app.deps, adminId, app.now(), app.config.auth.tokenTtlHours);

  app.get(
    '/registration',
    {
      config: rateLimited(app.config, 'lookup'),
      schema: {
        tags: ['auth'],
        summary: 'Whether sign-up is open, needs an invitation code, or is closed',
        description:
          '`open` while no admin exists (the first sign-up needs no code; development only), `invitation` ' +
          'once one exists (in production: always) and ADMIN_SIGNUP_CODE is set or an invitation is pending ' +
          '(sign-up needs `signupCode`), `closed` otherwise. `message` is the sentence to show. ' +
          'Public; rate limited (RATE_LIMIT_LOOKUP).',
        response: { 200: registrationStatusResponse, ...errorResponses(429) },
      },
    },
    async () => {
      const now = app.now();
      const registration = registrationStateOf(
        await countAdmins(app.deps),
        app.config.auth,
        await countPendingInvitations(app.deps, now),
      );
      return { success: true as const, message: REGISTRATION_MESSAGES[registration], registration };
    },
  );

  app.post(
    '/register',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Create an admin account',
        description:
          'Open while no admin exists (to create the first one; development only, production makes it with ' +
          "`npm run admin:create`); after that `signupCode` must be a pending invitation's code (single use: " +
          "the sign-up uses it up) or the operator's ADMIN_SIGNUP_CODE, otherwise 403 saying whether the " +
          'invitation was used, expired or revoked (an invitation of an admin who is disabled counts as ' +
          'revoked). Recorded in the audit trail.',
        body: registerRequest.strict(),
        response: { 201: tokenResponse, ...errorResponses(400, 403, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const { name, email, password, signupCode } = request.body;
      const now = app.now();
      const rules = { operatorCode: app.config.auth.signupCode, openFirstSignup: app.config.auth.openFirstSignup };
      const state = async () =>
        registrationStateOf(await countAdmins(app.deps), app.config.auth, await countPendingInvitations(app.deps, now));
      const closed = async () => forbidden((await state()) === 'closed' ? REGISTRATION_CLOSED : INVITATION_NEEDED);
      // Refused before the slow hash when no code could let the sign-up through.
      if (!signupCode && (await state()) !== 'open') throw await closed();
      const passwordHash = await hashPassword(password, app.config.auth.passwordHashCost);
      const created = await signUp(
        app.deps,
        { name, email: email.toLowerCase(), passwordHash },
        signupCode,
        rules,
        now,
      );
      if (created === 'not-allowed') throw await closed();
      if (created === 'email-taken') throw conflict('An account with this email already exists. Please log in.');
      if (typeof created === 'string') throw forbidden(INVITATION_SPENT[created]);
      const token = await startSession(created.id);
      return reply.code(201).send({ success: true, message: 'Account created successfully.', token });
    },
  );

  app.post(
    '/login',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Log in; answers a session token for the adminToken header',
        description:
          'Rate limited per client (RATE_LIMIT_AUTH). Failed logins: after LOGIN_FAILURES_PER_ACCOUNT failures ' +
          'within LOGIN_FAILURE_WINDOW_MINUTES from one client address, that address answers 429 for this ' +
          'e-mail until the window ends; past that many failures of the account from any addresses, a ' +
          'backoff that doubles with each failure (1 s, 2 s, … up to LOGIN_BACKOFF_MAX_SECONDS) answers 429 ' +
          'with Retry-After, except to a browser that has signed in to the account before (its httpOnly, ' +
          `SameSite=Strict \`${DEVICE_COOKIE}\` cookie, set by every successful login). A success clears the counts. ` +
          'A disabled account answers 403 to its correct password. Logins and failed logins (the e-mail, ' +
          'address and reason, never the password) are recorded in the audit trail.',
        body: loginRequest.strict(),
        response: { 200: tokenResponse, ...errorResponses(400, 401, 403, 413, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const admin = await findAdminByEmail(app.deps, email.toLowerCase());
      const knownDevice = isKnownDevice(request.cookies[DEVICE_COOKIE], admin);
      const locked = await app.loginFailures?.attempt(email, request.ip, knownDevice);
      if (locked) {
        void reply.header('retry-after', Math.max(1, Math.ceil(locked.retryAfterMs / 1000)));
        throw new HttpError(429, tooManyFailuresMessage(locked.retryAfterMs));
      }
      const valid = admin
        ? await verifyPassword(password, admin.passwordHash)
        : await verifyAgainstDummy(password, app.config.auth.passwordHashCost);
      const failed = (why: Parameters<typeof recordFailedLogin>[1]['why']) =>
        recordFailedLogin(
          app.deps,
          { email: email.toLowerCase(), account: admin, address: request.ip, why },
          app.now(),
        );
      if (!admin || !valid) {
        await app.loginFailures?.failed(email);
        await failed(admin ? 'wrong-password' : 'unknown-email');
        throw unauthorized(BAD_CREDENTIALS);
      }
      // Said only to whoever knows the password: the e-mail alone reveals nothing.
      if (admin.disabledAt) {
        await failed('disabled');
        throw forbidden(ACCOUNT_DISABLED);
      }
      await app.loginFailures?.succeeded(email, request.ip);
      await recordLogin(app.deps, admin, request.ip, app.now());
      const token = await startSession(admin.id);
      void reply.setCookie(DEVICE_COOKIE, deviceCookieValue(admin), {
        httpOnly: true,
        sameSite: 'strict',
        secure: app.config.env === 'production',
        path: '/api/admin/login',
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
      return { success: true, message: 'Logged in successfully.', token };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the session token',
        security: adminSecurity,
        response: { 200: messageResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      await endSession(app.deps, sessionOf(request).tokenHash);
      return { success: true, message: 'You have been logged out.' };
    },
  );
};

export default auth;
