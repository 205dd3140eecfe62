import type { ActionFailure } from '../lib/failure';
import styles from './needs-attention.module.css';

/** Why the server refused the action, announced at once, inside the dialog that stays open. */
export function FailureMessage({ failure }: { failure: ActionFailure }) {
  return (
    <div className={styles.failure} role="alert">
      <p className={styles.dialogText}>{failure.message}</p>
      {failure.details.length > 0 && (
        <ul>
          {failure.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
