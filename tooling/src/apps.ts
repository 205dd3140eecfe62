import { federationName } from '@clean/shared/constants';

/**
 * Every deployable unit, its folder and its local port: the one table the webpack configs, the start
 * and dev scripts, the size report and the e2e servers read.
 */
export type WebAppName = 'shell' | 'public' | 'booking' | 'admin' | 'popup';

export interface WebApp {
  name: WebAppName;
  /** Workspace folder. */
  dir: string;
  port: number;
  /** Federation container name (a JS identifier: `public` alone is a reserved word). */
  federationName: string;
}

export const webApps: readonly WebApp[] = [
  { name: 'shell', dir: 'shell', port: 3000, federationName: federationName('shell') },
  { name: 'public', dir: 'remote-public', port: 3001, federationName: federationName('public') },
  { name: 'booking', dir: 'remote-booking', port: 3002, federationName: federationName('booking') },
  { name: 'admin', dir: 'remote-admin', port: 3003, federationName: federationName('admin') },
  { name: 'popup', dir: 'remote-popup', port: 3004, federationName: federationName('popup') },
];

export const servers = {
  api: { dir: 'api', port: 4000 },
  paymentApi: { dir: 'payment-sandbox', port: 4100 },
  checkout: { dir: 'payment-sandbox', port: 4101 },
} as const;

export function webApp(name: WebAppName): WebApp {
  const app = webApps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown web app ${name}`);
  return app;
}

export const localUrl = (port: number): string => `http://localhost:${port}`;
