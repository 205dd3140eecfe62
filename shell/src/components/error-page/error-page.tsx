import { readAdminToken } from '@clean/shared';
import { FAILURE_TITLE_IDS } from '@clean/shared/prerender';
import { Link, useLocation, useRouteError } from 'react-router-dom';
import { describeError, homeTarget, NOT_FOUND, type ErrorDescription } from './describe-error';
import styles from './error-page.module.css';

export function ErrorView({ title, message }: ErrorDescription) {
  const { pathname } = useLocation();
  return (
    <section className={styles.page} aria-labelledby={FAILURE_TITLE_IDS.errorPage}>
      <p className={styles.code} aria-hidden="true">
        {title === NOT_FOUND.title ? '404' : 'Oops'}
      </p>
      <h1 id={FAILURE_TITLE_IDS.errorPage} className={styles.title}>
        {title}
      </h1>
      <p className={styles.message}>{message}</p>
      <Link to={homeTarget(pathname, readAdminToken() !== '')} className={styles.button}>
        Back to homepage
      </Link>
    </section>
  );
}

/** Error element of the router: whatever a route threw. */
export function RouteErrorPage() {
  return <ErrorView {...describeError(useRouteError())} />;
}

/** Unknown routes. */
export function NotFoundPage() {
  return <ErrorView {...NOT_FOUND} />;
}
