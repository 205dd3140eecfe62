/**
 * The device wallet (Apple Pay) of `paymentRequest()` and the pre-checkout modal
 * (docs/PRODUCT.md#payment-popup): offered only on an https page whose browser supports
 * ApplePaySession version 6, when the transaction's channels include `apple_pay`. The button comes
 * from Apple's SDK, or a native fallback when the SDK cannot load.
 */
import { isMobileApple } from './transaction-log';
import type { TransactionData } from './types';

export const WALLET_VERSION = 6;
export const WALLET_CHANNEL = 'apple_pay';
const SDK_URL = 'https://applepay.cdn-apple.com/jsapi/v1.1.0/apple-pay-sdk.js';
const SDK_INTEGRITY = 'sha384-z/6BVHCcSypLSykOVpaT1PQWHOOgU45uOOlMkgi/bElX4yFqmChNMb7qiv80wFav';

export const CONTAINER_MISSING = 'Container to mount elements was not provided';
export const NO_WALLET = 'No wallet payment method is available on this device';
export const WALLET_FAILED =
  'An error occurred while paying with Apple Pay. Please try again or use another payment method.';

/** Button style options and their defaults (docs/PRODUCT.md#payment-popup). */
export interface WalletButtonStyle {
  height: string;
  width: string;
  borderRadius: string;
  padding: string;
  locale: string;
  type: string;
}
export const DEFAULT_BUTTON_STYLE: WalletButtonStyle = {
  height: '50px',
  width: 'auto',
  borderRadius: '3px',
  padding: '10px',
  locale: 'en',
  type: 'pay',
};

export interface WalletStyles {
  applePay?: Partial<WalletButtonStyle>;
  theme?: 'light' | 'dark';
}

export interface WalletSession {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: unknown }) => void) | null;
  oncancel: (() => void) | null;
  begin(): void;
  completeMerchantValidation(session: unknown): void;
  completePayment(status: number): void;
}

export interface WalletSessionClass {
  new (version: number, request: Record<string, unknown>): WalletSession;
  supportsVersion(version: number): boolean;
  STATUS_SUCCESS?: number;
  STATUS_FAILURE?: number;
}

export const walletSession = (): WalletSessionClass | undefined =>
  (window as unknown as { ApplePaySession?: WalletSessionClass }).ApplePaySession;

export function isWalletSupported(): boolean {
  try {
    return window.location.protocol === 'https:' && !!walletSession()?.supportsVersion(WALLET_VERSION);
  } catch {
    return false;
  }
}

export const canPayWithWallet = (channels: readonly string[] = []): boolean =>
  isWalletSupported() && channels.includes(WALLET_CHANNEL);

/** iOS, or Safari on a Mac: where the pre-checkout modal offers the wallet. */
export function isAppleDevice(): boolean {
  const { platform, userAgent } = window.navigator;
  return isMobileApple() || (/Mac/i.test(platform) && /Version\/[\d.]+.*Safari/.test(userAgent));
}

export const walletButton = (container: ParentNode): Element | null =>
  container.querySelector('apple-pay-button') || container.querySelector('#apple-pay-button');

const buttonStyle = (style?: Partial<WalletButtonStyle>): WalletButtonStyle => {
  const result = { ...DEFAULT_BUTTON_STYLE };
  for (const key of Object.keys(result) as (keyof WalletButtonStyle)[]) result[key] = style?.[key] || result[key];
  return result;
};

function loadSdk(container: HTMLElement): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SDK_URL;
    script.crossOrigin = 'anonymous';
    script.integrity = SDK_INTEGRITY;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('Wallet SDK failed to load'));
    });
    container.appendChild(script);
  });
}

function appendStyle(container: HTMLElement, css: string): void {
  const style = document.createElement('style');
  style.textContent = css;
  container.appendChild(style);
}

function sdkButton(container: HTMLElement, style: WalletButtonStyle, light: boolean): void {
  appendStyle(
    container,
    `apple-pay-button{--apple-pay-button-width:${style.width};--apple-pay-button-height:${style.height};` +
      `--apple-pay-button-border-radius:${style.borderRadius};--apple-pay-button-padding:${style.padding};` +
      `--apple-pay-button-box-sizing:border-box;width:${style.width}}`,
  );
  const button = document.createElement('apple-pay-button');
  button.setAttribute('buttonstyle', light ? 'white' : 'black');
  button.setAttribute('type', style.type);
  button.setAttribute('locale', style.locale);
  container.appendChild(button);
}

/** The native button Safari draws itself, used when the SDK cannot load. */
function fallbackButton(container: HTMLElement, style: WalletButtonStyle, light: boolean): void {
  appendStyle(
    container,
    `@supports (-webkit-appearance:-apple-pay-button){.apple-pay-button{display:inline-block;` +
      `-webkit-appearance:-apple-pay-button;width:${style.width};height:${style.height};` +
      `border-radius:${style.borderRadius};padding:${style.padding};-apple-pay-button-type:${style.type};` +
      `-webkit-locale:${style.locale};-apple-pay-button-style:${light ? 'white' : 'black'}}}`,
  );
  const button = document.createElement('button');
  button.id = 'apple-pay-button';
  button.className = 'apple-pay-button';
  button.setAttribute('aria-label', 'Pay with Apple Pay');
  container.appendChild(button);
}

/** Mounts the wallet button; rejects with the product's messages (docs/PRODUCT.md#payment-popup) when it cannot. */
export function mountWalletButton(
  container: HTMLElement | null | undefined,
  options: { channels?: string[]; styles?: WalletStyles },
): Promise<{ applePay: true }> {
  if (!container) return Promise.reject(CONTAINER_MISSING);
  if (!canPayWithWallet(options.channels)) return Promise.reject(NO_WALLET);
  if (walletButton(container)) return Promise.resolve({ applePay: true });
  const style = buttonStyle(options.styles?.applePay);
  const light = options.styles?.theme === 'light';
  return loadSdk(container)
    .then(() => sdkButton(container, style, light))
    .catch(() => fallbackButton(container, style, light))
    .then(() => ({ applePay: true }) as const);
}

/** The label of a plan's line in the wallet sheet. */
export const planLabel = (interval: string): string =>
  ({ biannually: 'BIANNUAL PLAN', annually: 'ANNUAL PLAN' })[interval] || `${interval.toUpperCase()} PLAN`;

/** Minor units to a decimal amount with at most two decimals. */
export const majorAmount = (amount = 0): number => Number((amount / 100).toFixed(2));

/** The wallet sheet's payment request (docs/PRODUCT.md#payment-popup). */
export function walletPaymentRequest(data: TransactionData): Record<string, unknown> {
  const amount = String(majorAmount(data.amount));
  const interval = data.plan_details?.interval;
  return {
    countryCode: 'NG',
    currencyCode: data.currency,
    merchantCapabilities: ['supports3DS', 'supportsCredit', 'supportsDebit'],
    supportedNetworks: ['visa', 'masterCard'],
    requiredBillingContactFields: ['postalAddress', 'name', 'phone', 'email'],
    total: { label: `${data.merchant_name} - Paystack`, type: 'final', amount },
    ...(typeof interval === 'string' && interval.trim() ? { lineItems: [{ label: planLabel(interval), amount }] } : {}),
  };
}
