import { errorMessage, notify } from '@clean/shared';
import { useAppSelector } from '@clean/shared/store';
import { buttonClassName } from '@clean/shared/ui';
import { useState } from 'react';
import { downloadAppointmentsCsv } from '../lib/export-csv';
import { filterParams, type ListFilters } from '../lib/filters';
import { filterTexts } from '../lib/filter-texts';

const texts = filterTexts;

/** 'Export CSV': every appointment the filters select (all pages), in the order shown, as a file. */
export function ExportCsvButton({ filters, disabled = false }: { filters: ListFilters; disabled?: boolean }) {
  const apiBaseUrl = useAppSelector((state) => state.config.runtime?.apiBaseUrl ?? '');
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setBusy(true);
    try {
      notify.success(texts.exported(await downloadAppointmentsCsv(apiBaseUrl, filterParams(filters))));
    } catch (error) {
      notify.error(errorMessage(error, texts.exportFailed));
    } finally {
      setBusy(false);
    }
  };

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
