import { usePageHead } from '../hooks/use-page-head';
import ceoImage from '../assets/ceo.svg';
import { Section } from '../components/section/section';
import { ceoHead, ceoPage } from '../content/ceo';
import styles from './ceo-page.module.css';
import { PageHeader } from '@clean/shared/ui';

/** /ceo: a letter from the company's CEO and her photo. */
export default function CeoPage() {
  usePageHead(ceoHead);
  return (
    <>
      <PageHeader title={ceoPage.title} eyebrow={ceoPage.eyebrow} />
      <Section>
        <div className={styles.layout}>
          <figure className={styles.portrait}>
            {/* A photo, not an illustration: a file of its own, as her real portrait will be. */}
            <img
              src={ceoImage}
              alt={ceoPage.imageAlt}
              width={400}
              height={440}
              fetchPriority="high"
              decoding="async"
              className={styles.photo}
            />
            <figcaption className={styles.caption}>
              <span className={styles.captionName}>{ceoPage.name}</span>
              <span className={styles.captionRole}>{ceoPage.role}</span>
            </figcaption>
          </figure>
          <article className={styles.letter} aria-label={`Letter from ${ceoPage.name}`}>
            <p className={styles.greeting}>{ceoPage.greeting}</p>
            {ceoPage.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
            <div className={styles.signature}>
              <p>{ceoPage.signOff}</p>
              <p className={styles.signName}>{ceoPage.name}</p>
              <p className={styles.signRole}>{ceoPage.role}</p>
            </div>
          </article>
        </div>
      </Section>
    </>
  );
}
