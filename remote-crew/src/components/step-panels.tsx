import type { CrewJob, JobEventRequest } from '@clean/shared';
import {
  COULD_NOT_WORK_LABELS,
  COULD_NOT_WORK_REASONS,
  couldNotWorkNoteMissing,
  JOB_PHOTO_LIMITS,
  NOTE_MAX,
  NOTE_NEEDED,
} from '@clean/shared/crew-day';
import { useId, useState, type FormEvent } from 'react';
import type { WaitingPhoto } from '../lib/crew-storage';
import { blobToDataUrl, resizePhoto } from '../lib/resize-photo';
import styles from '../styles/crew.module.css';

/** What every step carries: the phone's own key (sent again, recorded once) and when it happened. */
export const stepStamp = () => ({ key: crypto.randomUUID(), at: new Date().toISOString() });

export type TakeStep = (request: JobEventRequest, photos?: WaitingPhoto[]) => void;

interface PanelProps {
  job: CrewJob;
  onStep: TakeStep;
  onClose: () => void;
}

/** 'Done': the service's checklist ticked, and up to 5 photos, made small here before they are kept. */
export function DonePanel({ job, onStep, onClose }: PanelProps) {
  const [ticked, setTicked] = useState<string[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const photosId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (files.length > JOB_PHOTO_LIMITS.perJob) {
      setProblem(`At most ${JOB_PHOTO_LIMITS.perJob} photos`);
      return;
    }
    setPreparing(true);
    try {
      const photos: WaitingPhoto[] = [];
      for (const file of files) {
        photos.push({ id: crypto.randomUUID(), dataUrl: await blobToDataUrl(await resizePhoto(file)) });
      }
      onStep({ ...stepStamp(), kind: 'done', checklist: ticked, photos: photos.map((photo) => photo.id) }, photos);
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The photos could not be prepared');
      setPreparing(false);
    }
  }

  return (
    <form className={styles.panel} aria-label="Done" onSubmit={(event) => void submit(event)}>
      {job.checklist.length > 0 ? (
        <fieldset>
          <legend>Checklist</legend>
          {job.checklist.map((item) => (
            <label key={item} className={styles.choice}>
              <input
                type="checkbox"
                checked={ticked.includes(item)}
                onChange={(event) =>
                  setTicked((current) =>
                    event.target.checked ? [...current, item] : current.filter((other) => other !== item),
                  )
                }
              />
              {item}
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className={styles.field} htmlFor={photosId}>
        Photos (up to {JOB_PHOTO_LIMITS.perJob})
      </label>
      <input
        id={photosId}
        className={styles.file}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        onChange={(event) => {
          setProblem(null);
          setFiles(Array.from(event.target.files ?? []));
        }}
      />
      {files.length > 0 ? (
        <p className={styles.line}>{`${files.length} ${files.length === 1 ? 'photo' : 'photos'} chosen`}</p>
      ) : null}
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      {preparing ? <p role="status">Preparing photos…</p> : null}
      <div className={styles.row}>
        <button type="submit" className={styles.go} disabled={preparing}>
          Send Done
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** 'Could not work': a reason, and a note that 'Other' needs. */
export function CouldNotWorkPanel({ onStep, onClose }: PanelProps) {
  const [reason, setReason] = useState<(typeof COULD_NOT_WORK_REASONS)[number] | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const noteId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setProblem('Choose a reason');
      return;
    }
    // The contract's own rule (a note for 'Other'; the box holds at most NOTE_MAX), so the phone says
    // what the server would, with no schema library to download.
    if (couldNotWorkNoteMissing(reason, note)) {
      setProblem(NOTE_NEEDED);
      return;
    }
    const request: JobEventRequest = {
      ...stepStamp(),
      kind: 'could-not-work',
      reason,
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    onStep(request);
    onClose();
  }

  return (
    <form className={styles.panel} aria-label="Could not work" onSubmit={submit} noValidate>
      <fieldset>
        <legend>Why could you not work?</legend>
        {COULD_NOT_WORK_REASONS.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="reason"
              value={value}
              checked={reason === value}
              onChange={() => {
                setProblem(null);
                setReason(value);
              }}
            />
            {COULD_NOT_WORK_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <label className={styles.field} htmlFor={noteId}>
        Note
      </label>
      <textarea
        id={noteId}
        className={styles.text}
        value={note}
        maxLength={NOTE_MAX}
        onChange={(event) => {
          setProblem(null);
          setNote(event.target.value);
        }}
      />
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      <div className={styles.row}>
        <button type="submit" className={styles.stop}>
          Send Could not work
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
