import { webApps, localUrl } from '@clean/tooling/apps';
import { test as base, type BrowserContext, type ConsoleMessage } from '@playwright/test';

/** One `securitypolicyviolation` event, as the page's document saw it. */
export interface CspViolation {
  /** The directive that refused it, e.g. `script-src-elem`. */
  directive: string;
  /** What was refused: a URL, or `inline` / `eval`. */
  blocked: string;
  /** The start of refused inline code, when the policy asks for it. */
  sample: string;
  /** The page or frame it happened in. */
  frame: string;
}

/** The origins the site's own web apps are served from: what their policies govern. */
const SITE_ORIGINS = webApps.map((app) => localUrl(app.port));

const isSiteFrame = (url: string) =>
  SITE_ORIGINS.some((origin) => url.startsWith(`${origin}/`)) || url === 'about:blank' || url === 'about:srcdoc';

/** What the browser prints when a policy refuses something, or cannot read a policy header. */
const POLICY_MESSAGE = /content security policy|content-security-policy|permissions.policy|refused to/i;

declare global {
  interface Window {
    __reportCspViolation?: (violation: Omit<CspViolation, 'frame'>) => void;
  }
}

/**
 * Everything the site's security policies refuse in one browser context: the violation events of
 * every frame of the site's own origins (and of the blank frames they create, which inherit their
 * policy), and the browser's console messages about a policy, which also cover a frame whose
 * document was rewritten with `document.open` (that drops event listeners) and a policy header the
 * browser could not parse. The payment provider's checkout frame has its own policy and is left out.
 */
export class CspWatch {
  readonly violations: CspViolation[] = [];
  readonly policyMessages: string[] = [];

  static async attach(context: BrowserContext): Promise<CspWatch> {
    const watch = new CspWatch();
    await context.exposeBinding('__reportCspViolation', ({ frame }, violation: Omit<CspViolation, 'frame'>) => {
      if (isSiteFrame(frame.url())) watch.violations.push({ ...violation, frame: frame.url() });
    });
    await context.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) =>
          window.__reportCspViolation?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            sample: event.sample,
          }),
        true,
      );
    });
    context.on('console', (message: ConsoleMessage) => {
      if (POLICY_MESSAGE.test(message.text())) watch.policyMessages.push(`[${message.type()}] ${message.text()}`);
    });
    return watch;
  }

  /** Everything refused so far, for one assertion that shows all of it when it fails. */
  get all(): { violations: CspViolation[]; policyMessages: string[] } {
    return { violations: [...this.violations], policyMessages: [...this.policyMessages] };
  }

  /** Forgets what was recorded (after a step that provokes violations on purpose). */
  clear(): void {
    this.violations.length = 0;
    this.policyMessages.length = 0;
  }
}

/** The e2e `test` with a `csp` watch on the test's browser context, attached before any page opens. */
export const test = base.extend<{ csp: CspWatch }>({
  csp: async ({ context }, provide) => {
    await provide(await CspWatch.attach(context));
  },
});

export const NOTHING_REFUSED = { violations: [], policyMessages: [] };
