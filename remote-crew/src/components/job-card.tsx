import type { JobStep } from '@clean/shared';
import { JOB_STEP_LABELS } from '@clean/shared/crew-day';
import { useId, useState } from 'react';
import type { ShownJob } from '../hooks/use-crew-day';
import { shortLength } from '../lib/labels';
import styles from '../styles/crew.module.css';
import { CouldNotWorkPanel, DonePanel, stepStamp, type TakeStep } from './step-panels';

/** The steps a job may take from where it stands (docs/PRODUCT.md, "The crew's day", Steps). */
const NEXT_STEPS: Record<JobStep, readonly ('on-my-way' | 'started' | 'done' | 'could-not-work')[]> = {
  assigned: ['on-my-way', 'started', 'could-not-work'],
  'on-my-way': ['started', 'could-not-work'],
  started: ['done', 'could-not-work'],
  done: [],
  'could-not-work': [],
};

interface Props {
  job: ShownJob;
  /** Steps are taken on today's jobs only; tomorrow's are read. */
  actionable: boolean;
  onStep: TakeStep;
}

/** One job: when, what, where, who, and the steps the crew can take on it. */
export function JobCard({ job, actionable, onStep }: Props) {
  const headingId = useId();
  const [panel, setPanel] = useState<'done' | 'could-not-work' | null>(null);
  const next = actionable ? NEXT_STEPS[job.step] : [];
  const where = [job.address, job.area, job.landmark ? `near ${job.landmark}` : null].filter(Boolean).join(', ');

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.when}>
        {`${job.time} · ${shortLength(job.durationMinutes)}`}
      </h3>
      <p className={styles.line}>
        <strong>{job.service}</strong>
        {job.product && job.product !== job.service ? ` (${job.product})` : ''}
      </p>
      {job.priceLines.length > 0 ? (
        <ul className={styles.lines}>
          {job.priceLines.map((line, index) => (
            <li key={`${line.kind}-${index}`}>{line.label}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.line}>{where}</p>
      <div className={styles.row}>
        <a className={styles.secondary} href={job.mapUrl} target="_blank" rel="noopener noreferrer">
          Map
        </a>
      </div>
      <p className={styles.line}>
        Customer: <strong>{job.customer.firstName}</strong>
      </p>
      <div className={styles.row}>
        <a className={styles.secondary} href={`tel:${job.customer.phone}`}>
          Call
        </a>
        {job.customer.whatsappUrl ? (
          <a className={styles.secondary} href={job.customer.whatsappUrl} target="_blank" rel="noopener noreferrer">
            WhatsApp
          </a>
        ) : null}
      </div>
      {job.notes ? <p className={styles.line}>{`Notes: ${job.notes}`}</p> : null}
      <p className={styles.step}>{`${JOB_STEP_LABELS[job.step]}${job.waiting ? ' (waiting to send)' : ''}`}</p>
      {next.length > 0 && panel === null ? (
        <div className={styles.row}>
          {next.includes('on-my-way') ? (
            <button
              type="button"
              className={styles.button}
              onClick={() => onStep({ ...stepStamp(), kind: 'on-my-way' })}
            >
              On my way
            </button>
          ) : null}
          {next.includes('started') ? (
            <button type="button" className={styles.button} onClick={() => onStep({ ...stepStamp(), kind: 'started' })}>
              Started
            </button>
          ) : null}
          {next.includes('done') ? (
            <button type="button" className={styles.go} onClick={() => setPanel('done')}>
              Done
            </button>
          ) : null}
          {next.includes('could-not-work') ? (
            <button type="button" className={styles.stop} onClick={() => setPanel('could-not-work')}>
              Could not work
            </button>
          ) : null}
        </div>
      ) : null}
      {panel === 'done' ? <DonePanel job={job} onStep={onStep} onClose={() => setPanel(null)} /> : null}
      {panel === 'could-not-work' ? (
        <CouldNotWorkPanel job={job} onStep={onStep} onClose={() => setPanel(null)} />
      ) : null}
    </article>
  );
}
