import { CleanPop } from '../src';
import { basicParams, stubFetch, inlineData } from './helpers';

describe('transaction log', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('is persisted with update_log after each logged event, with bearer auth and a stringified payload', async () => {
    const popup = new CleanPop({ hosts: { apiHost: 'http://127.0.0.1:4100/' } });
    const calls = stubFetch(inlineData({ log: { attempts: 1, errors: 0, history: [] } }), {});
    const transaction = await popup.checkout(basicParams());
    await transaction.logAttempt('card');
    await transaction.logApiError('Declined');
    await transaction.logApiSuccess();
    const logCalls = calls.filter((call) => call.url.includes('update_log'));
    expect(logCalls).toHaveLength(3);
    expect(logCalls[0]).toMatchObject({
      url: 'http://127.0.0.1:4100/transaction/update_log/5001',
      method: 'POST',
      headers: { Authorization: 'Bearer pk_test_x' },
    });
    const last = JSON.parse(JSON.parse(logCalls[2]?.body ?? '').payload as string);
    expect(last).toMatchObject({ attempts: 2, errors: 1, success: true });
    expect(last.history.map((entry: { type: string; message: string }) => [entry.type, entry.message])).toEqual([
      ['action', 'Attempted to pay with card'],
      ['error', 'Error: Declined'],
      ['success', 'Successfully paid'],
    ]);
  });

  it('ignores a failed save', async () => {
    const popup = new CleanPop();
    stubFetch(inlineData(), {}, new TypeError('Failed to fetch'));
    const transaction = await popup.checkout(basicParams());
    await expect(transaction.logAttempt()).resolves.toBeUndefined();
    expect(transaction.log?.history).toHaveLength(1);
  });
});
