import { isApiError } from '@clean/shared';
import type { DataRequestProof } from '@clean/shared/schemas';
import { buttonClassName, ConfirmDialog, StatusPanel } from '@clean/shared/ui';
import { useId, useState } from 'react';
import { useYourDataRequestDownloadMutation, useYourDataRequestErasureMutation } from '../api/data-requests';
import { yourDataTexts as t } from '../texts';
import styles from './your-data.module.css';

export interface YourDataProps {
  reference: string;
  /** How the page opened the booking: the manage link's token, or the lookup's email or phone. */
  proof: DataRequestProof;
}

/** What an asked link came to: the API's words (what the request covers among them), or why not. */
function LinkAnswer({
  answer,
}: {
  answer: { isSuccess: boolean; isError: boolean; data?: { message: string }; error?: unknown };
}) {
  if (answer.isSuccess && answer.data) {
    return (
      <StatusPanel title={t.sentTitle} level={3}>
        <p>{answer.data.message}</p>
      </StatusPanel>
    );
  }
  if (!answer.isError) return null;
  return (
    <StatusPanel title={t.failedTitle} tone="error" level={3}>
      <p>{isApiError(answer.error) ? answer.error.message : ''}</p>
    </StatusPanel>
  );
}

/**
 * 'Your data' on the receipt page (docs/PRODUCT.md, "Your data"): 'Download my data' and 'Delete my
 * data' each e-mail a link to the booking's address; only that link downloads or erases, since neither the
 * manage link nor the lookup proves the e-mail is the visitor's. Loaded lazily.
 */
export default function YourData({ reference, proof }: YourDataProps) {
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const [requestDownload, download] = useYourDataRequestDownloadMutation();
  const [requestErasure, erasure] = useYourDataRequestErasureMutation();
  const send = async () => {
    try {
      await requestErasure({ reference, ...proof }).unwrap();
    } finally {
      setAsking(false);
    }
  };
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.intro}>{t.intro}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClassName({ variant: 'outline' })}
          onClick={() => void requestDownload({ reference, ...proof })}
          disabled={download.isLoading || download.isSuccess}
          aria-busy={download.isLoading}
        >
          {download.isLoading ? t.downloadBusy : t.download}
        </button>
        <button
          type="button"
          className={buttonClassName({ variant: 'outline' })}
          onClick={() => setAsking(true)}
          disabled={erasure.isSuccess}
        >
          {t.erase}
        </button>
      </div>
      <LinkAnswer answer={download} />
      <LinkAnswer answer={erasure} />
      <ConfirmDialog
        open={asking}
        title={t.confirmTitle}
        confirmLabel={t.confirmLabel}
        busyLabel={t.busyLabel}
        cancelLabel={t.cancel}
        busy={erasure.isLoading}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      >
        <p>{t.confirmText}</p>
      </ConfirmDialog>
    </section>
  );
}
