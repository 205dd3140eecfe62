/**
 * A merchant page paying through the payment sandbox, once per popup library: our standalone
 * `inline.js` (pointed at the sandbox; and again as a drop-in on the provider's hosts) and the
 * official `@paystack/inline-js`, whose provider hosts the sandbox answers through request routing.
 * The scenarios are the same for every library and must pass unchanged: that is the protocol fidelity
 * check of the popup contract (docs/POPUP.md). No request leaves the machine (the `merchant` fixture asserts it).
 *
 * Every scenario runs for the official library (2.22.2, the version npm installs on Node 20): none had
 * to be left out. What it loads is routed: `checkout.paystack.com` (the frame and the frame's own
 * calls) and `api.paystack.co` (request_inline, verify_access_code, set_ip) go to the sandbox; it
 * loads nothing else here (the Apple Pay SDK only on Apple devices).
 * The merchant page is `https://merchant.test` with the `local-network-access` permission: Chromium
 * lets only such a page reach loopback, where the first library's sandbox hosts live.
 */
import { readFileSync } from 'node:fs';
import {
  CARDS,
  POPUP_LIBRARIES,
  VAULT_CUSTOMER,
  buttonModePage,
  expect,
  newReference,
  reactMerchantPage,
  test,
} from '../support/payment-popup';
import { REACT_MERCHANT_INPUTS } from '../support/react-merchant/build';

const AMOUNT = 1_500_000; // NGN 15,000 in kobo

for (const library of POPUP_LIBRARIES) {
  test.describe(`payment popup: ${library.name}`, () => {
    test.use({ library });

    test('an approved card pays: onLoad, then onSuccess with the reference, and the popup closes', async ({
      merchant,
      server,
    }) => {
      const reference = newReference('success');
      await merchant.openJsApi();
      await merchant.pay('newTransaction', { email: 'ada@example.com', amount: AMOUNT, reference });
      await expect(merchant.popupFrame).toBeVisible();
      await expect(merchant.checkout.amount).toHaveText('NGN 15,000');
      await expect(merchant.callbacks).toHaveText(['onLoad']);
      await merchant.checkout.payWithCard(CARDS.success);
      await expect(merchant.callbacks).toHaveText(['onLoad', `onSuccess ${reference}`]);
      await expect(merchant.popupFrame).toBeHidden();
      expect(await server.status(reference)).toBe('success');
    });

    test('a declined card leaves the popup open with the reason; another card then pays', async ({
      merchant,
      server,
    }) => {
      const reference = newReference('decline');
      await merchant.openJsApi();
      await merchant.pay('newTransaction', { email: 'ada@example.com', amount: AMOUNT, reference });
      await merchant.checkout.payWithCard(CARDS.declined);
      await expect(merchant.checkout.status).toHaveText('Declined');
      await expect(merchant.popupFrame).toBeVisible();
      await expect(merchant.callbacks).toHaveText(['onLoad']);
      expect(await server.status(reference)).toBe('failed');
      await merchant.checkout.payWithCard(CARDS.success);
      await expect(merchant.callbacks).toHaveText(['onLoad', `onSuccess ${reference}`]);
      expect(await server.status(reference)).toBe('success');
    });

    test('cancelling closes the popup and calls onCancel, then onClose', async ({ merchant, server }) => {
      const reference = newReference('cancel');
      await merchant.openJsApi();
      await merchant.pay('newTransaction', { email: 'ada@example.com', amount: AMOUNT, reference });
      await expect(merchant.callbacks).toHaveText(['onLoad']);
      await merchant.checkout.cancel();
      await expect(merchant.callbacks).toHaveText(['onLoad', 'onCancel', 'onClose']);
      await expect(merchant.popupFrame).toBeHidden();
      expect(await server.status(reference)).toBe('abandoned');
    });

    test('a bank transfer left pending: onCancel, onClose, then onBankTransferConfirmationPending', async ({
      merchant,
      server,
    }) => {
      const reference = newReference('transfer');
      await merchant.openJsApi();
      await merchant.pay('newTransaction', { email: 'ada@example.com', amount: AMOUNT, reference });
      await expect(merchant.callbacks).toHaveText(['onLoad']);
      await merchant.checkout.sendBankTransfer();
      await expect(merchant.callbacks).toHaveText([
        'onLoad',
        'onCancel',
        'onClose',
        'onBankTransferConfirmationPending',
      ]);
      await expect(merchant.popupFrame).toBeHidden();
      expect(await server.status(reference)).toBe('pending');
      await server.confirmTransfer(reference);
      expect(await server.status(reference)).toBe('success');
    });

    test("resumeTransaction pays a transaction the merchant's server initialized", async ({ merchant, server }) => {
      const reference = newReference('resume');
      const accessCode = await server.initialize({ email: 'ada@example.com', amount: 250_000, reference });
      await merchant.openJsApi();
      await merchant.resume(accessCode);
      await expect(merchant.checkout.amount).toHaveText('NGN 2,500');
      await expect(merchant.callbacks).toHaveText(['onLoad']);
      await merchant.checkout.payWithCard(CARDS.success);
      await expect(merchant.callbacks).toHaveText(['onLoad', `onSuccess ${reference}`]);
      expect(await server.status(reference)).toBe('success');
    });

    test('checkout() offers the vault to a customer who has one, and pays with the saved card', async ({
      merchant,
      server,
    }) => {
      const reference = newReference('vault');
      await merchant.openJsApi();
      await merchant.pay('checkout', { email: VAULT_CUSTOMER, amount: AMOUNT, reference });
      await expect(merchant.payWithVault).toBeVisible();
      await expect(merchant.otherPaymentMethods).toBeVisible();
      await expect(merchant.popupFrame).toBeHidden();
      await expect(merchant.callbacks).toHaveText(['onLoad']);
      await merchant.vaultModalArrived();
      await merchant.payWithVault.click();
      await expect(merchant.payWithVault).toBeHidden();
      await expect(merchant.popupFrame).toBeVisible();
      await merchant.checkout.payWithSavedCard();
      await expect(merchant.callbacks).toHaveText(['onLoad', `onSuccess ${reference}`]);
      await expect(merchant.popupFrame).toBeHidden();
      expect(await server.status(reference)).toBe('success');
    });

    test('the vault modal\'s "Use other payment methods" opens the checkout for a card', async ({
      merchant,
      server,
    }) => {
      const reference = newReference('other-methods');
      await merchant.openJsApi();
      await merchant.pay('checkout', { email: VAULT_CUSTOMER, amount: AMOUNT, reference });
      await merchant.vaultModalArrived();
      await merchant.otherPaymentMethods.click();
      await expect(merchant.otherPaymentMethods).toBeHidden();
      await expect(merchant.popupFrame).toBeVisible();
      await merchant.checkout.payWithCard(CARDS.success);
      await expect(merchant.callbacks).toHaveText(['onLoad', `onSuccess ${reference}`]);
      expect(await server.status(reference)).toBe('success');
    });

    test('checkout() with a key the provider does not know: onError with its message, then the promise rejects', async ({
      merchant,
    }) => {
      await merchant.openJsApi();
      await merchant.pay('checkout', { key: 'pk_test_unknown', email: 'ada@example.com', amount: AMOUNT });
      await expect(merchant.callbacks).toHaveText(['onError Invalid key', 'rejected Invalid key']);
      await expect(merchant.popupFrame).toBeHidden();
    });

    test('newTransaction() with a key the provider does not know: the checkout reports it to onError', async ({
      merchant,
    }) => {
      await merchant.openJsApi();
      await merchant.pay('newTransaction', { key: 'pk_test_unknown', email: 'ada@example.com', amount: AMOUNT });
      await expect(merchant.callbacks).toHaveText(['onError Invalid key']);
      await expect(merchant.popupFrame).toBeVisible();
      await expect(merchant.checkout.frame.getByRole('status').first()).toHaveText('Invalid key');
    });

    test('checkout() without a vault opens the checkout at once', async ({ merchant, server }) => {
      const reference = newReference('checkout');
      await merchant.openJsApi();
      await merchant.pay('checkout', { email: 'ada@example.com', amount: AMOUNT, reference });
      await expect(merchant.popupFrame).toBeVisible();
      await expect(merchant.callbacks).toHaveText(['onLoad']);
      await expect(merchant.payWithVault).toHaveCount(0);
      await merchant.checkout.payWithCard(CARDS.success);
      await expect(merchant.callbacks).toHaveText(['onLoad', `onSuccess ${reference}`]);
      expect(await server.status(reference)).toBe('success');
    });

    test('script-tag button mode: the button pays, then the form is submitted with the reference', async ({
      merchant,
      page,
      server,
    }) => {
      const reference = newReference('button');
      await merchant.open('/order', buttonModePage(library, { email: 'ada@example.com', amount: AMOUNT, reference }));
      await page.getByRole('button', { name: 'Pay now NGN 15000' }).click();
      await expect(merchant.checkout.amount).toHaveText('NGN 15,000');
      await merchant.checkout.payWithCard(CARDS.success);
      await expect(page.getByRole('heading', { name: 'Order received' })).toBeVisible();
      expect(merchant.network.merchant.received).toEqual([{ path: '/process', body: `reference=${reference}` }]);
      expect(await server.status(reference)).toBe('success');
    });
  });
}

/**
 * Beyond the official library (which throws 'Invalid parameter type: quantity' here): v1-era merchant
 * code, `PaystackPop.setup(options).openIframe()` with `callback` and `onClose`, and the blanks its
 * wrappers send (`quantity: ''`, `plan: ''`, `subaccount: ''`, `channels: undefined`). Our drop-in only.
 */
test.describe('payment popup: legacy setup() merchant code', () => {
  test.use({ library: POPUP_LIBRARIES[2] });

  test('declines, closes and pays through setup().openIframe(), with the deprecation warnings', async ({
    merchant,
    page,
    server,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      const [, deprecated] = /^"(.+)" has been deprecated/.exec(message.text()) ?? [];
      if (message.type() === 'warning' && deprecated) warnings.push(deprecated);
    });
    const abandoned = newReference('legacy-close');
    await merchant.openJsApi();
    await merchant.pay('setup', { email: 'ada@example.com', amount: AMOUNT, reference: abandoned });
    await expect(merchant.popupFrame).toBeVisible();
    await expect(merchant.checkout.amount).toHaveText('NGN 15,000');
    await merchant.checkout.payWithCard(CARDS.declined);
    await expect(merchant.checkout.status).toHaveText('Declined');
    await expect(merchant.popupFrame).toBeVisible();
    await merchant.checkout.cancel();
    await expect(merchant.callbacks).toHaveText(['onClose']);
    await expect(merchant.popupFrame).toBeHidden();
    // The background fades for 300 ms and then tells the frame `close`, which resets its form: the next
    // payment starts after that, as a customer's would.
    await expect(page.locator('iframe[id^="inline-background-"]')).toBeHidden();
    expect(await server.status(abandoned)).toBe('abandoned');

    const paid = newReference('legacy-pay');
    // Another amount, so the frame is seen showing the new transaction before the card is typed.
    await merchant.pay('setup', { email: 'ada@example.com', amount: 2 * AMOUNT, reference: paid });
    await expect(merchant.checkout.amount).toHaveText('NGN 30,000');
    await merchant.checkout.payWithCard(CARDS.success);
    await expect(merchant.callbacks).toHaveText(['onClose', `callback ${paid}`]);
    await expect(merchant.popupFrame).toBeHidden();
    expect(await server.status(paid)).toBe('success');
    expect(warnings).toEqual(['PaystackPop.setup()', 'openIframe', 'PaystackPop.setup()', 'openIframe']);
  });
});

/**
 * The popup as a package: a React merchant app using react-paystack 6's `usePaystackPayment`, bundled
 * with `@paystack/inline-js` aliased to `@clean/remote-popup` (support/react-merchant), talking to the
 * provider's hosts (answered by the sandbox).
 */
test.describe('payment popup: the package in place of @paystack/inline-js', () => {
  test("react-paystack's usePaystackPayment pays with the test card through our package", async ({
    merchant,
    page,
    server,
  }) => {
    const bundled = JSON.parse(readFileSync(REACT_MERCHANT_INPUTS, 'utf8')) as string[];
    expect(bundled).toContain('../remote-popup/dist/lib/index.mjs');
    expect(bundled.filter((input) => input.includes('@paystack/inline-js'))).toEqual([]);

    const reference = newReference('react');
    await merchant.open('/react', reactMerchantPage({ email: 'ada@example.com', amount: AMOUNT, reference }));
    await page.getByRole('button', { name: 'Pay NGN 15000' }).click();
    await expect(merchant.popupFrame).toBeVisible();
    await expect(merchant.checkout.amount).toHaveText('NGN 15,000');
    await merchant.checkout.payWithCard(CARDS.success);
    await expect(merchant.callbacks).toHaveText([`onSuccess ${reference}`]);
    await expect(merchant.popupFrame).toBeHidden();
    expect(await server.status(reference)).toBe('success');
    expect(merchant.network.routed).toContain('GET https://checkout.paystack.com/popup');
  });
});
