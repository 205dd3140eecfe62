import { Outlet } from 'react-router-dom';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import { ScrollToTop } from './scroll-to-top';
import styles from './site-layout.module.css';

/** Header, content, footer: the frame every public page and the admin login sit in. */
export function SiteLayout({ children }: { children?: React.ReactNode }) {
  return (
    <div className={styles.layout}>
      <ScrollToTop />
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
