import type { moduleFederationPlugin } from '@module-federation/sdk';
import type { RemoteName } from '../apps';
import { baseConfig, federationPlugin, type BaseBuildOptions, type Config } from './base';

/** A remote: no page of its own, only the modules it exposes to the shell and the other remotes. */
export interface RemoteBuildOptions extends BaseBuildOptions {
  app: RemoteName;
  /** Federated modules the remote offers, e.g. `{ './pages': './src/app/pages.ts' }`. */
  exposes: moduleFederationPlugin.ExposesObject;
}

/**
 * A remote's build: its only entry is the federation container, its chunks load from wherever its
 * manifest was fetched (`publicPath: 'auto'`), and it uses the federation runtime the shell provides.
 */
export function remoteConfig(options: RemoteBuildOptions): Config {
  const base = baseConfig(options);
  return {
    ...base,
    entry: {},
    output: { ...base.output, publicPath: 'auto' },
    plugins: [
      federationPlugin(options.app, { exposes: options.exposes, experiments: { externalRuntime: true } }),
      ...base.plugins,
    ],
    // Expected with publicPath 'auto': remotes resolve their chunks from wherever the manifest was fetched.
    ignoreWarnings: [...(base.ignoreWarnings ?? []), { message: /Manifest will use absolute path resolution/ }],
  };
}
