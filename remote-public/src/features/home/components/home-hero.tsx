import { paths } from '@clean/shared';
import heroImage from '../../../assets/hero.svg';
import { ButtonLink } from '../../../components/button/button-link';
import { CheckIcon } from '../../../components/icons/icons';
import { Illustration } from '../../../components/illustration/illustration';
import { homeHero } from '../../../content/home';
import styles from './home-hero.module.css';

/** The first screen: headline, Book Now to /services, and why people choose us. */
export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.inner}>
        <div>
          <p className={styles.eyebrow}>
            <span className={styles.dot} aria-hidden="true" />
            {homeHero.eyebrow}
          </p>
          <h1 id="home-hero-title" className={styles.title}>
            {homeHero.title}
          </h1>
          <p className={styles.text}>{homeHero.text}</p>
          <div className={styles.actions}>
            <ButtonLink to={paths.services} size="large">
              {homeHero.bookLabel}
            </ButtonLink>
            <ButtonLink to={paths.pricing} size="large" variant="outline">
              {homeHero.secondaryLabel}
            </ButtonLink>
          </div>
          <ul className={styles.points}>
            {homeHero.highlights.map((point) => (
              <li key={point}>
                <CheckIcon className={styles.check} />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <figure className={styles.media}>
          <Illustration
            src={heroImage}
            alt={homeHero.imageAlt}
            width={560}
            height={440}
            priority
            className={styles.image}
          />
        </figure>
      </div>
    </section>
  );
}
