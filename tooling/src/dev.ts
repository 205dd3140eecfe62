/** `npm run dev`: every web app's dev server with hot reload, plus the API and sandbox in watch mode. */
import { localUrl, webApp, webApps } from './apps';
import { supervise } from './processes';

supervise([
  { name: 'api', command: 'npm', args: ['run', 'dev', '-w', 'api', '--silent'] },
  { name: 'payment-sandbox', command: 'npm', args: ['run', 'dev', '-w', 'payment-sandbox', '--silent'] },
  ...webApps.map((app) => ({ name: app.dir, command: 'npm', args: ['run', 'dev', '-w', app.dir, '--silent'] })),
]);
console.log(`Dev servers starting; the site is at ${localUrl(webApp('shell').port)}`);
