import { zodResolver } from '@hookform/resolvers/zod';
import { toDisplayDate } from '@clean/shared/dates';
import type { Crew, CrewTimeOffRequest } from '@clean/shared/schemas';
import { buttonClassName, Field, VisuallyHidden } from '@clean/shared/ui';
import { useForm, type Resolver } from 'react-hook-form';
import { useAdminAddCrewTimeOffMutation, useAdminRemoveCrewTimeOffMutation } from '../../../api/crews-api';
import { Section } from '../../../components/record-section/record-section';
import { RefusalPanel } from '../../../components/refusal-panel/refusal-panel';
import { SendCrewToJob } from '../../../components/send-crew/send-crew';
import { useRefusableSave } from '../../../hooks/use-refusable-save';
import { emptyTimeOff, timeOffFormSchema, type TimeOffFormValues } from '../lib/crew-form';
import { crewsTexts } from '../lib/texts';
import styles from './crews.module.css';

const texts = crewsTexts.timeOff;
const resolver = zodResolver(timeOffFormSchema) as Resolver<TimeOffFormValues, unknown, CrewTimeOffRequest>;

/**
 * A crew's time off ahead, each taken back with one press, and a form to add more; a range with jobs
 * of the crew is refused with those jobs listed, each with a select to send another crew of its
 * location (or its page, by its reference); once they have one, the range can be added.
 */
export function CrewTimeOff({ crew }: { crew: Crew }) {
  const [add] = useAdminAddCrewTimeOffMutation();
  const [remove, removing] = useAdminRemoveCrewTimeOffMutation();
  const { failure, run } = useRefusableSave();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TimeOffFormValues, unknown, CrewTimeOffRequest>({ resolver, defaultValues: emptyTimeOff });
  const onSubmit = handleSubmit(async (body) => {
    if (await run(() => add({ id: crew._id, body }).unwrap())) reset(emptyTimeOff);
  });

  return (
    <Section title={texts.title}>
      <p className={styles.muted}>{texts.intro}</p>
      {crew.timeOff.length === 0 ? (
        <p className={styles.muted}>{texts.none}</p>
      ) : (
        <ul className={styles.timeOff} aria-label={texts.listLabel}>
          {crew.timeOff.map((off) => {
            const range = texts.range(toDisplayDate(off.firstDate), toDisplayDate(off.lastDate));
            return (
              <li key={off._id} className={styles.timeOffItem}>
                <span>
                  {range}
                  {off.note && <span className={styles.muted}> · {off.note}</span>}
                </span>
                <button
                  type="button"
                  className={buttonClassName({ variant: 'outline' })}
                  disabled={removing.isLoading}
                  onClick={() => void run(() => remove({ id: crew._id, timeOffId: off._id }).unwrap())}
                >
                  {texts.remove}
                  <VisuallyHidden>{texts.which(range)}</VisuallyHidden>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form className={styles.timeOffForm} onSubmit={onSubmit} noValidate aria-label={texts.formLabel}>
        <div className={styles.pair}>
          <Field label={texts.firstDate} error={errors.firstDate?.message}>
            {(controlProps) => <input type="date" {...controlProps} {...register('firstDate')} />}
          </Field>
          <Field label={texts.lastDate} error={errors.lastDate?.message}>
            {(controlProps) => <input type="date" {...controlProps} {...register('lastDate')} />}
          </Field>
        </div>
        <Field label={texts.note} hint={texts.noteHint} error={errors.note?.message}>
          {(controlProps) => (
            <input type="text" autoComplete="off" maxLength={200} {...controlProps} {...register('note')} />
          )}
        </Field>
        <div>
          <button type="submit" className={buttonClassName()} disabled={isSubmitting}>
            {isSubmitting ? texts.adding : texts.add}
          </button>
        </div>
      </form>
      {failure && (
        <RefusalPanel
          failure={failure}
          bookingsLabel={texts.jobsLabel}
          actionFor={(job) => (
            <SendCrewToJob
              location={job.location}
              job={{ id: job._id, label: job.reference, crewId: crew._id }}
              label={texts.sendFor(job.reference)}
            />
          )}
        />
      )}
    </Section>
  );
}
