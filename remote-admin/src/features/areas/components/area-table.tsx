import type { AdminArea } from '@clean/shared/schemas';
import { buttonClassName, VisuallyHidden } from '@clean/shared/ui';
import { useId, type ReactNode } from 'react';
import { cellStyles, DataTable, type Column } from '../../../components/data-table/data-table';
import { Detail, DetailList } from '../../../components/detail-list/detail-list';
import { formatCount } from '../../../lib/format-count';
import { areasTexts } from '../lib/texts';
import styles from './areas.module.css';

const texts = areasTexts;
const columns = texts.columns;

/** What can be done with a row: its leads shown, an edit, a removal. */
export interface AreaRowActions {
  onShowLeads: (area: AdminArea) => void;
  onEdit: (area: AdminArea) => void;
  onRemove: (area: AdminArea) => void;
}

/** The count of people waiting; a count above 0 filters the leads to the area. */
function LeadsCount({ area, onShowLeads }: { area: AdminArea; onShowLeads: AreaRowActions['onShowLeads'] }) {
  if (area.leads === 0) return <>{formatCount(0)}</>;
  return (
    <button
      type="button"
      className={styles.linkButton}
      aria-label={texts.showLeads(area.leads, area.name)}
      onClick={() => onShowLeads(area)}
    >
      {formatCount(area.leads)}
    </button>
  );
}

function RowButtons({ area, onEdit, onRemove }: { area: AdminArea } & Omit<AreaRowActions, 'onShowLeads'>) {
  return (
    <div className={styles.rowButtons}>
      <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={() => onEdit(area)}>
        {texts.edit}
        <VisuallyHidden>{texts.which(area.name)}</VisuallyHidden>
      </button>
      <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={() => onRemove(area)}>
        {texts.remove}
        <VisuallyHidden>{texts.which(area.name)}</VisuallyHidden>
      </button>
    </div>
  );
}

/** One area on a phone: its name, its facts, then Edit and Remove. */
function AreaCard({ area, ...actions }: { area: AdminArea } & AreaRowActions) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        {area.name}
      </h3>
      <DetailList layout="grid">
        <Detail label={columns.served}>{area.served ? texts.yes : texts.no}</Detail>
        <Detail label={columns.surcharge}>{texts.surchargeLabel(area.surcharge)}</Detail>
        <Detail label={columns.leads}>
          <LeadsCount area={area} onShowLeads={actions.onShowLeads} />
        </Detail>
        <Detail label={columns.crews}>{formatCount(area.crews)}</Detail>
      </DetailList>
      <RowButtons area={area} onEdit={actions.onEdit} onRemove={actions.onRemove} />
    </article>
  );
}

/** A city's areas: a table on a wide screen, one card per area on a phone. */
export function AreaTable({
  areas,
  caption,
  empty,
  ...actions
}: { areas: AdminArea[]; caption: string; empty: ReactNode } & AreaRowActions) {
  const COLUMNS: Column<AdminArea>[] = [
    { header: columns.name, rowHeader: true, cell: (area) => area.name },
    { header: columns.served, cell: (area) => (area.served ? texts.yes : texts.no) },
    { header: columns.surcharge, className: cellStyles.numeric, cell: (area) => texts.surchargeLabel(area.surcharge) },
    {
      header: columns.leads,
      className: cellStyles.numeric,
      cell: (area) => <LeadsCount area={area} onShowLeads={actions.onShowLeads} />,
    },
    { header: columns.crews, className: cellStyles.numeric, cell: (area) => formatCount(area.crews) },
    {
      header: columns.actions,
      cell: (area) => <RowButtons area={area} onEdit={actions.onEdit} onRemove={actions.onRemove} />,
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS}
      rows={areas}
      rowKey={(area) => area._id}
      empty={empty}
      card={(area) => <AreaCard area={area} {...actions} />}
    />
  );
}
