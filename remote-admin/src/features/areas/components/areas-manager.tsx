import { LOCATIONS, type Location } from '@clean/shared/constants';
import type { AdminArea } from '@clean/shared/schemas';
import { Bone, Field, Skeleton, StatusPanel } from '@clean/shared/ui';
import { useRef, useState } from 'react';
import { useAdminAddAreaMutation, useAdminGetAreasQuery } from '../../../api/areas-api';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { Section } from '../../../components/record-section/record-section';
import { useAreaFilters } from '../hooks/use-area-filters';
import { emptyArea } from '../lib/area-form';
import { areasTexts } from '../lib/texts';
import { EditAreaDialog, RemoveAreaDialog } from './area-dialogs';
import { AreaForm } from './area-form';
import { AreaLeads } from './area-leads';
import { AreaTable } from './area-table';
import styles from './areas.module.css';

const texts = areasTexts;

/**
 * The areas page (docs/PRODUCT.md, "Areas and landmarks"): a city's areas with Edit and Remove, the form
 * that adds one, and the people waiting for one; an area's count of people waiting filters them to it.
 */
export function AreasManager() {
  const { location, area, choose } = useAreaFilters();
  const { currentData, error, isFetching, refetch } = useAdminGetAreasQuery(
    { location },
    { refetchOnMountOrArgChange: true },
  );
  const [add] = useAdminAddAreaMutation();
  const [editing, setEditing] = useState<AdminArea | null>(null);
  const [removing, setRemoving] = useState<AdminArea | null>(null);
  const leadsRef = useRef<HTMLElement>(null);

  let list;
  if (error) {
    list = (
      <LoadErrorPanel
        title={texts.list.errorTitle}
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (!currentData) {
    list = (
      <Skeleton label={texts.list.loading}>
        <Bone shape="card" height="10rem" />
      </Skeleton>
    );
  } else {
    list = (
      <AreaTable
        areas={currentData.areas}
        caption={texts.list.caption(location)}
        empty={<StatusPanel title={texts.list.empty(location)} level={3} />}
        onShowLeads={(shown) => {
          choose({ area: shown._id });
          leadsRef.current?.focus();
        }}
        onEdit={setEditing}
        onRemove={setRemoving}
      />
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <p className={styles.muted}>{texts.intro}</p>
        <Field label={texts.city} className={styles.filter}>
          {(control) => (
            <select
              {...control}
              value={location}
              onChange={(event) => choose({ location: event.target.value as Location })}
            >
              {LOCATIONS.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Section title={texts.list.title(location)}>{list}</Section>
      <Section title={texts.form.addTitle}>
        <AreaForm
          key={location}
          location={location}
          mode="create"
          label={texts.form.addTitle}
          initial={emptyArea()}
          save={(body) => add(body).unwrap()}
        />
      </Section>
      <AreaLeads
        ref={leadsRef}
        location={location}
        areas={currentData?.areas ?? []}
        area={area}
        onAreaChange={(next) => choose({ area: next })}
      />
      <EditAreaDialog area={editing} location={location} onClose={() => setEditing(null)} />
      <RemoveAreaDialog area={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
