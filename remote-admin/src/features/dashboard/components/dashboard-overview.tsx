import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { useAdminGetDashboardQuery } from '../api/get-dashboard';
import { dashboardTexts } from '../lib/texts';
import { DashboardFigures } from './dashboard-figures';
import { DashboardSkeleton } from './dashboard-skeleton';
import { LatestBookings } from './latest-bookings';
import styles from './dashboard.module.css';

const texts = dashboardTexts;

// Bookings and payments arrive without any admin action, so each visit asks again.
const useDashboard = () => useAdminGetDashboardQuery(undefined, { refetchOnMountOrArgChange: true });

/** Whether the dashboard's figures have their answer, or cannot have one. */
export function useDashboardSettled(): boolean {
  const { data, isError } = useDashboard();
  return data !== undefined || isError;
}

/**
 * GET /api/admin/dashboard shown: skeleton while it loads (or while `held`: 'Needs attention' above it is
 * still loading), the error with Retry, else figures and bookings.
 */
export function DashboardOverview({ held = false }: { held?: boolean }) {
  const { data, error, isFetching, refetch } = useDashboard();

  let content;
  // `error` stays set while a retry is on its way, so the panel stays and its button says so.
  if (error) {
    content = (
      <LoadErrorPanel title={texts.errorTitle} error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  } else if (!data || held) {
    content = <DashboardSkeleton />;
  } else {
    content = (
      <div className={styles.dashboard}>
        <DashboardFigures data={data} />
        <LatestBookings appointments={data.latestAppointments} />
      </div>
    );
  }
  // The figures come in a new element, not the skeleton's moved down by what appeared above it at the
  // same moment: a layout shift is an element that moves.
  return (
    <div key={data && !held ? 'figures' : 'waiting'} className={styles.body}>
      {content}
    </div>
  );
}
