import { company, paths } from '@clean/shared';
import { Link } from 'react-router-dom';
import styles from './logo.module.css';

/**
 * The brand, linking home. Its name is its visible text followed by ", home" for screen readers, so
 * a voice user who says what they see reaches it (WCAG 2.5.3, label in name).
 */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to={paths.home} className={styles.logo} onClick={onClick}>
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" width="36" height="36">
        <rect width="64" height="64" rx="14" fill="var(--color-primary)" />
        <path d="M32 10l5.5 14.5L52 30l-14.5 5.5L32 50l-5.5-14.5L12 30l14.5-5.5z" fill="#fff" />
        <circle cx="48" cy="14" r="4" fill="var(--color-accent)" />
      </svg>
      <span className={styles.text}>
        <span className={styles.name}>{company.shortName}</span>{' '}
        <span className={styles.tagline}>Cleaning &amp; Laundry</span>
      </span>
      <span className={styles.srOnly}>, home</span>
    </Link>
  );
}
