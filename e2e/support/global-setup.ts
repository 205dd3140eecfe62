import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { assertBuildsOwnPrerender } from './build-prerender';
import { buildReactMerchant } from './react-merchant/build';
import { startRemote, STOPPABLE_REMOTES } from './remote-servers';

export default async function globalSetup(): Promise<void> {
  assertBuildsOwnPrerender();
  mkdirSync(path.join(__dirname, '..', 'test-results'), { recursive: true });
  // The React merchant page of the popup-as-a-package test (payment-popup.spec.ts), and the remotes'
  // servers, side by side: each waits on its own process starting.
  await Promise.all([buildReactMerchant(), ...STOPPABLE_REMOTES.map((name) => startRemote(name))]);
}
