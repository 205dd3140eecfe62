import { AuthPanel } from '../features/auth/components/auth-panel';

/** /admin/login: sign up and login toggle (SPEC section 2). */
export default function LoginPage() {
  return <AuthPanel />;
}
