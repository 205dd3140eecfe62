import { lagosDateTime } from '@clean/shared/lagos-time';
import type { Location } from '@clean/shared/constants';
import type { AdminArea, AreaLead } from '@clean/shared/schemas';
import { Bone, Field, Skeleton, StatusPanel } from '@clean/shared/ui';
import { useId, type Ref } from 'react';
import { useAdminGetAreaLeadsQuery } from '../../../api/areas-api';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { Detail, DetailList } from '../../../components/detail-list/detail-list';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { PhoneLink } from '../../../components/phone-link/phone-link';
import { privacyConsentText } from '../../../lib/privacy-consent';
import { areasTexts } from '../lib/texts';
import styles from './areas.module.css';

const texts = areasTexts.leads;
const columns = texts.columns;

/** The e-mail and the phone a lead gave (one of them at least). */
function Contact({ lead }: { lead: AreaLead }) {
  return (
    <span className={styles.contact}>
      {lead.email && <a href={`mailto:${lead.email}`}>{lead.email}</a>}
      {lead.phone && <PhoneLink phone={lead.phone} />}
    </span>
  );
}

const COLUMNS: Column<AreaLead>[] = [
  { header: columns.name, rowHeader: true, cell: (lead) => lead.name },
  { header: columns.contact, cell: (lead) => <Contact lead={lead} /> },
  { header: columns.area, cell: (lead) => lead.area.name },
  { header: columns.consent, cell: (lead) => privacyConsentText(lead.consent) },
  { header: columns.date, cell: (lead) => lagosDateTime(lead.createdAt) },
];

/** One lead on a phone. */
function LeadCard({ lead }: { lead: AreaLead }) {
  return (
    <article className={styles.card} aria-label={lead.name}>
      <h3 className={styles.cardTitle}>{lead.name}</h3>
      <DetailList layout="grid" stackOnSmallPhones>
        <Detail label={columns.area}>{lead.area.name}</Detail>
        <Detail label={columns.date}>{lagosDateTime(lead.createdAt)}</Detail>
        <Detail label={columns.contact} wide>
          <Contact lead={lead} />
        </Detail>
        <Detail label={columns.consent} wide>
          {privacyConsentText(lead.consent)}
        </Detail>
      </DetailList>
    </article>
  );
}

interface AreaLeadsProps {
  location: Location;
  /** The city's areas, for the filter. */
  areas: readonly AdminArea[];
  /** The area chosen, none for every area of the city. */
  area: string | undefined;
  /** An area's id, or '' for every area. */
  onAreaChange: (area: string) => void;
  /** The section, focusable, so that an area's count can bring the admin here. */
  ref?: Ref<HTMLElement>;
}

/**
 * 'People waiting' (docs/PRODUCT.md, "Areas and landmarks"): who asked to hear when we clean in an area
 * of the city, newest first, with when they agreed to be contacted; filtered by area.
 */
export function AreaLeads({ location, areas, area, onAreaChange, ref }: AreaLeadsProps) {
  const titleId = useId();
  const { currentData, error, isFetching, refetch } = useAdminGetAreaLeadsQuery(
    { location, area },
    { refetchOnMountOrArgChange: true },
  );
  const chosen = areas.find((each) => each._id === area);

  let content;
  if (error) {
    content = (
      <LoadErrorPanel title={texts.errorTitle} error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  } else if (!currentData) {
    content = (
      <Skeleton label={texts.loading}>
        <Bone shape="card" height="6rem" />
      </Skeleton>
    );
  } else {
    content = (
      <>
        {currentData.total > currentData.leads.length && (
          <p className={styles.muted}>{texts.shown(currentData.leads.length, currentData.total)}</p>
        )}
        <DataTable
          caption={texts.caption(location)}
          columns={COLUMNS}
          rows={currentData.leads}
          rowKey={(lead) => lead._id}
          card={(lead) => <LeadCard lead={lead} />}
          empty={<StatusPanel title={texts.empty(chosen ? chosen.name : texts.everyAreaOf(location))} level={3} />}
        />
      </>
    );
  }

  return (
    <section ref={ref} className={styles.section} aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.sectionTitle}>
            {texts.title}
          </h2>
          <p className={styles.muted}>{texts.intro}</p>
        </div>
        <Field label={texts.filter} className={styles.filter}>
          {(control) => (
            <select
              {...control}
              value={chosen ? chosen._id : ''}
              onChange={(event) => onAreaChange(event.target.value)}
            >
              <option value="">{texts.all}</option>
              {areas.map((each) => (
                <option key={each._id} value={each._id}>
                  {each.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {content}
    </section>
  );
}
