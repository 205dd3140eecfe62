import { formatNaira } from '@clean/shared';
import { Field } from '@clean/shared/ui';
import { useRef } from 'react';
import { useBookingForm } from '../hooks/use-booking-form';
import type { BookedAppointment } from '../hooks/use-booking-submit';
import { useSelectBindings } from '../hooks/use-select-bindings';
import { resolveChoice } from '../lib/catalogue';
import { bookingTexts } from '../lib/texts';
import { AppointmentOverview } from './appointment-overview';
import { AreaFields } from './area-fields';
import { BookNow } from './book-now';
import { BookingFailurePanel } from './booking-failure-panel';
import styles from './booking-form.module.css';
import { ContactFields } from './contact-fields';
import { DraftNotice } from './draft-notice';
import { LazyPlanTerms } from './lazy-plan-terms';
import { HomeSizeFields } from '../../../components/home-size-fields/home-size-fields';
import { LazyAreaNotServed } from './lazy-area-not-served';
import { ServiceFields } from './service-fields';
import { SlotFields } from './slot-fields';

const { labels, placeholders } = bookingTexts;

/** What the payment step may do with the form once the booking is settled. */
export interface PayControls {
  /** Paid: the overview closes and the form starts over (the draft is cleared). */
  paid: () => void;
  /** Settled another way (a transfer on its way): the overview closes; the draft stays. */
  close: () => void;
}

export interface BookingFormProps {
  /** Pay Online: the page's payment step (features do not import each other). */
  onPay?: (booking: BookedAppointment, controls: PayControls) => void;
  /**
   * The payment step's view of the overview: hidden while the checkout is open, busy, or why it cannot
   * pay; `cancel` tells it the visitor pressed Cancel (a checkout still loading must not open).
   */
  payment?: { hidden?: boolean; paying?: boolean; unavailable?: string; cancel?: () => void };
}

/**
 * The booking form (docs/PRODUCT.md#booking), fields in the product's order. The frame shows at once; the
 * selects and the calendar fill in when the catalogue and the free dates arrive.
 */
export function BookingForm({ onPay, payment }: BookingFormProps) {
  const booking = useBookingForm();
  const controls: PayControls = {
    paid: () => {
      booking.closeOverview();
      booking.startOver();
    },
    close: booking.closeOverview,
  };
  const { form, values } = booking;
  const { register } = form;
  const { errors } = form.formState;
  const bookNow = useRef<HTMLButtonElement>(null);
  // Bound here, before the fields below register: react-hook-form keeps its fields in that order.
  const selects = useSelectBindings(form, booking);
  const { product, service, frequency } = resolveChoice(booking.catalogue.data, values);
  const { quote, area } = booking;
  // An area not served takes no booking: the form stops at the service, and the lead form follows it.
  const notServed = area && !area.served ? area : undefined;
  const surcharge = quote?.ok ? quote.lines.find((line) => line.kind === 'area') : undefined;
  const asksSize = !!service && ((service.parameters?.length ?? 0) > 0 || (service.extras?.length ?? 0) > 0);

  return (
    <>
      <form
        className={styles.form}
        onSubmit={(event) => void booking.onSubmit(event)}
        onFocus={booking.onFirstUse}
        onPointerDown={booking.onFirstUse}
        onKeyDown={booking.onFirstUse}
        noValidate
        aria-label="Booking form"
      >
        {booking.availabilityReader}
        {booking.draftRestored && <DraftNotice onStartOver={booking.startOver} />}
        <ContactFields
          register={register}
          errors={errors}
          location={{ binding: selects.location, value: values.location ?? '' }}
          channel={booking.channel}
        />
        <AreaFields
          key={values.location}
          form={form}
          errors={errors}
          areas={booking.areas}
          located={!!values.location}
          onArea={booking.chooseArea}
        />
        <ServiceFields
          catalogue={booking.catalogue}
          bindings={selects}
          values={values}
          chosen={{ product, service }}
          minutes={quote?.ok ? quote.minutes : undefined}
          errors={errors}
        />
        {asksSize && (
          <HomeSizeFields
            service={service}
            size={values.size}
            onChange={booking.chooseSize}
            error={errors.size?.message ?? (quote && !quote.ok ? quote.message : undefined)}
          />
        )}
        {!notServed && (
          <>
            <SlotFields
              availability={booking.availability}
              index={booking.index}
              values={values}
              datePlaceRef={booking.datePlaceRef}
              onDate={booking.chooseDate}
              onTime={booking.chooseTime}
            />
            <Field label={labels.notes} error={errors.notes?.message}>
              {(control) => <textarea rows={4} placeholder={placeholders.notes} {...control} {...register('notes')} />}
            </Field>

            <p className={styles.total}>
              <span>{labels.total}</span> <span aria-live="polite">{formatNaira(values.amount ?? 0)}</span>
            </p>
            {surcharge && (
              <p className={styles.note}>
                {bookingTexts.area.surcharge(surcharge.label, formatNaira(surcharge.amount))}
              </p>
            )}
            {frequency && (frequency.intervalDays ?? 0) > 0 && (
              <LazyPlanTerms
                frequency={frequency}
                date={values.date ?? ''}
                time={values.time ?? ''}
                consent={register('planConsent')}
                error={errors.planConsent?.message}
              />
            )}

            {booking.failure && <BookingFailurePanel failure={booking.failure} busy={booking.busy} />}
            <BookNow ref={bookNow} busy={booking.busy} />
          </>
        )}
      </form>
      {notServed && (
        <LazyAreaNotServed
          key={notServed._id}
          area={notServed}
          prefill={{
            name: [values.firstName, values.lastName].filter(Boolean).join(' '),
            email: values.email ?? '',
            phone: values.phone ?? '',
          }}
        />
      )}

      {booking.booked && !payment?.hidden && (
        <AppointmentOverview
          key={booking.booked.answer.appointmentId}
          booking={booking.booked}
          onCancel={() => {
            payment?.cancel?.();
            booking.closeOverview();
          }}
          onPay={onPay && ((booked) => onPay(booked, controls))}
          paying={payment?.paying}
          payUnavailable={payment?.unavailable}
          onBookAgain={() => void booking.bookAgain()}
          bookingAgain={booking.busy}
          returnFocusRef={bookNow}
        />
      )}
    </>
  );
}
