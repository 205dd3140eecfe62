import './helpers';
import { buildCheckout, buildPaymentApi } from '../src/server';

describe('payment sandbox', () => {
  it('answers health checks on both hosts', async () => {
    for (const app of [buildPaymentApi(), buildCheckout()]) {
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: true });
      await app.close();
    }
  });
});
