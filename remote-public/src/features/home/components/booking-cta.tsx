import { paths } from '@clean/shared';
import { useId } from 'react';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { Reveal } from '../../../components/reveal/reveal';
import { homeCallToAction } from '../../../content/home';
import styles from './booking-cta.module.css';
import { ButtonLink } from '@clean/shared/ui';

/** The closing call to action of the home page: 'Book Your Cleaning Session' to /services. */
export function BookingCta() {
  const titleId = useId();
  return (
    <section className={styles.cta} aria-labelledby={titleId}>
      <Reveal>
        <div className={styles.panel}>
          <div className={styles.content}>
            <h2 id={titleId} className={styles.title}>
              {homeCallToAction.title}
            </h2>
            <p className={styles.text}>{homeCallToAction.text}</p>
            <ButtonLink to={paths.services} variant="light" size="large">
              {homeCallToAction.linkLabel}
              <ArrowRightIcon />
            </ButtonLink>
          </div>
        </div>
      </Reveal>
    </section>
  );
}
