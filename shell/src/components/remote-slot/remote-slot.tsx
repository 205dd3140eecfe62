import type { RemoteName } from '@clean/shared';
import { FAILURE_TITLE_IDS } from '@clean/shared/prerender';
import { Suspense, useReducer } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { reloadPage } from '../../lib/reload-page';
import { StoreGate } from '../../lib/store-gate';
import { remotePage, RemoteUnavailableError, resetRemote, retryNeedsReload } from '../../lib/remotes';
import styles from './remote-slot.module.css';

interface RemoteSlotProps {
  remote: RemoteName;
  page: string;
  /** Whether the page reads the site's store: it then gets it, loading Redux the first time. */
  store: boolean;
}

function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.srOnly}>Loading…</span>
    </div>
  );
}

/** What the failure panel says: a remote that could not be loaded, one the shell refused, a page that threw. */
function failureText(error: unknown): { title: string; text: string } {
  if (!(error instanceof RemoteUnavailableError)) {
    return {
      title: 'This page ran into a problem',
      text: 'Something went wrong while showing this page. Please try again.',
    };
  }
  return {
    title: 'This part of the site is not available right now',
    // Refused: a newer version of it or of the site is being rolled out, so the visitor's connection is fine.
    text: error.refused
      ? 'It is being updated. Please try again in a moment.'
      : 'We could not load it. Please check your connection and try again in a moment.',
  };
}

function RemoteFailed({ error, resetErrorBoundary }: FallbackProps) {
  const { title, text } = failureText(error);
  return (
    <section className={styles.failed} role="alert" aria-labelledby={FAILURE_TITLE_IDS.remoteSlot}>
      <h1 id={FAILURE_TITLE_IDS.remoteSlot} className={styles.failedTitle}>
        {title}
      </h1>
      <p className={styles.failedText}>{text}</p>
      <button type="button" className={styles.retry} onClick={resetErrorBoundary}>
        Retry
      </button>
    </section>
  );
}

/**
 * One page of a remote inside the shell: a loading state while it arrives, and if it cannot be loaded
 * or throws while rendering, a message with Retry; header and footer stay untouched either way. Retry
 * loads the remote afresh, or reloads the page when only that can help (lib/remotes.ts `retryNeedsReload`).
 */
export function RemoteSlot({ remote, page, store }: RemoteSlotProps) {
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
        {store ? (
          <StoreGate>
            {/* eslint-disable-next-line react-hooks/static-components -- stable: cached in lib/remotes */}
            <Page />
          </StoreGate>
        ) : (
          // eslint-disable-next-line react-hooks/static-components -- stable: cached in lib/remotes
          <Page />
        )}
      </Suspense>
    </ErrorBoundary>
  );
}
