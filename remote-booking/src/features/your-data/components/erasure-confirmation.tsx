import { isApiError } from '@clean/shared';
import { DATA_REQUEST_SCOPE } from '@clean/shared/schemas';
import { buttonClassName, StatusPanel } from '@clean/shared/ui';
import { useYourDataConfirmErasureMutation } from '../api/data-requests';
import { yourDataTexts as t } from '../texts';

/**
 * The e-mailed link's page (the receipt page with `?erase=…&code=…`): says what will be erased and
 * erases only when its button is pressed, never on the page's load (mail scanners open links), then
 * says what happened. Loaded lazily.
 */
export default function ErasureConfirmation({ id, code }: { id: string; code: string }) {
  const [confirm, answer] = useYourDataConfirmErasureMutation();
  const erase = () => void confirm({ id, code });

  if (answer.isSuccess) {
    return (
      <StatusPanel title={answer.data.status === 'completed' ? t.doneTitle : t.waitingTitle}>
        <p>{answer.data.message}</p>
      </StatusPanel>
    );
  }
  const button = (
    <button
      type="button"
      className={buttonClassName()}
      onClick={erase}
      disabled={answer.isLoading}
      aria-busy={answer.isLoading}
    >
      {answer.isLoading ? t.confirmingLabel : answer.isError ? t.retry : t.eraseButton}
    </button>
  );
  if (answer.isError) {
    return (
      <StatusPanel title={t.linkFailedTitle} tone="error" actions={button}>
        <p>{isApiError(answer.error) ? answer.error.message : ''}</p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel title={t.erasePageTitle} actions={button}>
      <p>{t.erasePageText}</p>
      <p>{DATA_REQUEST_SCOPE}</p>
    </StatusPanel>
  );
}
