import { federationName, REMOTE_NAMES, type RemoteName, type WebAppName } from '@clean/shared/constants';

export type { RemoteName, WebAppName };

/**
 * Every deployable web app, its folder and its local port: the one table the webpack configs, the
 * start and dev scripts, prerendering, the size report and the e2e servers read. Keyed by name, and
 * `satisfies` makes a remote added to `REMOTE_NAMES` without a row here a compile error.
 */
const TABLE = {
  shell: { dir: 'shell', port: 3000 },
  public: { dir: 'remote-public', port: 3001 },
  booking: { dir: 'remote-booking', port: 3002 },
  admin: { dir: 'remote-admin', port: 3003 },
  popup: { dir: 'remote-popup', port: 3004 },
  crew: { dir: 'remote-crew', port: 3005 },
} as const satisfies Record<WebAppName, { dir: string; port: number }>;

export interface WebApp<N extends WebAppName = WebAppName> {
  name: N;
  /** Workspace folder. */
  dir: string;
  port: number;
  /** Federation container name (a JS identifier: `public` alone is a reserved word). */
  federationName: string;
}

/** The shell (the federation host) first, then the remotes in `REMOTE_NAMES` order. */
export const WEB_APP_NAMES = ['shell', ...REMOTE_NAMES] as const satisfies readonly WebAppName[];

export function webApp<N extends WebAppName>(name: N): WebApp<N> {
  const row: { dir: string; port: number } | undefined = TABLE[name];
  // Only reachable from untyped input (a command line); typed callers cannot name an unknown app.
  if (!row) throw new Error(`Unknown web app "${String(name)}": one of ${WEB_APP_NAMES.join(', ')}`);
  return { name, dir: row.dir, port: row.port, federationName: federationName(name) };
}

export const webApps: readonly WebApp[] = WEB_APP_NAMES.map((name) => webApp(name));
export const remoteApps: readonly WebApp<RemoteName>[] = REMOTE_NAMES.map((name) => webApp(name));

export const isWebAppName = (value: unknown): value is WebAppName =>
  typeof value === 'string' && (WEB_APP_NAMES as readonly string[]).includes(value);

/** A web app named on a command line (`--app public`), or an error listing the names there are. */
export function parseWebAppName(value: string | undefined): WebAppName {
  if (isWebAppName(value)) return value;
  throw new Error(`Unknown web app "${value ?? ''}": one of ${WEB_APP_NAMES.join(', ')}`);
}

/** What a remote serves at its root for the shell's runtime config to name (`remotes.*`). */
export const FEDERATION_MANIFEST = 'mf-manifest.json';

export const servers = {
  api: { dir: 'api', port: 4000 },
  paymentApi: { dir: 'payment-sandbox', port: 4100 },
  checkout: { dir: 'payment-sandbox', port: 4101 },
  /** The messaging sandbox: WhatsApp Cloud API and Termii SMS stand-ins, and their inbox page. */
  messaging: { dir: 'messaging-sandbox', port: 4200 },
  /** The local mail catcher (maildev) `npm start` runs: its inbox (web) and its SMTP port (the API's default SMTP_URL). */
  mailInbox: { dir: 'tooling', port: 4080 },
  mailSmtp: { dir: 'tooling', port: 4025 },
} as const;

export const localUrl = (port: number): string => `http://localhost:${port}`;

/**
 * The local mail catcher as `npm start` and the e2e run start it (`npx --no-install` and these): maildev
 * taking SMTP on `mailSmtp` and showing its inbox (page and REST API, `/api/email`) on `mailInbox`.
 */
export const MAIL_CATCHER_ARGS = [
  'maildev',
  '--ip',
  '127.0.0.1',
  '--smtp',
  String(servers.mailSmtp.port),
  '--web-ip',
  '127.0.0.1',
  '--web',
  String(servers.mailInbox.port),
] as const;
