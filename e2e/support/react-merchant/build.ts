/**
 * Builds the React merchant page's script (`app.tsx`) the way a merchant would swap the popup: their
 * bundler aliases `@paystack/inline-js` to `@clean/remote-popup` (our package's ES module and types,
 * no TypeScript step). react-paystack 6's `dist/` has the official library bundled inside it, so the
 * alias can only take effect on the source it ships (`libs/`, which imports `@paystack/inline-js`):
 * the second alias points there. Run once per Playwright run by globalSetup (well under a second);
 * needs `npm run build -w remote-popup` first, like every payment test.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const OUT_DIR = path.join(__dirname, '..', '..', 'test-results', 'react-merchant');
export const REACT_MERCHANT_SCRIPT = path.join(OUT_DIR, 'app.js');
/** What went into the bundle (esbuild's metafile): the test checks the popup in it is ours. */
export const REACT_MERCHANT_INPUTS = path.join(OUT_DIR, 'inputs.json');

export const MERCHANT_ALIASES = {
  '@paystack/inline-js': '@clean/remote-popup',
  'react-paystack': 'react-paystack/libs/index.ts',
};

export async function buildReactMerchant(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const result = await build({
    absWorkingDir: path.join(__dirname, '..', '..'),
    entryPoints: [path.join(__dirname, 'app.tsx')],
    outfile: REACT_MERCHANT_SCRIPT,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: MERCHANT_ALIASES,
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(REACT_MERCHANT_INPUTS, JSON.stringify(Object.keys(result.metafile.inputs)));
}
