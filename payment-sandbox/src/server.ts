/**
 * Local stand-in for the card payment provider: the payment API (4100) and the checkout frame host
 * (4101). This first version answers health checks only; the payments issue adds the protocol.
 */
import Fastify, { type FastifyInstance } from 'fastify';

export function buildPaymentApi(): FastifyInstance {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  app.get('/health', async () => ({ status: true, message: 'Payment sandbox API is up' }));
  return app;
}

export function buildCheckout(): FastifyInstance {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  app.get('/health', async () => ({ status: true, message: 'Payment sandbox checkout is up' }));
  return app;
}

async function main(): Promise<void> {
  const host = process.env.HOST ?? '127.0.0.1';
  const api = buildPaymentApi();
  const checkout = buildCheckout();
  await api.listen({ host, port: Number(process.env.SANDBOX_API_PORT ?? 4100) });
  await checkout.listen({ host, port: Number(process.env.SANDBOX_CHECKOUT_PORT ?? 4101) });
  const stop = async () => {
    await Promise.all([api.close(), checkout.close()]);
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
