import { paths } from '@clean/shared';
import type { Crew } from '@clean/shared/schemas';
import { buttonClassName, ConfirmDialog } from '@clean/shared/ui';
import { useState } from 'react';
import {
  useAdminGetCrewQuery,
  useAdminSetCrewActiveMutation,
  useAdminUpdateCrewMutation,
} from '../../../api/crews-api';
import { RecordPage } from '../../../components/record-page/record-page';
import { Section } from '../../../components/record-section/record-section';
import { RefusalPanel } from '../../../components/refusal-panel/refusal-panel';
import { useRefusableSave } from '../../../hooks/use-refusable-save';
import { toCrewFormValues } from '../lib/crew-form';
import { crewsTexts } from '../lib/texts';
import { CrewAccess } from './crew-access';
import { CrewForm } from './crew-form';
import { CrewTimeOff } from './crew-time-off';
import styles from './crews.module.css';

const texts = crewsTexts.status;

/** Deactivate (after a confirmation; refused with the paid jobs no other crew is free for) or Activate. */
function CrewStatus({ crew }: { crew: Crew }) {
  const [setActive] = useAdminSetCrewActiveMutation();
  const { failure, run } = useRefusableSave();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = async (active: boolean) => {
    setBusy(true);
    await run(() => setActive({ id: crew._id, active }).unwrap());
    setBusy(false);
    setConfirming(false);
  };

  return (
    <Section title={texts.title}>
      <p className={styles.muted}>{crew.active ? texts.active : texts.inactive}</p>
      <div>
        {crew.active ? (
          <button type="button" className={buttonClassName({ variant: 'danger' })} onClick={() => setConfirming(true)}>
            {texts.deactivate}
          </button>
        ) : (
          <button
            type="button"
            className={buttonClassName({ variant: 'outline' })}
            disabled={busy}
            onClick={() => void change(true)}
          >
            {texts.activate}
          </button>
        )}
      </div>
      {failure && <RefusalPanel failure={failure} />}
      <ConfirmDialog
        open={confirming}
        title={texts.confirmTitle}
        confirmLabel={texts.confirm}
        busyLabel={texts.confirming}
        cancelLabel={texts.keep}
        busy={busy}
        onConfirm={() => void change(false)}
        onCancel={() => setConfirming(false)}
      >
        <p>{texts.confirmText(crew.name, crew.location)}</p>
      </ConfirmDialog>
    </Section>
  );
}

/** One crew's page: its form, its sign-in links and devices, its time off, then its status. */
export function CrewEditor({ crewId }: { crewId: string }) {
  const read = useAdminGetCrewQuery(crewId, { refetchOnMountOrArgChange: true });
  const [update] = useAdminUpdateCrewMutation();

  return (
    <RecordPage read={read} texts={crewsTexts} backTo={paths.admin.crews}>
      {({ crew }) => (
        <div className={styles.editor}>
          <CrewForm
            key={crew._id}
            mode="edit"
            initial={toCrewFormValues(crew)}
            save={(body) => update({ id: crew._id, body }).unwrap()}
          />
          <CrewAccess crew={crew} />
          <CrewTimeOff crew={crew} />
          <CrewStatus crew={crew} />
        </div>
      )}
    </RecordPage>
  );
}
