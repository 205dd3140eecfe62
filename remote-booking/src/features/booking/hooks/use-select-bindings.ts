import { LOCATIONS, type Location } from '@clean/shared';
import type { ChangeEvent, RefCallback } from 'react';
import { useController } from 'react-hook-form';
import type { BookingChoices } from './use-booking-choices';
import type { BookingForm } from './use-booking-fields';

/** What a select of the form is given: its name, its controller's ref and blur, and its change. */
export interface SelectBinding {
  name: string;
  ref: RefCallback<HTMLSelectElement>;
  onBlur: () => void;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/**
 * The four selects' bindings. They are controlled (useController): react-hook-form must never read
 * their DOM value, which is '' while a restored choice waits for its options to load. Each select's own
 * change and revalidation come first, then the cascade of resets (docs/PRODUCT.md#booking).
 */
export function useSelectBindings(form: BookingForm, choices: BookingChoices) {
  const controllers = {
    location: useController({ name: 'location', control: form.control }).field,
    product: useController({ name: 'product', control: form.control }).field,
    service: useController({ name: 'service', control: form.control }).field,
    frequency: useController({ name: 'frequency', control: form.control }).field,
  };
  const bind = (name: keyof typeof controllers, choose: (value: string) => void): SelectBinding => {
    const { ref, onBlur, onChange } = controllers[name];
    return {
      name,
      ref,
      onBlur,
      onChange: (event) => {
        choose(event.target.value);
        onChange(event);
      },
    };
  };
  return {
    location: bind('location', (value) => {
      const location = LOCATIONS.find((item): item is Location => item === value);
      if (location) choices.chooseLocation(location);
    }),
    product: bind('product', choices.chooseProduct),
    service: bind('service', choices.chooseService),
    frequency: bind('frequency', choices.chooseFrequency),
  };
}

export type SelectBindings = ReturnType<typeof useSelectBindings>;
