import { receiptPath } from '@clean/shared';

/**
 * A booking's manage link (its receipt with the signed token), where the customer sees it turn Paid and
 * can move or cancel it without typing their email again. The token's parameter name comes with the
 * shared schemas, which load after the page (with the form's validation), not with it; should they
 * fail to load, the receipt without the token still works (it asks for the email).
 */
export const receiptUrl = (reference: string, token: string): Promise<string> =>
  import('@clean/shared/schemas').then(
    ({ MANAGE_TOKEN_PARAM }) =>
      `${receiptPath(reference)}?${new URLSearchParams({ [MANAGE_TOKEN_PARAM]: token }).toString()}`,
    () => receiptPath(reference),
  );
