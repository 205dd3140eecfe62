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

/** The system Chromium (or PLAYWRIGHT_CHROMIUM_PATH); undefined lets Playwright use its own browser. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
}
