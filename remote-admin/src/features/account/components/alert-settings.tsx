import { zodResolver } from '@hookform/resolvers/zod';
import { adminAlerts, NEW_BOOKING_ALERTS, type AdminAlerts } from '@clean/shared/schemas';
import { buttonClassName, StatusPanel } from '@clean/shared/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { useAdminUpdateAlertsMutation } from '../api/update-alerts';
import { accountTexts } from '../lib/texts';
import styles from './alert-settings.module.css';

/**
 * The e-mails this admin gets (docs/PRODUCT.md#admin-console): a new paid booking at once, in the
 * daily digest or not at all; a payment needing attention and a new contact message, on or off.
 */
export function AlertSettings({ alerts }: { alerts: AdminAlerts }) {
  const texts = accountTexts.alerts;
  const titleId = useId();
  const [updateAlerts] = useAdminUpdateAlertsMutation();
  const form = useForm<AdminAlerts>({ resolver: zodResolver(adminAlerts), defaultValues: alerts });
  const { onSubmit, submitting, failure } = useFormSubmit(form, (values) => updateAlerts(values).unwrap(), {
    onSuccess: () => form.reset(form.getValues()),
  });
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {texts.title}
      </h2>
      {failure && (
        <StatusPanel title={accountTexts.failedTitle} tone="error">
          <p>{failure}</p>
        </StatusPanel>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={texts.title}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{texts.newBooking}</legend>
          {NEW_BOOKING_ALERTS.map((choice) => (
            <label key={choice} className={styles.option}>
              <input type="radio" value={choice} {...form.register('newBooking')} />
              {texts.newBookingChoices[choice]}
            </label>
          ))}
        </fieldset>
        <label className={styles.option}>
          <input type="checkbox" {...form.register('paymentAttention')} />
          {texts.paymentAttention}
        </label>
        <label className={styles.option}>
          <input type="checkbox" {...form.register('contactMessage')} />
          {texts.contactMessage}
        </label>
        <div>
          <button type="submit" className={buttonClassName()} disabled={submitting}>
            {submitting ? texts.submitting : texts.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
