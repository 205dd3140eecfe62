import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@clean/shared';
import { managePolicy, type ManagePolicy } from '@clean/shared/schemas';
import { buttonClassName, Field } from '@clean/shared/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useAction } from '../../../hooks/use-action';
import { useAdminGetManagePolicyQuery, useAdminUpdateManagePolicyMutation } from '../api/manage-policy';
import { availabilityTexts } from '../lib/texts';
import styles from './availability.module.css';

const texts = availabilityTexts.managePolicy;
const resolver = zodResolver(managePolicy);
const FIELDS = ['rescheduleCutoffHours', 'maxReschedules', 'cancellationCutoffHours'] as const;

function PolicyForm({ policy }: { policy: ManagePolicy }) {
  const [update] = useAdminUpdateManagePolicyMutation();
  const saving = useAction({
    success: texts.saved,
    failureOf: (error) => ({ message: isApiError(error) ? error.message : texts.failed }),
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ManagePolicy>({ resolver, defaultValues: policy });
  const onSubmit = handleSubmit(async (body) => {
    await saving.run(() => update(body).unwrap());
  });
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={styles.crews}>
        {FIELDS.map((name) => (
          <Field key={name} label={texts.labels[name]} hint={texts.hints[name]} error={errors[name]?.message}>
            {(control) => (
              <input
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                {...control}
                {...register(name, { valueAsNumber: true })}
              />
            )}
          </Field>
        ))}
      </div>
      <div>
        <button type="submit" className={buttonClassName()} disabled={isSubmitting}>
          {isSubmitting ? texts.saving : texts.save}
        </button>
      </div>
    </form>
  );
}

/** The manage link's cut-offs: until when customers move or cancel online, and how many moves. */
export function ManagePolicyForm() {
  const titleId = useId();
  const { currentData } = useAdminGetManagePolicyQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {texts.title}
      </h2>
      <p className={styles.muted}>{texts.intro}</p>
      {currentData ? <PolicyForm policy={currentData.policy} /> : <p>{texts.loading}</p>}
    </section>
  );
}
