import { toDisplayDate } from '@clean/shared/dates';
import { ConfirmDialog } from '@clean/shared/ui';
import type { useDeleteAppointment } from '../hooks/use-delete-appointment';
import { appointmentsTexts } from '../lib/texts';

const texts = appointmentsTexts.confirmDelete;

/** The one question a delete asks (the list's and an appointment's page): whose visit, on which day. */
export function DeleteAppointmentDialog({ deletion }: { deletion: ReturnType<typeof useDeleteAppointment> }) {
  const { target } = deletion;
  return (
    <ConfirmDialog
      open={target !== null}
      title={texts.title}
      confirmLabel={texts.confirm}
      busyLabel={texts.busy}
      cancelLabel={texts.cancel}
      busy={deletion.deleting}
      onConfirm={() => void deletion.confirm()}
      onCancel={deletion.dismiss}
    >
      {target && <p>{texts.text(target.userData.name, toDisplayDate(target.date), target.time)}</p>}
    </ConfirmDialog>
  );
}
