import { LOCATIONS, type Location } from '@clean/shared/constants';
import { buttonClassName, controlClassName, VisuallyHidden } from '@clean/shared/ui';
import { useId } from 'react';
import { isCalendarDate } from '@clean/shared/lagos-time';
import { BOARD_VIEWS, stepDate, type ScheduleParams } from '../lib/schedule-params';
import { scheduleTexts } from '../lib/texts';
import styles from './schedule.module.css';

const texts = scheduleTexts.controls;

interface ScheduleControlsProps {
  params: ScheduleParams;
  /** The day shown: the one in the URL, else today. */
  shownDate: string;
  onChange: (change: Partial<ScheduleParams>) => void;
}

/** Day or week, the location, a day or week back and forth, a date picker and Today. */
export function ScheduleControls({ params, shownDate, onChange }: ScheduleControlsProps) {
  const dateId = useId();
  const locationId = useId();
  const { view } = params;
  return (
    <div className={styles.controls} role="group" aria-label={texts.label}>
      <div className={styles.viewToggle} role="group" aria-label={texts.view}>
        {BOARD_VIEWS.map((option) => (
          <button
            key={option}
            type="button"
            className={buttonClassName({ variant: option === view ? 'normal' : 'outline' })}
            aria-pressed={option === view}
            onClick={() => onChange({ view: option })}
          >
            {texts[option]}
          </button>
        ))}
      </div>
      <div className={styles.control}>
        <label htmlFor={locationId}>{texts.location}</label>
        <select
          id={locationId}
          className={controlClassName}
          value={params.location ?? ''}
          onChange={(event) => onChange({ location: (event.target.value || null) as Location | null })}
        >
          <option value="">{texts.allLocations}</option>
          {LOCATIONS.map((location) => (
            <option key={location} value={location}>
              {location}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.dateControls}>
        <button
          type="button"
          className={`${buttonClassName({ variant: 'outline' })} ${styles.arrow}`}
          onClick={() => onChange({ date: stepDate(shownDate, view, -1) })}
        >
          <span aria-hidden="true">‹</span>
          <VisuallyHidden>{texts.previous[view]}</VisuallyHidden>
        </button>
        <div className={styles.control}>
          <label htmlFor={dateId}>{texts.date}</label>
          <input
            id={dateId}
            type="date"
            className={controlClassName}
            value={shownDate}
            onChange={(event) => {
              // A half-typed date (the year being entered) waits until it is a whole day.
              if (isCalendarDate(event.target.value)) onChange({ date: event.target.value });
            }}
          />
        </div>
        <button
          type="button"
          className={`${buttonClassName({ variant: 'outline' })} ${styles.arrow}`}
          onClick={() => onChange({ date: stepDate(shownDate, view, 1) })}
        >
          <span aria-hidden="true">›</span>
          <VisuallyHidden>{texts.next[view]}</VisuallyHidden>
        </button>
        <button
          type="button"
          className={buttonClassName({ variant: 'outline' })}
          onClick={() => onChange({ date: null })}
        >
          {texts.today}
        </button>
      </div>
    </div>
  );
}
