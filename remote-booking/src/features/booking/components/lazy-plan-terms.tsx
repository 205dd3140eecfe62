import { lazy, Suspense, type ComponentProps } from 'react';
import type { PlanTerms } from './plan-terms';
// Its styles stay with the page, only its code waits: a prerendered page links every stylesheet the
// live page uses (e2e prerender.spec).
import './plan-terms.module.css';

// The plan's terms, their formatter and the consent box are needed only once a recurring frequency is
// chosen; a lost request is tried once more at once, as the shell does for pages (`lazyPage`).
const loadPlanTerms = () => import('./plan-terms').catch(() => import('./plan-terms'));
const Terms = lazy(() => loadPlanTerms().then((module) => ({ default: module.PlanTerms })));

/**
 * The plan terms and consent box of a recurring frequency, whose code loads when such a frequency is
 * chosen instead of with the page (docs/DECISIONS.md, "The booking page's first visit"). They appear
 * below the fields the visitor just used, so nothing above them shifts while they load.
 */
export function LazyPlanTerms(props: ComponentProps<typeof PlanTerms>) {
  return (
    <Suspense fallback={null}>
      <Terms {...props} />
    </Suspense>
  );
}
