import { zodResolver } from '@hookform/resolvers/zod';
import { LOCATIONS } from '@clean/shared/constants';
import type { AddClosedDateRequest, ClosedDate } from '@clean/shared/schemas';
import { buttonClassName, ConfirmDialog, Field, VisuallyHidden } from '@clean/shared/ui';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { longDate } from '@clean/shared/lagos-time';
import { useAdminAddClosedDateMutation } from '../api/add-closed-date';
import { useAdminReopenClosedDateMutation } from '../api/reopen-closed-date';
import { useRefusableSave } from '../../../hooks/use-refusable-save';
import { closedDateFormSchema, emptyClosedDate, type ClosedDateFormValues } from '../lib/closed-date-form';
import { availabilityTexts } from '../lib/texts';
import { RefusalPanel } from '../../../components/refusal-panel/refusal-panel';
import styles from './availability.module.css';

const texts = availabilityTexts.closedDates;
const resolver = zodResolver(closedDateFormSchema) as Resolver<ClosedDateFormValues, unknown, AddClosedDateRequest>;

const placeOf = (closed: ClosedDate) => closed.location ?? texts.allLocations;

/** Close a date at one location or all: date, location and why. */
function AddClosedDateForm() {
  const titleId = useId();
  const [add] = useAdminAddClosedDateMutation();
  const { failure, run } = useRefusableSave();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ClosedDateFormValues, unknown, AddClosedDateRequest>({ resolver, defaultValues: emptyClosedDate() });
  const onSubmit = handleSubmit(async (payload) => {
    if (await run(() => add(payload).unwrap())) reset(emptyClosedDate());
  });

  return (
    <form className={styles.addForm} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subTitle}>
        {texts.addTitle}
      </h3>
      <div className={styles.addFields}>
        <Field label={texts.date} error={errors.date?.message}>
          {(control) => <input type="date" {...control} {...register('date')} />}
        </Field>
        <Field label={texts.location} error={errors.location?.message}>
          {(control) => (
            <select {...control} {...register('location')}>
              <option value="">{texts.allLocations}</option>
              {LOCATIONS.map((location) => (
                <option key={location} value={location}>
                  {location}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={texts.label} hint={texts.labelHint} error={errors.label?.message}>
          {(control) => <input type="text" autoComplete="off" maxLength={100} {...control} {...register('label')} />}
        </Field>
      </div>
      {failure && <RefusalPanel failure={failure} />}
      <div>
        <button type="submit" className={buttonClassName()} disabled={isSubmitting}>
          {isSubmitting ? texts.adding : texts.add}
        </button>
      </div>
    </form>
  );
}

/** The closed dates ahead, each with Reopen (after a confirmation), and the form that adds one. */
export function ClosedDates({ closedDates }: { closedDates: ClosedDate[] }) {
  const titleId = useId();
  const [target, setTarget] = useState<ClosedDate | null>(null);
  const [reopen, { isLoading: reopening }] = useAdminReopenClosedDateMutation();
  const { run } = useRefusableSave();

  const confirm = async () => {
    if (!target) return;
    await run(() => reopen(target._id).unwrap());
    setTarget(null);
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {texts.title}
      </h2>
      {closedDates.length === 0 ? (
        <p className={styles.muted}>{texts.empty}</p>
      ) : (
        <ul className={styles.closedList}>
          {closedDates.map((closed) => (
            <li key={closed._id} className={styles.closedItem}>
              <div>
                <p className={styles.closedDate}>{longDate(closed.date)}</p>
                <p className={styles.muted}>
                  {placeOf(closed)} · {closed.label || texts.noLabel}
                </p>
              </div>
              <button
                type="button"
                className={buttonClassName({ variant: 'outline' })}
                onClick={() => setTarget(closed)}
              >
                {texts.reopen}
                <VisuallyHidden>{texts.reopenName(longDate(closed.date), placeOf(closed))}</VisuallyHidden>
              </button>
            </li>
          ))}
        </ul>
      )}
      <AddClosedDateForm />
      <ConfirmDialog
        open={target !== null}
        title={texts.confirmTitle}
        confirmLabel={texts.confirm}
        busyLabel={texts.confirming}
        cancelLabel={texts.keep}
        busy={reopening}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      >
        {target && <p>{texts.confirmText(longDate(target.date), placeOf(target))}</p>}
      </ConfirmDialog>
    </section>
  );
}
