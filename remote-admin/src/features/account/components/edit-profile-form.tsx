import type { Admin } from '@clean/shared/schemas';
import { Field } from '@clean/shared/ui';
import { useEditProfileForm } from '../hooks/use-edit-profile-form';
import { accountTexts } from '../lib/texts';
import { AccountForm } from './account-form';

/** Name, phone and address, prefilled from `profile`, with their messages underneath. */
export function EditProfileForm({ profile }: { profile: Admin }) {
  const { register, errors, submitting, failure, onSubmit } = useEditProfileForm(profile);
  const texts = accountTexts.editProfile;
  return (
    <AccountForm texts={texts} failure={failure} submitting={submitting} onSubmit={onSubmit}>
      <Field label={texts.labels.name} error={errors.name?.message}>
        {(control) => <input type="text" autoComplete="name" {...control} {...register('name')} />}
      </Field>
      <Field label={texts.labels.phone} hint={texts.phoneHint} error={errors.phone?.message}>
        {(control) => <input type="tel" autoComplete="tel" inputMode="tel" {...control} {...register('phone')} />}
      </Field>
      <Field label={texts.labels.address} error={errors.address?.message}>
        {(control) => <textarea rows={3} autoComplete="street-address" {...control} {...register('address')} />}
      </Field>
    </AccountForm>
  );
}
