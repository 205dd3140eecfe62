/**
 * Where the popup talks to. The defaults are the real provider's hosts, so the standalone build is a
 * true drop-in for `@paystack/inline-js`; the site's runtime config points it at the local payment
 * sandbox instead (per instance with the `hosts` option, or for every instance with `configureHosts`).
 */
export interface PopupHosts {
  /** The payment API: request_inline, verify_access_code, set_ip, update_log. */
  apiHost: string;
  /** The hosted checkout page: the frame loads `{checkoutHost}popup`. */
  checkoutHost: string;
  /** The wallet (Apple Pay) session and charge endpoints. */
  paymentHost: string;
  /** The deprecated embed page of `PaystackPop.setup({container})`. */
  siteHost: string;
}

export const PROVIDER_HOSTS: Readonly<PopupHosts> = {
  apiHost: 'https://api.paystack.co/',
  checkoutHost: 'https://checkout.paystack.com/',
  paymentHost: 'https://standard.paystack.co/',
  siteHost: 'https://paystack.com/',
};

const withSlash = (url: string): string => (url.endsWith('/') ? url : `${url}/`);

/** Fills the missing hosts from `base` and makes each end with one slash, so paths resolve under it. */
export function resolveHosts(hosts: Partial<PopupHosts> = {}, base: Readonly<PopupHosts> = PROVIDER_HOSTS): PopupHosts {
  const resolved = { ...base };
  for (const name of Object.keys(base) as (keyof PopupHosts)[]) resolved[name] = withSlash(hosts[name] || base[name]);
  return resolved;
}

let defaults: PopupHosts = resolveHosts();

/** Hosts used by every popup created without its own (the standalone script sets them from its config). */
export function configureHosts(hosts: Partial<PopupHosts>): PopupHosts {
  defaults = resolveHosts(hosts, defaults);
  return defaults;
}

export const defaultHosts = (): PopupHosts => defaults;
