import { Field } from '@clean/shared/ui';
import type { SelectBinding } from '../hooks/use-select-bindings';

interface ChoiceSelectProps {
  label: string;
  error?: string;
  binding: SelectBinding;
  value: string | undefined;
  /** Until its options can be offered (the catalogue loading, the choice above not made). */
  disabled?: boolean;
  /** The first, unselectable option: what to choose, or why nothing can be chosen yet. */
  placeholder: string;
  options: readonly { value: string; label: string }[] | undefined;
}

/** One of the form's selects (location, service type, service, frequency) in its labelled field. */
export function ChoiceSelect({ label, error, binding, value, disabled, placeholder, options }: ChoiceSelectProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...control} {...binding} value={value} disabled={disabled}>
          <option value="" disabled>
            {placeholder}
          </option>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
