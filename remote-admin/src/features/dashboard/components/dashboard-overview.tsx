import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { useAdminGetDashboardQuery } from '../api/get-dashboard';
import { dashboardTexts } from '../lib/texts';
import { DashboardFigures } from './dashboard-figures';
import { DashboardSkeleton } from './dashboard-skeleton';
import { LatestBookings } from './latest-bookings';
import styles from './dashboard.module.css';

const texts = dashboardTexts;

/** GET /api/admin/dashboard shown: skeleton while it loads, the error with Retry, else figures and bookings. */
export function DashboardOverview() {
  // Bookings and payments arrive without any admin action, so each visit asks again.
  const { data, error, isFetching, refetch } = useAdminGetDashboardQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  let content;
  // `error` stays set while a retry is on its way, so the panel stays and its button says so.
  if (error) {
    content = (
      <LoadErrorPanel title={texts.errorTitle} error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  } else if (!data) {
    content = <DashboardSkeleton />;
  } else {
    content = (
      <div className={styles.dashboard}>
        <DashboardFigures data={data} />
        <LatestBookings appointments={data.latestAppointments} />
      </div>
    );
  }
  return <div className={styles.body}>{content}</div>;
}
