import { PageHeader } from '@clean/shared/ui';
import { BookingForm } from '../features/booking/components/booking-form';
import styles from './booking-page.module.css';

/** /services/cleaning-services/appointment: 'Book a Cleaning Service' (SPEC section 2). */
export default function BookingPage() {
  return (
    <>
      <PageHeader title="Book a Cleaning Service" />
      <div className={styles.page}>
        <section className={styles.card} aria-label="Booking details">
          <BookingForm />
        </section>
      </div>
    </>
  );
}
