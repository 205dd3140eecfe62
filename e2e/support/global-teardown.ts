import { stopRemote, STOPPABLE_REMOTES } from './remote-servers';

export default async function globalTeardown(): Promise<void> {
  for (const name of STOPPABLE_REMOTES) await stopRemote(name);
}
