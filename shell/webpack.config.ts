import path from 'node:path';
import { makeWebpackConfig } from '@clean/tooling/webpack';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  makeWebpackConfig({
    app: 'shell',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    host: {
      runtimePlugins: [
        path.join(__dirname, 'src/runtime-plugin/retry.ts'),
        path.join(__dirname, 'src/runtime-plugin/fallback.ts'),
      ],
    },
  });
