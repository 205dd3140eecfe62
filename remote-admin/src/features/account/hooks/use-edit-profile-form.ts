import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@clean/shared';
import { updateProfileRequest, type Admin, type UpdateProfileRequest } from '@clean/shared/schemas';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { useAdminUpdateProfileMutation } from '../api/update-profile';

/** The form starts from the stored profile; a missing phone or address is an empty field to fill. */
const formValues = (profile: Admin): UpdateProfileRequest => ({
  name: profile.name,
  phone: profile.phone ?? '',
  address: profile.address ?? '',
});

/**
 * Edit profile (docs/PRODUCT.md#admin-console): name, phone and address, all required, validated with the
 * shared `updateProfileRequest` (its phone rule included). Success: the server's message as a toast,
 * then the profile page. Failure: the server's message (or the error's) as a toast and in the panel.
 */
export function useEditProfileForm(profile: Admin) {
  const navigate = useNavigate();
  const [updateProfile] = useAdminUpdateProfileMutation();
  const form = useForm<UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequest),
    defaultValues: formValues(profile),
  });

  const submit = useFormSubmit(form, (values) => updateProfile(values).unwrap(), {
    onSuccess: () => navigate(paths.admin.profile),
  });
  return { register: form.register, errors: form.formState.errors, ...submit };
}
