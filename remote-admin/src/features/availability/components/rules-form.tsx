import { TRAVEL_MINUTES } from '@clean/shared/format';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AvailabilitySettings, UpdateAvailabilityRequest } from '@clean/shared/schemas';
import { buttonClassName, Field, FieldError } from '@clean/shared/ui';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { hourLabel, lagosDateTime, WEEKDAY_NAMES } from '@clean/shared/lagos-time';
import { useAdminUpdateAvailabilitySettingsMutation } from '../api/update-availability-settings';
import { useRefusableSave } from '../../../hooks/use-refusable-save';
import { hourOptions, rulesFormSchema, toRulesFormValues, type RulesFormValues } from '../lib/rules-form';
import { availabilityTexts } from '../lib/texts';
import { RefusalPanel } from '../../../components/refusal-panel/refusal-panel';
import styles from './availability.module.css';

const texts = availabilityTexts.rules;
const resolver = zodResolver(rulesFormSchema) as Resolver<RulesFormValues, unknown, UpdateAvailabilityRequest>;

/** Crews and travel time per location, the slot hours and the closed weekdays, saved together. */
export function RulesForm({ settings }: { settings: AvailabilitySettings }) {
  const titleId = useId();
  const [update] = useAdminUpdateAvailabilitySettingsMutation();
  const { failure, run } = useRefusableSave();
  const defaults = toRulesFormValues(settings);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RulesFormValues, unknown, UpdateAvailabilityRequest>({
    resolver,
    defaultValues: defaults,
  });
  const onSubmit = handleSubmit(async (payload) => {
    await run(() => update(payload).unwrap());
  });

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {texts.title}
      </h2>
      {settings.updatedAt && <p className={styles.muted}>{texts.lastSaved(lagosDateTime(settings.updatedAt))}</p>}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{texts.crews}</legend>
          <p className={styles.muted}>{texts.crewsHint}</p>
          <div className={styles.crews}>
            {defaults.crews.map((row, index) => (
              <Field
                key={row.location}
                label={texts.crewsOf(row.location)}
                error={errors.crews?.[index]?.crewsPerSlot?.message}
              >
                {(control) => (
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    {...control}
                    {...register(`crews.${index}.crewsPerSlot`, { valueAsNumber: true })}
                  />
                )}
              </Field>
            ))}
          </div>
          {errors.crews?.message && <FieldError>{errors.crews.message}</FieldError>}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{texts.travel}</legend>
          <p className={styles.muted}>{texts.travelHint}</p>
          <div className={styles.crews}>
            {defaults.crews.map((row, index) => (
              <Field
                key={row.location}
                label={texts.travelOf(row.location)}
                error={errors.crews?.[index]?.travelMinutes?.message}
              >
                {(control) => (
                  <input
                    type="number"
                    inputMode="numeric"
                    min={TRAVEL_MINUTES.min}
                    max={TRAVEL_MINUTES.max}
                    step={TRAVEL_MINUTES.step}
                    {...control}
                    {...register(`crews.${index}.travelMinutes`, { valueAsNumber: true })}
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.fieldset} aria-describedby={errors.slotHours ? `${titleId}-hours` : undefined}>
          <legend className={styles.legend}>{texts.hours}</legend>
          <p className={styles.muted}>{texts.hoursHint}</p>
          <div className={styles.checks}>
            {hourOptions(settings.slotHours).map((hour) => (
              <label key={hour} className={styles.check}>
                <input type="checkbox" value={String(hour)} {...register('slotHours')} />
                {hourLabel(hour)}
              </label>
            ))}
          </div>
          {errors.slotHours?.message && <FieldError id={`${titleId}-hours`}>{errors.slotHours.message}</FieldError>}
        </fieldset>

        <fieldset className={styles.fieldset} aria-describedby={errors.closedWeekdays ? `${titleId}-days` : undefined}>
          <legend className={styles.legend}>{texts.weekdays}</legend>
          <div className={styles.checks}>
            {WEEKDAY_NAMES.map((name, day) => (
              <label key={name} className={styles.check}>
                <input type="checkbox" value={String(day)} {...register('closedWeekdays')} />
                {name}
              </label>
            ))}
          </div>
          {errors.closedWeekdays?.message && (
            <FieldError id={`${titleId}-days`}>{errors.closedWeekdays.message}</FieldError>
          )}
        </fieldset>

        {failure && <RefusalPanel failure={failure} />}
        <div>
          <button type="submit" className={buttonClassName({ size: 'large' })} disabled={isSubmitting}>
            {isSubmitting ? texts.saving : texts.save}
          </button>
        </div>
      </form>
    </section>
  );
}
