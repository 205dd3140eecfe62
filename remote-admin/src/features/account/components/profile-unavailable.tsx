import { buttonClassName, StatusPanel } from '@clean/shared/ui';
import { accountTexts } from '../lib/texts';

/** The profile could not be loaded: say so and offer a retry, which says when it is under way. */
export function ProfileUnavailable({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
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
      <p>{texts.errorText}</p>
    </StatusPanel>
  );
}
