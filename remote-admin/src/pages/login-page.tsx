import { PageHeader } from '@clean/shared/ui';

export default function LoginPage() {
  return <PageHeader title="Admin Login" />;
}
