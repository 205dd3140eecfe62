import { paths, type CrewSignInResponse } from '@clean/shared';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { crewCall, CrewCallError } from '../lib/crew-client';
import { saveSession } from '../lib/crew-storage';
import styles from '../styles/crew.module.css';

/**
 * One request per token: a link signs in one device once, so a second POST of the same token (React
 * running an effect twice, a re-render) would be refused.
 */
const signIns = new Map<string, Promise<CrewSignInResponse>>();

function signIn(token: string): Promise<CrewSignInResponse> {
  let request = signIns.get(token);
  if (!request) {
    request = crewCall<CrewSignInResponse>('/api/crew/sign-in', { method: 'POST', json: { token } });
    signIns.set(token, request);
    // A failure may be tried again (no network); a success is never needed twice.
    request.catch(() => signIns.delete(token));
  }
  return request;
}

type State = { kind: 'signing-in' } | { kind: 'failed'; message: string; canRetry: boolean };

/**
 * Where the office's link lands (`/crew/sign-in#<token>`): signs this phone in, keeps the session,
 * and opens the day with the token gone from the address.
 */
export default function SignInPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const token = decodeURIComponent(hash.replace(/^#/, '')).trim();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() =>
    token
      ? { kind: 'signing-in' }
      : { kind: 'failed', message: 'The link is incomplete. Ask the office for a sign-in link.', canRetry: false },
  );

  useEffect(() => {
    if (!token) return;
    let current = true;
    signIn(token).then(
      (answer) => {
        if (!current) return;
        saveSession({ token: answer.token, expiresAt: answer.expiresAt, identity: answer.identity });
        // Replaced, not pushed: the link's token leaves the address and the history.
        navigate(paths.crew.root, { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        // The server's own words for a refused link (CREW_LINK_REFUSED); a lost answer may be tried again.
        if (error instanceof CrewCallError && error.status !== 'NETWORK' && error.status < 500) {
          setState({ kind: 'failed', message: error.message, canRetry: false });
        } else {
          setState({ kind: 'failed', message: 'No network. Check your signal and try again.', canRetry: true });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [token, attempt, navigate]);

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Crew sign-in</h1>
      {state.kind === 'signing-in' ? (
        <p role="status">Signing you in…</p>
      ) : (
        <>
          <p role="alert" className={styles.error}>
            {state.message}
          </p>
          {state.canRetry ? (
            <div className={styles.row}>
              <button
                type="button"
                className={styles.button}
                onClick={() => {
                  setState({ kind: 'signing-in' });
                  setAttempt((count) => count + 1);
                }}
              >
                Try again
              </button>
            </div>
          ) : null}
        </>
      )}
    </main>
  );
}
