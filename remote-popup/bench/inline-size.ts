/**
 * `npm run size -w remote-popup`: the standalone `dist/inline.js` in bytes, gzip -9 and brotli, against
 * its budget (docs/BENCHMARKS.md#budgets: 9,000 B gzip; the official `@paystack/inline-js` is 17.5 to
 * 43 KB gzip).
 * Prints figures only: budgets are benchmarks, never test assertions.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_BYTES = 9000;
const file = path.join(__dirname, '..', 'dist', 'inline.js');

if (!existsSync(file)) {
  console.error('remote-popup/dist/inline.js does not exist: run "npm run build -w remote-popup" first.');
  process.exit(1);
}
const source = readFileSync(file);
const gzip = gzipSync(source, { level: 9 }).length;
const brotli = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('Standalone popup dist/inline.js:\n');
console.log(`raw      ${String(source.length).padStart(7)} B  ${kb(source.length)}`);
console.log(`gzip -9  ${String(gzip).padStart(7)} B  ${kb(gzip)}`);
console.log(`brotli   ${String(brotli).padStart(7)} B  ${kb(brotli)}`);
console.log(`\nBudget ${BUDGET_BYTES} B gzip: ${gzip <= BUDGET_BYTES ? 'within' : 'OVER'} (${gzip} B)`);
