import { paths } from '@clean/shared';
import { buttonClassName, ButtonLink } from '@clean/shared/ui';
import { useChangePasswordForm } from '../hooks/use-change-password-form';
import { accountTexts } from '../lib/texts';
import { AccountSection } from './account-section';
import styles from './account-form.module.css';
import { PasswordField } from './password-field';
import { RequestFailedPanel } from './request-failed-panel';

/** /admin/change-password: old, new and confirmed new password, each masked with a Show toggle. */
export function ChangePasswordForm() {
  const { register, errors, submitting, failure, onSubmit } = useChangePasswordForm();
  const texts = accountTexts.changePassword;
  return (
    <AccountSection>
      <div className={styles.layout}>
        {failure && <RequestFailedPanel message={failure} />}
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={texts.title}>
          <PasswordField
            label={texts.labels.password}
            toggleLabel={texts.toggles.password}
            autoComplete="current-password"
            error={errors.password?.message}
            registration={register('password')}
          />
          <PasswordField
            label={texts.labels.newPassword}
            toggleLabel={texts.toggles.newPassword}
            autoComplete="new-password"
            error={errors.newPassword?.message}
            registration={register('newPassword')}
          />
          <PasswordField
            label={texts.labels.confirmPassword}
            toggleLabel={texts.toggles.confirmPassword}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            registration={register('confirmPassword')}
          />
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
    </AccountSection>
  );
}
