import styles from './your-plan.module.css';

/** Why a plan action could not be done, announced as it appears. */
export function PlanProblem({ problem }: { problem: string | null }) {
  return (
    problem && (
      <p role="alert" className={styles.problem}>
        {problem}
      </p>
    )
  );
}
