import { errorMessage } from '@clean/shared';
import { buttonClassName, StatusPanel } from '@clean/shared/ui';
import { accountTexts } from '../lib/texts';

interface ProfileUnavailableProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** The profile could not be loaded: say why and offer a retry, which says when it is under way. */
export function ProfileUnavailable({ error, retrying, onRetry }: ProfileUnavailableProps) {
  const texts = accountTexts.profile;
  return (
    <StatusPanel
      title={texts.errorTitle}
      tone="error"
      actions={
        <button type="button" className={buttonClassName()} onClick={onRetry} disabled={retrying}>
          {retrying ? texts.retrying : texts.retry}
        </button>
      }
    >
      <p>{errorMessage(error, texts.errorText)}</p>
    </StatusPanel>
  );
}
