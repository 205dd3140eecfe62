import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  expect,
  test as base,
  type APIRequestContext,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test';
import { localUrl, webApp } from '@clean/tooling/apps';
import {
  CLEAN_POP_SCRIPT,
  MERCHANT_ORIGIN,
  OFFICIAL_SCRIPT,
  PROVIDER_SCRIPT_URL,
  SANDBOX_API,
  SANDBOX_CHECKOUT,
  routePaymentNetwork,
  type PaymentNetwork,
} from './payment-network';
import { REACT_MERCHANT_SCRIPT } from './react-merchant/build';

/**
 * The payment popup as a merchant page uses it, for one suite that runs unchanged against each
 * library: the same merchant page, the same clicks in the checkout, the same callbacks expected.
 */
export interface PopupLibrary {
  name: string;
  /** The `src` of the merchant's script tag. */
  scriptUrl: string;
  /** What `https://js.paystack.co/v2/inline.js` serves in this run. */
  providerScriptFile: string;
  /** Extra markup in the merchant page's head, before the library's tag. */
  head: string;
}

export const POPUP_LIBRARIES: readonly PopupLibrary[] = [
  {
    // Our standalone build from the popup's static server, pointed at the sandbox by the page.
    name: 'CleanPop inline.js, sandbox hosts',
    scriptUrl: `${localUrl(webApp('popup').port).replace('localhost', '127.0.0.1')}/inline.js`,
    providerScriptFile: CLEAN_POP_SCRIPT,
    head: `<script>window.CleanPopConfig = { hosts: { apiHost: '${SANDBOX_API}', checkoutHost: '${SANDBOX_CHECKOUT}' } };</script>`,
  },
  {
    // The official library, talking to the provider's hosts (answered by the sandbox).
    name: '@paystack/inline-js, provider hosts routed to the sandbox',
    scriptUrl: PROVIDER_SCRIPT_URL,
    providerScriptFile: OFFICIAL_SCRIPT,
    head: '',
  },
  {
    // Our build as a true drop-in: served at the official address, with its default (provider) hosts.
    name: 'CleanPop inline.js as a drop-in, provider hosts routed to the sandbox',
    scriptUrl: PROVIDER_SCRIPT_URL,
    providerScriptFile: CLEAN_POP_SCRIPT,
    head: '',
  },
];

export const PUBLIC_KEY = 'pk_test_sandbox_clean';
export const SECRET_KEY = 'sk_test_sandbox_clean';
/** A sandbox test customer with a vault (saved card): see payment-sandbox/README.md. */
export const VAULT_CUSTOMER = 'vault@example.com';

const futureExpiry = () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
export const CARDS = {
  success: { number: '4084 0840 8408 4081', expiry: futureExpiry(), cvv: '408' },
  declined: { number: '4000 0000 0000 0002', expiry: futureExpiry(), cvv: '123' },
  /** Approved in the checkout (a Verve card); later charges of its saved authorization are declined. */
  laterDeclined: { number: '5060 6666 6666 6666 666', expiry: futureExpiry(), cvv: '123' },
} as const;

/** A reference no earlier run of the (long-lived) sandbox has seen. */
export const newReference = (scenario: string): string => `e2e-${scenario}-${randomUUID().slice(0, 8)}`;

/**
 * The merchant's own script: one popup, callbacks written to a visible list as they fire
 * (`onSuccess ref-1`, `onCancel`, …), and `window.pay(method, params)` as the merchant's pay button.
 * Plain ES5 that uses only the public API, so it is the same for every library.
 */
const MERCHANT_SCRIPT = `
  function record(text) {
    var item = document.createElement('li');
    item.textContent = text;
    document.getElementById('callbacks').appendChild(item);
  }
  function callbacks() {
    return {
      onLoad: function () { record('onLoad'); },
      onSuccess: function (response) { record('onSuccess ' + response.reference); },
      onCancel: function () { record('onCancel'); },
      onClose: function () { record('onClose'); },
      onBankTransferConfirmationPending: function () { record('onBankTransferConfirmationPending'); },
      onError: function (error) { record('onError ' + error.message); }
    };
  }
  var popup;
  window.pay = function (method, params) {
    if (method === 'setup') {
      // Code written for the v1 script, through a wrapper that sends blanks for what it does not use.
      var legacy = { quantity: '', plan: '', subaccount: '', channels: undefined,
        callback: function (response) { record('callback ' + response.reference); },
        onClose: function () { record('onClose'); } };
      return void PaystackPop.setup(Object.assign({}, params, legacy)).openIframe();
    }
    popup = popup || new PaystackPop();
    if (method === 'resumeTransaction') return void popup.resumeTransaction(params.accessCode, callbacks());
    var all = Object.assign({}, params, callbacks());
    if (method === 'checkout') popup.checkout(all).catch(function (error) { record('rejected ' + error.message); });
    else popup.newTransaction(all);
  };`;

export const jsApiPage = (library: PopupLibrary): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Merchant: JavaScript API</title>${library.head}</head>
<body><h1>Checkout</h1><h2>Callbacks</h2><ol id="callbacks" aria-label="Callbacks"></ol>
<script src="${library.scriptUrl}"></script><script>${MERCHANT_SCRIPT}</script></body></html>`;

/** The README's script-tag form: the tag in the merchant's form, parameters as data attributes. */
export const buttonModePage = (library: PopupLibrary, params: { email: string; amount: number; reference: string }) =>
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Merchant: button mode</title>${library.head}</head>
<body><h1>Pay for your order</h1>
<form action="/process" method="post">
  <script src="${library.scriptUrl}" data-key="${PUBLIC_KEY}" data-email="${params.email}"
    data-amount="${params.amount}" data-reference="${params.reference}" data-button-text="Pay now"></script>
</form></body></html>`;

/**
 * The React merchant page (`react-merchant/app.tsx`, bundled by globalSetup with `@paystack/inline-js`
 * aliased to our package): its order, then its script, inline.
 */
export const reactMerchantPage = (order: { email: string; amount: number; reference: string }): string =>
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Merchant: React</title></head>
<body><div id="root"></div>
<script>window.order = ${JSON.stringify({ publicKey: PUBLIC_KEY, ...order })};</script>
<script>${readFileSync(REACT_MERCHANT_SCRIPT, 'utf8')}</script></body></html>`;

/** The hosted checkout inside the popup's frame (the sandbox's page). */
export class CheckoutFrame {
  readonly frame: FrameLocator;
  readonly status: Locator;
  readonly amount: Locator;

  constructor(page: Page) {
    // The shown one: a page may hold several popups (a button-mode one and one of its own).
    this.frame = page.locator('iframe[id^="inline-checkout-"]').filter({ visible: true }).contentFrame();
    this.status = this.frame.locator('#status');
    this.amount = this.frame.locator('#amount');
  }

  async payWithCard(card: { number: string; expiry: string; cvv: string }): Promise<void> {
    await this.frame.getByLabel('Card number').fill(card.number);
    await this.frame.getByLabel('Expiry (MM/YY)').fill(card.expiry);
    await this.frame.getByLabel('CVV').fill(card.cvv);
    await this.frame.getByRole('button', { name: /^Pay / }).click();
  }

  async cancel(): Promise<void> {
    await this.frame.getByRole('button', { name: 'Cancel payment' }).click();
  }

  async sendBankTransfer(): Promise<void> {
    await this.frame.getByRole('button', { name: "I've sent the money" }).click();
  }

  async payWithSavedCard(): Promise<void> {
    await this.frame.getByRole('button', { name: 'Pay with saved card' }).click();
  }
}

/** A merchant page on `merchant.test` using one library, and what the customer sees of the popup. */
export class MerchantPage {
  readonly callbacks: Locator;
  readonly popupFrame: Locator;
  readonly checkout: CheckoutFrame;
  readonly payWithVault: Locator;
  readonly otherPaymentMethods: Locator;

  constructor(
    readonly page: Page,
    readonly library: PopupLibrary,
    readonly network: PaymentNetwork,
  ) {
    this.callbacks = page.getByRole('list', { name: 'Callbacks' }).getByRole('listitem');
    this.popupFrame = page.locator('iframe[id^="inline-checkout-"]');
    this.checkout = new CheckoutFrame(page);
    this.payWithVault = page.getByRole('button', { name: 'Pay with Vault' });
    this.otherPaymentMethods = page.getByRole('button', { name: 'Use other payment methods' });
  }

  /**
   * Waits until the vault modal has arrived: both libraries show it, add the content's `show` class 50 ms
   * later and then slide it into place. A click before it stops lands where the button was, on the
   * backdrop, as a person's would not (they click what they see standing still).
   */
  async vaultModalArrived(): Promise<void> {
    const content = this.page.locator('.pre-checkout-modal__content.show');
    await expect(content).toBeVisible();
    await content.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  }

  async open(path: string, html: string): Promise<void> {
    this.network.merchant.pages[path] = html;
    await this.page.goto(`${MERCHANT_ORIGIN}${path}`);
  }

  async openJsApi(): Promise<void> {
    await this.open('/checkout', jsApiPage(this.library));
    await expect(this.page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  }

  /**
   * What the merchant's pay button does: `new PaystackPop()[method](params + callbacks)`; for `setup`,
   * `PaystackPop.setup(params + blanks + callback, onClose).openIframe()`.
   */
  async pay(method: 'newTransaction' | 'checkout' | 'setup', params: Record<string, unknown>): Promise<void> {
    await this.page.evaluate(([name, all]) => (window as unknown as MerchantWindow).pay(name, all), [
      method,
      { key: PUBLIC_KEY, ...params },
    ] as const);
  }

  async resume(accessCode: string): Promise<void> {
    await this.page.evaluate(
      (code) => (window as unknown as MerchantWindow).pay('resumeTransaction', { accessCode: code }),
      accessCode,
    );
  }
}

interface MerchantWindow {
  pay(method: string, params: Record<string, unknown>): void;
}

/** The merchant's server talking to the sandbox's API with the secret key. */
export class MerchantServer {
  constructor(private readonly request: APIRequestContext) {}

  private get auth() {
    return { authorization: `Bearer ${SECRET_KEY}` };
  }

  /** POST /transaction/initialize: the access code a page resumes. */
  async initialize(params: { email: string; amount: number; reference: string }): Promise<string> {
    const response = await this.request.post(`${SANDBOX_API}/transaction/initialize`, {
      headers: this.auth,
      data: params,
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: { access_code: string } }).data.access_code;
  }

  /** GET /transaction/verify/:reference: the transaction's status as the provider records it. */
  async status(reference: string): Promise<string> {
    const response = await this.request.get(`${SANDBOX_API}/transaction/verify/${reference}`, { headers: this.auth });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: { status: string } }).data.status;
  }

  /** The customer's bank transfer arrives (sandbox only). */
  async confirmTransfer(reference: string): Promise<void> {
    const response = await this.request.post(`${SANDBOX_API}/sandbox/transfers/${reference}/confirm`, {
      headers: this.auth,
    });
    expect(response.ok()).toBe(true);
  }
}

/**
 * `merchant`: a merchant page for the library of the surrounding `describe`, on a context whose every
 * request is routed (provider hosts to the sandbox, no internet); after the test, nothing may have
 * tried to leave the machine. `server`: the merchant's back end.
 */
export const test = base.extend<{ library: PopupLibrary; merchant: MerchantPage; server: MerchantServer }>({
  library: [POPUP_LIBRARIES[0]!, { option: true }],
  merchant: async ({ page, context, library }, provide) => {
    const network = await routePaymentNetwork(context, library.providerScriptFile);
    await provide(new MerchantPage(page, library, network));
    expect(network.blocked, 'requests that tried to leave the machine').toEqual([]);
  },
  server: async ({ request }, provide) => {
    await provide(new MerchantServer(request));
  },
});

export { expect };
