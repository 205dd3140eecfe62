/**
 * What is stored of a customer's consent at collection (docs/DECISIONS.md, "Consent at collection"): the
 * notice's edition the form sent and the time, or nothing at all when the form sent none (a page loaded
 * before forms sent it, during a rolling deploy): 'not recorded', never a guessed edition.
 */
import type { PrivacyConsent } from '@clean/shared/schemas';

export interface ConsentColumns {
  privacyNoticeVersion: string | null;
  privacyAgreedAt: Date | null;
}

export const consentColumns = (version: string | undefined, at: Date): ConsentColumns =>
  version
    ? { privacyNoticeVersion: version, privacyAgreedAt: at }
    : { privacyNoticeVersion: null, privacyAgreedAt: null };

/** The admins' view of the stored columns: null reads 'Not recorded'. */
export const toPrivacyConsent = (row: ConsentColumns): PrivacyConsent =>
  row.privacyNoticeVersion && row.privacyAgreedAt
    ? { version: row.privacyNoticeVersion, agreedAt: row.privacyAgreedAt.toISOString() }
    : null;
