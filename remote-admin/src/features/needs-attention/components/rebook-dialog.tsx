import { LOCATIONS, type Location } from '@clean/shared';
import { useGetAvailabilityQuery } from '@clean/shared/api';
import type { AppointmentWithState } from '@clean/shared/schemas';
import { buttonClassName, Field } from '@clean/shared/ui';
import { useState, type FormEvent } from 'react';
import { longDate } from '@clean/shared/lagos-time';
import { useAdminRebookAttentionMutation } from '../api/rebook';
import { needsAttentionTexts } from '../lib/texts';
import { ActionForm, ActionFormDialog, useActionRequest } from './action-form-dialog';
import styles from './needs-attention.module.css';

const texts = needsAttentionTexts.rebookDialog;

const isLocation = (value: string): value is Location => (LOCATIONS as readonly string[]).includes(value);

interface FieldErrors {
  date?: string;
  time?: string;
}

/**
 * Location (the booking's at first), then the free dates there and the free times of the chosen date,
 * as the public availability call gives them. A choice the free times no longer hold (they reload after
 * a refusal) reads as unchosen.
 */
function RebookForm({ appointment, onDone }: { appointment: AppointmentWithState; onDone: () => void }) {
  const [location, setLocation] = useState<Location>(
    isLocation(appointment.location) ? appointment.location : LOCATIONS[0],
  );
  const [chosenDate, setChosenDate] = useState('');
  const [chosenTime, setChosenTime] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { failure, run } = useActionRequest(onDone);
  // Times the whole job fits: the booking keeps its length wherever it goes.
  const availability = useGetAvailabilityQuery(
    { location, minutes: appointment.durationMinutes },
    { refetchOnMountOrArgChange: true },
  );
  const [rebook, { isLoading: rebooking }] = useAdminRebookAttentionMutation();

  const entries = (availability.currentData ?? []).filter((entry) => entry.availableTimes.length > 0);
  const date = entries.some((entry) => entry.date === chosenDate) ? chosenDate : '';
  const times = entries.find((entry) => entry.date === date)?.availableTimes ?? [];
  const time = times.includes(chosenTime) ? chosenTime : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors = {
      ...(date === '' && { date: texts.dateRequired }),
      ...(time === '' && { time: texts.timeRequired }),
    };
    setErrors(problems);
    if (problems.date || problems.time) return;
    await run(() => rebook({ id: appointment._id, body: { location, date, time } }).unwrap());
  };

  let slotFields;
  if (availability.error) {
    slotFields = (
      <div className={styles.failure} role="alert">
        <p className={styles.dialogText}>{texts.timesError}</p>
        <button
          type="button"
          className={buttonClassName({ variant: 'outline' })}
          onClick={() => void availability.refetch()}
          disabled={availability.isFetching}
        >
          {texts.retry}
        </button>
      </div>
    );
  } else if (!availability.currentData) {
    slotFields = (
      <p className={styles.muted} role="status">
        {texts.loadingTimes}
      </p>
    );
  } else if (entries.length === 0) {
    slotFields = <p className={styles.muted}>{texts.noTimes}</p>;
  } else {
    slotFields = (
      <>
        <Field label={texts.date} error={errors.date}>
          {(control) => (
            <select {...control} value={date} onChange={(event) => setChosenDate(event.target.value)}>
              <option value="">{texts.datePlaceholder}</option>
              {entries.map((entry) => (
                <option key={entry.date} value={entry.date}>
                  {longDate(entry.date)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={texts.time} error={errors.time}>
          {(control) => (
            <select
              {...control}
              value={time}
              onChange={(event) => setChosenTime(event.target.value)}
              disabled={date === ''}
            >
              <option value="">{date === '' ? texts.chooseDateFirst : texts.timePlaceholder}</option>
              {times.map((label) => (
                <option key={label} value={label}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </>
    );
  }

  return (
    <ActionForm
      texts={texts}
      intro={texts.intro(appointment.service)}
      onSubmit={submit}
      onCancel={onDone}
      busy={rebooking}
      failure={failure}
    >
      <Field label={texts.location}>
        {(control) => (
          <select
            {...control}
            value={location}
            onChange={(event) => {
              if (isLocation(event.target.value)) setLocation(event.target.value);
            }}
          >
            {LOCATIONS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {slotFields}
    </ActionForm>
  );
}

/** Rebook: a free slot for the paid booking, picked and confirmed; a refusal keeps the dialog open. */
export function RebookDialog({
  appointment,
  onClose,
}: {
  /** The booking to rebook; null when the dialog is closed. */
  appointment: AppointmentWithState | null;
  onClose: () => void;
}) {
  return (
    <ActionFormDialog appointment={appointment} onClose={onClose} title={texts.title}>
      {(booking) => <RebookForm appointment={booking} onDone={onClose} />}
    </ActionFormDialog>
  );
}
