import path from 'node:path';
import { makeWebpackConfig, serviceWorkerConfig } from '@clean/tooling/webpack';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const mode = argv.mode ?? 'production';
  return [
    {
      name: 'shell',
      ...makeWebpackConfig({
        app: 'shell',
        dir: __dirname,
        mode,
        host: {
          runtimePlugins: [
            path.join(__dirname, 'src/runtime-plugin/retry.ts'),
            path.join(__dirname, 'src/runtime-plugin/fallback.ts'),
            path.join(__dirname, 'src/runtime-plugin/yield-between-steps.ts'),
          ],
        },
      }),
    },
    // The crew's pages work offline (docs/ARCHITECTURE.md, "The crew's phone"): a worker of the site's
    // origin, which the crew remote registers.
    serviceWorkerConfig({
      dir: __dirname,
      mode,
      entry: './src/crew-sw/crew-sw.ts',
      filename: 'crew-sw.js',
      after: 'shell',
    }),
  ];
};
