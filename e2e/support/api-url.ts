import { localUrl, servers } from '@clean/tooling/apps';

/** The API the site under test talks to (the e2e webServer on its local port). */
export const API = localUrl(servers.api.port);
