import { AuthPanel } from '../features/auth/components/auth-panel';

/** /admin/login: sign up and login toggle (docs/PRODUCT.md#admin-console). */
export default function LoginPage() {
  return <AuthPanel />;
}
