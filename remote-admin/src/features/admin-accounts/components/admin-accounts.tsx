import { AuditHistory } from '../../../components/audit-history/audit-history';
import { adminAccountsTexts } from '../lib/texts';
import { Administrators } from './administrators';
import { Invitations } from './invitations';

/** How many account records the activity lists (sign-ins are frequent). */
const ACTIVITY_LIMIT = 50;

/**
 * The profile page's admin sections (docs/PRODUCT.md#admin-console, Admin accounts): the
 * administrators (disable, enable), the invitations to sign up, and the accounts' audit trail.
 */
export function AdminAccounts({ selfId }: { selfId: string }) {
  return (
    <>
      <Administrators selfId={selfId} />
      <Invitations />
      <AuditHistory query={{ subject: 'account', limit: ACTIVITY_LIMIT }} texts={adminAccountsTexts.activity} />
    </>
  );
}
