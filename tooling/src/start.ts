/**
 * `npm start`: builds every web app for production, prerenders the public pages, then serves the whole site on embedded defaults
 * (PGlite database, in-memory payment sandbox, a local mail catcher) and prints where everything is.
 *   --no-build   serve what was built last
 */
import { paths } from '@clean/shared/paths';
import { localUrl, MAIL_CATCHER_ARGS, remoteApps, servers, webApp, webApps } from './apps';
import { buildSite } from './build';
import { supervise, type ProcessSpec } from './processes';

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    await buildSite();
  }
  const specs: ProcessSpec[] = [
    { name: 'api', command: 'npm', args: ['start', '-w', 'api', '--silent'] },
    { name: 'payment-sandbox', command: 'npm', args: ['start', '-w', 'payment-sandbox', '--silent'] },
    // Every e-mail the API sends lands here (its default SMTP_URL is this port), readable in a browser.
    { name: 'mail-catcher', command: 'npx', args: ['--no-install', ...MAIL_CATCHER_ARGS] },
    ...webApps.map((app) => ({ name: app.dir, command: 'npm', args: ['run', 'serve', '-w', app.dir, '--silent'] })),
  ];
  supervise(specs);
  const site = localUrl(webApp('shell').port);
  console.log(`
  Sparkle Cleaning & Laundry is starting:
    site             ${site}
    admin console    ${site}${paths.admin.root}
    API              ${localUrl(servers.api.port)}/api/health   (reference: /api/docs)
    payment sandbox  ${localUrl(servers.paymentApi.port)} (API), ${localUrl(servers.checkout.port)} (checkout)
    mail inbox       ${localUrl(servers.mailInbox.port)}   (every e-mail the site sends; SMTP on ${servers.mailSmtp.port})
    remotes          ${remoteApps.map((app) => `${app.name} ${localUrl(app.port)}`).join(', ')}
  Press Ctrl+C to stop.
`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
