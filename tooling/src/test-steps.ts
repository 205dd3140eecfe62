/**
 * `npm test`: the static checks and build, jest, then Playwright, one after the other, stopping at the
 * first that fails; then how long each took, so every run (CI's included) says where its time went
 * (docs/BENCHMARKS.md, "The test run").
 */
import { spawnSync } from 'node:child_process';

const STEPS = ['test:static', 'test:unit', 'test:e2e:run'] as const;

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const timings: { step: string; seconds: number; code: number }[] = [];

for (const step of STEPS) {
  const started = performance.now();
  const { status, signal } = spawnSync(npm, ['run', step], { stdio: 'inherit' });
  const code = status ?? (signal ? 1 : 0);
  timings.push({ step, seconds: Math.round((performance.now() - started) / 1000), code });
  if (code !== 0) break;
}

const failed = timings.find((timing) => timing.code !== 0);
console.log(
  `\nnpm test: ${timings.map(({ step, seconds, code }) => `${step} ${seconds} s${code ? ' (failed)' : ''}`).join(', ')}`,
);
process.exit(failed ? failed.code : 0);
