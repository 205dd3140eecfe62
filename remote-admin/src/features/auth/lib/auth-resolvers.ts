import { lazyResolver } from '@clean/shared/ui';

const validation = () => Promise.all([import('@hookform/resolvers/zod'), import('@clean/shared/schemas')]);

/** Login: email and password required. */
export const loginValidation = lazyResolver(() =>
  validation().then(([{ zodResolver }, { loginRequest }]) => zodResolver(loginRequest)),
);

/** Sign-up: full name, email and password required. */
export const signUpValidation = lazyResolver(() =>
  validation().then(([{ zodResolver }, { registerRequest }]) => zodResolver(registerRequest)),
);

/** Sign-up once an admin exists: the server also needs the operator's invitation code. */
export const invitedSignUpValidation = lazyResolver(() =>
  validation().then(([{ zodResolver }, { registerRequest, requiredText }]) =>
    // Optional in type only: the form always has the field ('' until typed), which must not be empty.
    zodResolver(registerRequest.extend({ signupCode: requiredText('Invitation code is required').optional() })),
  ),
);
