import { formatNaira, paths } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import { Bone } from '@clean/shared/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useAdminGetNeedsAttentionQuery } from '../api/get-needs-attention';
import { needsAttentionTexts } from '../lib/texts';
import styles from './needs-attention.module.css';

const texts = needsAttentionTexts;
/** The dashboard names a few; the page has them all. */
const SHOWN = 3;

// Payments arrive without any admin action, so each visit asks again.
const useNeedsAttention = () => useAdminGetNeedsAttentionQuery(undefined, { refetchOnMountOrArgChange: true });

/** Whether the dashboard's 'Needs attention' has its answer, or cannot have one. */
export function useNeedsAttentionSettled(): boolean {
  const { currentData, isError } = useNeedsAttention();
  return currentData !== undefined || isError;
}

/**
 * The dashboard's 'Needs attention': how many payments wait for the company, the oldest few, and the
 * way to the page. While it loads (or while `held`: the figures
 * under it are not in yet), the outline of the quiet panel holds its place. When it
 * cannot load, it stays out of the way: the dashboard's own figures say whether the console reaches
 * the server, and the page has the Retry.
 */
export function NeedsAttentionPanel({ held = false }: { held?: boolean }) {
  const titleId = useId();
  const { currentData, isError } = useNeedsAttention();
  if (!currentData || held) return isError ? null : <PanelOutline />;
  const items = currentData.appointments;
  const more = items.length - SHOWN;

  return (
    <div className={styles.panelOuter}>
      <section
        className={items.length === 0 ? `${styles.panel} ${styles.quiet}` : styles.panel}
        aria-labelledby={titleId}
      >
        <header className={styles.panelHeader}>
          <h2 id={titleId} className={styles.panelTitle}>
            {texts.panel.title}
          </h2>
          {items.length > 0 && (
            <Link to={paths.admin.needsAttention} className={styles.panelLink}>
              {texts.panel.viewAll}
            </Link>
          )}
        </header>
        {items.length === 0 ? (
          <p className={styles.muted}>{texts.panel.nothing}</p>
        ) : (
          <>
            <p className={styles.dialogText}>{texts.panel.count(items.length)}</p>
            <ul className={styles.panelList}>
              {items.slice(0, SHOWN).map((appointment) => (
                <li key={appointment._id} className={styles.panelItem}>
                  <p>
                    <Link to={paths.admin.needsAttention} className={styles.panelName}>
                      {appointment.userData.name}
                    </Link>
                    {' · '}
                    {appointment.attentionReason ? texts.reasons[appointment.attentionReason] : texts.title}
                  </p>
                  <p className={styles.muted}>
                    {formatNaira(appointment.amount)} · {toDisplayDate(appointment.date)} {appointment.time}
                  </p>
                </li>
              ))}
            </ul>
            {more > 0 && <p className={styles.muted}>{texts.panel.more(more)}</p>}
          </>
        )}
      </section>
    </div>
  );
}

/** The quiet panel's outline: its title and a line, hidden from screen readers (the dashboard announces loading). */
function PanelOutline() {
  return (
    <div className={styles.panelOuter} aria-hidden="true">
      <div className={`${styles.panel} ${styles.outline}`}>
        <h2 className={styles.panelTitle}>{texts.panel.title}</h2>
        <Bone className={styles.lineBone} width="min(100%, 16rem)" />
      </div>
    </div>
  );
}
