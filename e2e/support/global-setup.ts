import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startRemote, STOPPABLE_REMOTES } from './remote-servers';

export default async function globalSetup(): Promise<void> {
  mkdirSync(path.join(__dirname, '..', 'test-results'), { recursive: true });
  for (const name of STOPPABLE_REMOTES) await startRemote(name);
}
