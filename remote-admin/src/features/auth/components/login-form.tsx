import { storeAdminToken } from '@clean/shared';
import type { LoginRequest } from '@clean/shared/schemas';
import { buttonClassName, Field } from '@clean/shared/ui';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAction } from '../../../hooks/use-action';
import { NEXT_PARAM, safeNextPath } from '../../../lib/next-path';
import { adminLogin } from '../api/auth-calls';
import { loginValidation } from '../lib/auth-resolvers';
import styles from './auth-form.module.css';

/**
 * Login (docs/PRODUCT.md#admin-console): stores the token and goes to the `next` page of this site if given, else
 * the dashboard. A failure is an error toast with the server's message.
 */
export function LoginForm({ email = '' }: { email?: string }) {
  const login = useAction();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({ resolver: loginValidation.resolver, defaultValues: { email, password: '' } });

  const submit = handleSubmit(async (values) => {
    const answer = await login.run(async () => {
      const signedIn = await adminLogin(values);
      storeAdminToken(signedIn.token);
      return signedIn;
    });
    if (answer) navigate(safeNextPath(searchParams.get(NEXT_PARAM)), { replace: true });
  });

  return (
    <form className={styles.form} onSubmit={submit} onFocus={loginValidation.preload} noValidate aria-label="Login">
      <Field label="Email" error={errors.email?.message}>
        {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" />}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {(control) => <input {...control} {...register('password')} type="password" autoComplete="current-password" />}
      </Field>
      <button type="submit" className={buttonClassName({ size: 'large', block: true })} disabled={login.busy}>
        {login.busy ? 'Logging in...' : 'Login'}
      </button>
    </form>
  );
}
