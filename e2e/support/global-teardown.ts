import { rm } from 'node:fs/promises';
import { TEMPLATE_RUN_VARIABLE, templateDumpFile } from './clocked-template';
import { stopRemote, STOPPABLE_REMOTES } from './remote-servers';

export default async function globalTeardown(): Promise<void> {
  await Promise.all(STOPPABLE_REMOTES.map((name) => stopRemote(name)));
  const run = process.env[TEMPLATE_RUN_VARIABLE];
  if (run) await rm(templateDumpFile(run), { force: true });
}
