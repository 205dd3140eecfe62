import { useEffect, useState } from 'react';

/**
 * Whether the element given the returned callback ref has come within `margin` of the screen (an
 * IntersectionObserver root margin); stays true once it has. Without IntersectionObserver (jsdom, old
 * browsers) it is near at once. `skip` stops watching (what waited for it is wanted anyway).
 */
export function useNearScreen<Element extends HTMLElement>(
  margin: string,
  skip = false,
): [ref: (element: Element | null) => void, near: boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(false);
  const watching = !skip && !near && element !== null;

  useEffect(() => {
    if (!watching || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // Nothing to watch with: near at once (a state set in a callback, not in the effect's body).
      let current = true;
      void Promise.resolve().then(() => current && setNear(true));
      return () => {
        current = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching, element, margin]);

  return [setElement, near];
}
