import type { RuntimeConfig } from '@clean/shared/runtime-config';
import {
  contentSecurityPolicy,
  hstsMaxAgeFromEnv,
  pageKindOf,
  permissionsPolicy,
  POPUP_LOADER_STYLE_HASH,
  PRODUCTION_HSTS_MAX_AGE,
  securityHeaders,
  WALLET_SDK_ORIGIN,
} from '../src/csp';
import { formatHeaders } from '../src/csp-headers';
import type { InlineHashes } from '../src/csp-inline';

/** A production-like config: every part on its own origin, URLs with paths. */
const config: RuntimeConfig = {
  remotes: {
    public: 'https://public.sparkle.example/mf-manifest.json',
    booking: 'https://booking.sparkle.example/v2/mf-manifest.json',
    admin: 'https://admin.sparkle.example/mf-manifest.json',
    popup: 'https://pay.sparkle.example:8443/mf-manifest.json',
    crew: 'https://crew.sparkle.example/mf-manifest.json',
  },
  apiBaseUrl: 'https://api.sparkle.example/v1',
  publicSiteUrl: 'https://www.sparkle.example',
  payment: {
    publicKey: 'pk_live_example',
    apiHost: 'https://api.payments.example/',
    checkoutHost: 'https://checkout.payments.example/',
  },
};
const remoteOrigins = [
  'https://public.sparkle.example',
  'https://booking.sparkle.example',
  'https://admin.sparkle.example',
  'https://pay.sparkle.example:8443',
  'https://crew.sparkle.example',
];

const noInline: InlineHashes = { scripts: [], styles: [] };
const inline: InlineHashes = { scripts: ["'sha256-script1='", "'sha256-script2='"], styles: ["'sha256-style1='"] };

/** The policy as a map of directive name to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

describe('the site pages’ Content-Security-Policy', () => {
  const site = directives(contentSecurityPolicy(config, 'site', inline));

  it('runs scripts only from the shell and the remotes named by the config, plus the hashed inline ones', () => {
    expect(site.get('script-src')).toEqual(["'self'", ...remoteOrigins, "'sha256-script1='", "'sha256-script2='"]);
    expect(site.get('default-src')).toEqual(["'self'"]);
  });

  it('never allows inline or evaluated script, in any kind of page', () => {
    for (const kind of ['site', 'merchant-demo'] as const) {
      const scriptSources = directives(contentSecurityPolicy(config, kind, inline)).get('script-src')!;
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(scriptSources).not.toContain("'unsafe-eval'");
      expect(scriptSources).not.toContain("'strict-dynamic'");
      // No wildcard, no whole scheme (`https:`, `data:`, `blob:`): each source is one origin or hash.
      expect(scriptSources.filter((source) => source.includes('*') || /^[a-z-]+:$/.test(source))).toEqual([]);
    }
  });

  it('connects to the API, the payment API and the remotes (their manifests); frames only the checkout', () => {
    expect(site.get('connect-src')).toEqual([
      "'self'",
      'https://api.sparkle.example',
      'https://api.payments.example',
      ...remoteOrigins,
    ]);
    expect(site.get('frame-src')).toEqual(['https://checkout.payments.example']);
  });

  it('allows styles of the site’s origins and inline ones only by hash, the popup loader’s included', () => {
    expect(site.get('style-src')).toEqual(["'self'", ...remoteOrigins, "'sha256-style1='", POPUP_LOADER_STYLE_HASH]);
    // The API's origin: the crews' photos at their signed addresses.
    expect(site.get('img-src')).toEqual(["'self'", 'data:', 'https://api.sparkle.example', ...remoteOrigins]);
  });

  it('cannot be framed, has no plugins, and keeps base URL and form posts on the site', () => {
    expect(site.get('frame-ancestors')).toEqual(["'none'"]);
    expect(site.get('object-src')).toEqual(["'none'"]);
    expect(site.get('base-uri')).toEqual(["'self'"]);
    expect(site.get('form-action')).toEqual(["'self'"]);
  });

  it('names an origin once when several parts share it', () => {
    const oneHost: RuntimeConfig = {
      ...config,
      remotes: {
        public: 'https://cdn.sparkle.example/public/mf-manifest.json',
        booking: 'https://cdn.sparkle.example/booking/mf-manifest.json',
        admin: 'https://cdn.sparkle.example/admin/mf-manifest.json',
        popup: 'https://cdn.sparkle.example/popup/mf-manifest.json',
        crew: 'https://cdn.sparkle.example/crew/mf-manifest.json',
      },
      payment: { ...config.payment, apiHost: 'https://api.sparkle.example/payments/' },
    };
    const policy = directives(contentSecurityPolicy(oneHost, 'site', noInline));
    expect(policy.get('script-src')).toEqual(["'self'", 'https://cdn.sparkle.example']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.sparkle.example', 'https://cdn.sparkle.example']);
  });

  it('follows the config: another environment’s config gives another policy', () => {
    const local: RuntimeConfig = {
      ...config,
      remotes: { ...config.remotes, booking: 'http://localhost:3002/mf-manifest.json' },
      payment: { ...config.payment, checkoutHost: 'http://localhost:4101' },
    };
    const policy = directives(contentSecurityPolicy(local, 'site', noInline));
    expect(policy.get('script-src')).toContain('http://localhost:3002');
    expect(policy.get('script-src')).not.toContain('https://booking.sparkle.example');
    expect(policy.get('frame-src')).toEqual(['http://localhost:4101']);
  });
});

describe('the popup demo page’s Content-Security-Policy', () => {
  const demo = directives(contentSecurityPolicy(config, 'merchant-demo', inline));

  it('runs its own scripts, its hashed inline ones and the wallet SDK, and nothing of the site', () => {
    expect(demo.get('script-src')).toEqual(["'self'", "'sha256-script1='", "'sha256-script2='", WALLET_SDK_ORIGIN]);
    expect(demo.get('connect-src')).toEqual(["'self'", 'https://api.payments.example']);
    expect(demo.get('frame-src')).toEqual(['https://checkout.payments.example']);
  });

  it('allows inline styles (the button mode’s <style>), so lists no style hash that would cancel that', () => {
    expect(demo.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('is chosen for the popup’s pages and for no other app', () => {
    expect(pageKindOf('popup')).toBe('merchant-demo');
    for (const app of ['shell', 'public', 'booking', 'admin', 'crew'] as const) expect(pageKindOf(app)).toBe('site');
  });
});

describe('the other security headers', () => {
  it('turns off unused features and keeps the checkout frame’s own for the checkout origin', () => {
    const policy = permissionsPolicy(config).split(', ');
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'fullscreen']) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(policy).toContain('payment=(self "https://checkout.payments.example")');
    expect(policy).toContain('clipboard-write=(self "https://checkout.payments.example")');
  });

  it('sends referrer, sniffing and framing headers, and HSTS only when given a max-age', () => {
    const headers = securityHeaders(config, 'site', noInline);
    expect(headers).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
    expect(headers).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders(config, 'site', noInline, { hstsMaxAge: 600 })['Strict-Transport-Security']).toBe(
      'max-age=600',
    );
  });

  it('sends HSTS for a year in production unless HSTS_MAX_AGE says otherwise, and none elsewhere', () => {
    expect(hstsMaxAgeFromEnv({ NODE_ENV: 'production' })).toBe(PRODUCTION_HSTS_MAX_AGE);
    expect(hstsMaxAgeFromEnv({ NODE_ENV: 'production', HSTS_MAX_AGE: '0' })).toBe(0);
    expect(hstsMaxAgeFromEnv({ NODE_ENV: 'development', HSTS_MAX_AGE: '86400' })).toBe(86400);
    expect(hstsMaxAgeFromEnv({})).toBe(0);
    expect(() => hstsMaxAgeFromEnv({ HSTS_MAX_AGE: 'a year' })).toThrow(/HSTS_MAX_AGE/);
  });

  it('prints the headers as HTTP lines or as nginx add_header lines, quotes escaped', () => {
    const headers = { 'Permissions-Policy': 'payment=(self "https://checkout.example")', 'X-Frame-Options': 'DENY' };
    expect(formatHeaders(headers, 'http')).toBe(
      'Permissions-Policy: payment=(self "https://checkout.example")\nX-Frame-Options: DENY',
    );
    expect(formatHeaders(headers, 'nginx')).toBe(
      'add_header Permissions-Policy "payment=(self \\"https://checkout.example\\")" always;\n' +
        'add_header X-Frame-Options "DENY" always;',
    );
  });
});
