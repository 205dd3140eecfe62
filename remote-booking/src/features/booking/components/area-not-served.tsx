import { areaNotServedMessage, type Area } from '@clean/shared/schemas';
import { buttonClassName } from '@clean/shared/ui';
import { useId, useState } from 'react';
import type { LeadPrefill } from '../hooks/use-area-lead-form';
import { bookingTexts } from '../lib/texts';
import { AreaLeadForm } from './area-lead-form';
import styles from './area-not-served.module.css';

export interface AreaNotServedProps {
  area: Area;
  prefill: LeadPrefill;
}

/**
 * In place of the calendar and Book Now for an area not served (docs/PRODUCT.md, "Areas and
 * landmarks"): we say so, and 'Tell me when you do' opens the lead form.
 */
export function AreaNotServed({ area, prefill }: AreaNotServedProps) {
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <p id={titleId} className={styles.title} role="status">
        {areaNotServedMessage(area.name)}
      </p>
      {asking ? (
        <AreaLeadForm area={area} prefill={prefill} />
      ) : (
        <button type="button" className={buttonClassName()} aria-expanded={false} onClick={() => setAsking(true)}>
          {bookingTexts.area.tellMe}
        </button>
      )}
    </section>
  );
}
