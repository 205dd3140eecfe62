/**
 * Local stand-in for the card payment provider: the payment API (4100) and the checkout host (4101),
 * sharing one in-memory sandbox. Settings: see config.ts and payment-sandbox/README.md.
 */
import type { FastifyInstance } from 'fastify';
import { createCheckout } from './checkout-app';
import { createPaymentApi } from './payment-api';
import { createSandbox, type Sandbox } from './sandbox';

export { createSandbox, type Sandbox } from './sandbox';

export function buildPaymentApi(sandbox: Sandbox = createSandbox()): FastifyInstance {
  return createPaymentApi(sandbox);
}

export function buildCheckout(sandbox: Sandbox = createSandbox()): FastifyInstance {
  return createCheckout(sandbox);
}

async function main(): Promise<void> {
  const host = process.env.HOST ?? '127.0.0.1';
  const sandbox = createSandbox();
  const api = buildPaymentApi(sandbox);
  const checkout = buildCheckout(sandbox);
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
