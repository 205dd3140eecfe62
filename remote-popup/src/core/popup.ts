/**
 * The popup: the public API of `@paystack/inline-js` v2 (docs/POPUP.md §1, §6, §7), framework free.
 * Each instance owns a dark background frame with a spinner and the checkout frame from
 * `{checkoutHost}popup`, both hidden until a checkout opens, and one window `message` listener that
 * accepts frame events only from the checkout origin or the checkout frame itself.
 */
import { createBackgroundFrame, createCheckoutFrame, hideFrames, hideLoader, showFrames } from './checkout-frames';
import { handleCheckoutEvent } from './checkout-events';
import { mountEmbed, respondToEmbedEvent } from './embed';
import { defaultHosts, resolveHosts, type PopupHosts } from './hosts';
import { fail, postToCheckout, readCheckoutEvent, warnDeprecated, type AnalyticsAction } from './messages';
import { requestPayment, type PaymentRequestOptions } from './payment-request';
import { modalLayout, openPreCheckout } from './pre-checkout';
import type { ModalLayout, PreCheckoutModal } from './pre-checkout-modal';
import { randomId } from './random-id';
import { findReusable } from './reuse';
import { PopupTransaction } from './transaction';
import type { TransactionCallbacks, TransactionData, TransactionParameters } from './types';
import { validateParameters, withoutLegacyBlanks } from './validation';

export type { PaymentRequestOptions } from './payment-request';
export { offersVault } from './pre-checkout';

export interface PopupOptions {
  /** `PaystackPop.setup()`: transactions are created without opening the popup. */
  isDeprecatedApi?: boolean;
  isEmbed?: boolean;
  isPaymentRequest?: boolean;
  /** With `isPaymentRequest`: the id of the element the wallet button mounts in. */
  container?: string;
  /** Where this popup talks to; the missing ones come from `configureHosts` or the provider's. */
  hosts?: Partial<PopupHosts>;
}

type Opener = () => void;

/** A `setup()` transaction: it opens only when `openIframe()` is called. */
export type DeprecatedTransaction = PopupTransaction & { openIframe(): void };

/**
 * Each popup's hosts, out of sight as in the official library (no own property). A WeakMap and module
 * functions rather than `#private` members: the standalone build's target (ES2020) would add helpers.
 */
const hostsOf = new WeakMap<CleanPop, PopupHosts>();
const hosts = (popup: CleanPop): PopupHosts => hostsOf.get(popup)!;

/** The instance behind `setup()`; `checkout()` and `paymentRequest()` also become it. */
let singleton: CleanPop | undefined;
const remember = (popup: CleanPop): void => {
  singleton = popup;
};

export class CleanPop {
  /** 5 random alphanumeric characters; names the frames. */
  id: string;
  transactions: PopupTransaction[] = [];
  isOpen = false;
  /** True once the checkout frame has announced `loaded:checkout`. A property, as in the official library. */
  isLoaded = false;
  isDeprecatedApi: boolean;
  isEmbed?: boolean;
  preCheckoutModal: PreCheckoutModal | null = null;
  backgroundIframe: HTMLIFrameElement;
  checkoutIframe: HTMLIFrameElement;
  paymentRequestContainer?: HTMLElement;
  paymentRequestTransaction?: PopupTransaction;

  constructor(options: PopupOptions = {}) {
    this.id = randomId();
    this.isDeprecatedApi = !!options.isDeprecatedApi;
    if (options.isEmbed) this.isEmbed = true;
    const resolved = resolveHosts(options.hosts, defaultHosts());
    hostsOf.set(this, resolved);
    if (options.isPaymentRequest) {
      const container = options.container ? document.getElementById(options.container) : null;
      if (!container) fail('A container is required to mount the payment request button');
      this.paymentRequestContainer = container;
    }
    this.backgroundIframe = createBackgroundFrame(this.id);
    this.checkoutIframe = createCheckoutFrame(this.id, `${resolved.checkoutHost}popup`);
    window.addEventListener('message', (event) => this.respondToEvent(event));
  }

  /**
   * Deprecated: prints a warning, then creates the transaction without opening it; its `openIframe()`
   * (also deprecated) opens it. With `container` (an element id) the checkout is framed inside that
   * element at once instead (embed mode). Beyond the official library, an empty string or `undefined`
   * for a parameter that takes no string counts as absent, as legacy merchant code sends them.
   */
  static setup(params: TransactionParameters): DeprecatedTransaction {
    const container = params?.container;
    const popup = (singleton ??= new CleanPop({ isDeprecatedApi: true, isEmbed: !!container }));
    warnDeprecated('PaystackPop.setup()');
    const transaction = popup.newTransaction(withoutLegacyBlanks(params));
    const element = container ? document.getElementById(container) : null;
    if (element) mountEmbed(popup.id, element, hosts(popup).siteHost, transaction.urlParameters);
    return Object.assign(transaction, {
      openIframe: () => {
        warnDeprecated('openIframe');
        if (!element) popup.open(transaction.urlParameters);
      },
    });
  }

  /** The hosts this popup talks to. */
  get hosts(): PopupHosts {
    return { ...hosts(this) };
  }

  /**
   * Opens a transaction whose parameters go to the checkout frame, which creates it. Validates
   * synchronously and throws a TransactionParametersError (never calling onError). An earlier
   * transaction with equal parameters that never completed is reopened instead of a new one.
   */
  newTransaction(params: TransactionParameters & { preload?: boolean }, preload = !!params?.preload): PopupTransaction {
    if (params === null || params === undefined) validateParameters(params);
    const copy: TransactionParameters = { ...params };
    validateParameters(copy);
    cancelActive(this);
    const reused = reuse(this, copy);
    if (reused) {
      openTransaction(this, reused, preload);
      return reused;
    }
    const transaction = new PopupTransaction(copy, hosts(this));
    this.transactions.push(transaction);
    openTransaction(this, transaction, preload);
    return transaction;
  }

  /** `newTransaction({accessCode, onSuccess, onCancel, onLoad, onError})`: other callbacks are dropped. */
  resumeTransaction(
    accessCode: string,
    { onSuccess, onCancel, onLoad, onError }: TransactionCallbacks = {},
  ): PopupTransaction {
    return this.newTransaction({ accessCode, onSuccess, onCancel, onLoad, onError });
  }

  /** Loads the transaction in the hidden frame; the returned function shows it. */
  preloadTransaction(params: TransactionParameters): Opener {
    this.newTransaction(params, true);
    return () => this.animateCheckoutIn();
  }

  /**
   * Creates the transaction with the payment API (`request_inline`, or `verify_access_code` with an
   * access code), then opens the checkout, or the pre-checkout modal when the customer has a vault.
   * Invalid parameters throw synchronously; an API or network failure calls onError with
   * `{status:false, message}` and rejects with the Error.
   */
  checkout(params: TransactionParameters): Promise<PopupTransaction> {
    validateParameters(params);
    remember(this);
    cancelActive(this);
    const reused = reuse(this, params);
    if (reused?.accessCode) {
      this.open({ accessCode: reused.accessCode });
      return Promise.resolve(reused);
    }
    const transaction = reused ?? new PopupTransaction(params, hosts(this));
    return transaction.requestInline().then(
      (data) => {
        if (!transaction.isActive) return transaction;
        // As in the official library, the transaction joins the popup's list only once the API has
        // created it: a frame that announces itself (`loaded:checkout`) meanwhile must not be sent its
        // URL parameters, or it would load the transaction a second time.
        if (!reused) {
          cancelActive(this);
          this.transactions.push(transaction);
        }
        const layout = modalLayout(data);
        if (layout.vault || layout.wallet) this.openPreCheckoutModal(transaction, data, layout);
        else this.open({ accessCode: data.access_code });
        return transaction;
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        transaction.onSetupError({ status: false, message });
        throw error;
      },
    );
  }

  /**
   * The device-wallet (Apple Pay) button, mounted in `#container` once the API has created the
   * transaction; without a wallet, `loadPaystackCheckoutButton` opens the regular checkout instead.
   */
  paymentRequest(options: PaymentRequestOptions): Promise<PopupTransaction | null> {
    remember(this);
    return requestPayment(this, options, () => cancelActive(this));
  }

  /** The last transaction still active, or null. */
  activeTransaction(): PopupTransaction | null {
    return [...this.transactions].reverse().find((transaction) => transaction.isActive) ?? null;
  }

  /**
   * Cancels the transaction with this API id (or this transaction object; the official library only
   * compares ids), else the active one: onCancel, then onClose; then the popup closes.
   */
  cancelTransaction(idOrTransaction?: number | string | PopupTransaction | null): void {
    const transaction =
      this.transactions.find(
        (candidate) => candidate === idOrTransaction || (candidate.id !== null && candidate.id === idOrTransaction),
      ) ?? this.activeTransaction();
    transaction?.cancel();
    this.close();
  }

  /** Sends the transaction to the frame, then shows the popup unless preloading. */
  open(params: Record<string, unknown>, preload = false): void {
    postToCheckout(this.checkoutIframe, { type: 'inline:url', path: 'newTransaction', params });
    if (!preload) this.animateCheckoutIn();
  }

  animateCheckoutIn(): void {
    showFrames(this.backgroundIframe, this.checkoutIframe);
    this.isOpen = true;
    postToCheckout(this.checkoutIframe, 'render');
  }

  /** Hides the checkout at once, fades the background for 300 ms, then tells the frame `close`. */
  close(): void {
    if (!this.isOpen) return;
    this.isOpen = false;
    hideFrames(this.checkoutIframe, this.backgroundIframe, () => postToCheckout(this.checkoutIframe, 'close'));
  }

  sendAnalyticsEventToCheckout(action: AnalyticsAction, params: Record<string, unknown> = {}): void {
    postToCheckout(this.checkoutIframe, { type: 'analytics', action, params });
  }

  /** The pre-checkout modal, with the checkout preloaded behind it. */
  openPreCheckoutModal(transaction: PopupTransaction, data: TransactionData, layout: ModalLayout): void {
    openPreCheckout(this, transaction, data, layout);
  }

  closePreCheckoutModal(): void {
    this.preCheckoutModal?.close();
    this.preCheckoutModal = null;
  }

  /** The modal's close button or a tap outside it: the checkout is told at once, then onCancel, onClose. */
  closePreCheckoutModalAndCancelTransaction(transaction = this.activeTransaction()): void {
    this.sendAnalyticsEventToCheckout('trackCheckoutClosed');
    postToCheckout(this.checkoutIframe, 'close');
    this.closePreCheckoutModal();
    transaction?.cancel();
  }

  /** Handles a checkout frame event; anything from another origin or frame is ignored. */
  respondToEvent(event: MessageEvent): void {
    const fromCheckout =
      event.origin === new URL(hosts(this).checkoutHost).origin || event.source === this.checkoutIframe.contentWindow;
    if (!fromCheckout) {
      if (this.isEmbed) respondToEmbedEvent(this.activeTransaction(), event.data);
      return;
    }
    const message = readCheckoutEvent(event);
    if (!message) return;
    try {
      handleCheckoutEvent(this, message);
    } catch {
      // As in the official library: a broken merchant callback or an event without a transaction is dropped.
    }
  }

  /** Called by the event handler once the frame shows the transaction. */
  transactionLoaded(): void {
    hideLoader(this.backgroundIframe);
    void this.preCheckoutModal?.open();
  }

  /** Keeps the transaction active while a wallet button stays mounted for another attempt. */
  keepsTransactionsActive(): boolean {
    return !!this.paymentRequestContainer;
  }
}

function cancelActive(popup: CleanPop): void {
  if (!popup.keepsTransactionsActive()) popup.activeTransaction()?.cancel();
}

function reuse(popup: CleanPop, params: TransactionParameters): PopupTransaction | undefined {
  const reused = findReusable(popup.transactions, params);
  if (!reused) return undefined;
  reused.isActive = true;
  // Beyond the official library: the latest callbacks are the ones called (same source text, new closures).
  reused.adoptCallbacks(params);
  return reused;
}

function openTransaction(popup: CleanPop, transaction: PopupTransaction, preload: boolean): void {
  if (popup.isDeprecatedApi) return;
  popup.open(transaction.accessCode ? { accessCode: transaction.accessCode } : transaction.urlParameters, preload);
}
