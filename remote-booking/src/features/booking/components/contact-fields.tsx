import { LOCATIONS } from '@clean/shared';
import type { BookingRequest } from '@clean/shared/schemas';
import { Field } from '@clean/shared/ui';
import type { FieldErrors } from 'react-hook-form';
import type { BookingForm } from '../hooks/use-booking-fields';
import type { ContactChannel } from '../hooks/use-contact-channel';
import type { SelectBinding } from '../hooks/use-select-bindings';
import { bookingTexts } from '../lib/texts';
import styles from './booking-form.module.css';
import { ChoiceSelect } from './choice-select';
import { ContactChannelField } from './contact-channel-field';

const { labels, placeholders } = bookingTexts;
const locations = LOCATIONS.map((location) => ({ value: location, label: location }));

interface ContactFieldsProps {
  register: BookingForm['register'];
  errors: FieldErrors<BookingRequest>;
  location: { binding: SelectBinding; value: string | undefined };
  /** "How should we reach you?", under the phone it follows. */
  channel: ContactChannel;
}

/**
 * Where the cleaning is and who to reach there: the location, the customer's name, email, phone, how to
 * reach them, address.
 */
export function ContactFields({ register, errors, location, channel }: ContactFieldsProps) {
  return (
    <>
      <ChoiceSelect
        label={labels.location}
        error={errors.location?.message}
        binding={location.binding}
        value={location.value}
        placeholder={placeholders.location}
        options={locations}
      />

      <div className={styles.pair}>
        <Field label={labels.firstName} error={errors.firstName?.message}>
          {(control) => <input type="text" autoComplete="given-name" {...control} {...register('firstName')} />}
        </Field>
        <Field label={labels.lastName} error={errors.lastName?.message}>
          {(control) => <input type="text" autoComplete="family-name" {...control} {...register('lastName')} />}
        </Field>
      </div>
      <div className={styles.pair}>
        <Field label={labels.email} error={errors.email?.message}>
          {(control) => <input type="email" autoComplete="email" {...control} {...register('email')} />}
        </Field>
        <Field label={labels.phone} error={errors.phone?.message}>
          {(control) => <input type="tel" autoComplete="tel" {...control} {...register('phone')} />}
        </Field>
      </div>
      <ContactChannelField channel={channel} error={errors.contactChannel?.message} />
      <Field label={labels.address} error={errors.address?.message}>
        {(control) => <input type="text" autoComplete="street-address" {...control} {...register('address')} />}
      </Field>
    </>
  );
}
