import { Bone, PageHeader, Skeleton, StatusPanel } from '@clean/shared/ui';
import type { RegistrationStatus } from '@clean/shared/schemas';
import { useEffect, useState } from 'react';
import { adminGetRegistration } from '../api/auth-calls';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';
import styles from './auth-panel.module.css';

type Mode = 'signup' | 'login';

/** The server's registration status, asked once per visit to the page; a failure leaves it unknown. */
function useRegistrationStatus(): { status: RegistrationStatus | undefined; isLoading: boolean } {
  const [answer, setAnswer] = useState<{ status?: RegistrationStatus; isLoading: boolean }>({ isLoading: true });
  useEffect(() => {
    let current = true;
    adminGetRegistration().then(
      (status) => current && setAnswer({ status, isLoading: false }),
      () => current && setAnswer({ isLoading: false }),
    );
    return () => {
      current = false;
    };
  }, []);
  return { status: answer.status, isLoading: answer.isLoading };
}

const TITLES: Record<Mode, string> = { signup: 'Admin Sign Up', login: 'Admin Login' };

/**
 * The admin entrance (docs/PRODUCT.md#admin-console: sign up and login toggle). It opens on Sign Up while no admin
 * exists (the first account needs no code), else on Login; the server's registration status decides
 * whether sign-up asks for an invitation code or says why it is closed.
 */
export function AuthPanel() {
  const { status, isLoading } = useRegistrationStatus();
  const [chosen, setChosen] = useState<Mode | null>(null);
  const [signedUpEmail, setSignedUpEmail] = useState('');
  const mode: Mode = chosen ?? (status?.registration === 'open' ? 'signup' : 'login');

  return (
    <>
      <PageHeader title={TITLES[mode]} intro="For the company's staff: bookings, products and your account." />
      <div className={styles.wrap}>
        <div className={styles.card}>
          <div className={styles.toggle} role="group" aria-label="Sign up or log in">
            {(['signup', 'login'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={option === mode ? `${styles.option} ${styles.selected}` : styles.option}
                aria-pressed={option === mode}
                onClick={() => setChosen(option)}
              >
                {option === 'signup' ? 'Sign Up' : 'Login'}
              </button>
            ))}
          </div>
          {/* Which form comes first depends on the answer; a failed one leaves Login (and the server's
              own refusal for a sign-up). */}
          {isLoading && chosen === null && (
            <Skeleton label="Loading the sign-in form">
              <div className={styles.bones}>
                <Bone height="4.5rem" />
                <Bone height="4.5rem" />
                <Bone height="3rem" shape="card" />
              </div>
            </Skeleton>
          )}
          {!(isLoading && chosen === null) && mode === 'login' && (
            <LoginForm key={signedUpEmail} email={signedUpEmail} />
          )}
          {mode === 'signup' && status?.registration === 'closed' && (
            <StatusPanel title="Sign-up is closed">{status.message}</StatusPanel>
          )}
          {mode === 'signup' && status?.registration !== 'closed' && (
            <>
              {status && <p className={styles.note}>{status.message}</p>}
              <SignUpForm
                needsCode={status?.registration === 'invitation'}
                onSignedUp={(email) => {
                  setSignedUpEmail(email);
                  setChosen('login');
                }}
              />
            </>
          )}
        </div>
      </div>
    </>
  );
}
