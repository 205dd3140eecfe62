import { notify } from '@clean/shared';
import { useEffect, useRef } from 'react';

/**
 * One error toast per failed request: RTK Query hands the same error object to every render until
 * the next attempt fails, so the toast is tied to that object, not to the render (nor to a second
 * effect run in development).
 */
export function useFailureToast(error: unknown, message: string) {
  const shown = useRef<unknown>(undefined);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    notify.error(message);
  }, [error, message]);
}
