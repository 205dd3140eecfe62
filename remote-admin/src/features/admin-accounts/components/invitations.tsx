import type { CreatedInvitationResponse } from '@clean/shared/schemas';
import { Bone, buttonClassName, Skeleton } from '@clean/shared/ui';
import { useId, useState } from 'react';
import { AuditSection } from '../../../components/audit-history/audit-history';
import { useAction } from '../../../hooks/use-action';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import {
  useAdminCreateInvitationMutation,
  useAdminListInvitationsQuery,
  useAdminRevokeInvitationMutation,
} from '../api/accounts-api';
import { adminAccountsTexts } from '../lib/texts';
import styles from './admin-accounts.module.css';

const texts = adminAccountsTexts.invitations;

/**
 * Single-use invitations to sign up (docs/PRODUCT.md#admin-console, Admin accounts): Create shows the
 * new code once (the server keeps only its hash); the pending ones are listed with their expiry and
 * can be revoked.
 */
export function Invitations() {
  const { currentData, error, isFetching, refetch } = useAdminListInvitationsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [create] = useAdminCreateInvitationMutation();
  const [revoke] = useAdminRevokeInvitationMutation();
  // The new code on the page says it worked.
  const creation = useAction({ success: false });
  const revocation = useAction();
  const [created, setCreated] = useState<CreatedInvitationResponse | null>(null);
  const codeLabel = useId();

  const onCreate = async () => {
    const answer = await creation.run(() => create().unwrap());
    if (answer) setCreated(answer);
  };

  const onRevoke = async (id: string) => {
    if ((await revocation.run(() => revoke(id).unwrap())) && created?.invitation._id === id) setCreated(null);
  };

  let list;
  if (error) {
    list = (
      <LoadErrorPanel title={texts.errorTitle} error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  } else if (!currentData) {
    list = (
      <Skeleton label={texts.loading}>
        <Bone height="2.5rem" />
      </Skeleton>
    );
  } else if (currentData.invitations.length === 0) {
    list = <p className={styles.muted}>{texts.empty}</p>;
  } else {
    list = (
      <ul className={styles.list}>
        {currentData.invitations.map((invitation) => (
          <li key={invitation._id} className={styles.row}>
            <p className={styles.who}>
              {texts.pending(invitation.createdBy, invitation.createdAt, invitation.expiresAt)}
            </p>
            <button
              type="button"
              className={buttonClassName({ variant: 'outline' })}
              aria-label={texts.revokeFor(invitation.createdAt)}
              disabled={revocation.busy}
              onClick={() => void onRevoke(invitation._id)}
            >
              {texts.revoke}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AuditSection title={texts.title}>
      <p className={styles.intro}>{texts.intro}</p>
      <button type="button" className={buttonClassName()} disabled={creation.busy} onClick={() => void onCreate()}>
        {creation.busy ? texts.creating : texts.create}
      </button>
      {created && (
        <div className={styles.code} role="status">
          <p id={codeLabel} className={styles.muted}>
            {texts.newCode}
          </p>
          <output aria-labelledby={codeLabel} className={styles.codeValue}>
            {created.code}
          </output>
          <p className={styles.muted}>{texts.newCodeHint(created.invitation.expiresAt)}</p>
        </div>
      )}
      {list}
    </AuditSection>
  );
}
