import type { AdminAccount } from '@clean/shared/schemas';
import { Bone, buttonClassName, ConfirmDialog, Skeleton } from '@clean/shared/ui';
import { useState } from 'react';
import { AuditSection } from '../../../components/audit-history/audit-history';
import { useAction } from '../../../hooks/use-action';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { useAdminListAccountsQuery, useAdminSetAccountDisabledMutation } from '../api/accounts-api';
import { adminAccountsTexts } from '../lib/texts';
import styles from './admin-accounts.module.css';

const texts = adminAccountsTexts.admins;

/**
 * Every admin account with Disable or Enable (docs/PRODUCT.md#admin-console, Admin accounts): not for
 * the signed-in admin's own account. Disabling asks first: the admin is logged out at once.
 */
export function Administrators({ selfId }: { selfId: string }) {
  const { currentData, error, isFetching, refetch } = useAdminListAccountsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [setDisabled] = useAdminSetAccountDisabledMutation();
  const action = useAction();
  const [confirming, setConfirming] = useState<AdminAccount | null>(null);

  const change = async (admin: AdminAccount, disabled: boolean) => {
    await action.run(() => setDisabled({ id: admin._id, disabled }).unwrap());
    setConfirming(null);
  };

  let content;
  if (error) {
    content = (
      <LoadErrorPanel title={texts.errorTitle} error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  } else if (!currentData) {
    content = (
      <Skeleton label={texts.loading}>
        <Bone height="2.5rem" />
      </Skeleton>
    );
  } else {
    content = (
      <ul className={styles.list}>
        {currentData.admins.map((admin) => (
          <li key={admin._id} className={styles.row}>
            <div>
              <p className={styles.who}>{admin._id === selfId ? `${admin.name} ${texts.you}` : admin.name}</p>
              <p className={styles.muted}>
                {admin.email} · {admin.disabledAt ? texts.disabledSince(admin.disabledAt) : texts.enabled}
              </p>
            </div>
            {admin._id !== selfId &&
              (admin.disabledAt ? (
                <button
                  type="button"
                  className={buttonClassName({ variant: 'outline' })}
                  aria-label={texts.enableFor(admin.name)}
                  disabled={action.busy}
                  onClick={() => void change(admin, false)}
                >
                  {texts.enable}
                </button>
              ) : (
                <button
                  type="button"
                  className={buttonClassName({ variant: 'danger' })}
                  aria-label={texts.disableFor(admin.name)}
                  disabled={action.busy}
                  onClick={() => setConfirming(admin)}
                >
                  {texts.disable}
                </button>
              ))}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AuditSection title={texts.title}>
      {content}
      <ConfirmDialog
        open={confirming !== null}
        title={texts.confirmTitle(confirming?.name ?? '')}
        confirmLabel={texts.confirm}
        busyLabel={texts.confirming}
        busy={action.busy}
        onConfirm={() => {
          if (confirming) void change(confirming, true);
        }}
        onCancel={() => setConfirming(null)}
      >
        <p>{texts.confirmText}</p>
      </ConfirmDialog>
    </AuditSection>
  );
}
