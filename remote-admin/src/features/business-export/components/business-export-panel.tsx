import { errorMessage } from '@clean/shared';
import { useAppSelector } from '@clean/shared/store';
import { buttonClassName } from '@clean/shared/ui';
import { useId } from 'react';
import { useAction } from '../../../hooks/use-action';
import { downloadBusinessExport } from '../lib/download-business-export';
import { businessExportTexts } from '../lib/texts';
import styles from './business-export-panel.module.css';

const texts = businessExportTexts;

/**
 * 'Your business data' under the dashboard's reports (docs/PRODUCT.md, "Your business data"): the ZIP of
 * every table, downloaded with a loading state while the server prepares it, and a toast either way.
 */
export function BusinessExportPanel() {
  const apiBaseUrl = useAppSelector((state) => state.config.runtime?.apiBaseUrl ?? '');
  const exporting = useAction({ failureOf: (error) => ({ message: errorMessage(error, texts.failed) }) });
  const titleId = useId();
  const statusId = useId();

  const download = () =>
    exporting.run(async () => ({ message: texts.downloaded(await downloadBusinessExport(apiBaseUrl)) }));

  return (
    <section className={styles.body} aria-labelledby={titleId}>
      <div className={styles.card}>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {texts.title}
          </h2>
          <p className={styles.lead}>{texts.lead}</p>
          <p className={styles.note}>{texts.erased}</p>
        </div>
        <div className={styles.action}>
          <button
            type="button"
            className={`${buttonClassName()} ${styles.button}`}
            onClick={() => void download()}
            disabled={exporting.busy}
            aria-busy={exporting.busy || undefined}
            aria-describedby={exporting.busy ? statusId : undefined}
          >
            {exporting.busy && <span className={styles.spinner} aria-hidden="true" />}
            {exporting.busy ? texts.preparing : texts.download}
          </button>
          <p id={statusId} role="status" className={styles.status}>
            {exporting.busy ? texts.preparingStatus : ''}
          </p>
        </div>
      </div>
    </section>
  );
}
