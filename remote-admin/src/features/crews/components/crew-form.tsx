import { zodResolver } from '@hookform/resolvers/zod';
import { LOCATIONS } from '@clean/shared/constants';
import type { CrewChangeResponse, CrewRequest } from '@clean/shared/schemas';
import { buttonClassName, Field, FieldError, VisuallyHidden } from '@clean/shared/ui';
import { useId, useRef } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useAction } from '../../../hooks/use-action';
import { crewFormSchema, type CrewFormValues } from '../lib/crew-form';
import { crewsTexts } from '../lib/texts';
import { CrewAreas } from './crew-areas';
import styles from './crews.module.css';

const texts = crewsTexts.form;
const resolver = zodResolver(crewFormSchema) as Resolver<CrewFormValues, unknown, CrewRequest>;

interface CrewFormProps {
  mode: 'create' | 'edit';
  initial: CrewFormValues;
  /** Sends the crew; resolves to the answer (a failure is toasted and kept by the form). */
  save: (crew: CrewRequest) => Promise<CrewChangeResponse>;
  onSaved?: (answer: CrewChangeResponse) => void;
}

/** A crew's name, location, working days and hours, the areas it goes to, and its members (name, phone, optional e-mail), any number. */
export function CrewForm({ mode, initial, save, onSaved }: CrewFormProps) {
  const titleId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const action = useAction();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CrewFormValues, unknown, CrewRequest>({ resolver, defaultValues: initial });
  const members = useFieldArray({ control, name: 'members' });
  const location = useWatch({ control, name: 'location' });
  const onSubmit = handleSubmit(async (crew) => {
    const answer = await action.run(() => save(crew));
    if (answer) onSaved?.(answer);
  });
  const busy = isSubmitting || action.busy;

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={crewsTexts.titles[mode === 'create' ? 'add' : 'edit']}
    >
      <div className={styles.pair}>
        <Field label={texts.name} hint={texts.nameHint} error={errors.name?.message}>
          {(controlProps) => (
            <input type="text" autoComplete="off" maxLength={60} {...controlProps} {...register('name')} />
          )}
        </Field>
        <Field label={texts.location} error={errors.location?.message}>
          {(controlProps) => (
            // Another location has other areas: the ticked ones were of the old one.
            <select {...controlProps} {...register('location', { onChange: () => setValue('areas', []) })}>
              <option value="">{texts.chooseLocation}</option>
              {LOCATIONS.map((location) => (
                <option key={location} value={location}>
                  {location}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <fieldset className={styles.fieldset} aria-describedby={errors.workingDays ? `${titleId}-days` : undefined}>
        <legend className={styles.legend}>{texts.days}</legend>
        <div className={styles.checks}>
          {crewsTexts.weekdays.map((name, day) => (
            <label key={name} className={styles.check}>
              <input type="checkbox" value={String(day)} {...register('workingDays')} />
              {name}
            </label>
          ))}
        </div>
        {errors.workingDays?.message && <FieldError id={`${titleId}-days`}>{errors.workingDays.message}</FieldError>}
      </fieldset>

      <div className={styles.pair}>
        <Field label={texts.dayStarts} hint={texts.hoursHint} error={errors.dayStarts?.message}>
          {(controlProps) => <input type="time" step={1800} {...controlProps} {...register('dayStarts')} />}
        </Field>
        <Field label={texts.dayEnds} error={errors.dayEnds?.message}>
          {(controlProps) => <input type="time" step={1800} {...controlProps} {...register('dayEnds')} />}
        </Field>
      </div>

      <CrewAreas location={location} registration={register('areas')} error={errors.areas?.message} />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{texts.members}</legend>
        {members.fields.length === 0 && <p className={styles.muted}>{texts.noMembers}</p>}
        {members.fields.map((field, index) => {
          const error = errors.members?.[index];
          return (
            <div key={field.id} role="group" aria-label={texts.member(index + 1)} className={styles.memberRow}>
              <Field label={texts.memberName} error={error?.name?.message}>
                {(controlProps) => (
                  <input type="text" autoComplete="off" {...controlProps} {...register(`members.${index}.name`)} />
                )}
              </Field>
              <Field label={texts.memberPhone} error={error?.phone?.message}>
                {(controlProps) => (
                  <input type="tel" autoComplete="off" {...controlProps} {...register(`members.${index}.phone`)} />
                )}
              </Field>
              <Field label={texts.memberEmail} hint={texts.memberEmailHint} error={error?.email?.message}>
                {(controlProps) => (
                  <input
                    type="email"
                    autoComplete="off"
                    inputMode="email"
                    {...controlProps}
                    {...register(`members.${index}.email`)}
                  />
                )}
              </Field>
              <button
                type="button"
                className={buttonClassName({ variant: 'outline' })}
                onClick={() => {
                  members.remove(index);
                  // The button is gone: keep the keyboard in the members.
                  addRef.current?.focus();
                }}
              >
                {texts.removeMember}
                <VisuallyHidden>{texts.whichMember(index + 1)}</VisuallyHidden>
              </button>
            </div>
          );
        })}
        {errors.members?.message && <FieldError>{errors.members.message}</FieldError>}
        <div>
          <button
            ref={addRef}
            type="button"
            className={buttonClassName({ variant: 'outline' })}
            onClick={() => members.append({ name: '', phone: '', email: '' })}
          >
            {texts.addMember}
          </button>
        </div>
      </fieldset>

      <div>
        <button type="submit" className={buttonClassName({ size: 'large' })} disabled={busy}>
          {mode === 'create' ? (busy ? texts.creating : texts.create) : busy ? texts.saving : texts.save}
        </button>
      </div>
    </form>
  );
}
