import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { useNearScreen } from '@clean/shared/ui';
import type { BookingCalendar } from './booking-calendar';
// The calendar's styles stay with the page, only its code waits: a prerendered page links every
// stylesheet the live page uses (e2e prerender.spec), and the calendar may load before or after it.
import './booking-calendar.module.css';

/** How far below the screen the calendar's place may be when its code starts loading. */
const LOAD_MARGIN = '400px 0px';

// react-calendar and its date helpers (about 7.5 KB gzip) are not needed to start filling the form: a
// lost request is tried once more at once, as the shell does for pages (`lazyPage`).
const loadCalendar = () => import('./booking-calendar').catch(() => import('./booking-calendar'));
const Calendar = lazy(() => loadCalendar().then((module) => ({ default: module.BookingCalendar })));

interface LazyBookingCalendarProps extends ComponentProps<typeof BookingCalendar> {
  /** Load now (a location is chosen), wherever the calendar is on the screen. */
  wanted: boolean;
  /** Shown in the calendar's place until its code has arrived. */
  placeholder: ReactNode;
}

/**
 * The booking calendar, whose code loads when a location is chosen or when its place nears the
 * screen, whichever comes first, instead of with the page (docs/DECISIONS.md, "The booking page's
 * first visit"). Until then the placeholder holds its place, so nothing shifts when it arrives.
 */
export function LazyBookingCalendar({ wanted, placeholder, ...props }: LazyBookingCalendarProps) {
  const [placeRef, near] = useNearScreen<HTMLDivElement>(LOAD_MARGIN, wanted);
  if (!wanted && !near) return <div ref={placeRef}>{placeholder}</div>;
  return (
    <Suspense fallback={placeholder}>
      <Calendar {...props} />
    </Suspense>
  );
}
