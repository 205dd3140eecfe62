import type { AppointmentWithState } from '@clean/shared/schemas';
import { Bone, Skeleton, StatusPanel } from '@clean/shared/ui';
import { useState } from 'react';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { useAdminGetNeedsAttentionQuery } from '../api/get-needs-attention';
import { needsAttentionTexts } from '../lib/texts';
import { AttentionItem } from './attention-item';
import { RebookDialog } from './rebook-dialog';
import { ProviderRefundDialog } from './provider-refund-dialog';
import { RefundDialog } from './refund-dialog';
import styles from './needs-attention.module.css';

const texts = needsAttentionTexts;

/**
 * The flagged payments, oldest first: skeleton while they load, the error with Retry, 'Nothing needs
 * attention', else one card each with Rebook, Refund (through the provider) and Mark refunded by hand, which open their dialogs.
 */
export function NeedsAttentionList() {
  // Late payments arrive without any admin action, so each visit asks again.
  const { currentData, error, isFetching, refetch } = useAdminGetNeedsAttentionQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [rebooking, setRebooking] = useState<AppointmentWithState | null>(null);
  const [refunding, setRefunding] = useState<AppointmentWithState | null>(null);
  const [providerRefunding, setProviderRefunding] = useState<AppointmentWithState | null>(null);

  let content;
  if (error) {
    content = (
      <LoadErrorPanel title={texts.errorTitle} error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  } else if (!currentData) {
    content = (
      <Skeleton label={texts.loading}>
        {[0, 1, 2].map((index) => (
          <Bone key={index} shape="card" height="14rem" />
        ))}
      </Skeleton>
    );
  } else if (currentData.appointments.length === 0) {
    content = (
      <StatusPanel title={texts.emptyTitle}>
        <p>{texts.emptyText}</p>
      </StatusPanel>
    );
  } else {
    content = (
      <ul className={styles.list}>
        {currentData.appointments.map((appointment) => (
          <li key={appointment._id}>
            <AttentionItem
              appointment={appointment}
              onRebook={setRebooking}
              onRefund={setRefunding}
              onProviderRefund={setProviderRefunding}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.body}>
      <p className={styles.intro}>{texts.intro}</p>
      {content}
      <RebookDialog appointment={rebooking} onClose={() => setRebooking(null)} />
      <RefundDialog appointment={refunding} onClose={() => setRefunding(null)} />
      <ProviderRefundDialog appointment={providerRefunding} onClose={() => setProviderRefunding(null)} />
    </div>
  );
}
