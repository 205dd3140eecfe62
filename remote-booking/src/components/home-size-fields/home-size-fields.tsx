import { formatNaira } from '@clean/shared';
import { FieldError } from '@clean/shared/ui';
import { useId } from 'react';
import { fullSize, type HomeSize, type PartialSize, type SizedService } from '../../lib/home-size';
import styles from './home-size-fields.module.css';

/** The steppers' words (ours: docs/PRODUCT.md, "A price that fits the home"). */
const texts = {
  title: 'Your home',
  extras: 'Extras',
  extra: (name: string, price: string) => `${name} (+${price})`,
  fewer: (what: string) => `Fewer: ${what}`,
  more: (what: string) => `More: ${what}`,
};

interface StepperProps {
  label: string;
  /** What the buttons say to a screen reader after Fewer and More: the thing counted. */
  what: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/** A count with big − and + buttons: a thumb taps them, the keyboard tabs to them; the value is read out. */
function Stepper({ label, what, value, min, max, onChange }: StepperProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.stepper}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <span className={styles.controls}>
        <button
          type="button"
          className={styles.step}
          aria-label={texts.fewer(what)}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <output className={styles.value} aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label={texts.more(what)}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </span>
    </div>
  );
}

interface HomeSizeFieldsProps {
  service: SizedService;
  size: PartialSize | null | undefined;
  onChange: (size: HomeSize) => void;
  error?: string;
}

/**
 * The home's size and the extras of a service that asks for them (docs/PRODUCT.md, "A price that fits
 * the home"): a stepper each, starting at the smallest home and no extras (or the size given). The
 * booking form and a plan's size dialog show the total and the visit's length beside them.
 */
export function HomeSizeFields({ service, size, onChange, error }: HomeSizeFieldsProps) {
  const current = fullSize(service, size);
  const parameters = service.parameters ?? [];
  const extras = service.extras ?? [];
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{texts.title}</legend>
      {parameters.map((parameter, index) => (
        <Stepper
          key={parameter._id}
          label={parameter.name}
          what={parameter.name.toLowerCase()}
          value={current.parameters[index]!.count}
          min={parameter.min}
          max={parameter.max}
          onChange={(count) =>
            onChange({
              ...current,
              parameters: current.parameters.map((each, at) => (at === index ? { ...each, count } : each)),
            })
          }
        />
      ))}
      {extras.length > 0 && <p className={styles.extrasTitle}>{texts.extras}</p>}
      {extras.map((extra, index) => (
        <Stepper
          key={extra._id}
          label={texts.extra(extra.name, formatNaira(extra.amount))}
          what={extra.name}
          value={current.extras[index]!.quantity}
          min={0}
          max={extra.maxQuantity}
          onChange={(quantity) =>
            onChange({
              ...current,
              extras: current.extras.map((each, at) => (at === index ? { ...each, quantity } : each)),
            })
          }
        />
      ))}
      {error && <FieldError>{error}</FieldError>}
    </fieldset>
  );
}
