import { isApiError } from '@clean/shared';
import { selectApiBaseUrl, useAppSelector } from '@clean/shared/store';
import type { DataRequestProof } from '@clean/shared/schemas';
import { buttonClassName, ConfirmDialog, StatusPanel } from '@clean/shared/ui';
import { useId, useState } from 'react';
import { useYourDataRequestErasureMutation } from '../api/data-requests';
import { yourDataTexts as t } from '../texts';
import styles from './your-data.module.css';

export interface YourDataProps {
  reference: string;
  /** How the page opened the booking: the manage link's token, or the lookup's email or phone. */
  proof: DataRequestProof;
}

/**
 * 'Your data' on the receipt page (docs/PRODUCT.md, "Your data"): the download as two plain links (the
 * API answers an attachment), and 'Delete my data', which e-mails a confirmation link. Loaded lazily.
 */
export default function YourData({ reference, proof }: YourDataProps) {
  const titleId = useId();
  const apiBaseUrl = useAppSelector(selectApiBaseUrl);
  const [asking, setAsking] = useState(false);
  const [requestErasure, erasure] = useYourDataRequestErasureMutation();
  const download = (format: 'json' | 'html') => {
    const url = new URL(
      `${apiBaseUrl.replace(/\/$/, '')}/api/user/bookings/${encodeURIComponent(reference)}/my-data`,
      window.location.href,
    );
    for (const [name, value] of Object.entries({ ...proof, format })) if (value) url.searchParams.set(name, value);
    return url.toString();
  };
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
        <a className={buttonClassName({ variant: 'outline' })} href={download('json')} download>
          {t.downloadJson}
        </a>
        <a className={buttonClassName({ variant: 'outline' })} href={download('html')} download>
          {t.downloadHtml}
        </a>
        <button
          type="button"
          className={buttonClassName({ variant: 'outline' })}
          onClick={() => setAsking(true)}
          disabled={erasure.isSuccess}
        >
          {t.erase}
        </button>
      </div>
      {erasure.isSuccess && (
        <StatusPanel title={t.sentTitle} level={3}>
          <p>{erasure.data.message}</p>
        </StatusPanel>
      )}
      {erasure.isError && (
        <StatusPanel title={t.failedTitle} tone="error" level={3}>
          <p>{isApiError(erasure.error) ? erasure.error.message : ''}</p>
        </StatusPanel>
      )}
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
