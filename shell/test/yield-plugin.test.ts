/** @jest-environment node */
import yieldBetweenStepsPlugin, { nextTask } from '../src/runtime-plugin/yield-between-steps';

type Plugin = ReturnType<typeof yieldBetweenStepsPlugin>;
type Hook = 'beforeLoadShare' | 'initContainer' | 'beforeExecuteFactory';

/** Whether `promise` settles before the current task ends: every queued microtask is run first. */
async function settlesInThisTask(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  // A chain of microtasks longer than any the hooks could need, all inside the current task.
  for (let step = 0; step < 100; step += 1) await Promise.resolve();
  return settled;
}

/** Calls one of the plugin's hooks as the federation runtime does, with `args`. */
function callHook(plugin: Plugin, hook: Hook, args: object): Promise<unknown> {
  const run = plugin[hook] as ((args: object) => Promise<unknown>) | undefined;
  if (!run) throw new Error(`the plugin has no ${hook} hook`);
  return run(args);
}

describe('the yield-between-steps plugin', () => {
  it.each<Hook>(['beforeLoadShare', 'initContainer'])(
    '%s resumes the federation in a later task, with its arguments unchanged',
    async (hook) => {
      const args = { pkgName: 'react', shareInfo: { version: '19.3.1' } };
      const resumed = callHook(yieldBetweenStepsPlugin(), hook, args);
      expect(await settlesInThisTask(resumed)).toBe(false);
      await expect(resumed).resolves.toBe(args);
    },
  );

  it("runs a remote module's code in a later task than the one that loaded it", async () => {
    const resumed = callHook(yieldBetweenStepsPlugin(), 'beforeExecuteFactory', { id: 'clean_admin/pages' });
    expect(await settlesInThisTask(resumed)).toBe(false);
    await expect(resumed).resolves.toBeUndefined();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = jest.fn(() => Promise.resolve());
    const global = globalThis as { scheduler?: unknown };
    global.scheduler = { yield: yielded };
    try {
      await nextTask();
      expect(yielded).toHaveBeenCalledTimes(1);
    } finally {
      delete global.scheduler;
    }
  });
});
