import { useId, type ReactNode } from 'react';
import { Illustration, type IllustrationImage } from '../illustration/illustration';
import styles from './notice.module.css';

interface NoticeProps {
  title: string;
  text: string;
  detail?: string;
  image: IllustrationImage;
  actions: ReactNode;
}

/** A centred message page with a picture: the placeholder pages (Coming Soon, Anticipate; docs/PRODUCT.md#routes). */
export function Notice({ title, text, detail, image, actions }: NoticeProps) {
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <div className={styles.card}>
        <Illustration {...image} className={styles.image} />
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        {detail && <p className={styles.detail}>{detail}</p>}
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  );
}
