import { CleanPop, TransactionParametersError } from '../src';

/** The thrown value, for synchronous throws. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('Expected a throw');
}

describe('transaction parameter validation', () => {
  let popup: CleanPop;
  beforeEach(() => {
    document.body.innerHTML = '';
    popup = new CleanPop();
  });

  it('reports every missing required parameter, in order, as a plain object (not an Error)', () => {
    const error = thrown(() => popup.newTransaction({}));
    expect(error).toBeInstanceOf(TransactionParametersError);
    expect(error).not.toBeInstanceOf(Error);
    expect(Object.keys(error as object)).toEqual(['message', 'issues']);
    expect(error).toEqual({
      message: 'Invalid transaction parameters',
      issues: [
        { message: 'Required parameter missing: key' },
        { message: 'Required parameter missing: amount' },
        { message: 'Required parameter missing: email' },
      ],
    });
  });

  it('counts falsy values as missing (amount 0)', () => {
    expect(thrown(() => popup.newTransaction({ key: 'k', email: 'a@b.co', amount: 0 }))).toEqual({
      message: 'Invalid transaction parameters',
      issues: [{ message: 'Required parameter missing: amount' }],
    });
  });

  it('reports invalid types with the accepted types, in key order, after the missing ones', () => {
    const params = {
      key: 1,
      email: 'a@b.co',
      amount: '100',
      channels: 'card',
      metadata: 'x',
      subscriptionCount: '2',
      onSuccess: 'nope',
    } as unknown as Parameters<CleanPop['newTransaction']>[0];
    expect(thrown(() => popup.newTransaction(params))).toEqual({
      message: 'Invalid transaction parameters',
      issues: [
        { message: 'Invalid parameter type: key', validTypes: ['string'] },
        { message: 'Invalid parameter type: channels', validTypes: ['array'] },
        { message: 'Invalid parameter type: metadata', validTypes: ['object'] },
        { message: 'Invalid parameter type: subscriptionCount', validTypes: ['number'] },
        { message: 'Invalid parameter type: onSuccess', validTypes: ['function'] },
      ],
    });
  });

  it('never calls onError for invalid parameters and sends nothing to the checkout', () => {
    const onError = jest.fn();
    const post = jest.fn();
    popup.checkoutIframe.contentWindow!.postMessage = post;
    const amount = {} as unknown as number;
    expect(() => popup.newTransaction({ key: 'k', email: 'a@b.co', amount, onError })).toThrow(
      expect.objectContaining({ message: 'Invalid transaction parameters' }),
    );
    expect(onError).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
    expect(popup.transactions).toHaveLength(0);
  });

  it('rejects non-objects with the non-empty object message, synchronously from checkout()', () => {
    for (const params of [null, 'abc', undefined]) {
      expect(thrown(() => popup.checkout(params as never))).toEqual({
        message: 'Transaction parameters should be a non-empty object',
        issues: [],
      });
    }
  });

  it('turns a string given to newTransaction into the three missing parameters', () => {
    const error = thrown(() => popup.newTransaction('abc' as never)) as TransactionParametersError;
    expect(error.issues.map((issue) => issue.message)).toEqual([
      'Required parameter missing: key',
      'Required parameter missing: amount',
      'Required parameter missing: email',
    ]);
  });

  it('drops unknown keys, keeps the caller object intact in newTransaction and mutates it in checkout', () => {
    const params = { key: 'pk_test_x', email: 'a@b.co', amount: 100, foo: 'bar', buttonText: 'x' };
    const transaction = popup.newTransaction(params);
    expect(transaction.parameters).toEqual({ key: 'pk_test_x', email: 'a@b.co', amount: 100 });
    expect(params.foo).toBe('bar');
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    const own = { key: 'pk_test_y', email: 'a@b.co', amount: 100, foo: 'bar' };
    void popup.checkout(own);
    expect('foo' in own).toBe(false);
  });

  it('accepts an access code alone and skips every other check', () => {
    const transaction = popup.newTransaction({ accessCode: 'ac_1', foo: 1 } as never);
    expect(transaction.accessCode).toBe('ac_1');
    expect(transaction.parameters).toEqual({ accessCode: 'ac_1', foo: 1 });
  });

  it('lets customerCode replace email and planCode replace amount, deleting them', () => {
    const transaction = popup.newTransaction({
      key: 'k',
      customerCode: 'CUS_1',
      email: 'x@y.z',
      planCode: 'PLN_1',
      amount: 5,
    });
    expect(transaction.parameters).toEqual({ key: 'k', customerCode: 'CUS_1', planCode: 'PLN_1' });
    expect(() => popup.newTransaction({ key: 'k', plan: 'PLN_2', email: 'a@b.co' })).not.toThrow();
  });

  it('accepts card and bank as the string "false" and, beyond the official library, as a boolean', () => {
    expect(() => popup.newTransaction({ ...base(), card: 'false' })).not.toThrow();
    expect(() => popup.newTransaction({ ...base(), bank: false })).not.toThrow();
    expect(() => popup.newTransaction({ ...base(), card: 1 as never })).toThrow(
      expect.objectContaining({
        issues: [{ message: 'Invalid parameter type: card', validTypes: ['string', 'boolean'] }],
      }),
    );
  });

  it('requires bearer to be a string and accepts null metadata', () => {
    expect(() => popup.newTransaction({ ...base(), bearer: 1 as never })).toThrow(
      expect.objectContaining({ issues: [{ message: 'Invalid parameter type: bearer', validTypes: ['string'] }] }),
    );
    const transaction = popup.newTransaction({ ...base(), metadata: null });
    expect(JSON.parse(transaction.urlParameters.metadata ?? '')).toEqual({ referrer: window.location.href });
  });
});

const base = () => ({ key: 'pk_test_x', email: 'a@b.co', amount: 10000 });
