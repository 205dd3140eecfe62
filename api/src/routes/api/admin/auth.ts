import {
  loginRequest,
  messageResponse,
  registerRequest,
  registrationStatusResponse,
  tokenResponse,
  type RegistrationState,
} from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword, secretsEqual, verifyAgainstDummy, verifyPassword } from '../../../auth/passwords';
import { conflict, forbidden, HttpError, unauthorized } from '../../../lib/http-errors';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  deviceCookieValue,
  isKnownDevice,
} from '../../../lib/login-device';
import { tooManyFailuresMessage } from '../../../lib/login-failures';
import { adminSecurity, errorResponses, rateLimited } from '../../../lib/route-options';
import { sessionOf } from '../../../plugins/auth';
import {
  countAdmins,
  createAdmin,
  endSession,
  findAdminByEmail,
  startSession as startAdminSession,
} from '../../../services/admin-accounts';

/** Once an admin exists and the operator has set no ADMIN_SIGNUP_CODE, nobody can sign up. */
export const REGISTRATION_CLOSED = 'Registration is closed. Ask an existing administrator to give you access.';
/** Once an admin exists, sign-up needs the operator's invitation code. */
export const INVITATION_NEEDED = 'Registration needs a valid invitation code. Ask an administrator for one.';
const BAD_CREDENTIALS = 'Invalid email or password.';

/** What the login page says about sign-up in each state. */
export const REGISTRATION_MESSAGES: Record<RegistrationState, string> = {
  open: 'Create the first administrator account.',
  invitation: 'To sign up, enter the invitation code an administrator gave you.',
  closed: REGISTRATION_CLOSED,
};

/**
 * Open while no admin exists (where the first sign-up is open: development); after that, or always in
 * production, where the first admin is made by `npm run admin:create`: by invitation if the operator
 * set a code, else closed.
 */
export function registrationStateOf(
  admins: number,
  auth: { signupCode: string | undefined; openFirstSignup: boolean },
): RegistrationState {
  if (admins === 0 && auth.openFirstSignup) return 'open';
  return auth.signupCode === undefined ? 'closed' : 'invitation';
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
          'once one exists (in production: always) and ADMIN_SIGNUP_CODE is set (sign-up needs ' +
          '`signupCode`), `closed` once one exists and no code is set. `message` is the sentence to show. ' +
          'Public; rate limited (RATE_LIMIT_LOOKUP).',
        response: { 200: registrationStatusResponse, ...errorResponses(429) },
      },
    },
    async () => {
      const registration = registrationStateOf(await countAdmins(app.deps), app.config.auth);
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
          "`npm run admin:create`); after that `signupCode` must equal the operator's ADMIN_SIGNUP_CODE, " +
          'otherwise 403.',
        body: registerRequest.strict(),
        response: { 201: tokenResponse, ...errorResponses(400, 403, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const { name, email, password, signupCode } = request.body;
      const code = app.config.auth.signupCode;
      const invited = code !== undefined && signupCode !== undefined && secretsEqual(signupCode, code);
      const allowed = (admins: number) => invited || registrationStateOf(admins, app.config.auth) === 'open';
      const closed = () => forbidden(code === undefined ? REGISTRATION_CLOSED : INVITATION_NEEDED);
      if (!allowed(await countAdmins(app.deps))) throw closed();
      const passwordHash = await hashPassword(password);
      const created = await createAdmin(app.deps, { name, email: email.toLowerCase(), passwordHash }, allowed);
      if (created === 'not-allowed') throw closed();
      if (created === 'email-taken') throw conflict('An account with this email already exists. Please log in.');
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
          `SameSite=Strict \`${DEVICE_COOKIE}\` cookie, set by every successful login). A success clears the counts.`,
        body: loginRequest.strict(),
        response: { 200: tokenResponse, ...errorResponses(400, 401, 413, 429) },
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
      const valid = admin ? await verifyPassword(password, admin.passwordHash) : await verifyAgainstDummy(password);
      if (!admin || !valid) {
        await app.loginFailures?.failed(email);
        throw unauthorized(BAD_CREDENTIALS);
      }
      await app.loginFailures?.succeeded(email, request.ip);
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
