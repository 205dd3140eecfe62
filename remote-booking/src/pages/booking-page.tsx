import { PageHeader } from '@clean/shared/ui';

export default function BookingPage() {
  return <PageHeader title="Book a Cleaning Service" />;
}
