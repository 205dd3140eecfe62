import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRequest, type ChangePasswordRequest } from '@clean/shared/schemas';
import { useForm } from 'react-hook-form';
import { useEndSession } from '../../../hooks/use-end-session';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { useAdminChangePasswordMutation } from '../api/change-password';
import { accountTexts } from '../lib/texts';

/**
 * The shared request rules plus one check the brief leaves to the server (beyond the brief, docs/PRODUCT.md#admin-console):
 * the confirmation must match. Only once both are typed, so an empty field shows its own message.
 */
export const changePasswordForm = changePasswordRequest.refine(
  ({ newPassword, confirmPassword }) => !newPassword || !confirmPassword || newPassword === confirmPassword,
  { message: accountTexts.changePassword.mismatch, path: ['confirmPassword'] },
);

const empty: ChangePasswordRequest = { password: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (docs/PRODUCT.md#admin-console): old, new and confirmed new password, all required.
 * Success revokes every session of the admin on the server, so: the server's message as a toast, the
 * session cleared here and the login page, where the admin signs in with the new password. Failure:
 * the server's message (or the error's) as a toast and in the panel.
 */
export function useChangePasswordForm() {
  const endSession = useEndSession();
  const [changePassword] = useAdminChangePasswordMutation();
  const form = useForm<ChangePasswordRequest>({ resolver: zodResolver(changePasswordForm), defaultValues: empty });
  const submit = useFormSubmit(form, (values) => changePassword(values).unwrap(), {
    onSuccess: () => endSession('password-changed'),
  });
  return { register: form.register, errors: form.formState.errors, ...submit };
}
