import type { RemoteName } from '@clean/shared';
import { FAILURE_TITLE_IDS } from '@clean/shared/prerender';
import { Suspense, useReducer } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { reloadPage } from '../../lib/reload-page';
import { remotePage, RemoteUnavailableError, resetRemote, retryNeedsReload } from '../../lib/remotes';
import styles from './remote-slot.module.css';

interface RemoteSlotProps {
  remote: RemoteName;
  page: string;
}

function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.srOnly}>Loading…</span>
    </div>
  );
}

function RemoteFailed({ error, resetErrorBoundary }: FallbackProps) {
  const unavailable = error instanceof RemoteUnavailableError;
  return (
    <section className={styles.failed} role="alert" aria-labelledby={FAILURE_TITLE_IDS.remoteSlot}>
      <h1 id={FAILURE_TITLE_IDS.remoteSlot} className={styles.failedTitle}>
        {unavailable ? 'This part of the site is not available right now' : 'This page ran into a problem'}
      </h1>
      <p className={styles.failedText}>
        {unavailable
          ? 'We could not load it. Please check your connection and try again in a moment.'
          : 'Something went wrong while showing this page. Please try again.'}
      </p>
      <button type="button" className={styles.retry} onClick={resetErrorBoundary}>
        Retry
      </button>
    </section>
  );
}

/**
 * One page of a remote inside the shell: a loading state while it arrives, and if it cannot be loaded
 * or throws while rendering, a message with Retry; header and footer stay untouched either way.
 */
export function RemoteSlot({ remote, page }: RemoteSlotProps) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  // Cached per remote page in lib/remotes, so its identity only changes after a Retry.
  const Page = remotePage(remote, page);

  return (
    <ErrorBoundary
      FallbackComponent={RemoteFailed}
      onError={(error) => console.error(`[shell] ${remote}/${page} failed`, error)}
      onReset={() => {
        if (retryNeedsReload(remote)) {
          reloadPage();
          return;
        }
        resetRemote(remote);
        rerender();
      }}
      resetKeys={[remote, page]}
    >
      <Suspense fallback={<PageLoading />}>
        {/* eslint-disable-next-line react-hooks/static-components -- stable: cached in lib/remotes */}
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
