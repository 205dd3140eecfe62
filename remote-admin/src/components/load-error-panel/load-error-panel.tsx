import { errorMessage } from '@clean/shared';
import { buttonClassName, StatusPanel } from '@clean/shared/ui';
import type { ReactNode } from 'react';

const texts = { retry: 'Retry', retrying: 'Retrying…' } as const;

interface LoadErrorPanelProps {
  /** What could not be loaded, in the screen's own words (docs/PRODUCT.md#admin-console where it has them). */
  title: string;
  /** The failed read's error: its message is shown. */
  error: unknown;
  /** Shown instead when the error carries no message. */
  fallback?: string;
  /** A retry is on its way: the button says so and cannot be pressed again. */
  retrying: boolean;
  onRetry: () => void;
  /** More to say under the message. */
  children?: ReactNode;
  /** Other ways on, after Retry. */
  actions?: ReactNode;
}

/**
 * A read that failed: the title, the error's message and Retry. RTK Query keeps `error` set while a
 * retry is on its way, so a screen that shows this panel on `error` keeps it, reading 'Retrying…',
 * until the retry succeeds.
 */
export function LoadErrorPanel({ title, error, fallback, retrying, onRetry, children, actions }: LoadErrorPanelProps) {
  return (
    <StatusPanel
      tone="error"
      title={title}
      actions={
        <>
          <button type="button" className={buttonClassName()} onClick={onRetry} disabled={retrying}>
            {retrying ? texts.retrying : texts.retry}
          </button>
          {actions}
        </>
      }
    >
      <p>{errorMessage(error, fallback)}</p>
      {children}
    </StatusPanel>
  );
}
