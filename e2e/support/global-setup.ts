import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startAdminRemote } from './admin-remote';

export default async function globalSetup(): Promise<void> {
  mkdirSync(path.join(__dirname, '..', 'test-results'), { recursive: true });
  await startAdminRemote();
}
