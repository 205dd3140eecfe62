import { DATA_REQUEST_SCOPE, type DataExportQuery } from '@clean/shared/schemas';
import { selectApiBaseUrl, useAppSelector } from '@clean/shared/store';
import { buttonClassName, StatusPanel } from '@clean/shared/ui';
import { useState } from 'react';
import { yourDataTexts as t } from '../texts';
import styles from './your-data.module.css';

type Format = NonNullable<DataExportQuery['format']>;

type State =
  { step: 'ready' } | { step: 'busy'; format: Format } | { step: 'done' } | { step: 'failed'; message: string };

const NOT_REACHED = 'We could not reach our server. Check your connection and try again.';

/** The API's file name (its content-disposition, which a page of another origin may not read). */
const fileNameOf = (reference: string, format: Format) => `my-data-${reference.replace(/[^\w-]/g, '_')}.${format}`;

/** Saves `blob` as a download (an anchor on an object URL: the page keeps its state and its errors). */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}

/**
 * The e-mailed download link's page (the receipt page with `?download=…&code=…`): two buttons fetch the
 * data of the link's e-mail as JSON or as a readable page; a wrong or expired link says so here.
 * Loaded lazily.
 */
export default function DataDownload({ reference, id, code }: { reference: string; id: string; code: string }) {
  const apiBaseUrl = useAppSelector(selectApiBaseUrl);
  const [state, setState] = useState<State>({ step: 'ready' });
  const fetchFile = async (format: Format) => {
    setState({ step: 'busy', format });
    const url = new URL(
      `${apiBaseUrl.replace(/\/$/, '')}/api/user/data-requests/${encodeURIComponent(id)}/my-data`,
      window.location.href,
    );
    url.searchParams.set('code', code);
    url.searchParams.set('format', format);
    try {
      const response = await fetch(new Request(url.toString(), { method: 'GET' }));
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: unknown };
        setState({ step: 'failed', message: typeof body.message === 'string' ? body.message : NOT_REACHED });
        return;
      }
      save(await response.blob(), fileNameOf(reference, format));
      setState({ step: 'done' });
    } catch {
      setState({ step: 'failed', message: NOT_REACHED });
    }
  };
  const busy = state.step === 'busy';
  const button = (format: Format, label: string) => (
    <button
      type="button"
      className={buttonClassName({ variant: format === 'json' ? 'normal' : 'outline' })}
      onClick={() => void fetchFile(format)}
      disabled={busy}
      aria-busy={busy && state.format === format}
    >
      {busy && state.format === format ? t.downloading : label}
    </button>
  );
  return (
    <>
      <StatusPanel
        title={t.downloadTitle}
        actions={
          <div className={styles.actions}>
            {button('json', t.downloadJson)}
            {button('html', t.downloadHtml)}
          </div>
        }
      >
        <p>{t.downloadText}</p>
        <p>{DATA_REQUEST_SCOPE}</p>
      </StatusPanel>
      <div role="status">
        {state.step === 'done' && (
          <StatusPanel title={t.downloadedTitle}>
            <p>{t.downloadedText}</p>
          </StatusPanel>
        )}
      </div>
      {state.step === 'failed' && (
        <StatusPanel title={t.linkFailedTitle} tone="error">
          <p>{state.message}</p>
        </StatusPanel>
      )}
    </>
  );
}
