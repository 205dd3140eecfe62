import { usePageHead } from '../hooks/use-page-head';
import { paths } from '@clean/shared';
import { ClosingCall } from '../components/closing-call/closing-call';
import { Section } from '../components/section/section';
import { clients, clientsHead, clientsPage } from '../content/clients';
import styles from './clients-page.module.css';
import { ButtonLink, PageHeader } from '@clean/shared/ui';

const monogram = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

/** /clients: the static list of 13 client organisations. */
export default function ClientsPage() {
  usePageHead(clientsHead);
  return (
    <>
      <PageHeader title={clientsPage.title} intro={clientsPage.intro} />
      <Section>
        <ul className={styles.grid}>
          {clients.map((client) => (
            <li key={client.name} className={styles.card}>
              <span className={styles.monogram} aria-hidden="true">
                {monogram(client.name)}
              </span>
              <div>
                <h2 className={styles.name}>{client.name}</h2>
                <p className={styles.meta}>
                  {client.sector} · {client.city}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="brand">
        <ClosingCall title={clientsPage.closingTitle} text={clientsPage.closingText}>
          <ButtonLink to={paths.contact} size="large">
            {clientsPage.closingLinkLabel}
          </ButtonLink>
        </ClosingCall>
      </Section>
    </>
  );
}
