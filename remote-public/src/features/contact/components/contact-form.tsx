import { paths } from '@clean/shared';
import { CONSENT_NOTES } from '@clean/shared/privacy';
import type { ContactRequest } from '@clean/shared/schemas';
import { Link } from 'react-router-dom';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { CheckIcon } from '../../../components/icons/icons';
import { contactForm } from '../../../content/contact';
import { useContactForm } from '../hooks/use-contact-form';
import styles from './contact-form.module.css';
import { buttonClassName, Field } from '@clean/shared/ui';

interface ContactFieldProps {
  label: string;
  error?: FieldError;
  registration: UseFormRegisterReturn<keyof ContactRequest>;
  type?: 'text' | 'email';
  autoComplete?: string;
  placeholder: string;
  multiline?: boolean;
}

/** One field of the form, drawn by the UI kit's `Field` (label, control, message underneath). */
function ContactField({
  label,
  error,
  registration,
  type = 'text',
  autoComplete,
  placeholder,
  multiline = false,
}: ContactFieldProps) {
  return (
    <Field label={label} error={error?.message}>
      {(control) =>
        multiline ? (
          <textarea rows={4} placeholder={placeholder} {...control} {...registration} />
        ) : (
          <input type={type} autoComplete={autoComplete} placeholder={placeholder} {...control} {...registration} />
        )
      }
    </Field>
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
        <ContactField
          label={labels.name}
          registration={register('name')}
          error={errors.name}
          autoComplete="name"
          placeholder={placeholders.name}
        />
        <ContactField
          label={labels.email}
          registration={register('email')}
          error={errors.email}
          type="email"
          autoComplete="email"
          placeholder={placeholders.email}
        />
      </div>
      <ContactField
        label={labels.subject}
        registration={register('subject')}
        error={errors.subject}
        placeholder={placeholders.subject}
      />
      <ContactField
        label={labels.message}
        registration={register('message')}
        error={errors.message}
        placeholder={placeholders.message}
        multiline
      />
      <div className={styles.submitRow}>
        <button type="submit" className={buttonClassName({ size: 'large' })} disabled={submitting}>
          {submitting ? contactForm.submitting : contactForm.submit}
        </button>
        <p className={styles.consent}>
          {CONSENT_NOTES.contact} <Link to={paths.privacy}>{CONSENT_NOTES.link}</Link>.
        </p>
      </div>
    </form>
  );
}
