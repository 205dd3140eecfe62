import type { KeenSliderInstance, KeenSliderOptions, KeenSliderPlugin } from 'keen-slider';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** How far below the screen the carousel may be when its slider starts loading. */
const LOAD_MARGIN = '400px 0px';

/**
 * keen-slider, created when the carousel comes near the screen: the slider's code is not part of a
 * first visit, where the carousel sits below the fold and the testimonial shown first is plain HTML
 * (prerendered too). Returns a ref callback for the slider's container and the instance, once made.
 * `options` and `plugins` should be stable (memoised); new options are applied with `update`.
 */
export function useLazyKeenSlider(
  options: KeenSliderOptions,
  plugins: KeenSliderPlugin[],
): [(node: HTMLDivElement | null) => void, RefObject<KeenSliderInstance | null>] {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  const latestOptions = useRef(options);

  useEffect(() => {
    latestOptions.current = options;
    slider.current?.update(options);
  }, [options]);

  useEffect(() => {
    if (!container) return;
    let cancelled = false;
    const create = () =>
      import('keen-slider').then(({ default: KeenSlider }) => {
        if (!cancelled) slider.current = new KeenSlider(container, latestOptions.current, plugins);
      });
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'undefined') {
      void create();
    } else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          void create();
        },
        { rootMargin: LOAD_MARGIN },
      );
      observer.observe(container);
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      slider.current?.destroy();
      slider.current = null;
    };
  }, [container, plugins]);

  const ref = useCallback((node: HTMLDivElement | null) => setContainer(node), []);
  return [ref, slider];
}
