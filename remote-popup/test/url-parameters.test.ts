import { CleanPop } from '../src';
import { referrer } from '../src/core/url-parameters';

const R = () => window.location.href;
const callbacks = () => ({ onSuccess: jest.fn(), onCancel: jest.fn(), onLoad: jest.fn() });

describe('URL parameters (the request_inline body and the inline:url params)', () => {
  let popup: CleanPop;
  beforeEach(() => {
    document.body.innerHTML = '';
    popup = new CleanPop();
  });

  it('renames, adds the referrer to metadata (mutating the merchant object), sets mode and drops functions', () => {
    const metadata: Record<string, unknown> = { a: 1 };
    const transaction = popup.newTransaction({
      key: 'pk_test_x',
      email: 'a@b.co',
      amount: 10000,
      firstName: 'Ada',
      lastName: 'Obi',
      reference: 'ref1',
      metadata,
      ...callbacks(),
    });
    expect(JSON.stringify(transaction.urlParameters)).toBe(
      JSON.stringify({
        key: 'pk_test_x',
        email: 'a@b.co',
        amount: 10000,
        metadata: JSON.stringify({ a: 1, referrer: R() }),
        mode: 'popup',
        firstname: 'Ada',
        lastname: 'Obi',
        ref: 'ref1',
      }),
    );
    expect(metadata).toEqual({ a: 1, referrer: R() });
  });

  it("restricts channels to bank when card is 'false'", () => {
    const transaction = popup.newTransaction({
      key: 'pk_test_x',
      email: 'a@b.co',
      amount: '5000',
      currency: 'GHS',
      phone: '+233200000000',
      card: 'false',
      label: 'Ada O.',
      ...callbacks(),
    });
    expect(JSON.stringify(transaction.urlParameters)).toBe(
      JSON.stringify({
        key: 'pk_test_x',
        email: 'a@b.co',
        amount: '5000',
        currency: 'GHS',
        phone: '+233200000000',
        label: 'Ada O.',
        metadata: JSON.stringify({ referrer: R() }),
        mode: 'popup',
        channels: ['bank'],
      }),
    );
  });

  it('applies overrides, stringifies split and renames the subscription fields', () => {
    const transaction = popup.newTransaction({
      key: 'pk_test_x',
      customerCode: 'CUS_abc',
      email: 'x@y.z',
      planCode: 'PLN_123',
      amount: 1,
      subscriptionCount: 2,
      subaccountCode: 'ACCT_9',
      transactionCharge: 300,
      bearer: 'subaccount',
      split: { type: 'percentage', subaccounts: [{ subaccount: 'ACCT_1', share: 50 }] },
      split_code: 'SPL_x',
      channels: ['card', 'bank_transfer'],
      paymentPage: 'pp_1',
      paymentRequest: 77,
      ...callbacks(),
    });
    expect(JSON.stringify(transaction.urlParameters)).toBe(
      JSON.stringify({
        key: 'pk_test_x',
        bearer: 'subaccount',
        split: JSON.stringify({ type: 'percentage', subaccounts: [{ subaccount: 'ACCT_1', share: 50 }] }),
        split_code: 'SPL_x',
        channels: ['card', 'bank_transfer'],
        paymentPage: 'pp_1',
        metadata: JSON.stringify({ referrer: R() }),
        mode: 'popup',
        customer_code: 'CUS_abc',
        payment_request: 77,
        subaccount: 'ACCT_9',
        transaction_charge: 300,
        plan: 'PLN_123',
        quantity: 2,
      }),
    );
  });

  it('restricts channels to card when bank is false, even over given channels, and keeps language for the headers', () => {
    const transaction = popup.newTransaction({
      key: 'pk_test_x',
      email: 'a@b.co',
      amount: 10000,
      channels: ['ussd'],
      language: 'fr',
      connect_account: 'ACCT_conn',
      bank: false,
      planInterval: 'monthly',
      subscriptionLimit: 3,
      subscriptionStartDate: '2030-01-01',
    });
    expect(transaction.urlParameters).toEqual({
      key: 'pk_test_x',
      email: 'a@b.co',
      amount: 10000,
      channels: ['card'],
      language: 'fr',
      connect_account: 'ACCT_conn',
      metadata: JSON.stringify({ referrer: R() }),
      mode: 'popup',
      interval: 'monthly',
      invoice_limit: 3,
      start_date: '2030-01-01',
    });
  });

  it('gives card=false and bank=false together the card channel', () => {
    const transaction = popup.newTransaction({ key: 'k', email: 'a@b.co', amount: 1, card: 'false', bank: 'false' });
    expect(transaction.urlParameters.channels).toEqual(['card']);
  });

  it('removes the query of a referrer address longer than 500 characters only', () => {
    const short = `https://shop.example/pay?x=${'a'.repeat(100)}`;
    const long = `https://shop.example/pay?x=${'a'.repeat(500)}`;
    expect(referrer({ href: short, ancestorOrigins: ['https://outer.example'] })).toBe(
      `${short},https://outer.example`,
    );
    expect(referrer({ href: long })).toBe('https://shop.example/pay');
  });
});
