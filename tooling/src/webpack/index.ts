/**
 * `@clean/tooling/webpack`: the one webpack setup of every web app. `makeWebpackConfig` picks the
 * host part (federation-host.ts) for the shell and the remote part (federation-remote.ts) for a
 * remote; both start from the common base (base.ts).
 */
import type { Config } from './base';
import { hostConfig, type HostBuildOptions } from './federation-host';
import { remoteConfig, type RemoteBuildOptions } from './federation-remote';

export type WebAppBuildOptions = HostBuildOptions | RemoteBuildOptions;

export function makeWebpackConfig(options: WebAppBuildOptions): Config {
  return options.app === 'shell' ? hostConfig(options) : remoteConfig(options);
}

export {
  devtoolFor,
  precompression,
  productionMinimizer,
  PRODUCTION_DEVTOOL,
  typeScriptRule,
  type Config,
  type Mode,
} from './base';
export type { HostBuildOptions, RemoteBuildOptions };
export { serviceWorkerConfig, type ServiceWorkerBuildOptions } from './service-worker';
