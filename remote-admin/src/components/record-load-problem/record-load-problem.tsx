import { isApiError } from '@clean/shared';
import { ButtonLink, StatusPanel } from '@clean/shared/ui';
import { LoadErrorPanel } from '../load-error-panel/load-error-panel';

/** The words of a record's page when the record does not load, from its texts. */
export interface RecordLoadProblemTexts {
  notFoundTitle: string;
  notFoundText: string;
  /** The way back to the record's list. */
  back: string;
  errorTitle: string;
}

interface RecordLoadProblemProps {
  /** The failed read's error. */
  error: unknown;
  texts: RecordLoadProblemTexts;
  /** The record's list. */
  backTo: string;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * What a record's page (an appointment, a customer, a message, a plan) shows when its read fails: an
 * unknown id (deleted, erased or a wrong link) is 'not found' with the way back to the list, anything
 * else the error with Retry.
 */
export function RecordLoadProblem({ error, texts, backTo, retrying, onRetry }: RecordLoadProblemProps) {
  if (isApiError(error) && error.status === 404) {
    return (
      <StatusPanel
        title={texts.notFoundTitle}
        actions={
          <ButtonLink to={backTo} variant="outline">
            {texts.back}
          </ButtonLink>
        }
      >
        <p>{texts.notFoundText}</p>
      </StatusPanel>
    );
  }
  return <LoadErrorPanel title={texts.errorTitle} error={error} retrying={retrying} onRetry={onRetry} />;
}
