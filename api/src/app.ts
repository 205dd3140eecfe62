import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ADMIN_TOKEN_HEADER } from '@clean/shared/constants';
import { CREW_TOKEN_HEADER } from '@clean/shared/schemas';
import { IDEMPOTENCY_KEY_HEADER } from '@clean/shared/schemas';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig, TrustProxy } from './config';
import type { DatabaseHandle } from './db/client';
import type { JobQueueOptions } from './jobs/job-queue';
import { badRequest } from './http/http-errors';
import { findNulCharacter } from './http/request-guards';
import { createProviderClient, type AuthorizationCharger, type RefundProvider } from './payments/provider-client';
import { providerPaymentVerifier, type PaymentVerifier } from './payments/verify-payment';
import auth from './plugins/auth';
import crewAuth from './plugins/crew-auth';
import { folderObjectStore, type ObjectStore } from './files/object-store';
import { s3ObjectStore } from './files/s3-object-store';
import database from './plugins/database';
import errors from './plugins/errors';
import expiredBookingsCleanup from './plugins/expired-bookings-cleanup';
import jobs from './plugins/jobs';
import messages from './plugins/messages';
import plans from './plugins/plans';
import personalDataRetention from './plugins/personal-data-retention';
import rateLimits from './plugins/rate-limits';
import redis from './plugins/redis';
import readCache from './plugins/read-cache';
import repositories from './plugins/repositories';
import api from './routes/api';
import { routePlugin } from './http/route-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The clock (tests set it): availability and "today" follow it. */
    now(): Date;
    paymentVerifier: PaymentVerifier;
    /** Refunds through the payment provider (services/manage-booking.ts). */
    refundProvider: RefundProvider;
    /** Charges of saved cards for plans' later visits (services/plan-charges.ts). */
    cardCharger: AuthorizationCharger;
    /** Object storage (files/object-store.ts): the crews' photos. */
    files: ObjectStore;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** Fastify logger options (server.ts passes level and redaction); off by default. */
  logger?: FastifyServerOptions['logger'];
  /** An already open database; otherwise the app opens (and closes) the one the config names. */
  database?: DatabaseHandle;
  now?: () => Date;
  /** How payments are verified; default: with the provider of `config.payments` (server to server). */
  paymentVerifier?: PaymentVerifier;
  /** How refunds are asked for; default: the provider of `config.payments`. */
  refundProvider?: RefundProvider;
  /** How saved cards are charged; default: the provider of `config.payments`. */
  cardCharger?: AuthorizationCharger;
  /** The job queue's clock and spies (tests drive it with pg-boss's TestClock); default: real time. */
  jobs?: JobQueueOptions;
  /** Where files are kept (the crews' photos); default: the S3 store of OBJECT_STORE_URL, else the folder FILES_DIR. */
  files?: ObjectStore;
}

/** A malformed URL (e.g. a bad %-escape) gets the same JSON envelope as every other error. */
function malformedRequest(_error: Error, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send({ success: false, message: 'The request URL is malformed.' });
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count becomes "the last n addresses are proxies"
 * (Fastify itself trusts nothing for a bare number); a client-written X-Forwarded-For entry further
 * left is never taken for the client.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return trust === 0 ? false : (_address: string, hop: number) => hop < trust;
  return trust;
}

/**
 * How long one plugin may take to start. The database plugin applies migrations and, once, rebuilds the
 * stored customer summaries of an existing database (docs/DECISIONS.md, "Customers and summaries kept up to date"):
 * minutes with a million appointments, where Fastify's default of 10 s would stop the start half-way.
 * An unreachable database still fails fast (the pool's connection timeout).
 */
const STARTUP_PLUGIN_TIMEOUT_MS = 30 * 60_000;

/**
 * The configured object store, ready: an S3 store is checked (reachable, keys accepted, bucket made)
 * before anything else opens, so a wrong OBJECT_STORE_URL stops the start with a clear message.
 */
async function openObjectStore(config: AppConfig): Promise<ObjectStore> {
  if (!config.objectStore) return folderObjectStore(config.filesDir);
  const store = s3ObjectStore(config.objectStore);
  await store.prepare();
  return store;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const files = options.files ?? (await openObjectStore(config));
  const app = Fastify({
    logger: options.logger ?? false,
    pluginTimeout: STARTUP_PLUGIN_TIMEOUT_MS,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: malformedRequest,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('now', options.now ?? (() => new Date()));
  const provider = createProviderClient(config.payments);
  app.decorate('paymentVerifier', options.paymentVerifier ?? providerPaymentVerifier(provider));
  app.decorate('refundProvider', options.refundProvider ?? provider);
  app.decorate('cardCharger', options.cardCharger ?? provider);
  app.decorate('files', files);

  // JSON bodies: Fastify's parser (prototype-poisoning safe), but an empty body with a JSON content
  // type is "no body" rather than an error, as browsers' DELETE calls often send one.
  // Bodies are JSON only: any other content type is a 415.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  // PostgreSQL text cannot hold U+0000: refuse it up front rather than fail in the database.
  app.addHook('preValidation', async (request) => {
    const field =
      findNulCharacter(request.body, 'body') ??
      findNulCharacter(request.query, 'query') ??
      findNulCharacter(request.params, 'params');
    if (field) throw badRequest('Text must not contain NUL characters.', [{ field, message: 'Invalid character' }]);
  });

  // External plugins.
  await app.register(helmet, {
    // A JSON API: nothing to load, nothing to frame. The docs page sets its own policy.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', ADMIN_TOKEN_HEADER, CREW_TOKEN_HEADER, IDEMPOTENCY_KEY_HEADER],
    // Content-Disposition names the CSV export's download; ETag tells a prerendered page whether the
    // catalogue it carries is still the API's (docs/DECISIONS.md, "A page that is only read starts its
    // code when the visitor first interacts").
    exposedHeaders: ['Idempotent-Replayed', 'Content-Disposition', 'ETag'],
    maxAge: 600,
  });
  // Parses the login's device cookie (routes/api/admin/auth.ts); nothing else reads cookies.
  await app.register(cookie);
  await app.register(redis);
  await app.register(rateLimits);
  if (config.apiDocs) await registerDocs(app);
  await app.register(errors);

  // Application plugins: database, read caches, repositories, auth, scheduled work.
  await app.register(database, { database: options.database });
  await app.register(jobs, options.jobs ?? {});
  await app.register(readCache);
  await app.register(repositories);
  await app.register(auth);
  await app.register(crewAuth);
  await app.register(expiredBookingsCleanup);
  await app.register(messages);
  await app.register(plans);
  await app.register(personalDataRetention);

  // Routes.
  await app.register(routePlugin('api', api), { prefix: '/api' });

  return app;
}

/** The OpenAPI document and its reference pages at /api/docs (API_DOCS). */
async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sparkle Cleaning & Laundry API',
        description: 'Catalogue, availability, booking and admin calls of the website.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          adminToken: { type: 'apiKey', in: 'header', name: ADMIN_TOKEN_HEADER },
          crewToken: { type: 'apiKey', in: 'header', name: CREW_TOKEN_HEADER },
        },
      },
      tags: [
        { name: 'user', description: 'Public site: contact, booking, payment record, transfer pending, receipt' },
        { name: 'catalogue', description: 'Products and availability' },
        { name: 'auth', description: 'Admin sign-up, login, logout' },
        { name: 'profile', description: "Admin's own profile" },
        { name: 'accounts', description: 'Admin accounts (disable, enable) and invitations to sign up' },
        { name: 'appointments', description: 'Appointments and dashboard' },
        { name: 'payments', description: "The payment provider's signed webhooks" },
        {
          name: 'messaging',
          description: "WhatsApp's and Termii's signed webhooks: delivery reports, customers' messages",
        },
        {
          name: 'message-channels',
          description: 'The channels of customer messages, and answers to customers on WhatsApp',
        },
        { name: 'health', description: 'Health check' },
        { name: 'data-requests', description: "Customers' requests to download or erase their data" },
        { name: 'plans', description: "Recurring plans: the list, a plan's page, the staff's actions" },
        { name: 'crews', description: 'Named crews, and which one goes to a booking' },
        { name: 'crew-day', description: "The crew's phone: sign in by link, the day's jobs, their steps and photos" },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The reference page loads its own scripts and styles; no upgrade-insecure-requests, so it also
    // works over plain http on a developer's machine.
    staticCSP:
      "default-src 'self'; base-uri 'self'; font-src 'self' data:; frame-ancestors 'self'; " +
      "img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self'",
  });
}
