import { buildApp } from './app';
import { ConfigError, describeDatabase, loadConfig, type AppConfig } from './config';
import { loggerOptions } from './logger';

/** How long a graceful close may take before the process exits anyway. */
const CLOSE_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config, logger: loggerOptions(config) });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('close took too long, exiting');
      process.exit(1);
    }, CLOSE_GRACE_MS);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'close failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: describeDatabase(config), docs: '/api/docs', corsOrigins: config.corsOrigins }, 'API ready');
}

main().catch((error: unknown) => {
  console.error('The API could not start:', error);
  process.exit(1);
});
