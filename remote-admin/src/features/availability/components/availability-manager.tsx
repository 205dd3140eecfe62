import { Bone, Skeleton } from '@clean/shared/ui';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { useAdminGetAvailabilitySettingsQuery } from '../api/get-availability-settings';
import { availabilityTexts as texts } from '../lib/texts';
import { ClosedDates } from './closed-dates';
import { AuditHistory } from '../../../components/audit-history/audit-history';
import { ManagePolicyForm } from './manage-policy-form';
import { RulesForm } from './rules-form';
import styles from './availability.module.css';

/**
 * The availability rules as stored: the weekly rules form, the closed dates, the customers' manage link
 * cut-offs, and the recent changes.
 */
export function AvailabilityManager() {
  const { currentData, error, isFetching, refetch } = useAdminGetAvailabilitySettingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  let content;
  if (error) {
    content = (
      <LoadErrorPanel title={texts.errorTitle} error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  } else if (!currentData) {
    content = (
      <Skeleton label={texts.loading} className={styles.layout}>
        <Bone shape="card" height="28rem" />
        <Bone shape="card" height="16rem" />
      </Skeleton>
    );
  } else {
    const { settings } = currentData;
    content = (
      <div className={styles.layout}>
        {/* A new save starts the form again from what is stored. */}
        <RulesForm key={settings.updatedAt ?? 'initial'} settings={settings} />
        <ClosedDates closedDates={settings.closedDates} />
        <ManagePolicyForm />
        <AuditHistory query={{ subject: 'availability' }} texts={texts.history} />
      </div>
    );
  }
  return <div className={styles.body}>{content}</div>;
}
