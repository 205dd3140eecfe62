import type { LoginRequest, RegisterRequest } from '@clean/shared/schemas';
import { lazyResolver } from '../../../lib/lazy-resolver';

const validation = () => Promise.all([import('@hookform/resolvers/zod'), import('@clean/shared/schemas')]);

/** Login (SPEC section 5): email and password required. */
export const loginValidation = lazyResolver<LoginRequest, LoginRequest>(() =>
  validation().then(([{ zodResolver }, { loginRequest }]) => zodResolver(loginRequest)),
);

/** Sign-up: full name, email and password required. */
export const signUpValidation = lazyResolver<RegisterRequest, RegisterRequest>(() =>
  validation().then(([{ zodResolver }, { registerRequest }]) => zodResolver(registerRequest)),
);

/** Sign-up once an admin exists: the server also needs the operator's invitation code. */
export const invitedSignUpValidation = lazyResolver<RegisterRequest, RegisterRequest>(() =>
  validation().then(([{ zodResolver }, { registerRequest, requiredText }]) =>
    // Optional in type only: the form always has the field ('' until typed), which must not be empty.
    zodResolver(registerRequest.extend({ signupCode: requiredText('Invitation code is required').optional() })),
  ),
);
