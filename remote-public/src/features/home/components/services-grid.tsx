import { paths } from '@clean/shared';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { Reveal } from '../../../components/reveal/reveal';
import { Section } from '../../../components/section/section';
import { homeServices } from '../../../content/home';
import { serviceImages } from '../../../content/service-images';
import { services } from '../../../content/services';
import styles from './services-grid.module.css';
import { Illustration, VisuallyHidden } from '@clean/shared/ui';

/** 'Our Services': the 7 services as cards (no feature lists on the home page), each leading to /services. */
export function ServicesGrid() {
  return (
    <Section title={homeServices.title} intro={homeServices.intro} tone="alt">
      <ul className={styles.grid}>
        {services.map((service, index) => (
          <li key={service.id} className={styles.item}>
            <Reveal index={index}>
              <article className={styles.card}>
                <Illustration {...serviceImages[service.id]} className={styles.image} />
                <div className={styles.body}>
                  <h3 className={styles.title}>{service.title}</h3>
                  <p className={styles.summary}>{service.summary}</p>
                  <Link to={paths.services} className={styles.link}>
                    {homeServices.linkLabel}
                    <VisuallyHidden> about {service.title}</VisuallyHidden>
                    <ArrowRightIcon width={18} height={18} />
                  </Link>
                </div>
              </article>
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
}
