import type { AppointmentWithState } from '@clean/shared/schemas';
import { type MenuAction, ActionsMenu } from '../../../components/actions-menu/actions-menu';
import { canChangeStatus } from '../../../components/appointment-status/appointment-status';
import { useStatusChange } from '../hooks/use-status-change';
import { appointmentsTexts } from '../lib/texts';

const texts = appointmentsTexts.actions;

interface AppointmentActionsMenuProps {
  appointment: AppointmentWithState;
  /** Asks to delete it: the list owns the one confirmation dialog. */
  onDelete: (appointment: AppointmentWithState) => void;
}

/**
 * A table row's actions in one menu, so eleven columns fit a 1280px screen: the same Complete and
 * Cancel while the appointment is active and Delete in every state as the cards' buttons, with the
 * same calls, toasts and confirmation. The button says what is under way while a change runs.
 */
export function AppointmentActionsMenu({ appointment, onDelete }: AppointmentActionsMenuProps) {
  const { cancel, complete, cancelling, completing } = useStatusChange(appointment);
  const changing = cancelling || completing;
  const statusActions: MenuAction[] = canChangeStatus(appointment)
    ? [
        { key: 'complete', label: texts.complete, disabled: changing, onSelect: () => void complete() },
        { key: 'cancel', label: texts.cancel, disabled: changing, onSelect: () => void cancel() },
      ]
    : [];
  const label = completing ? texts.completing : cancelling ? texts.cancelling : texts.menu;
  return (
    <ActionsMenu
      label={label}
      menuOf={texts.menuOfCustomer(appointment.userData.name)}
      of={texts.ofCustomer(appointment.userData.name)}
      busy={changing}
      actions={[
        ...statusActions,
        { key: 'delete', label: texts.delete, danger: true, onSelect: () => onDelete(appointment) },
      ]}
    />
  );
}
