/**
 * `npm start`: builds every web app for production, starts the API (and the payment sandbox, the
 * messaging sandbox and the mail catcher), prerenders the public pages once the API answers (so
 * `/pricing` carries its catalogue: docs/DECISIONS.md, "The prerendered catalogue"), then serves the
 * whole site on embedded defaults (PGlite database, in-memory payment and messaging sandboxes, a local
 * mail catcher) and prints where everything is.
 *   --no-build   serve what was built last
 */
import { paths } from '@clean/shared/paths';
import { localUrl, MAIL_CATCHER_ARGS, remoteApps, servers, webApp, webApps } from './apps';
import { buildWebApps, prerenderPages } from './build';
import { supervise, waitForHealth, type ProcessSpec } from './processes';
import { DEFAULT_CONFIG as MESSAGING } from '../../messaging-sandbox/src/config';

/**
 * The API's WhatsApp and SMS on the messaging sandbox, with its credentials (its webhooks come back to
 * the API's routes by default), so every channel works offline.
 */
const MESSAGING_SANDBOX_ENV = {
  WHATSAPP_API_URL: localUrl(servers.messaging.port),
  WHATSAPP_PHONE_NUMBER_ID: MESSAGING.whatsapp.phoneNumberId,
  WHATSAPP_ACCESS_TOKEN: MESSAGING.whatsapp.accessToken,
  WHATSAPP_APP_SECRET: MESSAGING.whatsapp.appSecret,
  WHATSAPP_VERIFY_TOKEN: 'sandbox-verify-token',
  TERMII_API_URL: localUrl(servers.messaging.port),
  TERMII_API_KEY: MESSAGING.termii.apiKey,
  TERMII_SENDER_ID: MESSAGING.termii.senderIds[0] ?? 'Sparkle',
  TERMII_SECRET_KEY: MESSAGING.termii.secretKey,
} as const;

/** How long a first start (migrations, the starter catalogue) may take before the prerender gives up on it. */
const API_START_TIMEOUT_MS = 120_000;

async function main(): Promise<void> {
  const build = !process.argv.includes('--no-build');
  if (build) await buildWebApps();
  const backends: ProcessSpec[] = [
    // The environment's own settings win (a developer trying a real provider).
    {
      name: 'api',
      command: 'npm',
      args: ['start', '-w', 'api', '--silent'],
      env: { ...MESSAGING_SANDBOX_ENV, ...process.env },
    },
    { name: 'payment-sandbox', command: 'npm', args: ['start', '-w', 'payment-sandbox', '--silent'] },
    // Every WhatsApp message and SMS lands here, readable (and answerable as the customer) in a browser.
    { name: 'messaging-sandbox', command: 'npm', args: ['start', '-w', 'messaging-sandbox', '--silent'] },
    // Every e-mail the API sends lands here (its default SMTP_URL is this port), readable in a browser.
    { name: 'mail-catcher', command: 'npx', args: ['--no-install', ...MAIL_CATCHER_ARGS] },
  ];
  const running = supervise(backends);
  if (build) {
    try {
      // The prerender reads the catalogue of the API the runtime config names: this one.
      await waitForHealth(`${localUrl(servers.api.port)}/api/health`, API_START_TIMEOUT_MS);
      await prerenderPages();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      running.stop(1);
      return;
    }
  }
  running.add(
    webApps.map((app) => ({ name: app.dir, command: 'npm', args: ['run', 'serve', '-w', app.dir, '--silent'] })),
  );
  const site = localUrl(webApp('shell').port);
  console.log(`
  Sparkle Cleaning & Laundry is starting:
    site             ${site}
    admin console    ${site}${paths.admin.root}
    API              ${localUrl(servers.api.port)}/api/health   (reference: /api/docs)
    payment sandbox  ${localUrl(servers.paymentApi.port)} (API), ${localUrl(servers.checkout.port)} (checkout)
    mail inbox       ${localUrl(servers.mailInbox.port)}   (every e-mail the site sends; SMTP on ${servers.mailSmtp.port})
    messages inbox   ${localUrl(servers.messaging.port)}   (every WhatsApp message and SMS the site sends)
    remotes          ${remoteApps.map((app) => `${app.name} ${localUrl(app.port)}`).join(', ')}
  Press Ctrl+C to stop.
`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
