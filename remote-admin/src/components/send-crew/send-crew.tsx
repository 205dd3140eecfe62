import { buttonClassName, Field } from '@clean/shared/ui';
import { useId, useState, type FormEvent } from 'react';
import { useAdminAssignCrewMutation, useAdminGetCrewsQuery } from '../../api/crews-api';
import { useAction } from '../../hooks/use-action';
import styles from './send-crew.module.css';

export const sendCrewTexts = {
  job: 'Job',
  pickJob: 'Choose a job',
  choose: 'Send another crew',
  pick: 'Choose a crew',
  loading: 'Loading the crews',
  send: 'Send crew',
  sending: 'Sending…',
} as const;
const texts = sendCrewTexts;

/** A job another crew can be sent to: its booking, the words that name it, the crew it has now. */
export interface CrewJobChoice {
  id: string;
  label: string;
  crewId: string | null;
}

/**
 * Sends a crew to a booking (PUT /api/admin/appointments/{id}/crew), as every place that moves a job
 * does: the server's answer in a toast, a refusal (the crew does not work then, or has a job too close)
 * kept in `failure` for the place to show; nothing changes then. The pages reload through the tags.
 */
export function useSendCrew() {
  const [assign] = useAdminAssignCrewMutation();
  const action = useAction();
  const [sent, setSent] = useState<string | null>(null);
  const send = async (jobId: string, crewId: string): Promise<boolean> => {
    setSent(null);
    const answer = await action.run(() => assign({ id: jobId, body: { crewId } }).unwrap());
    if (answer) setSent(answer.message);
    return answer !== undefined;
  };
  return { send, busy: action.busy, failure: action.failure, sent };
}
export type CrewSender = ReturnType<typeof useSendCrew>;

interface SendCrewFormProps {
  sender: CrewSender;
  /** The booking's location: only its crews can go. */
  location: string;
  /** The job, or the jobs to choose from (a day's board). */
  jobs: readonly CrewJobChoice[];
  /** A select of the jobs first: by default when there are several; a board asks even for one. */
  chooseJob?: boolean;
  /** The form's accessible name. */
  label: string;
}

/**
 * A select of the location's other active crews to send to a job (and, for several jobs, which one),
 * working the same with a thumb, a mouse or the keyboard.
 */
export function SendCrewForm({ sender, location, jobs, label, chooseJob = jobs.length > 1 }: SendCrewFormProps) {
  const crews = useAdminGetCrewsQuery();
  const [chosenJob, setChosenJob] = useState('');
  const [chosenCrew, setChosenCrew] = useState('');
  const failureId = useId();
  const job = chooseJob ? jobs.find((each) => each.id === chosenJob) : jobs[0];
  const others = (crews.data?.crews ?? []).filter(
    (crew) => crew.active && crew.location === location && crew._id !== job?.crewId,
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!job || !chosenCrew) return;
    if (await sender.send(job.id, chosenCrew)) {
      setChosenCrew('');
      setChosenJob('');
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      aria-label={label}
      aria-describedby={sender.failure ? failureId : undefined}
    >
      {chooseJob && (
        <Field label={texts.job}>
          {(control) => (
            <select
              {...control}
              value={chosenJob}
              onChange={(event) => {
                setChosenJob(event.target.value);
                setChosenCrew('');
              }}
            >
              <option value="">{texts.pickJob}</option>
              {jobs.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label={texts.choose}>
        {(control) => (
          <select
            {...control}
            value={chosenCrew}
            onChange={(event) => setChosenCrew(event.target.value)}
            disabled={crews.isLoading || !job}
          >
            <option value="">{crews.isLoading ? texts.loading : texts.pick}</option>
            {others.map((crew) => (
              <option key={crew._id} value={crew._id}>
                {crew.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className={buttonClassName()} disabled={!job || !chosenCrew || sender.busy}>
        {sender.busy ? texts.sending : texts.send}
      </button>
      {sender.sent && (
        <p className={styles.sent} role="status">
          {sender.sent}
        </p>
      )}
      {sender.failure && (
        <p id={failureId} className={styles.failure} role="alert">
          {sender.failure.message}
        </p>
      )}
    </form>
  );
}

/** The form for one job, with its own sender: one per booking of a list. */
export function SendCrewToJob({
  location,
  job,
  label,
}: Omit<SendCrewFormProps, 'sender' | 'jobs'> & { job: CrewJobChoice }) {
  const sender = useSendCrew();
  return <SendCrewForm sender={sender} location={location} jobs={[job]} label={label} />;
}
