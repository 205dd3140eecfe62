/**
 * The pre-checkout modal of `checkout()` (docs/PRODUCT.md#payment-popup): a vault layout or a wallet layout under a
 * header with the merchant logo, the customer's label or e-mail and 'Pay' plus the amount. A bottom
 * sheet below 500 px, centred from 500 px, at most 350 px wide; the close button is hidden at 500 px
 * or narrower. Its styles live in a shadow root, so nothing leaks in or out of the merchant page.
 */
import { CLOSE_ANIMATION_MS } from './checkout-frames';
import type { TransactionData } from './types';
import { WALLET_FAILED } from './wallet';

export const SHOW_CONTENT_DELAY_MS = 50;
/** A touch shorter than this is a tap. */
export const TAP_MS = 125;

export interface ModalLayout {
  vault: boolean;
  wallet: boolean;
}

export interface ModalActions {
  /** 'Use other payment methods' / 'More payment options'. */
  otherMethods(): void;
  payWithVault(): void;
  /** The close button. */
  close(): void;
  /** A tap outside the content. */
  outside(): void;
}

const CSS =
  ':host{all:initial}*{box-sizing:border-box;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif}' +
  '.b{position:fixed;inset:0;overflow:auto;background:rgba(0,0,0,.75);opacity:0;transition:opacity .3s}' +
  ':host(.show) .b{opacity:1}' +
  '.c{position:absolute;left:0;right:0;bottom:0;margin:0 auto;width:100%;max-width:350px;padding:20px 20px 30px;' +
  'background:#fefefe;border-radius:6px 6px 0 0;display:flex;flex-direction:column;align-items:center;gap:24px;' +
  'transform:translateY(100%);transition:transform .3s cubic-bezier(.16,.81,.32,1)}' +
  '.c.show{transform:none}' +
  '@media (min-width:500px){.c{top:0;bottom:auto;margin:100px auto;border-radius:6px;transform:translateY(40px);' +
  'opacity:0;transition:transform .3s,opacity .3s}.c.show{opacity:1}}' +
  '.payment-info{display:flex;justify-content:space-between;align-items:flex-start;width:100%;padding-bottom:15px;' +
  'border-bottom:1px solid #f5f5f5;color:#737373;font-size:13px;line-height:16px}' +
  '.merchant-logo{height:30px}.customer-info{flex:1;text-align:right}.transaction-amount{margin-top:5px}' +
  '.amount{color:#29b263;font-weight:700}' +
  '#apple-pay-close-button{position:absolute;top:20px;right:-26px;width:18px;height:18px;padding:0;border:0;' +
  'border-radius:50%;background:#fff;color:#333;cursor:pointer;line-height:18px}' +
  '@media (max-width:500px){#apple-pay-close-button{display:none}}' +
  '.w{width:100%;text-align:center}p{margin:0 0 24px;color:#2f3d4d;font-size:14px;line-height:1.4}' +
  'button.o,button.v{display:block;width:100%;height:42px;border-radius:3px;font-size:14px;cursor:pointer}' +
  '.v{background:#44b669;border:1px solid #49a861;color:#fff;font-weight:700}' +
  '.o{background:#fafafa;border:1px solid #f2f3f3;color:#4e4e4e;font-weight:500}' +
  '.logo{font-weight:800;font-size:18px;color:#011b33;margin-bottom:16px}' +
  '.d{margin:16px 0;color:#999da1;font-size:14px}#payment-request-button{margin:0 0 16px}' +
  '.mark{font-size:12px;color:#999da1}';

function element<K extends keyof HTMLElementTagNameMap>(
  parent: Node,
  tag: K,
  attributes: Record<string, string> = {},
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text) node.textContent = text;
  parent.appendChild(node);
  return node;
}

/** `NGN 100`, `USD 12.5`: minor units as a currency code and up to two decimals. */
export function formatAmount(amount = 0, currency = 'NGN'): string {
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  }).format(amount / 100);
}

/** Highest z-index on the page. */
export function highestZIndex(): number {
  let highest = 0;
  for (const node of Array.from(document.querySelectorAll('body *'))) {
    const zIndex = parseFloat(window.getComputedStyle(node).zIndex);
    if (!Number.isNaN(zIndex) && zIndex > highest) highest = zIndex;
  }
  return highest;
}

export class PreCheckoutModal {
  /** The host element in the page: `div#pre-checkout-modal-{id}.pre-checkout-modal`. */
  readonly element: HTMLDivElement;
  readonly content: HTMLDivElement;
  /** Where the wallet button mounts (`#payment-request-button`), when the layout has one. */
  walletContainer: HTMLDivElement | null = null;
  private readonly description: HTMLParagraphElement | null = null;
  private readonly mark: HTMLDivElement | null = null;
  private touchStart = 0;

  constructor(popupId: string, data: TransactionData, layout: ModalLayout, actions: ModalActions) {
    document.getElementById(`pre-checkout-modal-${popupId}`)?.remove();
    const host = document.createElement('div');
    host.id = `pre-checkout-modal-${popupId}`;
    host.className = 'pre-checkout-modal';
    host.style.cssText = `position:fixed;inset:0;display:none;z-index:${Math.min(highestZIndex() + 1, 2147483647)}`;
    this.element = host;
    const root = host.attachShadow({ mode: 'open' });
    element(root, 'style', {}, CSS);
    const backdrop = element(root, 'div', { class: 'b' });
    const content = element(backdrop, 'div', {
      class: 'pre-checkout-modal__content c',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-label': 'Choose how to pay',
    });
    this.content = content;

    const info = element(content, 'div', { class: 'payment-info' });
    if (data.merchant_logo) {
      element(info, 'img', {
        class: 'merchant-logo',
        src: data.merchant_logo,
        alt: `${data.merchant_name ?? ''} Logo`,
      });
    }
    const customer = element(info, 'div', { class: 'customer-info' });
    element(customer, 'div', { class: 'customer-email' }, data.label || data.email || '');
    const amount = element(customer, 'div', { class: 'transaction-amount' }, 'Pay ');
    element(amount, 'span', { class: 'amount' }, formatAmount(data.amount, data.currency));
    const close = element(
      content,
      'button',
      { type: 'button', id: 'apple-pay-close-button', 'aria-label': 'Close' },
      '×',
    );
    close.onclick = () => actions.close();

    const wrapper = element(content, 'div', { class: 'modal-wrapper w' });
    let other: HTMLButtonElement;
    if (layout.vault) {
      element(wrapper, 'div', { class: 'vault-logo-container logo', id: 'vault-logo' }, 'vault');
      element(
        wrapper,
        'p',
        { id: 'instruction', class: 'vault-instruction' },
        'Access your saved cards and bank details for faster, more secure payments',
      );
      const vault = element(
        wrapper,
        'button',
        { type: 'button', id: 'pay-with-vault-button', class: 'pay-with-vault-button v' },
        'Pay with Vault',
      );
      vault.onclick = () => actions.payWithVault();
      element(wrapper, 'div', { class: 'vault-divider d' }, 'or');
      if (layout.wallet) this.walletContainer = element(wrapper, 'div', { id: 'payment-request-button' });
      other = element(wrapper, 'button', {}, 'Use other payment methods');
    } else {
      this.mark = element(wrapper, 'div', { id: 'apple-pay-mark--light', class: 'logo' }, ' Pay');
      this.description = element(
        wrapper,
        'p',
        { id: 'apple-pay-description' },
        'Pay with Apple Pay to complete your purchase without filling a form',
      );
      this.walletContainer = element(wrapper, 'div', { id: 'payment-request-button' });
      other = element(wrapper, 'button', {}, 'More payment options');
    }
    other.type = 'button';
    other.id = 'paystackpop-button';
    other.className = 'open-paystack-pop-button o';
    other.onclick = () => actions.otherMethods();
    element(content, 'div', { class: 'mark' }, 'Secured by Paystack');

    const outside = (event: Event) => event.target === backdrop;
    backdrop.addEventListener('touchstart', (event) => {
      if (outside(event)) this.touchStart = Date.now();
    });
    backdrop.addEventListener('touchend', (event) => {
      if (outside(event) && Date.now() - this.touchStart < TAP_MS) {
        event.preventDefault();
        actions.outside();
      }
    });
    backdrop.addEventListener('click', (event) => {
      if (outside(event)) actions.outside();
    });
    document.body.appendChild(host);
  }

  /** Adds the show class, and 50 ms later the content's. */
  open(): Promise<void> {
    this.element.style.display = 'block';
    this.element.classList.add('show');
    return new Promise((resolve) =>
      setTimeout(() => {
        this.content.classList.add('show');
        resolve();
      }, SHOW_CONTENT_DELAY_MS),
    );
  }

  /** Animates out for 300 ms, then leaves the page. */
  close(): void {
    this.content.classList.remove('show');
    this.element.classList.remove('show');
    setTimeout(() => this.element.remove(), CLOSE_ANIMATION_MS);
  }

  /** The wallet payment failed: the wallet layout shows the error instead of its description. */
  showWalletError(): void {
    if (this.mark) this.mark.textContent = '⚠';
    if (this.description) this.description.textContent = WALLET_FAILED;
  }

  /** The wallet button could not mount: the vault layout goes on without it. */
  removeWallet(): void {
    this.walletContainer?.remove();
    this.walletContainer = null;
  }
}
