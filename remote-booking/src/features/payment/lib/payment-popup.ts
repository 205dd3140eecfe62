import { federationName, loadRemoteModule, receiptPath, type PaymentPopupModule } from '@clean/shared';
import { MINOR_UNITS_PER_NAIRA } from '@clean/shared/constants';

/** The popup remote's module, loaded at run time through the shell's federation runtime. */
export const PAYMENT_POPUP_MODULE = `${federationName('popup')}/popup`;

export const loadPaymentPopup = (): Promise<PaymentPopupModule> =>
  loadRemoteModule<PaymentPopupModule>(PAYMENT_POPUP_MODULE);

/** Naira → kobo, the smallest currency unit the provider charges in (docs/PRODUCT.md#payments-and-holds). */
export const toKobo = (naira: number): number => Math.round(naira * MINOR_UNITS_PER_NAIRA);

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
