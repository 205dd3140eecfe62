import { paths } from '@clean/shared';
import { CONSENT_NOTES } from '@clean/shared/privacy';
import { areaLeadThanks, type Area } from '@clean/shared/schemas';
import { buttonClassName, Field, FieldError } from '@clean/shared/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useAreaLeadForm, type LeadPrefill } from '../hooks/use-area-lead-form';
import { bookingTexts } from '../lib/texts';
import styles from './area-not-served.module.css';

const texts = bookingTexts.area.lead;

/** The small form behind 'Tell me when you do': a name, an email or a phone, and consent; then thanks. */
export function AreaLeadForm({ area, prefill }: { area: Area; prefill: LeadPrefill }) {
  const { register, errors, sending, sent, failure, onSubmit } = useAreaLeadForm(area._id, prefill);
  const consentErrorId = useId();

  if (sent) {
    return (
      <p className={styles.thanks} role="status">
        {areaLeadThanks(area.name)}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={texts.title}>
      <Field label={texts.name} error={errors.name?.message}>
        {(control) => <input type="text" autoComplete="name" {...control} {...register('name')} />}
      </Field>
      <div className={styles.pair}>
        <Field label={texts.email} hint={texts.contactHint} error={errors.email?.message}>
          {(control) => <input type="email" autoComplete="email" {...control} {...register('email')} />}
        </Field>
        <Field label={texts.phone} error={errors.phone?.message}>
          {(control) => <input type="tel" autoComplete="tel" {...control} {...register('phone')} />}
        </Field>
      </div>
      <div>
        <label className={styles.consent}>
          <input
            type="checkbox"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? consentErrorId : undefined}
            {...register('consent')}
          />
          <span>{texts.consent(area.name)}</span>
        </label>
        {errors.consent?.message && <FieldError id={consentErrorId}>{errors.consent.message}</FieldError>}
      </div>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <div>
        <button type="submit" className={buttonClassName()} disabled={sending} aria-busy={sending || undefined}>
          {sending ? texts.sending : texts.submit}
        </button>
        <p className={styles.note}>
          {CONSENT_NOTES.areaLead} <Link to={paths.privacy}>{CONSENT_NOTES.link}</Link>.
        </p>
      </div>
    </form>
  );
}
