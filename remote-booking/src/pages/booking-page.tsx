import { TitledPage } from '@clean/shared';

export default function BookingPage() {
  return <TitledPage title="Book a Cleaning Service" />;
}
