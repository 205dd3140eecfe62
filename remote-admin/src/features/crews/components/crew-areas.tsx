import { location as locationSchema } from '@clean/shared/schemas';
import { Bone, FieldError, Skeleton } from '@clean/shared/ui';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useAdminGetAreasQuery } from '../../../api/areas-api';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { crewsTexts } from '../lib/texts';
import styles from './crews.module.css';

const texts = crewsTexts.form;

interface CrewAreasProps {
  /** The crew's location as the form has it ('' until one is chosen). */
  location: string;
  /** The `areas` checkboxes' registration: each ticked box adds its area's id. */
  registration: UseFormRegisterReturn<'areas'>;
  error?: string;
}

/**
 * The areas of the crew's location it goes to (docs/PRODUCT.md, "Areas and landmarks"), one checkbox
 * each; none ticked sends it everywhere in its city.
 */
export function CrewAreas({ location, registration, error }: CrewAreasProps) {
  const hintId = useId();
  const errorId = useId();
  const city = locationSchema.safeParse(location);
  const {
    currentData,
    error: loadError,
    isFetching,
    refetch,
  } = useAdminGetAreasQuery({ location: city.data }, { skip: !city.success });

  let content;
  if (!city.success) {
    content = <p className={styles.muted}>{texts.areasNoLocation}</p>;
  } else if (loadError) {
    content = (
      <LoadErrorPanel
        title={texts.areasError(city.data)}
        error={loadError}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (!currentData) {
    content = (
      <Skeleton label={texts.areasLoading(city.data)}>
        <Bone height="2.75rem" />
      </Skeleton>
    );
  } else if (currentData.areas.length === 0) {
    content = <p className={styles.muted}>{texts.areasNone(city.data)}</p>;
  } else {
    content = (
      <div className={styles.checks}>
        {currentData.areas.map((area) => (
          <label key={area._id} className={styles.check}>
            <input type="checkbox" value={area._id} {...registration} />
            {area.name}
          </label>
        ))}
      </div>
    );
  }

  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className={styles.legend}>{texts.areas}</legend>
      <p id={hintId} className={styles.muted}>
        {texts.areasHint}
      </p>
      {content}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
