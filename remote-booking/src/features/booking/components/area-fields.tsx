import type { Area, BookingRequest } from '@clean/shared/schemas';
import { Field } from '@clean/shared/ui';
import { useId, useState } from 'react';
import { useController, type FieldErrors } from 'react-hook-form';
import type { AreasState } from '../hooks/use-areas';
import type { BookingForm } from '../hooks/use-booking-fields';
import { areaOf } from '../lib/catalogue';
import { bookingTexts } from '../lib/texts';
import styles from './booking-form.module.css';
import { LoadFailed } from './load-failed';

const texts = bookingTexts.area;

/** The area whose name was typed or picked from the list (any case, spaces around ignored). */
const areaNamed = (areas: readonly Area[] | undefined, text: string): Area | undefined => {
  const name = text.trim().toLowerCase();
  return name ? areas?.find((area) => area.name.toLowerCase() === name) : undefined;
};

interface AreaFieldsProps {
  form: BookingForm;
  errors: FieldErrors<BookingRequest>;
  /** The chosen city's areas; no location chosen yet: none asked for. */
  areas: AreasState;
  located: boolean;
  /** An area picked (its id), or the text no longer names one (undefined). */
  onArea: (id: string | undefined) => void;
}

/**
 * Beside the street address (docs/PRODUCT.md, "Areas and landmarks"): the Area, a text box whose
 * native list (`<datalist>`) offers the city's areas as the visitor types, on a phone's keyboard and a
 * desktop's alike, with no code of ours to load; and the nearest landmark. The field keeps the area's
 * id; the text shows its name.
 */
export function AreaFields({ form, errors, areas, located, onArea }: AreaFieldsProps) {
  const { field } = useController({ name: 'area', control: form.control });
  const listId = useId();
  // What the visitor typed, until it names an area; null: the chosen area's name.
  const [typed, setTyped] = useState<string | null>(null);
  const chosen = areaOf(areas.data, field.value);
  const error = errors.area?.message;
  const asked = located && (areas.isFetching || !!areas.error || (areas.data?.length ?? 0) > 0 || !!error);

  const change = (text: string) => {
    setTyped(text);
    const id = areaNamed(areas.data, text)?._id;
    if (id === field.value) return;
    onArea(id);
    field.onChange(id);
  };

  const area =
    areas.error && !areas.isFetching ? (
      <LoadFailed title={texts.loadErrorTitle} retrying={areas.isFetching} onRetry={areas.refetch} />
    ) : (
      <Field label={texts.label} hint={texts.hint} error={error}>
        {(control) => (
          <>
            <input
              {...control}
              ref={field.ref}
              name={field.name}
              type="text"
              list={listId}
              autoComplete="off"
              enterKeyHint="done"
              placeholder={areas.data ? texts.placeholder : texts.loading}
              disabled={!areas.data}
              value={typed ?? chosen?.name ?? ''}
              onChange={(event) => change(event.target.value)}
              onBlur={() => {
                if (areaNamed(areas.data, typed ?? '')) setTyped(null);
                field.onBlur();
              }}
            />
            <datalist id={listId}>
              {areas.data?.map((each) => (
                <option key={each._id} value={each.name} />
              ))}
            </datalist>
          </>
        )}
      </Field>
    );

  return (
    <div className={styles.pair}>
      {asked && area}
      <Field label={texts.landmark} hint={texts.landmarkHint} error={errors.landmark?.message}>
        {(control) => (
          <input type="text" placeholder={texts.landmarkPlaceholder} {...control} {...form.register('landmark')} />
        )}
      </Field>
    </div>
  );
}
