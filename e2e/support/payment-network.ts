import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Request, Route } from '@playwright/test';
import { servers, webApp } from '@clean/tooling/apps';
import { repoRoot } from '@clean/tooling/processes';

/**
 * The network of a payment test: nothing leaves the machine. The provider's hosts that
 * `@paystack/inline-js` talks to (docs/POPUP.md §5) are answered by the local payment sandbox,
 * `js.paystack.co` serves the library under test from disk, the merchant's site (`https://merchant.test`) is
 * fulfilled from memory, loopback passes through, and anything else is refused and recorded, so a
 * test can assert that no request tried to reach the internet.
 */
export const SANDBOX_API = `http://127.0.0.1:${servers.paymentApi.port}`;
export const SANDBOX_CHECKOUT = `http://127.0.0.1:${servers.checkout.port}`;

/** Where the provider's hosts are answered from. */
const PROVIDER_HOSTS: Record<string, string> = {
  'api.paystack.co': SANDBOX_API,
  'checkout.paystack.com': SANDBOX_CHECKOUT,
  'standard.paystack.co': SANDBOX_API,
};

/** The official script address merchants paste into their pages. */
export const PROVIDER_SCRIPT_URL = 'https://js.paystack.co/v2/inline.js';
/**
 * The merchant's site, on https like a real shop: Chromium's Local Network Access lets only a secure
 * page that holds the `local-network-access` permission reach loopback (the sandbox, the popup server).
 */
export const MERCHANT_ORIGIN = 'https://merchant.test';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A merchant site: its pages and what it does with a form POST. */
export interface MerchantSite {
  pages: Record<string, string>;
  /** Requests the merchant's server received (form posts). */
  received: { path: string; body: string }[];
}

export interface PaymentNetwork {
  merchant: MerchantSite;
  /** Requests to anywhere but loopback and the routed hosts: refused. */
  blocked: string[];
  /** Requests answered by the sandbox in the provider's place, as `METHOD https://host/path`. */
  routed: string[];
}

const html = (body: string) => ({ status: 200, contentType: 'text/html; charset=utf-8', body });

async function answerFromSandbox(route: Route, request: Request, target: string, url: URL): Promise<void> {
  const response = await route.fetch({ url: `${target}${url.pathname}${url.search}` });
  const origin = request.headers().origin;
  // The sandbox allows any origin; say so for the origin the page really has.
  const headers = { ...response.headers(), ...(origin ? { 'access-control-allow-origin': origin } : {}) };
  await route.fulfill({ response, headers });
}

/** Routes every request of the context as described above; `scriptFile` is what js.paystack.co serves. */
export async function routePaymentNetwork(context: BrowserContext, scriptFile: string): Promise<PaymentNetwork> {
  const network: PaymentNetwork = { merchant: { pages: {}, received: [] }, blocked: [], routed: [] };
  const script = readFileSync(scriptFile);
  await context.grantPermissions(['local-network-access'], { origin: MERCHANT_ORIGIN });
  await context.route('**/*', async (route, request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.protocol === 'about:') return route.continue();
    if (LOOPBACK.has(url.hostname)) return route.continue();
    if (url.origin === MERCHANT_ORIGIN) {
      if (request.method() === 'POST') {
        network.merchant.received.push({ path: url.pathname, body: request.postData() ?? '' });
        return route.fulfill(html(`<!doctype html><title>Order</title><h1>Order received</h1>`));
      }
      const page = network.merchant.pages[url.pathname];
      return page ? route.fulfill(html(page)) : route.fulfill({ status: 404, body: 'Not found' });
    }
    if (url.href === PROVIDER_SCRIPT_URL) {
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: script });
    }
    const target = PROVIDER_HOSTS[url.hostname];
    if (target && url.protocol === 'https:') {
      network.routed.push(`${request.method()} ${url.origin}${url.pathname}`);
      return answerFromSandbox(route, request, target, url);
    }
    network.blocked.push(`${request.method()} ${url.href}`);
    return route.abort('blockedbyclient');
  });
  return network;
}

/** The official library as npm installed it (2.22.2 on Node 20: docs/POPUP.md). */
export const OFFICIAL_SCRIPT = require.resolve('@paystack/inline-js/dist/inline.js');
/** Our standalone build. */
export const CLEAN_POP_SCRIPT = path.join(repoRoot, webApp('popup').dir, 'dist', 'inline.js');
