import { stopAdminRemote } from './admin-remote';

export default async function globalTeardown(): Promise<void> {
  await stopAdminRemote();
}
