import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
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
    <LoadErrorPanel
      title={texts.errorTitle}
      error={error}
      fallback={texts.errorText}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}
