import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** `scheduler.yield()` where the browser has it (Chromium 129 and later). */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a task of its own, ahead of other waiting work where the browser allows: what follows
 * runs after the browser has had the main thread (to paint, to answer a tap). A message rather than a
 * timer where there is one: a hidden page's timers are slowed to one a second.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (scheduler && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Gives the main thread back between the federation's steps: each shared module's negotiation, a
 * remote's start, and the evaluation of a remote's module each begin a task of their own instead of
 * running on in the task that loaded the last file (docs/DECISIONS.md, "The federation's steps yield").
 */
export default function yieldBetweenStepsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'clean-yield-between-steps',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
    async initContainer(args) {
      await nextTask();
      return args;
    },
    async beforeExecuteFactory() {
      await nextTask();
    },
  };
}
