import { federationName, loadRemoteModule, type PaymentPopupModule } from '@clean/shared';
import { MINOR_UNITS_PER_NAIRA } from '@clean/shared/constants';

/** The popup remote's module, loaded at run time through the shell's federation runtime. */
export const PAYMENT_POPUP_MODULE = `${federationName('popup')}/popup`;

/** The popup remote: Pay Online of a booking, and a plan's change of card. */
export const loadPaymentPopup = (): Promise<PaymentPopupModule> =>
  loadRemoteModule<PaymentPopupModule>(PAYMENT_POPUP_MODULE);

/** Naira → kobo, the smallest currency unit the provider charges in (docs/PRODUCT.md#payments-and-holds). */
export const toKobo = (naira: number): number => Math.round(naira * MINOR_UNITS_PER_NAIRA);
