import type { KeenSliderInstance, KeenSliderPlugin } from 'keen-slider';

/** Why autoplay is held: the pointer is over it, keyboard focus is in it, or the visitor paused it. */
export type AutoplayHold = 'hover' | 'focus' | 'user';

export interface Autoplay {
  plugin: KeenSliderPlugin;
  /** Stops advancing until every hold is released. */
  hold(reason: AutoplayHold): void;
  release(reason: AutoplayHold): void;
}

/**
 * keen-slider autoplay (docs/PRODUCT.md#constants: every `intervalMs`), as a plugin: one timer, restarted after
 * each slide change, cleared while anything holds it and when the slider is destroyed.
 */
export function createAutoplay(intervalMs: number): Autoplay {
  let slider: KeenSliderInstance | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const holds = new Set<AutoplayHold>();

  const stop = () => clearTimeout(timer);
  const schedule = () => {
    stop();
    if (!slider || holds.size > 0) return;
    const current = slider;
    timer = setTimeout(() => current.next(), intervalMs);
  };

  const plugin: KeenSliderPlugin = (instance) => {
    instance.on('created', () => {
      slider = instance;
      schedule();
    });
    instance.on('dragStarted', stop);
    instance.on('slideChanged', schedule);
    instance.on('animationEnded', schedule);
    instance.on('updated', schedule);
    instance.on('destroyed', () => {
      stop();
      slider = null;
    });
  };

  return {
    plugin,
    hold(reason) {
      holds.add(reason);
      stop();
    },
    release(reason) {
      holds.delete(reason);
      schedule();
    },
  };
}
