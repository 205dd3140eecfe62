import { lazy, Suspense } from 'react';
import type { AreaNotServedProps } from './area-not-served';
// Its styles stay with the page, only its code waits: a prerendered page links every stylesheet the
// live page uses (e2e prerender.spec).
import './area-not-served.module.css';

// The panel and its lead form (with zod, which the form's validation has usually loaded by now) are
// needed only when an area not served is chosen; a lost request is tried once more at once, as the
// shell does for pages (`lazyPage`).
const loadAreaNotServed = () => import('./area-not-served').catch(() => import('./area-not-served'));
const Panel = lazy(() => loadAreaNotServed().then((module) => ({ default: module.AreaNotServed })));

/**
 * 'We don't clean in … yet' and 'Tell me when you do', whose code loads when such an area is chosen
 * instead of with the page (docs/DECISIONS.md, "The booking page's first visit").
 */
export function LazyAreaNotServed(props: AreaNotServedProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
