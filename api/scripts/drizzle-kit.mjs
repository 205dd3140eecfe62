// Runs drizzle-kit with this workspace's drizzle-orm. npm installed drizzle-orm under api/node_modules
// while drizzle-kit sits at the root, and drizzle-kit's version check uses `import('drizzle-orm/...')`,
// which cannot see api/node_modules. A resolve hook points those imports here;
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(new URL('../package.json', import.meta.url));
const kitBin = require.resolve('drizzle-kit').replace(/index\.c?js$/, 'bin.cjs');
const hook = new URL('./resolve-drizzle-orm.mjs', import.meta.url).href;

const result = spawnSync(
  process.execPath,
  [
    '--import',
    `data:text/javascript,import{register}from'node:module';register(${JSON.stringify(hook)})`,
    kitBin,
    ...process.argv.slice(2),
  ],
  // NODE_PATH does the same for its require() calls.
  { stdio: 'inherit', cwd: apiDir, env: { ...process.env, NODE_PATH: `${apiDir}node_modules` } },
);
process.exit(result.status ?? 1);
