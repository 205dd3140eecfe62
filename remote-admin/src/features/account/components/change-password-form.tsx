import { useChangePasswordForm } from '../hooks/use-change-password-form';
import { accountTexts } from '../lib/texts';
import { AccountForm } from './account-form';
import { AccountSection } from './account-section';
import { PasswordField } from './password-field';

/** The three passwords in order, each with what the browser may fill in. */
const passwordFields = [
  { name: 'password', autoComplete: 'current-password' },
  { name: 'newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
] as const;

/** /admin/change-password: old, new and confirmed new password, each masked with a Show toggle. */
export function ChangePasswordForm() {
  const { register, errors, submitting, failure, onSubmit } = useChangePasswordForm();
  const texts = accountTexts.changePassword;
  return (
    <AccountSection>
      <AccountForm texts={texts} failure={failure} submitting={submitting} onSubmit={onSubmit}>
        {passwordFields.map(({ name, autoComplete }) => (
          <PasswordField
            key={name}
            label={texts.labels[name]}
            toggleLabel={texts.toggles[name]}
            autoComplete={autoComplete}
            error={errors[name]?.message}
            registration={register(name)}
          />
        ))}
      </AccountForm>
    </AccountSection>
  );
}
