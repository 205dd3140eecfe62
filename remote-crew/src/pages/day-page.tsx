import { CREW_ASK_FOR_LINK, CREW_SESSION_ENDED } from '@clean/shared/crew-day';
import { addDays, lagosClockTime } from '@clean/shared/lagos-time';
import { JobCard } from '../components/job-card';
import { SignedInLineSwap } from '../components/signed-in-line';
import type { TakeStep } from '../components/step-panels';
import { useCrewDay, type ShownJob } from '../hooks/use-crew-day';
import { waitingLabel } from '../lib/labels';
import { CREW_MANIFEST, installOfflineWorker } from '../lib/offline-worker';
import { useEffect } from 'react';
import styles from '../styles/crew.module.css';

function DaySection({
  title,
  empty,
  jobs,
  actionable,
  onStep,
}: {
  title: string;
  empty: string;
  jobs: readonly ShownJob[];
  actionable: boolean;
  onStep: (jobId: string) => TakeStep;
}) {
  return (
    <section aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      {jobs.length === 0 ? <p className={styles.line}>{empty}</p> : null}
      {jobs.map((job) => (
        <JobCard key={job._id} job={job} actionable={actionable} onStep={onStep(job._id)} />
      ))}
    </section>
  );
}

/** The home-screen app's manifest and colour (React puts them in the document's head). */
function InstallLinks() {
  return (
    <>
      <link rel="manifest" href={CREW_MANIFEST} />
      <meta name="theme-color" content="#0b6e4f" />
    </>
  );
}

/** The crew's day on a phone (docs/PRODUCT.md, "The crew's day"): today's jobs, then tomorrow's. */
export default function DayPage() {
  const { session, state, jobs, waitingCount, progress, notice, act, signOut, retry } = useCrewDay();
  useEffect(() => {
    void installOfflineWorker();
  }, []);

  if (state.kind === 'no-session' || state.kind === 'ended' || !session) {
    return (
      <main className={styles.page}>
        <InstallLinks />
        <h1 className={styles.title}>Your day</h1>
        {state.kind === 'ended' ? (
          <p role="alert" className={styles.error}>
            {CREW_SESSION_ENDED}
          </p>
        ) : (
          <>
            <p className={styles.line}>{CREW_ASK_FOR_LINK}</p>
            <SignedInLineSwap />
          </>
        )}
      </main>
    );
  }

  const identity = state.kind === 'ready' ? state.saved.day.identity : session.identity;
  const stepOn =
    (jobId: string): TakeStep =>
    (request, photos) =>
      void act(jobId, request, photos);

  return (
    <main className={styles.page}>
      <InstallLinks />
      <header className={styles.bar}>
        <div>
          <h1 className={styles.title}>Your day</h1>
          <p className={styles.who}>{`${identity.member} · ${identity.crew}`}</p>
        </div>
        <button type="button" className={styles.barButton} onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      {state.kind === 'loading' ? <p role="status">Loading your jobs…</p> : null}
      {state.kind === 'failed' ? (
        <>
          <p role="alert" className={styles.error}>
            {state.message}
          </p>
          <div className={styles.row}>
            <button type="button" className={styles.button} onClick={() => void retry()}>
              Try again
            </button>
          </div>
        </>
      ) : null}
      {state.kind === 'ready' && state.offline ? (
        <p role="status" className={styles.banner}>
          {`Offline: showing the jobs as of ${lagosClockTime(state.saved.savedAt)}`}
        </p>
      ) : null}
      {waitingCount > 0 ? (
        <p role="status" className={styles.banner}>
          {waitingLabel(waitingCount)}
        </p>
      ) : null}
      {progress ? <p role="status">{progress}</p> : null}
      {notice ? (
        <p role="alert" className={styles.error}>
          {notice}
        </p>
      ) : null}
      {state.kind === 'ready' ? (
        <>
          <DaySection
            title="Today"
            empty="No jobs today."
            jobs={jobs.filter((job) => job.date === state.saved.day.today)}
            actionable
            onStep={stepOn}
          />
          <DaySection
            title="Tomorrow"
            empty="No jobs tomorrow."
            jobs={jobs.filter((job) => job.date === addDays(state.saved.day.today, 1))}
            actionable={false}
            onStep={stepOn}
          />
        </>
      ) : null}
    </main>
  );
}
