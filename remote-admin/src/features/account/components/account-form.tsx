import { paths } from '@clean/shared';
import { buttonClassName, ButtonLink, StatusPanel } from '@clean/shared/ui';
import type { FormEventHandler, ReactNode } from 'react';
import { accountTexts } from '../lib/texts';
import styles from './account-form.module.css';

interface AccountFormProps {
  /** The form's name, its submit button's words and Cancel's. */
  texts: { title: string; submit: string; submitting: string; cancel: string };
  /** Why the last send failed, with the server's message (or the error's); null when it did not. */
  failure: string | null;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields. */
  children: ReactNode;
}

/**
 * An account form (edit profile, change password): the panel of docs/PRODUCT.md#admin-console above it when the
 * last send failed, the fields, then submit, which says it is busy while sending, and Cancel back to
 * the profile.
 */
export function AccountForm({ texts, failure, submitting, onSubmit, children }: AccountFormProps) {
  return (
    <div className={styles.layout}>
      {failure && (
        <StatusPanel title={accountTexts.failedTitle} tone="error">
          <p>{failure}</p>
        </StatusPanel>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={texts.title}>
        {children}
        <div className={styles.actions}>
          <button type="submit" className={buttonClassName()} disabled={submitting}>
            {submitting ? texts.submitting : texts.submit}
          </button>
          <ButtonLink to={paths.admin.profile} variant="outline">
            {texts.cancel}
          </ButtonLink>
        </div>
      </form>
    </div>
  );
}
