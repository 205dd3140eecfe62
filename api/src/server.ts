import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, describeDatabase, describeFiles, describeRedis, loadConfig } from './config';
import { FolderLockedError } from './db/folder-lock';
import { ObjectStoreUnavailableError } from './files/s3-object-store';
import { loggerOptions, serializeError } from './logger';
import { ProductionConfigError, assertFitForProduction } from './config/production-check';

/** How long a graceful close may take before the process exits anyway. */
const CLOSE_GRACE_MS = 10_000;

/** Errors that say all an operator needs: printed as they are, without a stack. */
const isOperatorError = (error: unknown): error is Error =>
  error instanceof ConfigError ||
  error instanceof ProductionConfigError ||
  error instanceof FolderLockedError ||
  error instanceof ObjectStoreUnavailableError;

let app: FastifyInstance | undefined;
let closing = false;

/** Finishes requests in flight, closes the database and Redis, then exits with `code`. */
async function close(reason: string, code: number): Promise<void> {
  if (closing || !app) process.exit(code);
  closing = true;
  app.log.info({ reason }, 'closing: finishing requests in flight');
  const timer = setTimeout(() => {
    app?.log.error('close took too long, exiting');
    process.exit(1);
  }, CLOSE_GRACE_MS);
  timer.unref();
  try {
    await app.close();
    process.exit(code);
  } catch (error) {
    app.log.error({ err: error }, 'close failed');
    process.exit(1);
  }
}

/**
 * A promise nobody awaited failed, or an exception escaped: the process's state is unknown, so it
 * ends (exit code 1) and its supervisor (Docker's restart policy, systemd) starts a fresh one.
 */
function crashed(kind: string, error: unknown): void {
  const message = `${kind}: exiting so that the supervisor restarts the API`;
  if (app) app.log.fatal({ err: error }, message);
  else console.error(message, JSON.stringify(serializeError(error)));
  void close(kind, 1);
}

async function main(): Promise<void> {
  process.on('unhandledRejection', (reason) => crashed('unhandled rejection', reason));
  process.on('uncaughtException', (error) => crashed('uncaught exception', error));

  const config = loadConfig();
  assertFitForProduction(config);

  app = await buildApp({ config, logger: loggerOptions(config) });
  process.once('SIGINT', () => void close('SIGINT', 0));
  process.once('SIGTERM', () => void close('SIGTERM', 0));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      database: describeDatabase(config),
      counters: describeRedis(config),
      files: describeFiles(config),
      docs: config.apiDocs ? '/api/docs' : 'off',
      corsOrigins: config.corsOrigins,
    },
    'API ready',
  );
}

main().catch((error: unknown) => {
  if (isOperatorError(error)) {
    console.error(error.message);
  } else {
    console.error('The API could not start:', JSON.stringify(serializeError(error), null, 2));
  }
  // A failed start may leave the app half open (database, Redis): exit without waiting for them.
  process.exit(1);
});
