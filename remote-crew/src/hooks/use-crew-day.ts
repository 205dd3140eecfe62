import type { CrewDayResponse, CrewJob, JobEventRequest } from '@clean/shared';
import { useCallback, useEffect, useState } from 'react';
import { crewCall, CrewCallError, isOffline, isSignedOut } from '../lib/crew-client';
import {
  clearCrewStorage,
  readSavedDay,
  readSession,
  saveDay,
  type SavedDay,
  type WaitingPhoto,
} from '../lib/crew-storage';
import { enqueueStep, forgetQueue, queuedSteps, sendQueue } from '../lib/outbox';

/** A job as the phone shows it: its step may be one still waiting to be sent. */
export interface ShownJob extends CrewJob {
  waiting: boolean;
}

export type DayState =
  | { kind: 'no-session' }
  | { kind: 'ended' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; saved: SavedDay; offline: boolean };

type DayRead = { kind: 'signed-out' } | { kind: 'read'; state: DayState };

/** GET the day (kept on the phone), or the one kept when the network fails. */
async function readDay(token: string): Promise<DayRead> {
  try {
    const day = await crewCall<CrewDayResponse>('/api/crew/day', { token });
    const now = new Date();
    saveDay(day, now);
    return { kind: 'read', state: { kind: 'ready', saved: { day, savedAt: now.toISOString() }, offline: false } };
  } catch (error) {
    if (isSignedOut(error)) return { kind: 'signed-out' };
    const saved = readSavedDay();
    if (saved) return { kind: 'read', state: { kind: 'ready', saved, offline: true } };
    const message = isOffline(error)
      ? 'No network, and no jobs kept on this phone yet. Try again when you have a signal.'
      : error instanceof CrewCallError
        ? error.message
        : 'Something went wrong';
    return { kind: 'read', state: { kind: 'failed', message } };
  }
}

/** The day's jobs with the steps still waiting to be sent applied to them. */
function withWaitingSteps(jobs: readonly CrewJob[]): ShownJob[] {
  const steps = queuedSteps();
  return jobs.map((job) => {
    const mine = steps.filter((step) => step.jobId === job._id);
    const last = mine.at(-1);
    return last ? { ...job, step: last.request.kind, waiting: true } : { ...job, waiting: false };
  });
}

/**
 * The crew's day: read from the API, or the last one read when the network fails; the steps taken
 * on it, queued and sent in order (lib/outbox.ts); a 401 from any call ends the session on the phone.
 */
export function useCrewDay() {
  const [session, setSession] = useState(readSession);
  const [state, setState] = useState<DayState>(() => (session ? { kind: 'loading' } : { kind: 'no-session' }));
  const [waitingCount, setWaitingCount] = useState(() => queuedSteps().length);
  const [progress, setProgress] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const token = session?.token;

  const end = useCallback(() => {
    clearCrewStorage();
    forgetQueue();
    setSession(null);
    setWaitingCount(0);
    setState({ kind: 'ended' });
  }, []);

  const putJob = useCallback((job: CrewJob) => {
    setState((current) => {
      if (current.kind !== 'ready') return current;
      const day: CrewDayResponse = {
        ...current.saved.day,
        jobs: current.saved.day.jobs.map((candidate) => (candidate._id === job._id ? job : candidate)),
      };
      const saved = { ...current.saved, day };
      saveDay(day, new Date(saved.savedAt));
      return { ...current, saved };
    });
  }, []);

  const send = useCallback(async () => {
    if (!token || queuedSteps().length === 0) return;
    const result = await sendQueue(token, { onJob: putJob, onProgress: setProgress, onRefused: setNotice });
    if (result === 'signed-out') end();
    else setWaitingCount(queuedSteps().length);
  }, [token, end, putJob]);

  /** What the day page shows once a read of the day has ended (kept on the phone when it worked). */
  const applyRead = useCallback(
    (read: DayRead) => {
      if (read.kind === 'signed-out') return end();
      setState(read.state);
      // The next successful load also sends what waits (docs/PRODUCT.md, "The crew's day", Offline).
      if (read.state.kind === 'ready' && !read.state.offline) void send();
    },
    [end, send],
  );

  const load = useCallback(async () => {
    if (token) applyRead(await readDay(token));
  }, [token, applyRead]);

  useEffect(() => {
    if (!token) return undefined;
    let current = true;
    void readDay(token).then((read) => current && applyRead(read));
    const back = () => void send().then(load);
    window.addEventListener('online', back);
    return () => {
      current = false;
      window.removeEventListener('online', back);
    };
  }, [token, applyRead, load, send]);

  /** Takes a step: queued (shown at once as waiting to send), then sent when the network lets it. */
  const act = useCallback(
    (jobId: string, request: JobEventRequest, photos: WaitingPhoto[] = []) => {
      setNotice(null);
      const kept = enqueueStep({ jobId, request, photos });
      if (!kept) setNotice('The phone is full: keep this page open until the step is sent.');
      setWaitingCount(queuedSteps().length);
      return send();
    },
    [send],
  );

  const signOut = useCallback(async () => {
    if (token) {
      // Signed out on the phone whatever the answer: with no network, the session ends by itself.
      await crewCall('/api/crew/sign-out', { method: 'POST', token, json: {} }).catch(() => undefined);
    }
    clearCrewStorage();
    forgetQueue();
    setSession(null);
    setWaitingCount(0);
    setState({ kind: 'no-session' });
  }, [token]);

  const jobs = state.kind === 'ready' ? withWaitingSteps(state.saved.day.jobs) : [];
  return { session, state, jobs, waitingCount, progress, notice, act, signOut, retry: load };
}
