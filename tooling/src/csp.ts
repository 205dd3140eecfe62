/**
 * The security headers of the web apps' HTML pages, derived from the runtime config the pages read
 * (`config.json`: where the remotes, the API and the payment provider are) and from the inline pieces
 * of the pages themselves (csp-inline.ts). The static server sends them (serve-static.ts) and
 * `csp-headers.ts` prints them for an operator serving the same files from nginx or a CDN: one
 * module, so both send the same policy.
 *
 * The admin token lives in localStorage (docs/PRODUCT.md#admin-console), so the policy's first job is
 * that no script runs but the site's own files: no `'unsafe-inline'` and no `'unsafe-eval'` in `script-src`.
 */
import { REMOTE_NAMES } from '@clean/shared/constants';
import type { RuntimeConfig } from '@clean/shared/runtime-config';
import type { WebAppName } from './apps';
import { type InlineHashes } from './csp-inline';

/**
 * Which policy a page gets. `site`: the shell's pages, which compose the remotes. `merchant-demo`: the
 * popup's demo page (remote-popup/public/demo.html), a stand-in for a merchant's page using
 * `inline.js`, which holds nothing of the site's.
 */
export type PageKind = 'site' | 'merchant-demo';

export const pageKindOf = (app: WebAppName): PageKind => (app === 'popup' ? 'merchant-demo' : 'site');

/**
 * The `<style>` of the loading spinner the payment popup writes into its background frame (an
 * `about:blank` frame, which inherits the page's policy): remote-popup/src/core/checkout-frames.ts.
 * tooling/test/csp-popup.test.ts fails when that style changes without this hash.
 */
export const POPUP_LOADER_STYLE_HASH = "'sha256-EZfO/23GoESaIdbpGf0TSRuCd20yrqbbEfgL8neGyFI='";

/**
 * Where the popup's wallet button (Apple Pay) loads Apple's SDK from, on Apple devices only
 * (docs/POPUP.md §5, remote-popup/src/core/wallet.ts). The site's pages never offer the wallet
 * themselves (their popup opens the hosted checkout); a merchant page using `checkout()` may.
 */
export const WALLET_SDK_ORIGIN = 'https://applepay.cdn-apple.com';

/** Browser features the site never uses, turned off for it and for every frame it embeds. */
export const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/**
 * Features the payment popup asks for its checkout frame (`allow="payment; clipboard-read;
 * clipboard-write"`, docs/POPUP.md §7): a wallet inside the hosted checkout, and copying the
 * transfer details. A page can only hand a frame what it has itself, hence `self` too.
 */
export const CHECKOUT_FEATURES = ['payment', 'clipboard-read', 'clipboard-write'] as const;

export interface SecurityHeaderOptions {
  /**
   * `Strict-Transport-Security` max-age in seconds; 0 or absent sends none. Browsers ignore the
   * header on plain http, so it only takes effect where the site is served over https.
   */
  hstsMaxAge?: number;
}

const origin = (url: string): string => new URL(url).origin;

/** The origins of a config, by what the page does with them. */
export function configOrigins(config: RuntimeConfig) {
  return {
    /** Each remote's files: its manifest (fetched), entry and chunks (scripts), styles and images. */
    remotes: [...new Set(REMOTE_NAMES.map((name) => origin(config.remotes[name])))],
    api: origin(config.apiBaseUrl),
    paymentApi: origin(config.payment.apiHost),
    checkout: origin(config.payment.checkoutHost),
  };
}

type Directives = [name: string, sources: readonly string[]][];

function siteDirectives(config: RuntimeConfig, inline: InlineHashes): Directives {
  const { remotes, api, paymentApi, checkout } = configOrigins(config);
  return [
    ['default-src', ["'self'"]],
    // The federation runtime adds each remote's entry and chunks as <script src> tags.
    ['script-src', ["'self'", ...remotes, ...inline.scripts]],
    // Stylesheets of the shell and the remotes; inline only by hash: the prerendered pages' styles
    // and the popup's loader. React's `style` props and notistack's rules (shell/src/components/toasts)
    // go through the CSSOM, which the policy does not govern.
    ['style-src', ["'self'", ...remotes, ...inline.styles, POPUP_LOADER_STYLE_HASH]],
    // The API: photos of the crews' finished work, at their signed addresses (docs/PRODUCT.md, "The crew's day").
    ['img-src', ["'self'", 'data:', api, ...remotes]],
    ['font-src', ["'self'", ...remotes]],
    // The remotes' manifests are fetched; prerendered pages preload them with `as=fetch` too.
    ['connect-src', ["'self'", api, paymentApi, ...remotes]],
    ['frame-src', [checkout]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

function merchantDemoDirectives(config: RuntimeConfig, inline: InlineHashes): Directives {
  const { paymentApi, checkout } = configOrigins(config);
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inline.scripts, WALLET_SDK_ORIGIN]],
    // inline.js's button mode adds a <style> whose rules name the popup's random id, as the official
    // library does (docs/POPUP.md §8): no hash can name it, so a merchant page using button mode
    // allows inline styles. (A hash in the list would switch 'unsafe-inline' off, so none is listed.)
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", paymentApi]],
    ['frame-src', [checkout]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // Button mode submits the merchant's own form (to this page).
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/** The `Content-Security-Policy` of a page of this kind, for this config and these inline pieces. */
export function contentSecurityPolicy(config: RuntimeConfig, kind: PageKind, inline: InlineHashes): string {
  const directives = kind === 'site' ? siteDirectives(config, inline) : merchantDemoDirectives(config, inline);
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ');
}

/** The `Permissions-Policy`: unused features off, the checkout frame's own features kept for it. */
export function permissionsPolicy(config: RuntimeConfig): string {
  const checkout = JSON.stringify(configOrigins(config).checkout);
  return [
    ...DISABLED_FEATURES.map((feature) => `${feature}=()`),
    ...CHECKOUT_FEATURES.map((feature) => `${feature}=(self ${checkout})`),
  ].join(', ');
}

/** Every security header of an HTML page of this kind. */
export function securityHeaders(
  config: RuntimeConfig,
  kind: PageKind,
  inline: InlineHashes,
  options: SecurityHeaderOptions = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, kind, inline),
    'Permissions-Policy': permissionsPolicy(config),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    // For browsers older than `frame-ancestors`.
    'X-Frame-Options': 'DENY',
    ...(options.hstsMaxAge ? { 'Strict-Transport-Security': `max-age=${options.hstsMaxAge}` } : {}),
  };
}

/** One year: the HSTS max-age an https production deployment sends unless told otherwise. */
export const PRODUCTION_HSTS_MAX_AGE = 31_536_000;

/**
 * The HSTS max-age from the environment: `HSTS_MAX_AGE` (seconds, 0 for none) when set, else a year
 * in production (`NODE_ENV=production`) and none elsewhere.
 */
export function hstsMaxAgeFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const setting = env.HSTS_MAX_AGE;
  if (setting === undefined || setting === '') return env.NODE_ENV === 'production' ? PRODUCTION_HSTS_MAX_AGE : 0;
  const seconds = Number(setting);
  if (!Number.isInteger(seconds) || seconds < 0) {
    throw new Error(`HSTS_MAX_AGE must be a whole number of seconds (0 for none), got "${setting}"`);
  }
  return seconds;
}
