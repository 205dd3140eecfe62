import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** What a field gives its control: the label's target, its described-by ids and the shared look. */
export interface FieldControlProps {
  id: string;
  className?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: ReactNode;
  /** A line under the label saying what is expected. */
  hint?: ReactNode;
  /** The validation message shown under the control. */
  error?: string;
  /** Renders the control (input, select, textarea) with the props that tie it to its label and messages. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/**
 * A form field: visible label, optional hint, the control and its validation message underneath,
 * linked for screen readers (`aria-describedby`, `aria-invalid`).
 */
export function Field({ label, hint, error, children, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id,
        className: styles.control,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** A validation message; also used under groups that are not a single control (a calendar, time buttons). */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      {children}
    </p>
  );
}

/** The look of a text control, for controls laid out outside a `Field`. */
export const controlClassName = styles.control;
