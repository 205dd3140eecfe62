import { REVEALED_ATTRIBUTE } from '@clean/shared/prerender';
import { useCallback } from 'react';
import { prefersReducedMotion } from './use-prefers-reduced-motion';

let observer: IntersectionObserver | null = null;

/** One observer for every revealed element of the page: cheaper than one per element. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries, self) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute(REVEALED_ATTRIBUTE, 'true');
        // Played once (docs/PRODUCT.md#constants): the element is never hidden again.
        self.unobserve(entry.target);
      }
    },
    { rootMargin: '0px 0px -8% 0px', threshold: 0 },
  );
  return observer;
}

/** Whether any part of the element is inside the viewport now. */
function isInViewport(node: Element): boolean {
  const rect = node.getBoundingClientRect();
  return rect.bottom > 0 && rect.top < window.innerHeight;
}

/**
 * Scroll reveal: returns a ref callback that hides an element below the fold and reveals it the first
 * time it enters the viewport. What is already on screen when the page starts stays as it is, so a
 * prerendered page does not blink when the site takes it over. Without IntersectionObserver, or when
 * the visitor prefers reduced motion, the element is revealed at once: content is never left hidden.
 */
export function useReveal<T extends Element>(): (node: T | null) => void | (() => void) {
  return useCallback((node: T | null) => {
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined' || prefersReducedMotion() || isInViewport(node)) {
      node.setAttribute(REVEALED_ATTRIBUTE, 'true');
      return;
    }
    node.setAttribute(REVEALED_ATTRIBUTE, 'false');
    const io = sharedObserver();
    io.observe(node);
    return () => io.unobserve(node);
  }, []);
}
