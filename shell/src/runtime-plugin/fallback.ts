import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_UNAVAILABLE } from './constant';

export interface RemoteUnavailableModule {
  [REMOTE_UNAVAILABLE]: true;
  remoteId: string;
  reason: string;
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailableModule {
  return !!value && typeof value === 'object' && REMOTE_UNAVAILABLE in value;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Layer 2: when a remote cannot be loaded at all (server down, bad deploy), `loadRemote` resolves to a
 * marker module instead of rejecting, so the shell renders its "unavailable" panel with a Retry
 * button and the cause is logged once. Layer 3 is the error boundary around every remote slot.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'clean-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[federation] remote module "${id}" could not be loaded:`, error);
      const fallback: RemoteUnavailableModule = { [REMOTE_UNAVAILABLE]: true, remoteId: id, reason: reasonOf(error) };
      return fallback;
    },
  };
}
