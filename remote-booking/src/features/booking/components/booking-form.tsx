import { formatNaira, LOCATIONS, paths, type Location } from '@clean/shared';
import { CONSENT_NOTES } from '@clean/shared/privacy';
import { toDisplayDate } from '@clean/shared/dates';
import type { BookingRequest } from '@clean/shared/schemas';
import { Bone, buttonClassName, Field, FieldError, Skeleton, StatusPanel } from '@clean/shared/ui';
import { useId, useRef, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { useController } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useBookingForm, type BookedAppointment } from '../hooks/use-booking-form';
import { timesOn } from '../lib/availability';
import { resolveChoice } from '../lib/catalogue';
import { bookingTexts } from '../lib/texts';
import { AppointmentOverview } from './appointment-overview';
import styles from './booking-form.module.css';
import { LazyBookingCalendar } from './lazy-booking-calendar';
import { LazyPlanTerms } from './lazy-plan-terms';
import { TimeSlots } from './time-slots';

const { labels, placeholders } = bookingTexts;

function LoadFailed({ title, retrying, onRetry }: { title: string; retrying: boolean; onRetry: () => void }) {
  return (
    <StatusPanel
      title={title}
      level={3}
      actions={
        <button type="button" className={buttonClassName()} onClick={onRetry} disabled={retrying}>
          {retrying ? bookingTexts.retrying : bookingTexts.retry}
        </button>
      }
    >
      <p>{bookingTexts.loadErrorText}</p>
    </StatusPanel>
  );
}

/** A labelled block for controls that are not a single input (the calendar, the time buttons). */
function Group({
  labelId,
  label,
  children,
  placeRef,
}: {
  labelId: string;
  label: string;
  children: ReactNode;
  placeRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div className={styles.group} ref={placeRef}>
      <p id={labelId} className={styles.groupLabel}>
        {label}
      </p>
      {children}
    </div>
  );
}

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
  const { form, values, catalogue, availability, index } = booking;
  const { register } = form;
  const { errors } = form.formState;
  const ids = { date: useId(), time: useId(), timeNote: useId() };
  const bookNow = useRef<HTMLButtonElement>(null);

  // The selects are controlled (useController): react-hook-form must never read their DOM value, which
  // is '' while a restored choice waits for its options to load.
  const controllers = {
    location: useController({ name: 'location', control: form.control }).field,
    product: useController({ name: 'product', control: form.control }).field,
    service: useController({ name: 'service', control: form.control }).field,
    frequency: useController({ name: 'frequency', control: form.control }).field,
  };
  /** A select's binding: its own change and revalidation, then the cascade of resets (docs/PRODUCT.md#booking). */
  const selectProps = (name: keyof typeof controllers, choose: (value: string) => void) => {
    const { ref, onBlur, onChange } = controllers[name];
    return {
      name,
      ref,
      onBlur,
      onChange: (event: ChangeEvent<HTMLSelectElement>) => {
        choose(event.target.value);
        onChange(event);
      },
    };
  };

  const errorText = (name: keyof BookingRequest): string | undefined => {
    return errors[name]?.message;
  };

  const products = catalogue.data;
  const { product, service, frequency } = resolveChoice(products, values);
  const times = values.date ? timesOn(index, values.date) : undefined;
  const calendarBone = <Bone shape="card" width="100%" height="300px" className={styles.calendarBone} />;
  const calendarSkeleton = <Skeleton label={bookingTexts.loadingCalendar}>{calendarBone}</Skeleton>;

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
        {booking.draftRestored && (
          <div className={styles.draft} role="status">
            <p>{bookingTexts.draft.notice}</p>
            <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={booking.startOver}>
              {bookingTexts.draft.startOver}
            </button>
          </div>
        )}

        <Field label={labels.location} error={errorText('location')}>
          {(control) => (
            <select
              {...control}
              {...selectProps('location', (value) => {
                const location = LOCATIONS.find((item): item is Location => item === value);
                if (location) booking.chooseLocation(location);
              })}
              value={values.location ?? ''}
            >
              <option value="" disabled>
                {placeholders.location}
              </option>
              {LOCATIONS.map((location) => (
                <option key={location} value={location}>
                  {location}
                </option>
              ))}
            </select>
          )}
        </Field>

        <div className={styles.pair}>
          <Field label={labels.firstName} error={errorText('firstName')}>
            {(control) => <input type="text" autoComplete="given-name" {...control} {...register('firstName')} />}
          </Field>
          <Field label={labels.lastName} error={errorText('lastName')}>
            {(control) => <input type="text" autoComplete="family-name" {...control} {...register('lastName')} />}
          </Field>
        </div>
        <div className={styles.pair}>
          <Field label={labels.email} error={errorText('email')}>
            {(control) => <input type="email" autoComplete="email" {...control} {...register('email')} />}
          </Field>
          <Field label={labels.phone} error={errorText('phone')}>
            {(control) => <input type="tel" autoComplete="tel" {...control} {...register('phone')} />}
          </Field>
        </div>
        <Field label={labels.address} error={errorText('address')}>
          {(control) => <input type="text" autoComplete="street-address" {...control} {...register('address')} />}
        </Field>

        <Field label={labels.product} error={errorText('product')}>
          {(control) => (
            <select
              {...control}
              {...selectProps('product', booking.chooseProduct)}
              value={products ? values.product : ''}

              disabled={!products}
            >
              <option value="" disabled>
                {products ? placeholders.product : placeholders.productLoading}
              </option>
              {products?.map((item) => (
                <option key={item._id} value={item._id}>
                  {`${item.name} - starts from ${formatNaira(item.price)}`}
                </option>
              ))}
            </select>
          )}
        </Field>
        {!products && !!catalogue.error && (
          <LoadFailed
            title={bookingTexts.catalogueErrorTitle}
            retrying={catalogue.isFetching}
            onRetry={() => void catalogue.refetch()}
          />
        )}
        {products?.length === 0 && <p className={styles.note}>{bookingTexts.catalogueEmpty}</p>}

        <div className={styles.pair}>
          <Field label={labels.service} error={errorText('service')}>
            {(control) => (
              <select
                {...control}
                {...selectProps('service', booking.chooseService)}
                value={product ? values.service : ''}

                disabled={!product}
              >
                <option value="" disabled>
                  {product ? placeholders.service : placeholders.serviceFirst}
                </option>
                {product?.services.map((item) => (
                  <option key={item._id} value={item._id}>
                    {item.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={labels.frequency} error={errorText('frequency')}>
            {(control) => (
              <select
                {...control}
                {...selectProps('frequency', booking.chooseFrequency)}
                value={service ? values.frequency : ''}

                disabled={!service}
              >
                <option value="" disabled>
                  {service ? placeholders.frequency : placeholders.frequencyFirst}
                </option>
                {service?.frequency.map((item) => (
                  <option key={item._id} value={item._id}>
                    {`${item.name} - ${formatNaira(item.amount)}`}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>

        <Group labelId={ids.date} label={labels.date} placeRef={booking.datePlaceRef}>
          {availability.currentData ? (
            index.size === 0 ? (
              <p className={styles.note}>{bookingTexts.noDates}</p>
            ) : (
              <LazyBookingCalendar
                wanted={!!values.location}
                placeholder={calendarSkeleton}
                index={index}
                value={values.date ?? ''}
                onChange={booking.chooseDate}
                labelledBy={ids.date}
              />
            )
          ) : availability.error && !availability.isFetching ? (
            <LoadFailed
              title={bookingTexts.calendarErrorTitle}
              retrying={availability.isFetching}
              onRetry={() => void availability.refetch()}
            />
          ) : availability.isFetching ? (
            calendarSkeleton
          ) : (
            // Not asked for yet (the form untouched, the place off screen): its place is held, and
            // nothing is announced as loading while nothing is.
            <div>{calendarBone}</div>
          )}
          <p className={styles.chosen}>
            {bookingTexts.selectedDate}{' '}
            <span aria-live="polite">{values.date ? toDisplayDate(values.date) : bookingTexts.noDate}</span>
          </p>
        </Group>

        <Group labelId={ids.time} label={labels.time}>
          {!values.date ? (
            <p className={styles.note}>{bookingTexts.chooseDateFirst}</p>
          ) : times && times.length > 0 ? (
            <TimeSlots times={times} value={values.time ?? ''} onChange={booking.chooseTime} labelledBy={ids.time} />
          ) : (
            <FieldError id={ids.timeNote}>{bookingTexts.fullyBooked}</FieldError>
          )}
        </Group>

        <Field label={labels.notes} error={errorText('notes')}>
          {(control) => <textarea rows={4} placeholder={placeholders.notes} {...control} {...register('notes')} />}
        </Field>

        <p className={styles.total}>
          <span>{labels.total}</span> <span aria-live="polite">{formatNaira(values.amount ?? 0)}</span>
        </p>

        {frequency && (frequency.intervalDays ?? 0) > 0 && (
          <LazyPlanTerms
            frequency={frequency}
            date={values.date ?? ''}
            time={values.time ?? ''}
            consent={register('planConsent')}
            error={errorText('planConsent')}
          />
        )}

        {booking.failure && (
          <StatusPanel
            title={bookingTexts.errorTitle}
            tone="error"
            level={3}
            actions={
              booking.failure.retry && (
                <button
                  type="button"
                  className={buttonClassName()}
                  onClick={booking.failure.retry}
                  disabled={booking.busy}
                >
                  {booking.busy ? bookingTexts.retrying : bookingTexts.retry}
                </button>
              )
            }
          >
            <p>{booking.failure.message}</p>
            {booking.failure.retry && <p>{bookingTexts.networkHint}</p>}
            {booking.failure.waitingReceipt && (
              <p>
                <Link to={booking.failure.waitingReceipt}>{bookingTexts.waitingReceipt}</Link>
              </p>
            )}
          </StatusPanel>
        )}

        <div>
          <button
            ref={bookNow}
            type="submit"
            className={buttonClassName({ size: 'large', block: true })}
            disabled={booking.busy}
          >
            {booking.busy ? bookingTexts.submitting : bookingTexts.submit}
          </button>
          <p className={styles.consent}>
            {CONSENT_NOTES.booking} <Link to={paths.privacy}>{CONSENT_NOTES.link}</Link>.
          </p>
        </div>
      </form>

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
