import { useCallback } from 'react';
import { prefersReducedMotion } from './use-prefers-reduced-motion';

/** Attribute set on an element once it has been scrolled into view; the CSS plays the animation. */
export const REVEALED_ATTRIBUTE = 'data-revealed';

let observer: IntersectionObserver | null = null;

/** One observer for every revealed element of the page: cheaper than one per element. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries, self) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute(REVEALED_ATTRIBUTE, 'true');
        // Played once (SPEC section 9): the element is never hidden again.
        self.unobserve(entry.target);
      }
    },
    { rootMargin: '0px 0px -8% 0px', threshold: 0 },
  );
  return observer;
}

/**
 * Scroll reveal: returns a ref callback that marks the element revealed the first time it enters the
 * viewport. Without IntersectionObserver, or when the visitor prefers reduced motion, the element is
 * revealed at once, so content is never left hidden.
 */
export function useReveal<T extends Element>(): (node: T | null) => void | (() => void) {
  return useCallback((node: T | null) => {
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) {
      node.setAttribute(REVEALED_ATTRIBUTE, 'true');
      return;
    }
    const io = sharedObserver();
    io.observe(node);
    return () => io.unobserve(node);
  }, []);
}
