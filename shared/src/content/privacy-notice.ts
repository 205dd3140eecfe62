/**
 * The edition of the privacy notice at /privacy-policy (its text: remote-public/src/content/privacy.ts).
 * Change the version and the date with every change of the notice's meaning: what a customer agreed
 * to is recorded as this version, so the booking and contact forms import it from here
 * (`@clean/shared/privacy`, a subpath each app bundles for itself: constants hold no state).
 */
export const PRIVACY_NOTICE = {
  version: '1.0',
  /** ISO date from which this edition applies. */
  effectiveDate: '2026-11-26',
} as const;

export type PrivacyNoticeVersion = (typeof PRIVACY_NOTICE)['version'];

/**
 * Every edition ever published, oldest first; the current one last. A form loaded before a new edition
 * sends the one it showed, and the API stores that (docs/DECISIONS.md, "Consent at collection"): add the
 * new version here, never remove an old one.
 */
export const PRIVACY_NOTICE_VERSIONS = [PRIVACY_NOTICE.version] as const satisfies readonly string[];

/**
 * What each public form says beside its button (docs/DECISIONS.md, "Consent at collection"): what the
 * details are used for, then a link to the notice. No marketing is sent, so no marketing box.
 */
export const CONSENT_NOTES = {
  booking:
    'We use your details only to carry out this booking: to confirm it, take payment, remind you and send our ' +
    'crew to your address. We send no marketing.',
  contact: 'We use your details only to answer your message. We send no marketing.',
  areaLead: 'We use your details only to tell you when we start cleaning in this area. We send no marketing.',
  link: 'Read our privacy notice',
} as const;
