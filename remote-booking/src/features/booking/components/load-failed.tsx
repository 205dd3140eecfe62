import { buttonClassName, StatusPanel } from '@clean/shared/ui';
import { bookingTexts } from '../lib/texts';

/** Something the form reads (the catalogue, the free dates) could not be loaded: why, and a Retry. */
export function LoadFailed({ title, retrying, onRetry }: { title: string; retrying: boolean; onRetry: () => void }) {
  return (
    <StatusPanel
      title={title}
      level={3}
      actions={
        <button type="button" className={buttonClassName()} onClick={onRetry} disabled={retrying}>
          {retrying ? bookingTexts.retrying : bookingTexts.retry}
        </button>
      }
    >
      <p>{bookingTexts.loadErrorText}</p>
    </StatusPanel>
  );
}
