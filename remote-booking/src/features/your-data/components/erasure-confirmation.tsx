import { isApiError } from '@clean/shared';
import { buttonClassName, StatusPanel } from '@clean/shared/ui';
import { useEffect, useRef } from 'react';
import { useYourDataConfirmErasureMutation } from '../api/data-requests';
import { yourDataTexts as t } from '../texts';

/**
 * The e-mailed link's page (the receipt page with `?erase=…&code=…`): confirms the erasure once, on
 * arrival, and says what happened. Loaded lazily.
 */
export default function ErasureConfirmation({ id, code }: { id: string; code: string }) {
  const [confirm, answer] = useYourDataConfirmErasureMutation();
  const sent = useRef(false);
  useEffect(() => {
    // Once per visit: React's development double effects, or a re-render, must not ask twice.
    if (sent.current) return;
    sent.current = true;
    void confirm({ id, code });
  }, [confirm, id, code]);

  if (answer.isError) {
    return (
      <StatusPanel
        title={t.linkFailedTitle}
        tone="error"
        actions={
          <button type="button" className={buttonClassName()} onClick={() => void confirm({ id, code })}>
            {t.retry}
          </button>
        }
      >
        <p>{isApiError(answer.error) ? answer.error.message : ''}</p>
      </StatusPanel>
    );
  }
  if (!answer.isSuccess) return <p role="status">{t.confirmingTitle}</p>;
  return (
    <StatusPanel title={answer.data.status === 'completed' ? t.doneTitle : t.waitingTitle}>
      <p>{answer.data.message}</p>
    </StatusPanel>
  );
}
