import { TitledPage } from '@clean/shared';

export default function LoginPage() {
  return <TitledPage title="Admin Login" />;
}
