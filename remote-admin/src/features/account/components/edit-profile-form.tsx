import { paths } from '@clean/shared';
import type { Admin } from '@clean/shared/schemas';
import { buttonClassName, ButtonLink, Field } from '@clean/shared/ui';
import { useEditProfileForm } from '../hooks/use-edit-profile-form';
import { accountTexts } from '../lib/texts';
import styles from './account-form.module.css';
import { RequestFailedPanel } from './request-failed-panel';

/** Name, phone and address, prefilled from `profile`, with their messages underneath. */
export function EditProfileForm({ profile }: { profile: Admin }) {
  const { register, errors, submitting, failure, onSubmit } = useEditProfileForm(profile);
  const texts = accountTexts.editProfile;
  return (
    <div className={styles.layout}>
      {failure && <RequestFailedPanel message={failure} />}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={texts.title}>
        <Field label={texts.labels.name} error={errors.name?.message}>
          {(control) => <input type="text" autoComplete="name" {...control} {...register('name')} />}
        </Field>
        <Field label={texts.labels.phone} hint={texts.phoneHint} error={errors.phone?.message}>
          {(control) => <input type="tel" autoComplete="tel" inputMode="tel" {...control} {...register('phone')} />}
        </Field>
        <Field label={texts.labels.address} error={errors.address?.message}>
          {(control) => <textarea rows={3} autoComplete="street-address" {...control} {...register('address')} />}
        </Field>
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
