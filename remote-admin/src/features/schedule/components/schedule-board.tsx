import { StatusPanel } from '@clean/shared/ui';
import { useId, useState } from 'react';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { useAdminGetScheduleQuery } from '../api/get-schedule';
import { useBoardClock } from '../hooks/use-board-clock';
import { useScheduleParams } from '../hooks/use-schedule-params';
import { lagosDate } from '@clean/shared/lagos-time';
import { scheduleQueryOf } from '../lib/schedule-params';
import { scheduleTexts as texts } from '../lib/texts';
import { CrewDayView } from './crew-day-view';
import { DayView } from './day-view';
import { ScheduleControls } from './schedule-controls';
import { ScheduleSkeleton } from './schedule-skeleton';
import { WeekView } from './week-view';
import styles from './schedule.module.css';

/** How often an open board asks again. */
const BOARD_REFRESH_MS = 30_000;

/**
 * The schedule of the day or week in the URL: the controls, then a skeleton while it loads, the
 * error with Retry, or the day's slots per location, its crews' lanes, or the week's grid.
 */
export function ScheduleBoard() {
  const [params, update] = useScheduleParams();
  // Bookings, payments and the crews' steps (docs/PRODUCT.md, "The crew's day") arrive without any
  // admin action: each visit asks again, and an open board every BOARD_REFRESH_MS and on coming back.
  const { currentData, data, error, isFetching, refetch, fulfilledTimeStamp } = useAdminGetScheduleQuery(
    scheduleQueryOf(params),
    {
      refetchOnMountOrArgChange: true,
      pollingInterval: BOARD_REFRESH_MS,
      refetchOnFocus: true,
    },
  );
  const now = useBoardClock(currentData?.serverTime, fulfilledTimeStamp);
  const headingId = useId();
  const [deviceToday] = useState(() => lagosDate(Date.now()));
  // Today as the server counts it once it has answered; until then as this device counts Lagos's.
  const shownDate = params.date ?? (currentData ?? data)?.today ?? deviceToday;

  let content;
  if (error) {
    content = (
      <LoadErrorPanel title={texts.errorTitle} error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  } else if (!currentData) {
    content = <ScheduleSkeleton />;
  } else if (currentData.days.length === 0) {
    content = (
      <StatusPanel title={texts.emptyTitle}>
        <p>{texts.emptyText}</p>
      </StatusPanel>
    );
  } else {
    const { days } = currentData;
    const heading =
      params.view === 'week'
        ? texts.heading.week(days[0]!.date, days[days.length - 1]!.date)
        : texts.heading.day(days[0]!.date);
    content = (
      <section aria-labelledby={headingId} className={styles.board}>
        <h2 id={headingId} className={styles.heading} aria-live="polite">
          {heading}
        </h2>
        {params.view === 'week' ? (
          <WeekView days={days} params={params} now={now} />
        ) : params.view === 'crews' ? (
          <CrewDayView date={days[0]!.date} params={params} />
        ) : (
          <DayView day={days[0]!} params={params} now={now} />
        )}
      </section>
    );
  }

  return (
    <div className={styles.body}>
      <ScheduleControls params={params} shownDate={shownDate} onChange={update} />
      {content}
    </div>
  );
}
