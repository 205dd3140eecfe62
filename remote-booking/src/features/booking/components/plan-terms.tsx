import { planTerms } from '@clean/shared/format';
import type { Frequency } from '@clean/shared/schemas';
import { FieldError } from '@clean/shared/ui';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { bookingTexts } from '../lib/texts';
import styles from './plan-terms.module.css';

interface PlanTermsProps {
  frequency: Frequency;
  /** The first visit's date and time, once chosen: the plan's weekday and time follow them. */
  date: string;
  time: string;
  consent: UseFormRegisterReturn<'planConsent'>;
  error?: string;
}

/**
 * What a recurring frequency signs the customer up for (docs/PRODUCT.md, Recurring plans), and their
 * consent to charge the card of the first payment before each later visit: unticked, required.
 */
export function PlanTerms({ frequency, date, time, consent, error }: PlanTermsProps) {
  const errorId = useId();
  const texts = bookingTexts.plan;
  const terms =
    date && time
      ? planTerms({
          intervalDays: frequency.intervalDays ?? 0,
          amount: frequency.amount,
          date,
          time,
          chargeHoursBefore: frequency.chargeHoursBefore ?? texts.defaultChargeHours,
        })
      : texts.pickTime;
  return (
    <section className={styles.plan} aria-label={texts.title}>
      <p className={styles.title}>{texts.title}</p>
      <p className={styles.terms}>{terms}</p>
      <label className={styles.consent}>
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...consent}
        />
        <span>{texts.consent}</span>
      </label>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </section>
  );
}
