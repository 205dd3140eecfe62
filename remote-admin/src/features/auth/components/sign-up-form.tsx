import { storeAdminToken } from '@clean/shared';
import type { RegisterRequest } from '@clean/shared/schemas';
import { buttonClassName, Field } from '@clean/shared/ui';
import { useForm } from 'react-hook-form';
import { useAction } from '../../../hooks/use-action';
import { adminRegister } from '../api/auth-calls';
import { invitedSignUpValidation, signUpValidation } from '../lib/auth-resolvers';
import styles from './auth-form.module.css';

interface SignUpFormProps {
  needsCode: boolean;
  /** Called with the new admin's email after the account is made: the page switches to Login. */
  onSignedUp: (email: string) => void;
}

/** Sign-up (docs/PRODUCT.md#admin-console): full name, email and password; the token is stored on success. */
export function SignUpForm({ needsCode, onSignedUp }: SignUpFormProps) {
  const signUp = useAction();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterRequest>({
    // Once an admin exists the server asks for the operator's invitation code.
    resolver: (needsCode ? invitedSignUpValidation : signUpValidation).resolver,
    defaultValues: { name: '', email: '', password: '', signupCode: '' },
  });

  const submit = handleSubmit(async ({ signupCode, ...account }) => {
    const answer = await signUp.run(async () => {
      const signedUp = await adminRegister(needsCode ? { ...account, signupCode } : account);
      storeAdminToken(signedUp.token);
      return signedUp;
    });
    if (answer) onSignedUp(account.email);
  });

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onFocus={(needsCode ? invitedSignUpValidation : signUpValidation).preload}
      noValidate
      aria-label="Sign Up"
    >
      <Field label="Full Name" error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} autoComplete="name" />}
      </Field>
      <Field label="Email" error={errors.email?.message}>
        {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" />}
      </Field>
      <Field label="Password" hint="At least 8 characters." error={errors.password?.message}>
        {(control) => <input {...control} {...register('password')} type="password" autoComplete="new-password" />}
      </Field>
      {needsCode && (
        <Field
          label="Invitation code"
          hint="An administrator of this site gives you this code."
          error={errors.signupCode?.message}
        >
          {(control) => <input {...control} {...register('signupCode')} autoComplete="off" />}
        </Field>
      )}
      <button type="submit" className={buttonClassName({ size: 'large', block: true })} disabled={signUp.busy}>
        {signUp.busy ? 'Signing up...' : 'Sign Up'}
      </button>
    </form>
  );
}
