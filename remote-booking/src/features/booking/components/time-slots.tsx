import styles from './booking-form.module.css';

interface TimeSlotsProps {
  times: readonly string[];
  value: string;
  onChange: (time: string) => void;
  labelledBy: string;
  describedBy?: string;
}

/** Select Time: one toggle button per free time of the chosen date (aria-pressed says which is chosen). */
export function TimeSlots({ times, value, onChange, labelledBy, describedBy }: TimeSlotsProps) {
  return (
    <div className={styles.times} role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {times.map((time) => (
        <button
          key={time}
          type="button"
          className={styles.time}
          aria-pressed={time === value}
          onClick={() => onChange(time)}
        >
          {time}
        </button>
      ))}
    </div>
  );
}
