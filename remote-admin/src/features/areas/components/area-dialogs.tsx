import type { Location } from '@clean/shared/constants';
import type { AdminArea } from '@clean/shared/schemas';
import { ConfirmDialog, Dialog } from '@clean/shared/ui';
import { useAdminDeleteAreaMutation, useAdminUpdateAreaMutation } from '../../../api/areas-api';
import { RefusalPanel } from '../../../components/refusal-panel/refusal-panel';
import { useAction } from '../../../hooks/use-action';
import { toAreaFormValues } from '../lib/area-form';
import { areasTexts } from '../lib/texts';
import { AreaForm } from './area-form';

/** An area's form in a dialog: open while there is an area, closed once saved; a stray tap does not lose it. */
export function EditAreaDialog({
  area,
  location,
  onClose,
}: {
  /** The area edited; null when the dialog is closed. */
  area: AdminArea | null;
  location: Location;
  onClose: () => void;
}) {
  const [update] = useAdminUpdateAreaMutation();
  const title = area ? areasTexts.form.editTitle(area.name) : '';
  return (
    <Dialog open={area !== null} onClose={onClose} title={title} dismissible={false}>
      {area && (
        <AreaForm
          key={area._id}
          location={location}
          mode="edit"
          label={title}
          initial={toAreaFormValues(area)}
          save={(body) => update({ id: area._id, body }).unwrap()}
          onSaved={onClose}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}

const removal = areasTexts.removal;

/** Asks before an area is removed; the server's refusal (bookings name it) stays in the dialog. */
export function RemoveAreaDialog({ area, onClose }: { area: AdminArea | null; onClose: () => void }) {
  const [remove] = useAdminDeleteAreaMutation();
  const action = useAction();
  const close = () => {
    action.clearFailure();
    onClose();
  };
  return (
    <ConfirmDialog
      open={area !== null}
      title={removal.title}
      confirmLabel={removal.confirm}
      busyLabel={removal.confirming}
      cancelLabel={removal.keep}
      busy={action.busy}
      onConfirm={() => {
        if (!area) return;
        void action.run(() => remove(area._id).unwrap()).then((answer) => answer && close());
      }}
      onCancel={close}
    >
      {area && <p>{removal.text(area.name, area.location)}</p>}
      {action.failure && <RefusalPanel failure={{ message: action.failure.message, bookings: [] }} />}
    </ConfirmDialog>
  );
}
