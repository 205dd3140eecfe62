/**
 * Local stand-in for the two messaging providers, on one port (4200): the WhatsApp Business Cloud
 * API's send call, Termii's SMS send call, and the inbox page with its JSON API. Settings: see
 * config.ts and messaging-sandbox/README.md.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { registerInbox } from './inbox-api';
import { createSandbox, type Sandbox } from './sandbox';
import { registerTermiiApi } from './termii-api';
import { registerWhatsAppApi } from './whatsapp-api';

export { createSandbox, type Sandbox } from './sandbox';

/** The port `npm start` uses (tooling/src/apps.ts, `servers.messaging`). */
export const DEFAULT_PORT = 4200;

export function buildMessagingSandbox(sandbox: Sandbox = createSandbox()): FastifyInstance {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  registerWhatsAppApi(app, sandbox);
  registerTermiiApi(app, sandbox);
  registerInbox(app, sandbox);
  return app;
}

async function main(): Promise<void> {
  const app = buildMessagingSandbox();
  await app.listen({
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.MESSAGING_SANDBOX_PORT ?? DEFAULT_PORT),
  });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
