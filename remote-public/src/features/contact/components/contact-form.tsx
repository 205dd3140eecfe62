import type { ContactRequest } from '@clean/shared/schemas';
import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { buttonClassName } from '../../../components/button/button';
import { CheckIcon } from '../../../components/icons/icons';
import { contactForm } from '../../../content/contact';
import { useContactForm } from '../hooks/use-contact-form';
import styles from './contact-form.module.css';

interface FieldProps {
  label: string;
  error?: FieldError;
  registration: UseFormRegisterReturn<keyof ContactRequest>;
  type?: 'text' | 'email';
  autoComplete?: string;
  placeholder: string;
  multiline?: boolean;
}

/** A labelled input with its validation message underneath, linked for screen readers. */
function Field({
  label,
  error,
  registration,
  type = 'text',
  autoComplete,
  placeholder,
  multiline = false,
}: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...registration,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea rows={4} className={`${styles.input} ${styles.textarea}`} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} className={styles.input} {...common} />
      )}
      {error?.message && (
        <p id={errorId} className={styles.error}>
          {error.message}
        </p>
      )}
    </div>
  );
}

/** The Contact Us form with its thank-you banner. */
export function ContactForm() {
  const { register, errors, submitting, sent, onSubmit } = useContactForm();
  const { labels, placeholders } = contactForm;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Contact form">
      {sent && (
        <div className={styles.banner} role="status">
          <CheckIcon className={styles.bannerIcon} />
          <p className={styles.bannerText}>
            <strong className={styles.bannerTitle}>{contactForm.sentTitle}</strong>
            {contactForm.sentText}
          </p>
        </div>
      )}
      <div className={styles.row}>
        <Field
          label={labels.name}
          registration={register('name')}
          error={errors.name}
          autoComplete="name"
          placeholder={placeholders.name}
        />
        <Field
          label={labels.email}
          registration={register('email')}
          error={errors.email}
          type="email"
          autoComplete="email"
          placeholder={placeholders.email}
        />
      </div>
      <Field
        label={labels.subject}
        registration={register('subject')}
        error={errors.subject}
        placeholder={placeholders.subject}
      />
      <Field
        label={labels.message}
        registration={register('message')}
        error={errors.message}
        placeholder={placeholders.message}
        multiline
      />
      <div>
        <button type="submit" className={buttonClassName({ size: 'large' })} disabled={submitting}>
          {submitting ? contactForm.submitting : contactForm.submit}
        </button>
      </div>
    </form>
  );
}
