import { Illustration, type IllustrationImage } from '@clean/shared/ui';
import type { ReactNode } from 'react';
import styles from './hero.module.css';

interface HeroProps {
  /** The line above the title: the kit's `Eyebrow`, or the home page's badge. */
  eyebrow: ReactNode;
  title: string;
  text: string;
  image: IllustrationImage;
  /** The home page's first screen is taller, with a larger title. */
  tone?: 'home' | 'page';
  /** Actions and highlights under the text. */
  children?: ReactNode;
}

/** The first screen of a page told in words and a picture: eyebrow, the page's h1, text, illustration. */
export function Hero({ eyebrow, title, text, image, tone = 'page', children }: HeroProps) {
  return (
    <section className={styles[tone]}>
      <div className={styles.inner}>
        <div>
          {eyebrow}
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.text}>{text}</p>
          {children}
        </div>
        <Illustration {...image} className={styles.image} />
      </div>
    </section>
  );
}
