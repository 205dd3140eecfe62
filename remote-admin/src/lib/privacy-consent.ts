import { lagosDateTime } from '@clean/shared/lagos-time';
import type { PrivacyConsent } from '@clean/shared/schemas';

/**
 * A booking's or message's consent as admins read it (docs/PRODUCT.md, "Your data"): the notice's
 * edition and when, or 'Not recorded' (sent before consent was recorded, or from an older page during
 * a deploy: docs/DECISIONS.md).
 */
export const privacyConsentText = (consent: PrivacyConsent): string =>
  consent ? `Notice ${consent.version}, agreed ${lagosDateTime(consent.agreedAt)}` : 'Not recorded';

export const PRIVACY_CONSENT_LABEL = 'Privacy notice';
