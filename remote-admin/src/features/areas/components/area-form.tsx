import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, isApiError } from '@clean/shared';
import type { Location } from '@clean/shared/constants';
import type { AreaRequest, AreaResponse } from '@clean/shared/schemas';
import { buttonClassName, Field } from '@clean/shared/ui';
import { useId, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useAction } from '../../../hooks/use-action';
import { areaFormSchema, type AreaFormValues } from '../lib/area-form';
import { areasTexts } from '../lib/texts';
import styles from './areas.module.css';

const texts = areasTexts.form;

interface AreaFormProps {
  /** The city the area is of: the page's filter. */
  location: Location;
  mode: 'create' | 'edit';
  initial: AreaFormValues;
  /** The form's name: 'Add an area', or 'Edit Ajah'. */
  label: string;
  /** Sends the area; resolves to the answer (a failure is toasted and kept by the form). */
  save: (area: AreaRequest) => Promise<AreaResponse>;
  onSaved?: (answer: AreaResponse) => void;
  /** An edit's way out without saving. */
  onCancel?: () => void;
}

/** An area's name, whether we clean there and its surcharge; a name the city has already shows under Name. */
export function AreaForm({ location, mode, initial, label, save, onSaved, onCancel }: AreaFormProps) {
  const servedHintId = useId();
  const action = useAction();
  const resolver = useMemo(
    () => zodResolver(areaFormSchema(location)) as Resolver<AreaFormValues, unknown, AreaRequest>,
    [location],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AreaFormValues, unknown, AreaRequest>({ resolver, defaultValues: initial });

  const onSubmit = handleSubmit(async (area) => {
    const answer = await action.run(() =>
      save(area).catch((error: unknown) => {
        // 409: the city has an area of that name (docs/PRODUCT.md, "Areas and landmarks").
        if (isApiError(error) && error.status === 409) setError('name', { message: errorMessage(error) });
        throw error;
      }),
    );
    if (!answer) return;
    if (mode === 'create') reset(initial);
    onSaved?.(answer);
  });
  const busy = isSubmitting || action.busy;

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={label}>
      <div className={styles.fields}>
        <Field label={texts.name} hint={texts.nameHint} error={errors.name?.message}>
          {(control) => <input type="text" autoComplete="off" maxLength={80} {...control} {...register('name')} />}
        </Field>
        <Field label={texts.surcharge} hint={texts.surchargeHint} error={errors.surcharge?.message}>
          {(control) => <input type="text" inputMode="decimal" {...control} {...register('surcharge')} />}
        </Field>
      </div>
      <div className={styles.check}>
        <label>
          <input type="checkbox" aria-describedby={servedHintId} {...register('served')} />
          {texts.served}
        </label>
        <p id={servedHintId} className={styles.muted}>
          {texts.servedHint}
        </p>
      </div>
      <div className={styles.buttons}>
        {onCancel && (
          <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={onCancel} disabled={busy}>
            {texts.cancel}
          </button>
        )}
        <button type="submit" className={buttonClassName()} disabled={busy}>
          {mode === 'create' ? (busy ? texts.adding : texts.add) : busy ? texts.saving : texts.save}
        </button>
      </div>
    </form>
  );
}
