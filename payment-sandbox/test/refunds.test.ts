import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sign } from '../src/webhooks';
import { SECRET_KEY, SUCCESS_CARD, inlineBody, sandboxApps } from './helpers';

/** A merchant endpoint that records the webhooks it receives. */
async function webhookCatcher() {
  const received: { body: string; signature: string | undefined }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ body, signature: request.headers['x-paystack-signature'] as string | undefined });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => server.close() };
}

describe('the Refund API', () => {
  const auth = { authorization: `Bearer ${SECRET_KEY}` };

  async function paidTransaction(apps: ReturnType<typeof sandboxApps>, ref: string) {
    const inline = await apps.api.inject({
      method: 'POST',
      url: '/checkout/request_inline',
      payload: inlineBody({ ref }),
    });
    const accessCode = inline.json().data.access_code as string;
    const paid = await apps.checkout.inject({
      method: 'POST',
      url: '/checkout/charge',
      payload: { accessCode, ...SUCCESS_CARD },
    });
    expect(paid.statusCode).toBe(200);
  }

  it('queues partial refunds up to the amount paid, then sends signed refund.processed and refund.failed once', async () => {
    const hook = await webhookCatcher();
    const apps = sandboxApps({ webhookUrl: hook.url, refundSettleMs: null });
    try {
      await paidTransaction(apps, 'ref-refund');
      await Promise.all(apps.sandbox.pending);
      hook.received.length = 0;
      const refund = (amount?: number) =>
        apps.api.inject({
          method: 'POST',
          url: '/refund',
          headers: auth,
          payload: { transaction: 'ref-refund', amount },
        });

      const first = await refund(500000);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        status: true,
        message: 'Refund has been queued for processing',
        data: { transaction_reference: 'ref-refund', amount: 500000, currency: 'NGN', status: 'pending' },
      });
      const rest = await refund();
      expect(rest.json().data.amount).toBe(1000000);
      const tooMuch = await refund(1);
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json()).toEqual({ status: false, message: 'Transaction has been fully reversed' });

      const settle = (id: number, outcome: string) =>
        apps.api.inject({ method: 'POST', url: `/sandbox/refunds/${id}/${outcome}`, headers: auth });
      expect((await settle(first.json().data.id, 'process')).statusCode).toBe(200);
      expect((await settle(rest.json().data.id, 'fail')).statusCode).toBe(200);
      expect((await settle(first.json().data.id, 'fail')).json()).toEqual({
        status: false,
        message: 'Refund is already processed',
      });
      await Promise.all(apps.sandbox.pending);

      expect(hook.received.map((hit) => JSON.parse(hit.body).event)).toEqual(['refund.processed', 'refund.failed']);
      for (const hit of hook.received) expect(hit.signature).toBe(sign(hit.body, SECRET_KEY));
      expect(JSON.parse(hook.received[0]?.body ?? '{}').data).toMatchObject({
        id: first.json().data.id,
        transaction_reference: 'ref-refund',
        amount: 500000,
        status: 'processed',
      });
      // The failed refund's money can be asked for again.
      expect((await refund(1000000)).statusCode).toBe(200);
    } finally {
      await apps.close();
      hook.close();
    }
  });

  it('refuses an unpaid transaction and a wrong key like the provider', async () => {
    const apps = sandboxApps();
    try {
      await apps.api.inject({
        method: 'POST',
        url: '/checkout/request_inline',
        payload: inlineBody({ ref: 'ref-open' }),
      });
      const unpaid = await apps.api.inject({
        method: 'POST',
        url: '/refund',
        headers: auth,
        payload: { transaction: 'ref-open' },
      });
      expect(unpaid.statusCode).toBe(400);
      expect(unpaid.json().message).toBe('Transaction has not been completed');
      const wrongKey = await apps.api.inject({
        method: 'POST',
        url: '/refund',
        headers: { authorization: 'Bearer sk_test_other' },
        payload: { transaction: 'ref-open' },
      });
      expect(wrongKey.statusCode).toBe(401);
    } finally {
      await apps.close();
    }
  });

  it('processes a refund by itself after refundSettleMs', async () => {
    const hook = await webhookCatcher();
    const apps = sandboxApps({ webhookUrl: hook.url, refundSettleMs: 0 });
    try {
      await paidTransaction(apps, 'ref-auto');
      const queued = await apps.api.inject({
        method: 'POST',
        url: '/refund',
        headers: auth,
        payload: { transaction: 'ref-auto' },
      });
      const id = queued.json().data.id as number;
      while (apps.sandbox.refunds.get(id).status === 'pending') await new Promise((resolve) => setImmediate(resolve));
      await Promise.all(apps.sandbox.pending);
      const read = await apps.api.inject({ method: 'GET', url: `/refund/${id}`, headers: auth });
      expect(read.json().data.status).toBe('processed');
      expect(hook.received.map((hit) => JSON.parse(hit.body).event)).toContain('refund.processed');
    } finally {
      await apps.close();
      hook.close();
    }
  });
});
