import { StatusPanel } from '@clean/shared/ui';
import { accountTexts } from '../lib/texts';

/** SPEC section 8: a failed profile edit or password change, with the server's message (or the error's). */
export function RequestFailedPanel({ message }: { message: string }) {
  return (
    <StatusPanel title={accountTexts.failedTitle} tone="error">
      <p>{message}</p>
    </StatusPanel>
  );
}
