import { ArrowRightIcon } from '../../../components/icons/icons';
import { serviceCategories } from '../../../content/service-pages';
import styles from './service-categories.module.css';
import { ButtonLink, Illustration } from '@clean/shared/ui';

/**
 * /services: a card for Cleaning Services and one for Laundry Services, each linking to its page. They are
 * the first screen, so they are shown at once (no scroll reveal).
 */
export function ServiceCategories() {
  return (
    <ul className={styles.grid}>
      {serviceCategories.map((category) => (
        <li key={category.to}>
          <article className={styles.card}>
            <Illustration svg={category.image.svg} alt={category.image.alt} className={styles.image} />
            {category.badge && <span className={styles.badge}>{category.badge}</span>}
            <div className={styles.body}>
              <h2 className={styles.title}>{category.title}</h2>
              <p className={styles.text}>{category.description}</p>
              <ButtonLink to={category.to}>
                {category.linkLabel}
                <ArrowRightIcon />
              </ButtonLink>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
