import { Field } from '@clean/shared/ui';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { accountTexts } from '../lib/texts';
import styles from './password-field.module.css';

interface PasswordFieldProps {
  label: string;
  /** The toggle's accessible name, e.g. 'Show old password'; it stays the same, `aria-pressed` says the state. */
  toggleLabel: string;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  registration: UseFormRegisterReturn;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

/**
 * A masked password with a Show toggle (beyond the brief, docs/PRODUCT.md#admin-console, which shows them as plain text):
 * pressed, the password is readable; the icon shows what pressing again will do.
 */
export function PasswordField({ label, toggleLabel, autoComplete, error, registration }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error}>
      {({ className, ...control }) => (
        <div className={styles.wrapper}>
          <input
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className={`${className ?? ''} ${styles.input}`}
            {...control}
            {...registration}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={toggleLabel}
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((shown) => !shown)}
          >
            <EyeIcon crossed={visible} />
            <span aria-hidden="true">{accountTexts.changePassword.show}</span>
          </button>
        </div>
      )}
    </Field>
  );
}
