import { errorMessage, notify } from '@clean/shared';
import type { MessageResponse } from '@clean/shared/schemas';

/**
 * docs/PRODUCT.md#admin-console: a successful admin action shows the server's message in a success toast; a failure
 * its message (the server's, or the network error's) in an error toast. Resolves to whether it worked.
 */
export async function toastResult(call: Promise<MessageResponse>): Promise<boolean> {
  try {
    const { message } = await call;
    notify.success(message);
    return true;
  } catch (error) {
    notify.error(errorMessage(error));
    return false;
  }
}
