import { stopRemote, STOPPABLE_REMOTES } from './remote-servers';

export default async function globalTeardown(): Promise<void> {
  await Promise.all(STOPPABLE_REMOTES.map((name) => stopRemote(name)));
}
