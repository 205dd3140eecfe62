import { existsSync } from 'node:fs';

/**
 * Flags for the system Chromium on a machine with no outside network (docs/TESTING.md): headless, no
 * sandbox or GPU, and nothing that reaches out on its own (QUIC, first run, background networking,
 * component updates, sync).
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The system Chromium (or PLAYWRIGHT_CHROMIUM_PATH) for what must behave as a visitor's browser: the
 * prerender and the benches. Undefined lets Playwright use its own browser.
 */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
}

/**
 * The browser for pages no visitor sees, the tests' and the prerender's: Debian's headless shell
 * (`chromium-headless-shell`, the same engine without the full browser's interface processes) when
 * installed, which spends about 40 % less CPU on the same tests and writes the same prerendered HTML,
 * byte for byte, in about 40 % less time (docs/BENCHMARKS.md, "The test run"); otherwise `chromiumPath()`.
 * The benches keep `chromiumPath()`: they measure a visitor's browser.
 */
export function headlessBrowserPath(): string | undefined {
  const shell = '/usr/bin/chromium-headless-shell';
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return chromiumPath();
  return existsSync(shell) ? shell : chromiumPath();
}
