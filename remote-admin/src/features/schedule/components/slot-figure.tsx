import type { SlotUsage } from '../lib/slot-usage';
import { scheduleTexts as texts } from '../lib/texts';
import styles from './schedule.module.css';

/** 'crews used of crews available', and whether any is still free, none is, or too many are booked. */
export function SlotFigure({ usage }: { usage: SlotUsage }) {
  let note;
  if (usage.over > 0) note = <span className={`${styles.chip} ${styles.over}`}>{texts.over(usage.over)}</span>;
  else if (usage.free === 0) note = <span className={`${styles.chip} ${styles.full}`}>{texts.full}</span>;
  else note = <span className={`${styles.chip} ${styles.free}`}>{texts.free(usage.free)}</span>;
  return (
    <p className={styles.figure}>
      <span className={styles.crews}>{texts.crews(usage.used, usage.available)}</span> {note}
    </p>
  );
}
