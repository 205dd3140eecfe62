import { paths } from '@clean/shared';
import { ButtonLink } from '@clean/shared/ui';
import heroImage from '../../../assets/hero.svg?inline';
import { Hero } from '../../../components/hero/hero';
import { CheckIcon } from '../../../components/icons/icons';
import { homeHero } from '../../../content/home';
import styles from './home-hero.module.css';

/** The first screen: headline, Book Now to /services, and why people choose us. */
export function HomeHero() {
  return (
    <Hero
      tone="home"
      eyebrow={
        <p className={styles.badge}>
          <span className={styles.dot} aria-hidden="true" />
          {homeHero.eyebrow}
        </p>
      }
      title={homeHero.title}
      text={homeHero.text}
      image={{ svg: heroImage, alt: homeHero.imageAlt }}
    >
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
    </Hero>
  );
}
