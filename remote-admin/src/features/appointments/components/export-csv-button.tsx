import { errorMessage } from '@clean/shared';
import { useAppSelector } from '@clean/shared/store';
import { buttonClassName } from '@clean/shared/ui';
import { useAction } from '../../../hooks/use-action';
import { downloadAppointmentsCsv } from '../lib/export-csv';
import { filterParams, type ListFilters } from '../lib/filters';
import { filterTexts } from '../lib/filter-texts';

const texts = filterTexts;

/** 'Export CSV': every appointment the filters select (all pages), in the order shown, as a file. */
export function ExportCsvButton({ filters, disabled = false }: { filters: ListFilters; disabled?: boolean }) {
  const apiBaseUrl = useAppSelector((state) => state.config.runtime?.apiBaseUrl ?? '');
  const exporting = useAction({ failureOf: (error) => ({ message: errorMessage(error, texts.exportFailed) }) });
  const busy = exporting.busy;

  const exportCsv = () =>
    exporting.run(async () => ({
      message: texts.exported(await downloadAppointmentsCsv(apiBaseUrl, filterParams(filters))),
    }));

  return (
    <button
      type="button"
      className={buttonClassName({ variant: 'outline' })}
      onClick={() => void exportCsv()}
      disabled={disabled || busy}
    >
      {busy ? texts.exporting : texts.export}
    </button>
  );
}
