import { company } from '@clean/shared';
import aboutImage from '../../../assets/about.svg';
import { Illustration } from '../../../components/illustration/illustration';
import { aboutPage } from '../../../content/about';
import styles from './about-intro.module.css';

/** Heading and company introduction (founded 2015, one of Nigeria's leading..., seamless booking). */
export function AboutIntro() {
  return (
    <header className={styles.intro}>
      <div className={styles.inner}>
        <div>
          <p className={styles.eyebrow}>{company.name}</p>
          <h1 className={styles.title}>{aboutPage.title}</h1>
          <p className={styles.text}>{aboutPage.intro}</p>
        </div>
        <Illustration
          src={aboutImage}
          alt={aboutPage.imageAlt}
          width={560}
          height={400}
          priority
          className={styles.image}
        />
      </div>
    </header>
  );
}
